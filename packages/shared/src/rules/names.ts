// A person's single name split into first and last name (account-ordering.md §4 "Copying an item"):
// the first word is the first name and the rest the last name.

/** 'Mary Anne Lee' → Mary / Anne Lee; one word is a first name alone. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.search(/\s/);
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space).trim() };
}
