import type { SecurityOverview, TotpSetup } from '@cardshop/shared/contracts/account';
import type { AuthState } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { TOTP_PERIOD } from '../../platform/totp.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createQuickAccount,
  dataOf,
  errorsOf,
  linkInMail,
  type TestApp,
  testBrowser,
  testClock,
} from './test-helpers.ts';

// Account pre-hijacking (decision record 21): whoever creates an account with someone else's address
// gains nothing that survives the owner's proof of the address.

const clock = testClock(new Date(Math.floor(Date.now() / 30_000) * 30_000 + 10_000));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now });
});
afterAll(() => t.close());

const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

/** The creator of a quick account with `email` sets up everything it can before the owner verifies. */
async function prepareTrap(email: string) {
  const attacker = await createQuickAccount(t, email);
  const setup = dataOf<TotpSetup>(await attacker.post('/api/account/security/totp/start'));
  const confirmed = await attacker.post('/api/account/security/totp/confirm', {
    token: await codeNow(setup.secret),
  });
  expect(confirmed.statusCode).toBe(200);
  clock.advance(TOTP_PERIOD);
  await attacker.post('/api/account/profile', {
    firstName: 'Mallory',
    lastName: 'Person',
    address: '1 Drop Street',
    locality: 'Sydney',
    adminAreaLevel1: 'NSW',
    postcode: '2000',
    country: 'AU',
  });
  return attacker;
}

describe('an account created with someone else’s address', () => {
  it('cannot be given a password without a link sent to the address', async () => {
    const attacker = await createQuickAccount(t, 'no-password-by-form@example.com');
    const response = await attacker.post('/api/account/change-password', {
      password: 'the attacker’s password',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ password: ['validation.password-by-link'] });
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, 'no-password-by-form@example.com'));
    expect(row?.passwordHash).toBeNull();
  });

  it('keeps nothing of its creator once the owner verifies the address', async () => {
    const email = 'verified-by-owner@example.com';
    const attacker = await prepareTrap(email);
    const { id, token } = await linkInMail(t, email, 'verify-email');

    const owner = testBrowser(t);
    await owner.check();
    const verified = await owner.post('/api/auth/verify-email', {
      id,
      token,
      password: 'the owner’s own passphrase',
    });
    expect(verified.statusCode).toBe(200);
    // Signed in: the attacker's authenticator is gone, so the mailbox is enough.
    expect(dataOf<AuthState>(verified).user).toMatchObject({
      emailVerified: true,
      mfa: { totp: false, email: false },
    });
    expect((await attacker.check()).user).toBeNull();

    const overview = dataOf<SecurityOverview>(await owner.get('/api/account/security'));
    expect(overview).toMatchObject({ totp: false, recoveryCodesLeft: 0, trustedDevices: [] });
    expect(overview.sessions).toHaveLength(1);
  });

  it('keeps nothing of its creator once the owner resets the password', async () => {
    const email = 'reset-by-owner@example.com';
    const attacker = await prepareTrap(email);
    const owner = testBrowser(t);
    await owner.check();
    await owner.post('/api/auth/forgot-password', { username: email });
    const { id, token } = await linkInMail(t, email, 'reset-password');
    const reset = await owner.post('/api/auth/reset-password', {
      id,
      token,
      password: 'the owner’s own passphrase',
    });
    expect(dataOf<AuthState>(reset).user).toMatchObject({ emailVerified: true, mfa: { totp: false } });
    expect((await attacker.check()).user).toBeNull();
  });
});
