// A person's single name split into first and last name (account-ordering.md §4 "Copying an item"):
// the first word is the first name and the rest the last name.

/** 'Mary Anne Lee' → Mary / Anne Lee; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space).trim() };
}

/**
 * An address-book contact as the shop names them: title, first and last name ('Ms Mary Watson'), the
 * parts that are missing left out. The contact picker fills a card's recipient with it, and the orders
 * name the contact a card went to with it, so both say the same.
 */
export function contactName(contact: { title: string | null; firstName: string; lastName: string }): string {
  return [contact.title, contact.firstName, contact.lastName].filter(Boolean).join(' ');
}
