import type { AuthState, LoginResult, User } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups, users } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AUTH_LIMITS, LOGIN_DELAY } from './service.ts';
import {
  createQuickAccount,
  createUser,
  dataOf,
  errorsOf,
  linkInMail,
  messagesOf,
  signIn,
  type TestApp,
  testBrowser,
  testClock,
} from './test-helpers.ts';

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now });
});
afterAll(() => t.close());

const login = (browser: ReturnType<typeof testBrowser>, username: string, password: string) =>
  browser.post('/api/auth/login', { username, password });
const userRow = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe('GET /api/auth/check', () => {
  it('gives a signed-out visitor a CSRF token signed from an httpOnly SameSite=Lax cookie, and no session', async () => {
    const browser = testBrowser(t);
    const response = await browser.get('/api/auth/check');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const state = dataOf<AuthState>(response);
    expect(state.user).toBeNull();
    expect(state.region.id).toBe(1);
    expect(state.xsrfToken.length).toBeGreaterThan(20);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^csrf=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect(browser.cookieValue(t.cookieNames.session)).toBeUndefined();

    // The same cookie answers again, with the same token (and another day for the cookie).
    const again = await browser.get('/api/auth/check');
    expect(String(again.headers['set-cookie'])).toBe(setCookie);
    expect(dataOf<AuthState>(again).xsrfToken).toBe(state.xsrfToken);
  });

  it('answers the requested region when signed out, and the user’s own region once signed in', async () => {
    const browser = testBrowser(t);
    const nz = (await t.services.config.regions()).find((region) => region.iso === 'NZ');
    expect((await browser.get('/api/auth/check?region=nz')).json().data.region.id).toBe(nz?.id);

    const user = await createUser(t);
    await t.database.db.update(users).set({ regionId: 3 }).where(eq(users.id, user.id));
    await browser.check();
    await login(browser, user.email, user.password);
    expect((await browser.get('/api/auth/check?region=nz')).json().data.region.id).toBe(3);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in: answers the user and region, and the session id and CSRF token change', async () => {
    const user = await createUser(t, { firstName: 'Grace' });
    const browser = testBrowser(t);
    const before = await browser.check();
    const oldCookie = browser.cookie;

    const response = await login(browser, `  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    const result = dataOf<LoginResult>(response);
    expect(result.user).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Grace',
      hasPassword: true,
      emailVerified: true,
      favourites: {},
      mfa: { totp: false, email: false },
    } satisfies Partial<User>);
    expect(result.region.id).toBe(1);
    expect(result.deviceToken).toBeUndefined();
    expect(result.xsrfToken).not.toBe(before.xsrfToken);
    expect(browser.cookie).not.toBe(oldCookie);
    expect((await browser.check()).user?.id).toBe(user.id);

    // The cookie from before sign-in names nothing any more.
    const stale = testBrowser(t);
    stale.cookie = oldCookie;
    expect((await stale.check()).user).toBeNull();
  });

  it('answers an unknown address, a wrong password and an account without a password exactly alike', async () => {
    const user = await createUser(t);
    const browser = testBrowser(t);
    await browser.check();
    await createQuickAccount(t, 'no-password-yet@example.com');

    const unknown = await login(browser, 'nobody-here@example.com', user.password);
    const wrong = await login(browser, user.email, 'not the password');
    const noPassword = await login(browser, 'no-password-yet@example.com', 'anything at all');
    for (const response of [unknown, wrong, noPassword]) {
      expect(response.statusCode).toBe(422);
      expect(response.body).toBe(unknown.body);
    }
    expect(errorsOf(unknown)).toEqual({ password: ['validation.invalid-credentials'] });
    expect((await browser.check()).user).toBeNull();
  });

  it('answers 422 with field errors for a malformed address or a missing password, never a 500', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const malformed = await browser.post('/api/auth/login', { username: 'not-an-email', password: 'x' });
    expect(malformed.statusCode).toBe(422);
    expect(errorsOf(malformed)).toEqual({ username: ['validation.email'] });
    const missing = await browser.post('/api/auth/login', { username: 'a@example.com' });
    expect(errorsOf(missing)).toEqual({ password: ['validation.required'] });
    const long = await browser.post('/api/auth/login', {
      username: `${'x'.repeat(175)}@example.com`,
      password: 'p'.repeat(201),
    });
    expect(errorsOf(long)).toEqual({ username: ['validation.max'], password: ['validation.max'] });
    const badCode = await browser.post('/api/auth/login', {
      username: 'a@example.com',
      password: 'x',
      method: 'sms',
      token: '12-34',
    });
    expect(errorsOf(badCode)).toEqual({ method: ['validation.in'], token: ['validation.min'] });
  });

  // Delays per account and limits per client address, under attack: lockout.test.ts.

  it('refuses a state-changing call without the CSRF token and signs nobody in', async () => {
    const user = await createUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.email, password: user.password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the old cookie is signed out, and the signed-out visitor has a new token', async () => {
    const user = await createUser(t);
    const browser = testBrowser(t);
    const visitorToken = (await browser.check()).xsrfToken;
    const signedIn = dataOf<AuthState>(await login(browser, user.email, user.password));
    const signedInCookie = browser.cookie;

    const response = await browser.post('/api/auth/logout');
    expect(response.statusCode).toBe(200);
    const state = dataOf<AuthState>(response);
    expect(state.user).toBeNull();
    expect(state.xsrfToken).not.toBe(signedIn.xsrfToken);
    expect(state.xsrfToken).not.toBe(visitorToken);
    expect(browser.cookieValue(t.cookieNames.session)).toBeUndefined();
    expect(browser.cookie).not.toBe(signedInCookie);
    expect((await browser.check()).user).toBeNull();

    const stale = testBrowser(t);
    stale.cookie = signedInCookie;
    expect((await stale.check()).user).toBeNull();
  });
});

describe('POST /api/auth/create-account-quick', () => {
  it('creates an account without a password, signs it in and mails a verification link', async () => {
    const browser = testBrowser(t);
    const before = await browser.check();
    const response = await browser.post('/api/auth/create-account-quick', {
      username: 'New.Person@Example.com',
      firstName: ' New ',
      lastName: 'Person',
    });
    expect(response.statusCode).toBe(200);
    const state = dataOf<AuthState>(response);
    expect(state.user).toMatchObject({
      email: 'new.person@example.com',
      firstName: 'New',
      lastName: 'Person',
      hasPassword: false,
      emailVerified: false,
    });
    expect(state.xsrfToken).not.toBe(before.xsrfToken);
    expect((await browser.check()).user?.email).toBe('new.person@example.com');

    const { mail } = await linkInMail(t, 'new.person@example.com', 'verify-email');
    expect(mail.subject).toBe('Please confirm your email address');
    expect(mail.text).toContain('Hi New,');
    expect(mail.html).toContain('/verify-email/');
    expect((await userRow('new.person@example.com'))?.passwordHash).toBeNull();
    expect(await t.services.newsletter.find('new.person@example.com')).toBeNull();
  });

  it('asks for the newsletter when asked: the address confirms it by its own link', async () => {
    const browser = testBrowser(t);
    await browser.check();
    await browser.post('/api/auth/create-account-quick', {
      username: 'reader@example.com',
      firstName: 'Avid',
      lastName: 'Reader',
      subscribe: true,
    });
    // Whoever creates an account has not proved the address: the signup waits for its confirmation.
    expect(await t.services.newsletter.find('reader@example.com')).toMatchObject({
      name: 'Avid Reader',
      confirmedAt: null,
    });
    expect(await t.services.newsletter.isSubscribed('reader@example.com')).toBe(false);
    const subjects = (await t.outbox())
      .filter((mail) => mail.to === 'reader@example.com')
      .map((mail) => mail.subject)
      .sort();
    expect(subjects).toEqual([
      'Please confirm your Cardshop newsletter subscription',
      'Please confirm your email address',
    ]);
  });

  it('refuses an address that has an account (422 email-taken) and changes nothing', async () => {
    const user = await createUser(t);
    const browser = testBrowser(t);
    await browser.check();
    const mailsBefore = (await t.outbox()).length;
    const response = await browser.post('/api/auth/create-account-quick', {
      username: user.email,
      firstName: 'Someone',
      lastName: 'Else',
      subscribe: true,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ username: ['validation.email-taken'] });
    expect((await t.outbox()).length).toBe(mailsBefore);
    expect((await userRow(user.email))?.firstName).toBe('Ada');
    const signups = await t.database.db
      .select()
      .from(newsletterSignups)
      .where(eq(newsletterSignups.email, user.email));
    expect(signups).toEqual([]);
    expect((await browser.check()).user).toBeNull();
  });

  it('answers 422 field errors for a bad address and missing or too-long names', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const bad = await browser.post('/api/auth/create-account-quick', {
      username: 'not an email',
      firstName: '',
      lastName: 'n'.repeat(129),
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({
      username: ['validation.email'],
      firstName: ['validation.required'],
      lastName: ['validation.max'],
    });
    const longest = await browser.post('/api/auth/create-account-quick', {
      username: `${'e'.repeat(168)}@example.com`,
      firstName: 'f'.repeat(128),
      lastName: 'l'.repeat(128),
    });
    expect(longest.statusCode).toBe(200);
  });

  it('limits sign-ups per IP address', async () => {
    const browser = testBrowser(t);
    await browser.check();
    for (let i = 0; i < AUTH_LIMITS.signUpPerIp.limit; i += 1) {
      const response = await browser.post('/api/auth/create-account-quick', {
        username: `signup-${i}@example.com`,
        firstName: 'Sign',
        lastName: 'Up',
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await browser.post('/api/auth/create-account-quick', {
      username: 'one-too-many@example.com',
      firstName: 'Sign',
      lastName: 'Up',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await userRow('one-too-many@example.com')).toBeUndefined();
  });

  it('keeps the account and signs it in when the verification mail cannot be sent', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const send = t.services.mailer.send;
    t.services.mailer.send = async () => {
      throw new Error('mail server down');
    };
    try {
      const response = await browser.post('/api/auth/create-account-quick', {
        username: 'mail-down@example.com',
        firstName: 'Mail',
        lastName: 'Down',
      });
      expect(response.statusCode).toBe(200);
      expect(dataOf<AuthState>(response).user?.email).toBe('mail-down@example.com');
    } finally {
      t.services.mailer.send = send;
    }
    // A reset link verifies the address as well, so the account is not stuck.
    await browser.post('/api/auth/forgot-password', { username: 'mail-down@example.com' });
    expect((await linkInMail(t, 'mail-down@example.com', 'reset-password')).id).toBeTruthy();
  });

  it('goes from a quick account to a password through the e-mailed link, and then logs in', async () => {
    await createQuickAccount(t, 'journey@example.com');
    const { id, token } = await linkInMail(t, 'journey@example.com', 'verify-email');

    // The link opens in another browser (a phone's mail app, say).
    const phone = testBrowser(t);
    await phone.check();
    const linkState = dataOf(await phone.get(`/api/auth/link/verify-email/${id}/${token}`));
    expect(linkState).toEqual({ valid: true, email: 'journey@example.com', needsPassword: true });

    const withoutPassword = await phone.post('/api/auth/verify-email', { id, token });
    expect(withoutPassword.statusCode).toBe(422);
    expect(errorsOf(withoutPassword)).toEqual({ password: ['validation.required'] });
    const short = await phone.post('/api/auth/verify-email', { id, token, password: 'short' });
    expect(errorsOf(short)).toEqual({ password: ['validation.min'] });

    const verified = await phone.post('/api/auth/verify-email', { id, token, password: 'my new password' });
    expect(verified.statusCode).toBe(200);
    expect(dataOf<AuthState>(verified).user).toMatchObject({ emailVerified: true, hasPassword: true });
    expect((await userRow('journey@example.com'))?.passwordHash).toMatch(/^\$argon2id\$/);

    await phone.post('/api/auth/logout');
    expect((await phone.check()).user).toBeNull();
    const again = await login(phone, 'journey@example.com', 'my new password');
    expect(again.statusCode).toBe(200);
    expect(dataOf<AuthState>(again).user?.email).toBe('journey@example.com');
  });
});

describe('POST /api/account/change-password', () => {
  it('needs a signed-in user', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const response = await browser.post('/api/account/change-password', { password: 'a new password here' });
    expect(response.statusCode).toBe(401);
    expect(messagesOf(response)).toEqual(['global.error.unauthenticated']);
  });

  it('refuses a wrong or missing current password and changes nothing', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const wrong = await browser.post('/api/account/change-password', {
      currentPassword: 'not it at all',
      password: 'a new password here',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ currentPassword: ['validation.wrong-password'] });
    const missing = await browser.post('/api/account/change-password', { password: 'a new password here' });
    expect(errorsOf(missing)).toEqual({ currentPassword: ['validation.required'] });

    await signIn(t, user);
  });

  it('sets the password, ends every other session, rotates this one and mails a notice', async () => {
    const user = await createUser(t, { firstName: 'Changer' });
    const laptop = await signIn(t, user);
    const phone = await signIn(t, user);
    const laptopCookie = laptop.cookie;

    const response = await laptop.post('/api/account/change-password', {
      currentPassword: user.password,
      password: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf<AuthState>(response).user?.id).toBe(user.id);
    expect(laptop.cookie).not.toBe(laptopCookie);
    expect((await laptop.check()).user?.id).toBe(user.id);
    expect((await phone.check()).user).toBeNull();
    const stale = testBrowser(t);
    stale.cookie = laptopCookie;
    expect((await stale.check()).user).toBeNull();

    const notice = (await t.outbox()).find((mail) => mail.to === user.email);
    expect(notice?.subject).toBe('Your Cardshop password was changed');
    expect(notice?.text).toContain('Hi Changer,');

    const fresh = testBrowser(t);
    await fresh.check();
    expect((await login(fresh, user.email, user.password)).statusCode).toBe(422);
    // A wrong password makes the account's next attempt wait a second (decision record 21).
    clock.advance(LOGIN_DELAY.firstDelaySeconds);
    expect((await login(fresh, user.email, 'a brand new password')).statusCode).toBe(200);
  });
});
