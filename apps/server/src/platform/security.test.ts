import type { AuthState } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { createUser, dataOf, messagesOf, signIn, testBrowser } from '../modules/auth/test-helpers.ts';
import { createTestApp } from '../test/test-app.ts';
import { verifyPassword } from './passwords.ts';
import { registerSecurity } from './security.ts';
import { pageSecurityPolicy } from './web.ts';

// CSRF and security headers, through the real app: a state-changing call without the right token (the
// session's, or the one signed from a signed-out visitor's cookie) changes nothing; a token this browser
// held before (a session that has gone) asks the client to reload with a fresh one.

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
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const held = browser.csrfToken;
    // The session ends (expired, or signed out from another device) while the page still holds its token.
    await t.services.sessions.destroyForUser(user.id);

    const response = await browser.post(
      '/api/auth/create-account-quick',
      account('after-reload@example.com'),
    );
    expect(response.statusCode).toBe(500);
    const body = response.json<{ data: { xsrfToken: string }; state: { reload: boolean } }>();
    expect(body.state.reload).toBe(true);
    expect(body.data.xsrfToken).not.toBe(held);
    expect(messagesOf(response)).toEqual(['global.errors.system-update']);
    expect(await userByEmail('after-reload@example.com')).toBeUndefined();

    // The client retries once with the new token (its visitor cookie's: signed out now).
    expect(browser.csrfToken).toBe(body.data.xsrfToken);
    const retry = await browser.post('/api/auth/create-account-quick', account('after-reload@example.com'));
    expect(retry.statusCode).toBe(200);
    expect(await userByEmail('after-reload@example.com')).toBeDefined();
  });

  it('answers the token of a tab from before a sign-out with a 500 reload, not a refusal', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const signedInToken = browser.csrfToken ?? '';
    expect((await browser.post('/api/auth/logout')).statusCode).toBe(200);
    expect(browser.cookieValue(t.cookieNames.session)).toBeUndefined();

    // Another tab still holds the signed-in token, with the cookies of the signed-out browser.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('stale-tab@example.com'),
      headers: { cookie: browser.cookie ?? '', 'x-csrf-token': signedInToken },
    });
    expect(stale.statusCode).toBe(500);
    expect(dataOf<{ xsrfToken: string }>(stale).xsrfToken).toBe(browser.csrfToken);
    expect(await userByEmail('stale-tab@example.com')).toBeUndefined();
  });

  it('refuses a signed-out token of another visitor (403): it is signed from their cookie, not this one', async () => {
    const victim = await t.browser();
    const attacker = await t.browser();
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('other-visitor@example.com'),
      headers: { cookie: victim.cookie, 'x-csrf-token': attacker.csrfToken },
    });
    expect(forged.statusCode).toBe(403);
    expect(messagesOf(forged)).toEqual(['global.errors.csrf-invalid']);
    expect(await userByEmail('other-visitor@example.com')).toBeUndefined();
    // Without any cookie, the token alone does nothing either (the answer asks a page to reload).
    const alone = await t.app.inject({
      method: 'POST',
      url: '/api/auth/create-account-quick',
      payload: account('other-visitor@example.com'),
      headers: { 'x-csrf-token': attacker.csrfToken },
    });
    expect(alone.statusCode).toBe(500);
    expect(await userByEmail('other-visitor@example.com')).toBeUndefined();
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
  it('keeps a stricter referrer policy a page asks for', async () => {
    const app = Fastify();
    registerSecurity(app, t.services.sessions, 'http://localhost:3000');
    app.get('/strict', (_request, reply) => reply.header('referrer-policy', 'same-origin').send('code page'));
    app.get('/plain', (_request, reply) => reply.send('page'));
    const strict = await app.inject({ method: 'GET', url: '/strict' });
    expect(strict.headers['referrer-policy']).toBe('same-origin');
    const plain = await app.inject({ method: 'GET', url: '/plain' });
    expect(plain.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await app.close();
  });

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
