import type { AuthState } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createUser, dataOf, messagesOf, testBrowser } from '../modules/auth/test-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { verifyPassword } from './passwords.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { pageSecurityPolicy } from './web.ts';

// CSRF and security headers, through the real app: a state-changing call without the session's token
// changes nothing; a token of a session that has gone asks the client to reload with a fresh one.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 5 });
});
afterAll(() => t.close());

const account = (email: string) => ({ username: email, firstName: 'Cross', lastName: 'Site' });
const userByEmail = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('CSRF', () => {
  it('refuses a state-changing call without a token (403) and changes nothing', async () => {
    const browser = await t.browser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('no-token@example.com'),
      headers: { cookie: browser.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(messagesOf(response)).toEqual(['global.errors.csrf-missing']);
    expect(await userByEmail('no-token@example.com')).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a wrong token (403) and changes nothing, even for a signed-in user', async () => {
    const browser = await t.browser();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('wrong-token@example.com'),
      headers: { cookie: browser.cookie, 'x-csrf-token': `${browser.csrfToken}x` },
    });
    expect(wrong.statusCode).toBe(403);
    expect(messagesOf(wrong)).toEqual(['global.errors.csrf-invalid']);
    expect(await userByEmail('wrong-token@example.com')).toBeUndefined();

    // Another session's token is just as wrong.
    const user = await createUser(t);
    const victim = testBrowser(t);
    await victim.check();
    await victim.post('/api/auth/login', { username: user.email, password: user.password });
    const attacker = await t.browser();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: user.password, password: 'attacker chose this' },
      headers: { cookie: victim.cookie ?? '', 'x-csrf-token': attacker.csrfToken },
    });
    expect(forged.statusCode).toBe(403);
    const row = await userByEmail(user.email);
    expect(await verifyPassword(row?.passwordHash, user.password)).toBe(true);
    expect((await victim.check()).user?.id).toBe(user.id);
  });

  it('answers a token whose session has gone with a 500 reload and a fresh token, and the retry works', async () => {
    const browser = await t.browser();
    // The session ends (expired, or signed out in another tab) while the page still holds its token.
    const sessionId = (await t.services.sessions.find(browser.cookie.split('=')[1] ?? ''))?.id;
    await t.services.sessions.destroy(sessionId ?? '');

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('after-reload@example.com'),
      headers: browser.headers,
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ data: { xsrfToken: string }; state: { reload: boolean } }>();
    expect(body.state.reload).toBe(true);
    expect(body.data.xsrfToken).not.toBe(browser.csrfToken);
    expect(messagesOf(response)).toEqual(['global.errors.system-update']);
    expect(await userByEmail('after-reload@example.com')).toBeUndefined();

    // The client retries once with the new session and token.
    const sid = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;
    expect(sid).toBeTruthy();
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('after-reload@example.com'),
      headers: { cookie: `${SESSION_COOKIE}=${sid}`, 'x-csrf-token': body.data.xsrfToken },
    });
    expect(retry.statusCode).toBe(200);
    expect(await userByEmail('after-reload@example.com')).toBeDefined();
  });

  it('answers the token from before sign-in (rotated) with a 500 reload carrying the current token', async () => {
    const user = await createUser(t);
    const browser = testBrowser(t);
    const before = (await browser.check()).xsrfToken;
    const signedIn = dataOf<AuthState>(
      await browser.post('/api/auth/login', { username: user.email, password: user.password }),
    );
    expect(signedIn.xsrfToken).not.toBe(before);

    // Another tab still holds the old token, with the new cookie.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: user.password, password: 'changed from a stale tab' },
      headers: { cookie: browser.cookie ?? '', 'x-csrf-token': before },
    });
    expect(stale.statusCode).toBe(500);
    const body = stale.json<{ data: { xsrfToken: string }; state: { reload: boolean } }>();
    expect(body.state.reload).toBe(true);
    expect(body.data.xsrfToken).toBe(signedIn.xsrfToken);
    expect(await verifyPassword((await userByEmail(user.email))?.passwordHash, user.password)).toBe(true);

    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      payload: { currentPassword: user.password, password: 'changed from a stale tab' },
      headers: { cookie: browser.cookie ?? '', 'x-csrf-token': body.data.xsrfToken },
    });
    expect(retry.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends JSON answers with a policy that loads nothing and cannot be framed', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/check' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Errors too.
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  // Strict-Transport-Security and Secure cookies follow PUBLIC_URL: client-address.test.ts.

  it('gives pages a script policy of their own origin plus a nonce or hashes, never unsafe-inline', () => {
    const directivesOf = (policy: string) =>
      Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name = '', ...values] = directive.trim().split(/\s+/);
          return [name, values];
        }),
      );
    const rendered = pageSecurityPolicy("'nonce-abc123'");
    const cached = pageSecurityPolicy("'sha256-AAAA' 'sha256-BBBB'");
    expect(directivesOf(rendered)['script-src']).toEqual(["'self'", "'nonce-abc123'"]);
    expect(directivesOf(cached)['script-src']).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
    for (const policy of [rendered, cached]) {
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).not.toContain('unsafe-eval');
      const directives = directivesOf(policy);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['base-uri']).toEqual(["'self'"]);
    }
  });
});
