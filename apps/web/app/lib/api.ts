import type { FieldErrors, Message } from '@cardshop/shared/contracts/envelope';
import { withoutValidationPrefix } from '@cardshop/shared/rules/field-errors';
import { LOAD_RETRY, RetriesExhaustedError, retry } from '@cardshop/shared/rules/retry';

/** An API answer that was not a success: its status, messages, field errors and data. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: Message[];
  readonly errors: Record<string, string[]>;
  readonly data: Record<string, unknown> | null;
  /** Whether the shop's server answered (an envelope came back), rather than a proxy's error page. */
  readonly answered: boolean;

  constructor(
    status: number,
    messages: Message[],
    errors: Record<string, string[]> = {},
    data: Record<string, unknown> | null = null,
    answered = true,
  ) {
    super(messages[0]?.message ?? `HTTP ${status}`);
    this.status = status;
    this.messages = messages;
    this.errors = errors;
    this.data = data;
    this.answered = answered;
  }
}

interface Envelope<T> {
  data: T;
  state: { version: string; messages: Message[]; reload?: boolean };
}

/** What the page shell reacts to: it shows the alerts and reloads or sends the visitor to log in. */
export type ApiEvent =
  | { type: 'unauthenticated' }
  | { type: 'system-update' }
  | { type: 'version-changed' }
  | { type: 'messages'; messages: Message[] };

const listeners = new Set<(event: ApiEvent) => void>();

/** Listens to API events; returns the function that stops listening. */
export function onApiEvent(listener: (event: ApiEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ApiEvent) {
  for (const listener of listeners) listener(event);
}

let xsrfToken: string | null = null;
let tokenRequest: Promise<string> | null = null;
let buildVersion: string | null = null;

/** Remembers the CSRF token an answer carried (`data.xsrfToken`). */
export function setXsrfToken(token: string | null): void {
  xsrfToken = token;
}

/** The CSRF token known now, without asking the server (null before the first auth check). */
export function knownXsrfToken(): string | null {
  return xsrfToken;
}

/** The version of the build the page came from; an answer naming another one means the shop was updated. */
export function setBuildVersion(version: string): void {
  buildVersion = version;
}

/** The session's CSRF token, asking `GET /api/auth/check` once when the page has none yet. */
export function csrfToken(): Promise<string> {
  if (xsrfToken) return Promise.resolve(xsrfToken);
  tokenRequest ??= api<{ xsrfToken: string }>('/api/auth/check', { ignoreAuthFailure: true })
    .then((state) => state.xsrfToken)
    .finally(() => {
      tokenRequest = null;
    });
  return tokenRequest;
}

export interface ApiInit extends RequestInit {
  /** A JSON body. */
  json?: unknown;
  /** A 401 is the caller's business (auth check, favourites toggle, order fetch, analytics). */
  ignoreAuthFailure?: boolean;
  /**
   * A read of data that changes rarely (countries, a card, pricing): when the network fails or something
   * other than the shop's server answers, it is tried 3 more times, 3 s apart. An error the server
   * answered with is final.
   */
  cacheable?: boolean;
}

/** Whether a failed read is worth another try: nothing answered, or not the shop's server. */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof ApiError) || !error.answered;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Calls the JSON API and unwraps the envelope. State-changing calls carry the CSRF token; a 500 asking for
 * a reload with a fresh token is retried once with it, and so is a call refused for a token of another
 * session (with the token of the session the browser now holds). Field errors of a 422 come back with the
 * `validation.` prefix stripped, as the forms look them up by rule name.
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  if (!init.cacheable) return call<T>(path, init, false);
  // A caller's abort is final too.
  const shouldRetry = (error: unknown) => isUnanswered(error) && !init.signal?.aborted;
  // After the last try the caller gets that try's failure, as it would without retries.
  return retry(() => call<T>(path, init, false), { ...LOAD_RETRY, shouldRetry }).catch((error: unknown) => {
    throw error instanceof RetriesExhaustedError ? error.cause : error;
  });
}

async function call<T>(path: string, init: ApiInit, retried: boolean): Promise<T> {
  const { json, ignoreAuthFailure, cacheable: _cacheable, ...rest } = init;
  const method = (rest.method ?? 'GET').toUpperCase();
  const headers = new Headers(rest.headers);
  headers.set('accept', 'application/json');
  if (json !== undefined) headers.set('content-type', 'application/json');
  const sentToken = SAFE_METHODS.has(method) ? null : await csrfToken();
  if (sentToken) headers.set('x-csrf-token', sentToken);
  const response = await fetch(path, {
    ...rest,
    credentials: 'same-origin',
    headers,
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  const data = (envelope?.data ?? null) as Record<string, unknown> | null;
  if (data && typeof data.xsrfToken === 'string') setXsrfToken(data.xsrfToken);
  const version = envelope?.state?.version;
  if (version && buildVersion && version !== buildVersion) {
    buildVersion = version;
    emit({ type: 'version-changed' });
  }

  if (response.status === 500 && envelope?.state.reload) {
    if (typeof data?.xsrfToken === 'string' && !retried) return call<T>(path, init, true);
    emit({ type: 'system-update' });
  }
  // The token belongs to another session of this browser: two first requests (two tabs opened at once)
  // each started one, and the cookie kept is the other's. Nothing was done: ask for this session's token
  // and send the request again, once.
  if (
    response.status === 403 &&
    !retried &&
    envelope?.state.messages.some((message) => message.message === 'global.errors.csrf-invalid')
  ) {
    if (xsrfToken === sentToken) setXsrfToken(null);
    return call<T>(path, init, true);
  }
  if (response.status === 401 && !ignoreAuthFailure) emit({ type: 'unauthenticated' });

  if (!response.ok || !envelope) {
    const errors = withoutValidationPrefix((data?.errors as FieldErrors | undefined) ?? {});
    throw new ApiError(response.status, envelope?.state.messages ?? [], errors, data, envelope !== null);
  }
  const successes = envelope.state.messages.filter((message) => message.type === 'success');
  if (successes.length > 0) emit({ type: 'messages', messages: successes });
  return envelope.data;
}
