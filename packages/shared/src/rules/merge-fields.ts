// Merge fields of a bulk send (docs/decisions/0033-bulk-sending.md): the message is written once with
// `{{field}}` placeholders, and each recipient's card has them filled in with that recipient's values.
// Field names compare without case, spaces or punctuation, so `{{First name}}` and `{{firstName}}` are
// the same field, and a CSV column "Company Name" is `{{companyName}}` or `{{Company name}}`.

/** The fields every recipient has (from the address book or a list's name columns). */
export const STANDARD_MERGE_FIELDS = ['firstName', 'lastName', 'fullName'] as const;

const PLACEHOLDER = /\{\{\s*([^{}\s][^{}]{0,59}?)\s*\}\}/g;

/** The key a field name is compared by: letters and digits only, lower case. */
export function mergeKey(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The fields a message uses, by key, each once, in the order they first appear. */
export function mergeFieldsOf(message: string): string[] {
  const keys: string[] = [];
  for (const match of message.matchAll(PLACEHOLDER)) {
    const key = mergeKey(match[1] ?? '');
    if (key !== '' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A recipient's values by key: the standard fields from their names, then the other columns given. */
export function mergeValuesOf(recipient: {
  firstName: string;
  lastName: string;
  fields?: Readonly<Record<string, string>> | null;
}): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of Object.entries(recipient.fields ?? {})) {
    const key = mergeKey(name);
    if (key !== '') values.set(key, value.trim());
  }
  const firstName = recipient.firstName.trim();
  const lastName = recipient.lastName.trim();
  values.set(mergeKey('firstName'), firstName);
  values.set(mergeKey('lastName'), lastName);
  values.set(mergeKey('fullName'), `${firstName} ${lastName}`.trim());
  return values;
}

/**
 * The message with every placeholder replaced by the recipient's value, and the keys of the fields it
 * needs that the recipient has no value for (unknown or empty): those are left blank in the text, and
 * the recipient's card is flagged until the value is given or the message is overridden.
 */
export function fillMessage(
  message: string,
  values: ReadonlyMap<string, string>,
): { text: string; missing: string[] } {
  const missing: string[] = [];
  const text = message.replace(PLACEHOLDER, (whole, name: string) => {
    const key = mergeKey(name);
    // Braces around punctuation alone name no field: left as written.
    if (key === '') return whole;
    const value = values.get(key) ?? '';
    if (value === '' && !missing.includes(key)) missing.push(key);
    return value;
  });
  return { text, missing };
}
