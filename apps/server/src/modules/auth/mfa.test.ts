import type { RecoveryCodes, SecurityOverview, TotpSetup } from '@cardshop/shared/contracts/account';
import type { LoginResult } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { TOTP_PERIOD } from '../../platform/totp.ts';
import { createTestApp } from '../../test/test-app.ts';
import { deviceLabel } from './security-settings.ts';
import { AUTH_LIFETIMES, AUTH_LIMITS, randomMfaCode } from './service.ts';
import {
  createQuickAccount,
  createUser,
  dataOf,
  errorsOf,
  messagesOf,
  signIn,
  type TestApp,
  type TestBrowser,
  testBrowser,
  testClock,
} from './test-helpers.ts';

// Second factors: an authenticator app (TOTP), e-mailed codes, recovery codes and trusted devices; and
// the security settings that manage them.

// Mid-step, so a code computed for "now" is not at a step boundary.
const clock = testClock(new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000));
// E-mailed codes come from a known sequence, each unlike the last, so "the old code is refused" is always
// tested (random codes may repeat); `randomMfaCode`, the default, is tested on its own below.
let mailedCodes = 0;
const nextMailedCode = () => {
  mailedCodes += 1;
  return String(271_828 + mailedCodes * 1_009).padStart(6, '0');
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now, mfaCode: nextMailedCode });
});
afterAll(() => t.close());

type Person = { id: string; email: string; password: string };

/** The code an authenticator app would show now (on the test clock). */
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
/** The next step, so each new sign-in in a test has an unused code. */
const nextStep = () => clock.advance(TOTP_PERIOD);

/** A user with an authenticator set up; answers its secret and recovery codes. */
async function withTotp(): Promise<{
  user: Person;
  secret: string;
  recoveryCodes: string[];
  browser: TestBrowser;
}> {
  const user = await createUser(t);
  const browser = await signIn(t, user);
  const setup = dataOf<TotpSetup>(await browser.post('/api/account/security/totp/start'));
  const confirmed = await browser.post('/api/account/security/totp/confirm', {
    token: await codeNow(setup.secret),
  });
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return {
    user,
    secret: setup.secret,
    recoveryCodes: dataOf<RecoveryCodes>(confirmed).recoveryCodes,
    browser,
  };
}

const loginWith = (browser: TestBrowser, user: Person, extra: Record<string, unknown> = {}) =>
  browser.post('/api/auth/login', { username: user.email, password: user.password, ...extra });

describe('setting up an authenticator app', () => {
  it('gives a secret and its QR code, and stays off until a code confirms it', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const start = await browser.post('/api/account/security/totp/start');
    expect(start.statusCode).toBe(200);
    const setup = dataOf<TotpSetup>(start);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain('otpauth://totp/Cardshop:');
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    let overview = dataOf<SecurityOverview>(await browser.get('/api/account/security'));
    expect(overview.totp).toBe(false);
    // Not on yet, so signing in still needs no code.
    await signIn(t, user);

    const wrong = await browser.post('/api/account/security/totp/confirm', { token: '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ token: ['validation.invalid-code'] });
    const short = await browser.post('/api/account/security/totp/confirm', { token: '123' });
    expect(errorsOf(short)).toEqual({ token: ['validation.min'] });

    const confirmed = await browser.post('/api/account/security/totp/confirm', {
      token: await codeNow(setup.secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = dataOf<RecoveryCodes>(confirmed);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{3}-[a-z2-9]{3}$/);

    overview = dataOf<SecurityOverview>(await browser.get('/api/account/security'));
    expect(overview).toMatchObject({ totp: true, email: false, recoveryCodesLeft: 10 });
    expect((await browser.check()).user?.mfa).toEqual({ totp: true, email: false });
    // Starting again while it is on is refused (turn it off first).
    expect((await browser.post('/api/account/security/totp/start')).statusCode).toBe(409);
  });

  it('needs a signed-in user', async () => {
    const browser = testBrowser(t);
    await browser.check();
    expect((await browser.post('/api/account/security/totp/start')).statusCode).toBe(401);
    expect((await browser.get('/api/account/security')).statusCode).toBe(401);
  });
});

describe('signing in with an authenticator code', () => {
  it('asks for a second factor, then accepts a code once', async () => {
    const { user, secret } = await withTotp();
    const browser = testBrowser(t);
    await browser.check();

    const asked = await loginWith(browser, user);
    expect(asked.statusCode).toBe(403);
    expect(dataOf(asked)).toEqual({ mfaRequired: true, mfaMethods: ['totp'] });
    expect((await browser.check()).user).toBeNull();

    const code = await codeNow(secret);
    const wrong = await loginWith(browser, user, {
      method: 'totp',
      token: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ token: ['validation.invalid-code'] });

    // A pasted code loses its spaces first.
    const done = await loginWith(browser, user, {
      method: 'totp',
      token: `${code.slice(0, 3)} ${code.slice(3)}`,
    });
    expect(done.statusCode).toBe(200);
    expect(dataOf<LoginResult>(done).user?.id).toBe(user.id);

    // The same code, a second time (another browser, same 30 seconds): refused.
    const replay = testBrowser(t);
    await replay.check();
    const again = await loginWith(replay, user, { method: 'totp', token: code });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ token: ['validation.invalid-code'] });

    nextStep();
    expect((await loginWith(replay, user, { method: 'totp', token: await codeNow(secret) })).statusCode).toBe(
      200,
    );
  });

  it('needs the password as well as the code', async () => {
    const { user, secret } = await withTotp();
    const browser = testBrowser(t);
    await browser.check();
    const response = await loginWith(
      browser,
      { ...user, password: 'wrong password' },
      {
        method: 'totp',
        token: await codeNow(secret),
      },
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ password: ['validation.invalid-credentials'] });
  });

  it('skips the second factor on a trusted device for 30 days, until the device is revoked', async () => {
    const { user, secret, browser: settings } = await withTotp();
    const browser = testBrowser(t, {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    await browser.check();
    const trusted = await loginWith(browser, user, {
      method: 'totp',
      token: await codeNow(secret),
      trustedDevice: true,
    });
    expect(trusted.statusCode).toBe(200);
    const deviceToken = dataOf<LoginResult>(trusted).deviceToken;
    expect(deviceToken).toBeTypeOf('string');

    await browser.post('/api/auth/logout');
    expect((await loginWith(browser, user, { deviceToken })).statusCode).toBe(200);

    // Another user's device token is worth nothing for this account.
    const other = await withTotp();
    const elsewhere = testBrowser(t);
    await elsewhere.check();
    expect((await loginWith(elsewhere, other.user, { deviceToken })).statusCode).toBe(403);

    const overview = dataOf<SecurityOverview>(await settings.get('/api/account/security'));
    expect(overview.trustedDevices).toHaveLength(1);
    const device = overview.trustedDevices[0];
    expect(device?.label).toBe('Firefox on Windows');
    expect(device?.lastUsedAt).not.toBeNull();
    expect(Date.parse(device?.expiresAt ?? '') - clock.now().getTime()).toBeGreaterThan(
      (AUTH_LIFETIMES.trustedDevice - 3600) * 1000,
    );

    const revoked = await settings.post(`/api/account/security/devices/${device?.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(dataOf<SecurityOverview>(revoked).trustedDevices).toEqual([]);
    await browser.post('/api/auth/logout');
    expect((await loginWith(browser, user, { deviceToken })).statusCode).toBe(403);
    expect((await settings.post(`/api/account/security/devices/${device?.id}/revoke`)).statusCode).toBe(404);
    expect((await settings.post('/api/account/security/devices/not-a-uuid/revoke')).statusCode).toBe(404);
  });

  it('stops trusting a device after 30 days', async () => {
    const { user, secret } = await withTotp();
    const browser = testBrowser(t);
    await browser.check();
    const trusted = await loginWith(browser, user, {
      method: 'totp',
      token: await codeNow(secret),
      trustedDevice: true,
    });
    const { deviceToken } = dataOf<LoginResult>(trusted);
    clock.advance(AUTH_LIFETIMES.trustedDevice + 1);
    const later = testBrowser(t);
    await later.check();
    expect((await loginWith(later, user, { deviceToken })).statusCode).toBe(403);
  });

  it('accepts each recovery code once, in place of a code, with or without its dash', async () => {
    const { user, recoveryCodes, browser: settings } = await withTotp();
    const [first = '', second = ''] = recoveryCodes;
    const browser = testBrowser(t);
    await browser.check();
    expect((await loginWith(browser, user, { method: 'totp', token: first })).statusCode).toBe(200);
    await browser.post('/api/auth/logout');
    expect((await loginWith(browser, user, { method: 'totp', token: first })).statusCode).toBe(422);
    expect(
      (await loginWith(browser, user, { method: 'totp', token: second.replace('-', '').toUpperCase() }))
        .statusCode,
    ).toBe(200);
    expect(dataOf<SecurityOverview>(await settings.get('/api/account/security')).recoveryCodesLeft).toBe(8);

    // New codes replace the old ones.
    const renewed = dataOf<RecoveryCodes>(
      await settings.post('/api/account/security/recovery-codes', { password: user.password }),
    );
    expect(renewed.recoveryCodes).toHaveLength(10);
    await browser.post('/api/auth/logout');
    expect((await loginWith(browser, user, { method: 'totp', token: recoveryCodes[2] })).statusCode).toBe(
      422,
    );
    expect(
      (await loginWith(browser, user, { method: 'totp', token: renewed.recoveryCodes[0] })).statusCode,
    ).toBe(200);
  });

  it('limits code attempts per account', async () => {
    const { user, secret } = await withTotp();
    // A code from an hour ago: well-formed, never valid now. Each try comes from another address.
    const stale = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) - 3600 });
    // Confirming the set-up counted too, so the limit is reached a try early: limit - 1 wrong codes…
    for (let attempt = 1; attempt < AUTH_LIMITS.mfaPerAccount.limit; attempt += 1) {
      const browser = testBrowser(t);
      await browser.check();
      expect((await loginWith(browser, user, { method: 'totp', token: stale })).statusCode).toBe(422);
    }
    // …and the next is refused.
    const last = testBrowser(t);
    await last.check();
    const refused = await loginWith(last, user, { method: 'totp', token: stale });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const browser = testBrowser(t);
    await browser.check();
    const right = await loginWith(browser, user, { method: 'totp', token: await codeNow(secret) });
    expect(right.statusCode).toBe(429);
    expect((await browser.check()).user).toBeNull();
  });

  it('turns off with the password, taking the recovery codes with it', async () => {
    const { user, browser: settings } = await withTotp();
    const wrong = await settings.post('/api/account/security/totp/disable', { password: 'not my password' });
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ password: ['validation.wrong-password'] });
    expect(dataOf<SecurityOverview>(await settings.get('/api/account/security')).totp).toBe(true);

    const off = await settings.post('/api/account/security/totp/disable', { password: user.password });
    expect(off.statusCode).toBe(200);
    expect(dataOf<SecurityOverview>(off)).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toBeNull();
    await signIn(t, user);
  });

  it('leaves a reset link’s user signed out when the account has an authenticator', async () => {
    const { user } = await withTotp();
    const browser = testBrowser(t);
    await browser.check();
    await browser.post('/api/auth/forgot-password', { username: user.email });
    const mail = (await t.outbox()).find((entry) => entry.to === user.email);
    const [, id, token] = mail?.text.match(/\/reset-password\/([0-9a-f-]{36})\/([\w-]+)/) ?? [];
    const reset = await browser.post('/api/auth/reset-password', {
      id,
      token,
      password: 'a new password now',
    });
    expect(reset.statusCode).toBe(200);
    expect(dataOf(reset).user).toBeNull();
    expect((await loginWith(browser, { ...user, password: 'a new password now' })).statusCode).toBe(403);
  });
});

describe('e-mailed sign-in codes', () => {
  async function withEmailMfa() {
    const user = await createUser(t, { firstName: 'Mailed' });
    const settings = await signIn(t, user);
    const on = await settings.post('/api/account/security/email-mfa', { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(dataOf<SecurityOverview>(on).email).toBe(true);
    return { user, settings };
  }
  const codeIn = async (email: string) => {
    const mail = (await t.outbox()).find((entry) => entry.to === email);
    const code = mail?.text.match(/Your sign-in code is (\d{6})/)?.[1];
    if (!code || !mail) throw new Error('no code mailed');
    return { code, mail };
  };
  const requestCode = (browser: TestBrowser, user: Person, password = user.password) =>
    browser.post('/api/auth/request-mfa-token', { username: user.email, password, method: 'email' });

  it('mails a code that signs in once', async () => {
    const { user } = await withEmailMfa();
    const browser = testBrowser(t);
    await browser.check();
    const asked = await loginWith(browser, user);
    expect(dataOf(asked)).toEqual({ mfaRequired: true, mfaMethods: ['email'] });

    const sent = await requestCode(browser, user);
    expect(sent.statusCode).toBe(200);
    const { code, mail } = await codeIn(user.email);
    expect(mail.subject).toBe(`Your Cardshop sign-in code: ${code}`);
    expect(mail.text).toContain('Hi Mailed,');
    expect(mail.html).toContain(code);

    expect((await loginWith(browser, user, { method: 'email', token: code })).statusCode).toBe(200);
    await browser.post('/api/auth/logout');
    const again = await loginWith(browser, user, { method: 'email', token: code });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ token: ['validation.invalid-code'] });
  });

  it('sends one code a minute (429 with Retry-After), and only the newest code works', async () => {
    const { user } = await withEmailMfa();
    const browser = testBrowser(t);
    await browser.check();
    await requestCode(browser, user);
    const { code: first } = await codeIn(user.email);

    const tooSoon = await requestCode(browser, user);
    expect(tooSoon.statusCode).toBe(429);
    expect(messagesOf(tooSoon)).toEqual(['global.errors.too-many-requests']);
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);

    clock.advance(wait);
    expect((await requestCode(browser, user)).statusCode).toBe(200);
    const { code: second } = await codeIn(user.email);
    expect(second).not.toBe(first);
    const old = await loginWith(browser, user, { method: 'email', token: first });
    expect(old.statusCode).toBe(422);
    expect(errorsOf(old)).toEqual({ token: ['validation.invalid-code'] });
    expect((await loginWith(browser, user, { method: 'email', token: second })).statusCode).toBe(200);
  });

  it('makes each code from six random digits', () => {
    const codes = Array.from({ length: 200 }, randomMfaCode);
    expect(codes.filter((code) => !/^\d{6}$/.test(code))).toEqual([]);
    // 200 draws from a million: all but certainly no more than a few repeats, and many first digits.
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(new Set(codes.map((code) => code[0])).size).toBeGreaterThan(5);
  });

  it('caps codes an hour', async () => {
    const { user } = await withEmailMfa();
    const browser = testBrowser(t);
    await browser.check();
    for (let i = 0; i < AUTH_LIMITS.codeMailPerAccountHourly.limit; i += 1) {
      expect((await requestCode(browser, user)).statusCode).toBe(200);
      clock.advance(61);
    }
    expect((await requestCode(browser, user)).statusCode).toBe(429);
  });

  it('expires a code after 10 minutes', async () => {
    const { user } = await withEmailMfa();
    const browser = testBrowser(t);
    await browser.check();
    await requestCode(browser, user);
    const { code } = await codeIn(user.email);
    clock.advance(AUTH_LIFETIMES.mfaCode + 1);
    expect((await loginWith(browser, user, { method: 'email', token: code })).statusCode).toBe(422);
  });

  it('checks the password before mailing, and mails nothing for an account without e-mailed codes', async () => {
    const { user } = await withEmailMfa();
    const browser = testBrowser(t);
    await browser.check();
    const before = (await t.outbox()).length;
    const wrong = await requestCode(browser, user, 'not the password');
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toEqual({ password: ['validation.invalid-credentials'] });

    const plain = await createUser(t);
    const notOn = await requestCode(browser, plain);
    expect(notOn.statusCode).toBe(422);
    expect(errorsOf(notOn)).toEqual({ method: ['validation.in'] });
    expect((await t.outbox()).length).toBe(before);
  });

  it('offers the authenticator first when both are on', async () => {
    const { user, browser: settings } = await withTotp();
    await settings.post('/api/account/security/email-mfa', { enabled: true });
    const browser = testBrowser(t);
    await browser.check();
    expect(dataOf(await loginWith(browser, user))).toEqual({
      mfaRequired: true,
      mfaMethods: ['totp', 'email'],
    });
  });

  it('can only be turned on for a verified address', async () => {
    const browser = await createQuickAccount(t, 'unverified-mfa@example.com');
    const response = await browser.post('/api/account/security/email-mfa', { enabled: true });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ enabled: ['validation.email-unverified'] });
  });
});

describe('sessions in the security settings', () => {
  it('lists the user’s sessions, marks the current one, and signs out another', async () => {
    const user = await createUser(t);
    const laptop = await signIn(t, user);
    const phone = await signIn(
      t,
      user,
      testBrowser(t, {
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      }),
    );
    const overview = dataOf<SecurityOverview>(await laptop.get('/api/account/security'));
    expect(overview.sessions).toHaveLength(2);
    const current = overview.sessions.find((session) => session.current);
    const other = overview.sessions.find((session) => !session.current);
    expect(current?.label).toBe('Chrome on macOS');
    expect(other?.label).toBe('Safari on iOS');
    expect(other?.ip).toBe(phone.ip);

    const self = await laptop.post(`/api/account/security/sessions/${current?.id}/revoke`);
    expect(self.statusCode).toBe(422);
    expect(errorsOf(self)).toEqual({ id: ['validation.current-session'] });

    const revoked = await laptop.post(`/api/account/security/sessions/${other?.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(dataOf<SecurityOverview>(revoked).sessions.map((session) => session.id)).toEqual([current?.id]);
    expect((await phone.check()).user).toBeNull();
    expect((await laptop.check()).user?.id).toBe(user.id);

    // Another user's session cannot be revoked from here.
    const stranger = await signIn(t, await createUser(t));
    const theirs = dataOf<SecurityOverview>(await stranger.get('/api/account/security')).sessions[0];
    expect((await laptop.post(`/api/account/security/sessions/${theirs?.id}/revoke`)).statusCode).toBe(404);
    expect((await stranger.check()).user).not.toBeNull();
  });
});

describe('device labels', () => {
  it('names the browser and the system of a user agent', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(deviceLabel('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceLabel(null)).toBe('');
  });
});
