import type { RecoveryCodes, TotpSetup } from '@cardshop/shared/contracts/account';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP_PERIOD } from '../../platform/totp.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  errorsOf,
  linkInMail,
  signIn,
  type TestApp,
  testBrowser,
  testClock,
} from './test-helpers.ts';

// Weakening the second sign-in step asks for the password again and tells the account's address
// (decision record 21); so does a completed password reset.

const clock = testClock(new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now });
});
afterAll(() => t.close());

/** The newest mail to `to` about a change to the account's security. */
const noticeTo = async (to: string) =>
  (await t.outbox()).find(
    (mail) => mail.to === to && mail.subject === 'Your Cardshop sign-in settings changed',
  );

async function signedInWithBothFactors() {
  const user = await createUser(t, { firstName: 'Careful' });
  const browser = await signIn(t, user);
  const setup = dataOf<TotpSetup>(await browser.post('/api/account/security/totp/start'));
  const epoch = Math.floor(clock.now().getTime() / 1000);
  const confirmed = await browser.post('/api/account/security/totp/confirm', {
    token: await generate({ secret: setup.secret, epoch }),
  });
  expect(confirmed.statusCode).toBe(200);
  clock.advance(TOTP_PERIOD);
  expect((await browser.post('/api/account/security/email-mfa', { enabled: true })).statusCode).toBe(200);
  return { user, browser };
}

describe('weakening the second sign-in step', () => {
  it('turns e-mailed codes off only with the password, and mails the address', async () => {
    const { user, browser } = await signedInWithBothFactors();
    const off = (extra: object) =>
      browser.post('/api/account/security/email-mfa', { enabled: false, ...extra });
    expect(errorsOf(await off({}))).toEqual({ password: ['validation.required'] });
    expect(errorsOf(await off({ password: 'not my password' }))).toEqual({
      password: ['validation.wrong-password'],
    });
    expect(await noticeTo(user.email)).toBeUndefined();
    const done = await off({ password: user.password });
    expect(done.statusCode).toBe(200);
    expect((await noticeTo(user.email))?.text).toContain('E-mailed sign-in codes were turned off');
  });

  it('makes new recovery codes only with the password, and mails the address', async () => {
    const { user, browser } = await signedInWithBothFactors();
    const renew = (body: object) => browser.post('/api/account/security/recovery-codes', body);
    expect((await renew({})).statusCode).toBe(422);
    expect(errorsOf(await renew({ password: 'not my password' }))).toEqual({
      password: ['validation.wrong-password'],
    });
    const renewed = await renew({ password: user.password });
    expect(dataOf<RecoveryCodes>(renewed).recoveryCodes).toHaveLength(10);
    expect((await noticeTo(user.email))?.text).toContain('New recovery codes were made');
  });

  it('mails the address when the authenticator is turned off', async () => {
    const { user, browser } = await signedInWithBothFactors();
    const off = await browser.post('/api/account/security/totp/disable', { password: user.password });
    expect(off.statusCode).toBe(200);
    expect((await noticeTo(user.email))?.text).toContain('The authenticator app was turned off');
  });
});

describe('a completed password reset', () => {
  it('mails the address that the password was changed', async () => {
    const user = await createUser(t, { firstName: 'Forgetful' });
    const browser = testBrowser(t);
    await browser.check();
    await browser.post('/api/auth/forgot-password', { username: user.email });
    const { id, token } = await linkInMail(t, user.email, 'reset-password');
    await browser.post('/api/auth/reset-password', { id, token, password: 'remembered at last' });
    const notice = (await t.outbox()).find(
      (mail) => mail.to === user.email && mail.subject === 'Your Cardshop password was changed',
    );
    expect(notice?.text).toContain('Hi Forgetful,');
  });
});
