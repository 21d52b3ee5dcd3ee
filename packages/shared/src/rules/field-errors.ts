import type { FieldErrors } from '../contracts/envelope.ts';

/**
 * Field errors as forms look them up: rule names without the `validation.` prefix (a 422's errors in
 * the browser, account-ordering.md §5). Free of zod, so the API client on every page can use it.
 */
export function withoutValidationPrefix(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, rules]) => [
      field,
      rules.map((rule) => rule.replace(/^validation\./, '')),
    ]),
  );
}
