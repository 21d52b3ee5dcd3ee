import type { AuthState } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { hashToken } from '../../platform/sessions.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AUTH_LIFETIMES, AUTH_LIMITS, LOGIN_DELAY } from './service.ts';
import {
  createQuickAccount,
  createUser,
  dataOf,
  errorsOf,
  linkInMail,
  signIn,
  type TestApp,
  testBrowser,
  testClock,
} from './test-helpers.ts';

// The e-mailed links: password reset and address verification. Each works once, expires, and is stored
// only as a hash.

const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now });
});
afterAll(() => t.close());

async function requestReset(email: string) {
  const browser = testBrowser(t);
  await browser.check();
  const response = await browser.post('/api/auth/forgot-password', { username: email });
  expect(response.statusCode).toBe(200);
  expect(dataOf(response)).toEqual({ done: true });
  return browser;
}

describe('forgot password and the reset link', () => {
  it('answers the same for an address without an account, and mails nothing', async () => {
    const before = (await t.outbox()).length;
    await requestReset('nobody-at-all@example.com');
    expect((await t.outbox()).length).toBe(before);
  });

  it('mails a link that sets a new password once, signs in and ends every other session', async () => {
    const user = await createUser(t, { firstName: 'Forgetful' });
    const otherDevice = await signIn(t, user);
    await requestReset(user.email.toUpperCase());
    const { mail, id, token } = await linkInMail(t, user.email, 'reset-password');
    expect(mail.subject).toBe('Reset your Cardshop password');
    expect(mail.text).toContain('Hi Forgetful,');
    expect(mail.text).toContain(`http://localhost:3000/reset-password/${id}/${token}`);

    // Only the token's hash is kept.
    const [row] = await t.database.db.select().from(userTokens).where(eq(userTokens.id, id));
    expect(row?.tokenHash).toBe(hashToken(token));
    expect(row?.tokenHash).not.toContain(token);

    const browser = testBrowser(t);
    await browser.check();
    expect(dataOf(await browser.get(`/api/auth/link/reset-password/${id}/${token}`))).toEqual({
      valid: true,
      email: user.email,
      needsPassword: true,
    });
    const reset = await browser.post('/api/auth/reset-password', { id, token, password: 'remembered now' });
    expect(reset.statusCode).toBe(200);
    expect(dataOf<AuthState>(reset).user?.id).toBe(user.id);
    expect((await browser.check()).user?.id).toBe(user.id);
    expect((await otherDevice.check()).user).toBeNull();

    // Used: the link is dead, for its page and for a second reset.
    expect(dataOf(await browser.get(`/api/auth/link/reset-password/${id}/${token}`))).toEqual({
      valid: false,
      email: null,
      needsPassword: false,
    });
    const again = await browser.post('/api/auth/reset-password', {
      id,
      token,
      password: 'someone else’s now',
    });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ token: ['validation.link-expired'] });

    const fresh = testBrowser(t);
    await fresh.check();
    expect(
      (await fresh.post('/api/auth/login', { username: user.email, password: 'remembered now' })).statusCode,
    ).toBe(200);
  });

  it('verifies the address of an account that had not verified yet', async () => {
    const browser = await createQuickAccount(t, 'unverified@example.com');
    await requestReset('unverified@example.com');
    const { id, token } = await linkInMail(t, 'unverified@example.com', 'reset-password');
    const reset = await browser.post('/api/auth/reset-password', { id, token, password: 'a good password' });
    expect(dataOf<AuthState>(reset).user).toMatchObject({ emailVerified: true, hasPassword: true });
  });

  it('expires after an hour', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const { id, token } = await linkInMail(t, user.email, 'reset-password');
    clock.advance(AUTH_LIFETIMES.resetLink + 1);
    const browser = testBrowser(t);
    await browser.check();
    expect(dataOf(await browser.get(`/api/auth/link/reset-password/${id}/${token}`))).toMatchObject({
      valid: false,
    });
    const late = await browser.post('/api/auth/reset-password', { id, token, password: 'too late for this' });
    expect(late.statusCode).toBe(422);
    expect(errorsOf(late)).toEqual({ token: ['validation.link-expired'] });
    expect((await browser.check()).user).toBeNull();
  });

  it('retires older reset links once one of them is used', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const first = await linkInMail(t, user.email, 'reset-password');
    await requestReset(user.email);
    const second = await linkInMail(t, user.email, 'reset-password');
    expect(second.id).not.toBe(first.id);
    const browser = testBrowser(t);
    await browser.check();
    await browser.post('/api/auth/reset-password', {
      id: second.id,
      token: second.token,
      password: 'the newest one',
    });
    const old = await browser.post('/api/auth/reset-password', {
      id: first.id,
      token: first.token,
      password: 'an older link',
    });
    expect(errorsOf(old)).toEqual({ token: ['validation.link-expired'] });
  });

  it('treats a wrong token, a wrong purpose and a mangled link as expired, never a 500', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const { id, token } = await linkInMail(t, user.email, 'reset-password');
    const browser = testBrowser(t);
    await browser.check();
    for (const path of [
      `/api/auth/link/reset-password/${id}/${token}x`,
      `/api/auth/link/verify-email/${id}/${token}`,
      `/api/auth/link/reset-password/not-a-uuid/${token}`,
      `/api/auth/link/reset-password/${id}/short`,
    ]) {
      const response = await browser.get(path);
      expect(response.statusCode).toBe(200);
      expect(dataOf(response)).toMatchObject({ valid: false });
    }
    expect((await browser.get(`/api/auth/link/other-purpose/${id}/${token}`)).statusCode).toBe(404);

    const wrongToken = await browser.post('/api/auth/reset-password', {
      id,
      token: `${token}x`,
      password: 'a good password',
    });
    expect(errorsOf(wrongToken)).toEqual({ token: ['validation.link-expired'] });
    const malformed = await browser.post('/api/auth/reset-password', {
      id: 'nope',
      token: 'x',
      password: 'short',
    });
    expect(malformed.statusCode).toBe(422);
    expect(errorsOf(malformed)).toEqual({
      id: ['validation.format'],
      token: ['validation.min'],
      password: ['validation.min'],
    });
    // The real link still works after all that.
    expect(
      (await browser.post('/api/auth/reset-password', { id, token, password: 'a good password' })).statusCode,
    ).toBe(200);
  });

  it('limits reset mail per address, whether or not it has an account', async () => {
    for (const email of ['limited@example.com', (await createUser(t)).email]) {
      for (let i = 0; i < AUTH_LIMITS.resetMailPerAccount.limit; i += 1) await requestReset(email);
      const browser = testBrowser(t);
      await browser.check();
      const refused = await browser.post('/api/auth/forgot-password', { username: email });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe('the verification link', () => {
  async function quickAccount(email: string) {
    const browser = await createQuickAccount(t, email);
    return { browser, ...(await linkInMail(t, email, 'verify-email')) };
  }

  it('works once', async () => {
    const { id, token } = await quickAccount('verify-once@example.com');
    const browser = testBrowser(t);
    await browser.check();
    const first = await browser.post('/api/auth/verify-email', { id, token, password: 'chosen password' });
    expect(first.statusCode).toBe(200);
    const second = await browser.post('/api/auth/verify-email', { id, token, password: 'another password' });
    expect(second.statusCode).toBe(422);
    expect(errorsOf(second)).toEqual({ token: ['validation.link-expired'] });
    const fresh = testBrowser(t);
    await fresh.check();
    const login = await fresh.post('/api/auth/login', {
      username: 'verify-once@example.com',
      password: 'another password',
    });
    expect(login.statusCode).toBe(422);
  });

  it('expires after 48 hours, and until then leaves the account as it was', async () => {
    const { id, token } = await quickAccount('verify-late@example.com');
    clock.advance(AUTH_LIFETIMES.verifyLink - 60);
    const browser = testBrowser(t);
    await browser.check();
    expect(dataOf(await browser.get(`/api/auth/link/verify-email/${id}/${token}`))).toMatchObject({
      valid: true,
    });
    clock.advance(61);
    expect(dataOf(await browser.get(`/api/auth/link/verify-email/${id}/${token}`))).toMatchObject({
      valid: false,
    });
    const late = await browser.post('/api/auth/verify-email', { id, token, password: 'chosen password' });
    expect(errorsOf(late)).toEqual({ token: ['validation.link-expired'] });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'verify-late@example.com'));
    expect(row?.emailVerifiedAt).toBeNull();
    expect(row?.passwordHash).toBeNull();
  });

  it('asks an account that has a password before its first proof for a new one, and drops the old', async () => {
    const { browser, id, token } = await quickAccount('has-password@example.com');
    // A password from before this rule (change-password no longer sets a first one).
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('set before the proof') })
      .where(eq(users.email, 'has-password@example.com'));
    expect(dataOf(await browser.get(`/api/auth/link/verify-email/${id}/${token}`))).toMatchObject({
      valid: true,
      needsPassword: true,
    });
    const verified = await browser.post('/api/auth/verify-email', {
      id,
      token,
      password: 'the owner’s passphrase',
    });
    expect(dataOf<AuthState>(verified).user).toMatchObject({ emailVerified: true });
    const fresh = testBrowser(t);
    await fresh.check();
    const login = (password: string) =>
      fresh.post('/api/auth/login', { username: 'has-password@example.com', password });
    expect((await login('set before the proof')).statusCode).toBe(422);
    // A wrong password makes the account's next attempt wait a second (decision record 21).
    clock.advance(LOGIN_DELAY.firstDelaySeconds);
    expect((await login('the owner’s passphrase')).statusCode).toBe(200);
  });
});
