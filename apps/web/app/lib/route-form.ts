import type { FieldErrors } from '@cardshop/shared/contracts/envelope';
import { withoutValidationPrefix } from '@cardshop/shared/rules/field-errors';
import { data, type RouterContextProvider } from 'react-router';
import type { z } from 'zod';
import { requestFrom } from '../context.ts';
import { retryAfterOf } from './form-errors.ts';
import { rulesOf } from './form-rules.ts';
import { requestedRegion } from './request-region.ts';

// What route actions share (decision record 19). A form posted without scripts reaches its route's action,
// which parses it with the shared contract the JSON API uses and calls the service in-process; then it
// redirects, or answers what the page shows again: the values entered (never a password), the field
// errors beside their fields, and the failures no field shows.

/** What an action answers when its form is to be shown again. */
export interface FormAnswer<V> {
  /** What was entered, to fill the fields in again; passwords and codes are never sent back. */
  values: V;
  /** Field → broken rules without the `validation.` prefix, as `ApiError.errors` holds a 422's. */
  errors: FieldErrors;
  /** Translation keys of failures no field shows (too many attempts …). */
  messages: string[];
  /** The seconds a 429 said to wait (its Retry-After), so the form can say when to try again. */
  retryAfter?: number;
}

/** The text of the named fields of a posted form: '' for a field that is missing (or a file). */
export function formText<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : '';
  }
  return values;
}

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** The values by a shared schema: the parsed data, or the rules each field broke. */
export function parseForm<S extends z.ZodType>(schema: S, values: unknown): ParsedForm<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, errors: rulesOf(result) };
}

/** The answer that shows the form again: with field errors a 422, else as it is (a step further on). */
export function formAgain<V, X extends object>(extra: X, values: V, errors: FieldErrors = {}) {
  const answer = { ...extra, values, errors, messages: [] as string[] };
  return data(answer, { status: Object.keys(errors).length > 0 ? 422 : 200 });
}

/** A service's refusal: the server's HttpError, read by its shape (the web app imports no server code). */
export interface ServiceRefusal {
  status: number;
  errors: FieldErrors;
  messages: string[];
  data: Record<string, unknown> | null;
  headers: Record<string, string>;
}

/** The refusal an error is, or null for anything else (a bug, the database gone): that is a 500. */
export function serviceRefusal(error: unknown): ServiceRefusal | null {
  if (!(error instanceof Error)) return null;
  const {
    status,
    messages,
    data: body,
    headers,
  } = error as Error & {
    status?: unknown;
    messages?: ReadonlyArray<{ message: string }>;
    data?: Record<string, unknown> | null;
    headers?: Record<string, string>;
  };
  if (typeof status !== 'number' || status < 400 || status >= 500 || !Array.isArray(messages)) return null;
  return {
    status,
    errors: withoutValidationPrefix((body?.errors ?? {}) as FieldErrors),
    messages: messages.map((message) => message.message),
    data: body ?? null,
    headers: headers ?? {},
  };
}

/**
 * The answer that shows the form again after the service refused it: field errors beside their fields,
 * else its messages, with the refusal's status (422, 429 with Retry-After …). Anything but a refusal is
 * thrown on.
 */
export function refusedForm<V, X extends object>(error: unknown, values: V, extra: X) {
  const refusal = serviceRefusal(error);
  if (!refusal) throw error;
  const hasFieldErrors = Object.keys(refusal.errors).length > 0;
  const retryAfter = retryAfterOf(refusal.status, refusal.data);
  const answer = {
    ...extra,
    values,
    errors: refusal.errors,
    messages: hasFieldErrors ? [] : refusal.messages,
    ...(retryAfter ? { retryAfter } : {}),
  };
  return data(answer, { status: refusal.status, headers: refusal.headers });
}

/** Who is asking, as the services' rate limits, device labels and mail regions need it. */
export function actionClient(request: Request, context: Readonly<RouterContextProvider>) {
  return { ...requestFrom(context).client, region: requestedRegion(request) };
}
