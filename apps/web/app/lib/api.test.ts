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

describe('a cacheable read', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is tried again 3 s after the network failed, up to 3 more times', async () => {
    vi.useFakeTimers();
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }),
      () => answer(200, { countries: [] }),
    ];
    const fetch = vi.fn(async () => (answers.shift() as () => Response)());
    vi.stubGlobal('fetch', fetch);

    const read = api('/api/config/countries', { cacheable: true });
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(read).resolves.toEqual({ countries: [] });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives the last failure to the caller after the fourth try', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    const read = api('/api/config/countries', { cacheable: true });
    const settled = expect(read).rejects.toBeInstanceOf(TypeError);
    await vi.advanceTimersByTimeAsync(9000);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('is not tried again when the server answered with an error', async () => {
    const fetch = vi.fn(async () =>
      answer(404, null, [{ type: 'error', message: 'global.errors.not-found' }]),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/card/gone', { cacheable: true })).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is tried once when it is not marked cacheable', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/account/orders')).rejects.toBeInstanceOf(TypeError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
