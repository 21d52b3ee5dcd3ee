import { CONTACT_FIELDS, type Contact, type ContactField } from '@cardshop/shared/contracts/address-book';

// The contact form's values as the form holds them (text, '' for nothing), and the names pages show.

export type ContactValues = Record<ContactField, string> & { groups: string[] };

/** A group's form: its name, contacts to add and members to take out. */
export interface GroupValues {
  name: string;
  add: string[];
  remove: string[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A new contact's form: empty, in the country given (the account's, or the region's). */
export function emptyContactValues(country = ''): ContactValues {
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, ''])) as Record<
    ContactField,
    string
  >;
  return { ...values, country, groups: [] };
}

/** The form's values of a saved contact (also the start of a copy of it). */
export function contactValuesOf(contact: Contact): ContactValues {
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, text(contact[field as keyof Contact] as string | number | null)]),
  ) as Record<ContactField, string>;
  return { ...values, groups: contact.groups.map((group) => group.id) };
}

/** 'Ms Mary Watson' (the shared rule, for the address book's pages). */
export { contactName } from '@cardshop/shared/rules/names';

/** 'Melbourne VIC 3000, AU'. */
export function contactPlace(
  contact: Pick<Contact, 'locality' | 'adminAreaLevel1' | 'postcode' | 'country'>,
) {
  const town = [contact.locality, contact.adminAreaLevel1, contact.postcode].filter(Boolean).join(' ');
  return `${town}, ${contact.country}`;
}
