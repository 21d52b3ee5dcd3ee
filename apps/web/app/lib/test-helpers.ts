import type { Services } from '@cardshop/server/services';
import { RouterContextProvider } from 'react-router';
import { vi } from 'vitest';
import { requestContext, servicesContext } from '../context.ts';

// For tests of route actions: a load context as the host builds it, with stand-in services, and the
// posted form as the browser sends it.

/** A refusal shaped as the server's HttpError (status, messages, data, headers), as services throw them. */
export class Refusal extends Error {
  readonly status: number;
  readonly messages: Array<{ type: 'error'; message: string }>;
  readonly data: Record<string, unknown> | null;
  readonly headers: Record<string, string>;
  constructor(
    status: number,
    key: string,
    data: Record<string, unknown> | null = null,
    headers: Record<string, string> = {},
  ) {
    super(key);
    this.status = status;
    this.messages = [{ type: 'error', message: key }];
    this.data = data;
    this.headers = headers;
  }
}

/** A 422 with field errors, as the services' ValidationError. */
export const invalid = (errors: Record<string, string[]>) =>
  new Refusal(422, 'global.errors.validation-failed', { errors });

/** A load context whose session is `userId`'s (or signed out), with `services` standing in for the server's. */
export function actionContext(services: Record<string, unknown>, userId: string | null = null) {
  const host = {
    nonce: 'n',
    wholePage: false,
    session: vi.fn(async () => ({ id: 'session-1', userId })),
    client: { ip: '203.0.113.7', userAgent: 'test' },
    startSession: vi.fn(async (_userId: string | null) => undefined),
    logError: vi.fn(),
  };
  const context = new RouterContextProvider();
  context.set(requestContext, host);
  context.set(servicesContext, services as unknown as Services);
  return { context, host };
}

/** A form posted to `path` (with its query), as a browser sends it without scripts. */
export function formPost(path: string, fields: Record<string, string>): Request {
  return new Request(new URL(path, 'http://shop.test'), {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

/** What an action answered: a redirect's status and target, or the data and status the page shows. */
export function answerOf(result: unknown): { status: number; location?: string; data?: unknown } {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get('location') ?? undefined };
  }
  const init = (result as { init?: ResponseInit | null }).init;
  const data = (result as { data?: unknown }).data;
  return { status: init?.status ?? 200, data };
}
