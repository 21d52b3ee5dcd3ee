import { type FieldErrors, fieldErrorsFromIssues } from '@cardshop/shared/contracts/envelope';
import type { z } from 'zod';
import { type FieldErrorKeys, fieldErrorKey, fieldErrorKeys } from '../features/auth/form-errors.ts';
import { ApiError } from './api.ts';

// Field errors of the account forms: the shared contract checks the values in the browser, a 422 brings the
// server's; both become one message key per field (auth/form-errors.ts picks field-specific wordings).

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
