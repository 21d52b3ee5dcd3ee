import type { Countries } from '@cardshop/shared/contracts/config';
import { requiresState } from '@cardshop/shared/rules/address';

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

/** How the state is asked for in a country: a list where the shop knows its states, else free text. */
export interface StateField {
  options: ReadonlyArray<{ code: string; name: string }> | null;
  /** Only AU, CA, CN, MY, MX and US addresses need one (spec §5). */
  required: boolean;
}

export function stateFieldFor(country: string, states: Countries['states']): StateField {
  const options = country ? states[country.toUpperCase()] : undefined;
  return {
    options: options && options.length > 0 ? options : null,
    required: !!country && requiresState(country),
  };
}
