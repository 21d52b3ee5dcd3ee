// Field errors as the auth forms show them: the first rule each field broke (from the shared schema in the
// browser, or the server's 422 with its `validation.` prefix stripped), as a translation key.

/** Field → translation key of the message shown beside it. */
export type FieldErrorKeys<F extends string> = Partial<Record<F, string>>;

// Rules whose generic wording (validation.min …) would not tell the visitor what to do.
const SPECIFIC: Record<string, string> = {
  'password.min': 'auth.validation.password.min',
  'passwordConfirm.confirmed': 'auth.validation.password-confirm.confirmed',
  'token.min': 'auth.validation.token.min',
  'token.format': 'auth.validation.token.format',
};

/** The message key of a broken rule: a field-specific one when it exists, else `validation.<rule>`. */
export function fieldErrorKey(field: string, rule: string): string {
  const bare = rule.replace(/^validation\./, '');
  // A rule that already names a key of its own ('auth.errors.…') is shown as it is.
  if (bare.includes('.')) return bare;
  return SPECIFIC[`${field}.${bare}`] ?? `validation.${bare}`;
}

/** The message keys of the fields of a form, from a field → rules map (server or client). */
export function fieldErrorKeys<F extends string>(
  errors: Readonly<Record<string, readonly string[]>>,
  fields: readonly F[],
): FieldErrorKeys<F> {
  const keys: FieldErrorKeys<F> = {};
  for (const field of fields) {
    const [first] = errors[field] ?? [];
    if (first) keys[field] = fieldErrorKey(field, first);
  }
  return keys;
}
