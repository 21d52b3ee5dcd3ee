import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SIGNED_OUT_IDLE_MS } from '@cardshop/shared/constants';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema.ts';
import { createUser, messagesOf, signIn, testBrowser } from '../modules/auth/test-helpers.ts';
import { createTestApp } from '../test/test-app.ts';

// Sessions (ASVS 4.0.3 V3; decision record 21): who may hold one, what its cookie looks like, and
// how long it lives, on a clock the tests move.

const HOUR_S = 3600;
const MINUTE_S = 60;
const ABSOLUTE_S = SESSION_ABSOLUTE_MS / 1000;
const IDLE_S = SESSION_IDLE_MS / 1000;

let now = new Date('2026-12-01T09:00:00Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: () => now });
});
afterAll(() => t.close());

const sessionRows = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]?.n ?? 0;
const checkedUser = async (browser: ReturnType<typeof testBrowser>) =>
  (await browser.check()).user?.id ?? null;

describe('signed-out visitors', () => {
  it('store nothing: 100 cookie-less auth checks write no session row, yet each answers a CSRF token', async () => {
    const before = await sessionRows();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => t.app.inject({ method: 'GET', url: '/api/auth/check' })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    const tokens = new Set(
      answers.map((answer) => answer.json<{ data: { xsrfToken: string } }>().data.xsrfToken),
    );
    expect(tokens.size).toBe(100);
    expect(await sessionRows()).toBe(before);
  });

  it('post with the token signed from their cookie, still without a session row', async () => {
    const before = await sessionRows();
    const browser = testBrowser(t);
    await browser.check();
    const response = await browser.post('/api/auth/forgot-password', { username: 'visitor@example.com' });
    expect(response.statusCode).toBe(200);
    expect(await sessionRows()).toBe(before);
  });

  it('keep their cookie a day after their last check; a post after it has gone asks for a reload', async () => {
    const browser = testBrowser(t);
    const first = (await browser.check()).xsrfToken;
    advance(SIGNED_OUT_IDLE_MS / 1000 - HOUR_S);
    // Each check gives the same cookie (and token) another day.
    const again = await browser.get('/api/auth/check');
    expect(again.json<{ data: { xsrfToken: string } }>().data.xsrfToken).toBe(first);
    expect(again.headers['set-cookie']).toContain(`; Max-Age=${SIGNED_OUT_IDLE_MS / 1000}`);

    // A day unused, the browser drops it: the token the page holds is answered with a reload.
    browser.cookie = null;
    const stale = await browser.post('/api/auth/forgot-password', { username: 'nobody@example.com' });
    expect(stale.statusCode).toBe(500);
    expect(messagesOf(stale)).toEqual(['global.errors.system-update']);
    expect(browser.csrfToken).not.toBe(first);
    const retry = await browser.post('/api/auth/forgot-password', { username: 'nobody@example.com' });
    expect(retry.statusCode).toBe(200);
  });
});

describe('signed-in sessions', () => {
  it('are one row each, made at sign-in', async () => {
    const user = await createUser(t);
    const before = await sessionRows();
    const browser = testBrowser(t);
    await browser.check();
    expect(await sessionRows()).toBe(before);
    await signIn(t, user, browser);
    expect(await sessionRows()).toBe(before + 1);
    expect(await checkedUser(browser)).toBe(user.id);
  });

  it('survive normal use: used every 20 minutes for 11 hours, still signed in', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const visits = (11 * HOUR_S) / (20 * MINUTE_S);
    const seen: Array<string | null> = [];
    for (let visit = 0; visit < visits; visit += 1) {
      advance(20 * MINUTE_S);
      seen.push(await checkedUser(browser));
    }
    expect(seen).toEqual(Array(visits).fill(user.id));
    const posted = await browser.post('/api/account/profile', { firstName: 'Still', lastName: 'Here' });
    expect(posted.statusCode).toBe(200);
  });

  it('end 12 hours after sign-in even when used every 20 minutes (absolute lifetime, not sliding)', async () => {
    expect(ABSOLUTE_S).toBe(12 * HOUR_S);
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const uses = ABSOLUTE_S / (20 * MINUTE_S) - 1;
    const seen: Array<string | null> = [];
    for (let use = 0; use < uses; use += 1) {
      advance(20 * MINUTE_S);
      seen.push(await checkedUser(browser));
    }
    expect(seen).toEqual(Array(35).fill(user.id));
    advance(20 * MINUTE_S);
    expect(await checkedUser(browser)).toBeNull();

    // Signing in again starts a fresh 12 hours.
    await signIn(t, user, browser);
    advance(20 * MINUTE_S);
    expect(await checkedUser(browser)).toBe(user.id);
  });

  it('end after 30 minutes unused (idle timeout), and not before', async () => {
    expect(IDLE_S).toBe(30 * MINUTE_S);
    const user = await createUser(t);
    const browser = await signIn(t, user);
    advance(IDLE_S - 5 * MINUTE_S);
    expect(await checkedUser(browser)).toBe(user.id);
    // That use restarts the idle time.
    advance(IDLE_S - 5 * MINUTE_S);
    expect(await checkedUser(browser)).toBe(user.id);
    advance(IDLE_S + 5 * MINUTE_S);
    expect(await checkedUser(browser)).toBeNull();
  });

  it('refuse the token of an expired session: the post asks for a reload and changes nothing', async () => {
    const user = await createUser(t, { firstName: 'Before' });
    const browser = await signIn(t, user);
    const held = browser.csrfToken;
    advance(IDLE_S + 5 * MINUTE_S);
    const response = await browser.post('/api/account/profile', { firstName: 'After', lastName: 'Expiry' });
    expect(response.statusCode).toBe(500);
    expect(browser.csrfToken).not.toBe(held);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Before');
    // The retry goes through as a signed-out visitor: sign in again.
    expect(
      (await browser.post('/api/account/profile', { firstName: 'After', lastName: 'Expiry' })).statusCode,
    ).toBe(401);
  });

  it('are deleted by housekeeping once idle or too old, while a live one stays', async () => {
    const [idle, old, live] = [await createUser(t), await createUser(t), await createUser(t)];
    await signIn(t, idle);
    const oldBrowser = await signIn(t, old);
    for (let elapsed = 0; elapsed < ABSOLUTE_S - HOUR_S; elapsed += 20 * MINUTE_S) {
      advance(20 * MINUTE_S);
      await oldBrowser.check();
    }
    // An hour and 10 minutes on, `idle` has not been used for over 12 hours and `old` was signed in over
    // 12 hours ago (used 10 minutes ago); `live` signed in 10 minutes ago.
    advance(HOUR_S);
    await oldBrowser.check();
    await signIn(t, live);
    advance(10 * MINUTE_S);
    const rowsOf = async (userId: string) =>
      (await t.database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;
    expect([await rowsOf(idle.id), await rowsOf(old.id), await rowsOf(live.id)]).toEqual([1, 1, 1]);

    const result = await t.services.housekeeping();
    expect(result.sessionsPruned.status).toBe('fulfilled');
    expect([await rowsOf(idle.id), await rowsOf(old.id), await rowsOf(live.id)]).toEqual([0, 0, 1]);
  });
});

describe('cookies', () => {
  it('over https are __Host- prefixed, Secure, HttpOnly, SameSite=Lax, for Path=/ and no Domain', async () => {
    const secure = await createTestApp({ cards: 5, env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const user = await createUser(secure);
      const check = await secure.app.inject({ method: 'GET', url: '/api/auth/check' });
      expect(check.headers['set-cookie']).toMatch(
        /^__Host-csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400; Secure$/,
      );

      const browser = testBrowser(secure);
      await browser.check();
      const login = await browser.post('/api/auth/login', { username: user.email, password: user.password });
      expect(login.statusCode).toBe(200);
      expect(login.headers['set-cookie']).toMatch(
        /^__Host-sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200; Secure$/,
      );
      expect((await browser.check()).user?.id).toBe(user.id);

      // A plain `sid` (which a sibling subdomain could set) names nothing.
      const plain = testBrowser(secure);
      plain.cookie = `sid=${browser.cookieValue('__Host-sid')}`;
      expect((await plain.check()).user).toBeNull();

      const logout = await browser.post('/api/auth/logout');
      expect(logout.statusCode).toBe(200);
      expect(logout.headers['set-cookie']).toEqual([
        '__Host-sid=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure',
        expect.stringMatching(
          /^__Host-csrf=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400; Secure$/,
        ),
      ]);
    } finally {
      await secure.close();
    }
  });

  it('over plain http go without the prefix and without Secure', async () => {
    const user = await createUser(t);
    const browser = testBrowser(t);
    const check = await browser.get('/api/auth/check');
    expect(check.headers['set-cookie']).toMatch(
      /^csrf=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/,
    );
    const login = await browser.post('/api/auth/login', { username: user.email, password: user.password });
    expect(login.headers['set-cookie']).toMatch(
      /^sid=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/,
    );
  });
});
