import { describe, expect, it } from 'vitest';
import { actionContext } from '../lib/test-helpers.ts';
import { loader } from './content.tsx';

/** A service error as the server's modules throw them: an HTTP status beside the message. */
function serviceError(status: number): Error {
  return Object.assign(new Error(`status ${status}`), { status });
}

/** The content route's loader for `path`, with a content finder that fails as `find` does. */
function load(path: string, find: () => Promise<never>) {
  const { context } = actionContext({
    config: { region: async () => ({ id: 1, locale: 'en-AU', timeZone: 'Australia/Sydney' }) },
    responseCache: { get: () => undefined, offer: (_key: string, body: Buffer) => ({ body }) },
    content: { find },
  });
  const request = new Request(`http://shop.test${path}`);
  return loader({ request, context, params: { '*': path.slice(1) } } as unknown as Parameters<
    typeof loader
  >[0]);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the loader to fail');
}

describe('the content route when its content cannot be loaded', () => {
  it('sends a path with nothing at it to the homepage', async () => {
    const answer = await failureOf(load('/no-such-page', () => Promise.reject(serviceError(404))));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/');
  });

  it('lets any other failure through to the error page, not to a redirect', async () => {
    const broken = new Error('the database went away');
    expect(await failureOf(load('/occasion/birthday', () => Promise.reject(broken)))).toBe(broken);
  });

  it('drops filters that name nothing, then fails as the unfiltered page does', async () => {
    let calls = 0;
    const find = () => Promise.reject(serviceError(++calls === 1 ? 422 : 503));
    const answer = await failureOf(load('/occasion/birthday?category=nothing', find));
    expect(calls).toBe(2);
    expect((answer as { status: number }).status).toBe(503);
  });
});
