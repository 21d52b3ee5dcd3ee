export type NewsletterField = 'name' | 'email';

/** Field → translation key of the message shown beside it. */
export type NewsletterErrors = Partial<Record<NewsletterField, string>>;

const FIELDS: readonly NewsletterField[] = ['name', 'email'];
const KNOWN_RULES = new Set(['required', 'email', 'max', 'too-many-requests']);

/**
 * Field errors (from the server's 422 or the shared schema) as the form's message keys: the rule of the
 * first error of each field, without its `validation.` prefix, as `shell.newsletter.errors.<rule>`.
 */
export function newsletterErrorKeys(errors: Record<string, readonly string[]>): NewsletterErrors {
  const keys: NewsletterErrors = {};
  for (const field of FIELDS) {
    const [first] = errors[field] ?? [];
    if (!first) continue;
    const rule = first.replace(/^validation\./, '');
    keys[field] = `shell.newsletter.errors.${KNOWN_RULES.has(rule) ? rule : 'invalid'}`;
  }
  return keys;
}
