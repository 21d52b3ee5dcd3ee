import { type FieldErrors, fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import type { z } from 'zod';
import { ApiError } from './api.ts';

// Field errors as the forms show them: the first rule each field broke (from the shared schema in the
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

// Field errors of the account forms: the shared contract checks the values in the browser, a 422 brings the
// server's; both become one message key per field (fieldErrorKey picks field-specific wordings).

/** The field errors of the values by the shared contract (the schema the server parses with). */
export function schemaErrors(schema: z.ZodType, values: unknown): FieldErrors {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
}

/** The message keys of a failed submit's field errors, when the server refused fields (422). */
export function serverErrorKeys<F extends string>(error: unknown, fields: readonly F[]): FieldErrorKeys<F> {
  return error instanceof ApiError && error.status === 422 ? fieldErrorKeys(error.errors, fields) : {};
}

/**
 * What a failed action says where no field shows it (spec §8): a refusal's field errors (a 422 from a
 * button, which has no field), else the server's own messages (translation keys), else the generic error.
 */
export function failureKeys(error: unknown): string[] {
  if (!(error instanceof ApiError)) return ['global.error.internal-server-error'];
  const fields = Object.entries(error.errors).flatMap(([field, rules]) =>
    rules[0] ? [fieldErrorKey(field, rules[0])] : [],
  );
  if (error.status === 422 && fields.length > 0) return fields;
  const messages = error.messages.filter((message) => message.type !== 'success');
  return messages.length > 0
    ? messages.map((message) => message.message)
    : ['global.error.internal-server-error'];
}

/** The whole seconds to wait that a 429 names (`data.retryAfter`, as in its Retry-After), else undefined. */
export function retryAfterOf(status: number, body: Record<string, unknown> | null | undefined) {
  const seconds = body?.retryAfter;
  if (status !== 429 || typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 1) {
    return undefined;
  }
  return Math.ceil(seconds);
}
