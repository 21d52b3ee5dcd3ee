import type { Message } from '@cardshop/shared/contracts/envelope';

/** An API answer that was not a success: its status, messages and any field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: Message[];
  readonly errors: Record<string, string[]>;

  constructor(status: number, messages: Message[], errors: Record<string, string[]> = {}) {
    super(messages[0]?.message ?? `HTTP ${status}`);
    this.status = status;
    this.messages = messages;
    this.errors = errors;
  }
}

interface Envelope<T> {
  data: T;
  state: { version: string; messages: Message[] };
}

/**
 * Calls the JSON API and unwraps the envelope. Field errors of a 422 come back with the `validation.`
 * prefix stripped, as the forms look them up by rule name.
 */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const response = await fetch(path, {
    ...rest,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...rest.headers,
    },
    body: json === undefined ? rest.body : JSON.stringify(json),
  });
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!response.ok || !envelope) {
    const data = envelope?.data as { errors?: Record<string, string[]> } | null | undefined;
    const errors = Object.fromEntries(
      Object.entries(data?.errors ?? {}).map(([field, rules]) => [
        field,
        rules.map((rule) => rule.replace(/^validation\./, '')),
      ]),
    );
    throw new ApiError(response.status, envelope?.state.messages ?? [], errors);
  }
  return envelope.data;
}
