import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, knownXsrfToken, setXsrfToken } from './api.ts';

/** A JSON answer in the API's envelope. */
function answer(status: number, data: unknown, messages: { type: string; message: string }[] = []) {
  return new Response(JSON.stringify({ data, state: { messages } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const refusedToken = () => answer(403, null, [{ type: 'error', message: 'global.errors.csrf-invalid' }]);

describe('a state-changing call whose CSRF token belongs to another session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setXsrfToken(null);
  });

  it('asks for the token of the session the browser holds and is sent again with it', async () => {
    setXsrfToken('token-of-the-other-tab');
    const sent: { url: string; token: string | null }[] = [];
    const answers = [
      refusedToken(),
      answer(200, { xsrfToken: 'token-of-this-session' }),
      answer(200, { ok: 1 }),
    ];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, token: new Headers(init.headers).get('x-csrf-token') });
      return answers.shift();
    });

    await expect(api('/api/auth/login', { method: 'POST', json: {} })).resolves.toEqual({ ok: 1 });
    expect(sent).toEqual([
      { url: '/api/auth/login', token: 'token-of-the-other-tab' },
      { url: '/api/auth/check', token: null },
      { url: '/api/auth/login', token: 'token-of-this-session' },
    ]);
    expect(knownXsrfToken()).toBe('token-of-this-session');
  });

  it('is sent again once only: a second refusal reaches the caller', async () => {
    setXsrfToken('stale');
    const answers = [refusedToken(), answer(200, { xsrfToken: 'fresh' }), refusedToken()];
    const fetch = vi.fn(async () => answers.shift());
    vi.stubGlobal('fetch', fetch);

    const call = api('/api/auth/login', { method: 'POST', json: {} });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
