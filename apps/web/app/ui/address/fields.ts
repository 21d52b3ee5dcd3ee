// The postal address lines of every address form and payload (profile, blank purchase, the card being
// written), in the order the forms show them.

export const ADDRESS_FIELDS = [
  'country',
  'address',
  'address2',
  'locality',
  'adminAreaLevel1',
  'postcode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressFieldValues = Record<AddressField, string>;
