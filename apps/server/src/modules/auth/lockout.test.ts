import type { AuthState } from '@cardshop/shared/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { backoffSeconds } from '../../platform/rate-limit.ts';
import { createTestApp } from '../../test/test-app.ts';
import { AUTH_LIMITS, LOGIN_DELAY } from './service.ts';
import {
  createUser,
  dataOf,
  freshIp,
  linkInMail,
  messagesOf,
  type TestApp,
  testBrowser,
  testClock,
} from './test-helpers.ts';

// Sign-in under attack (decision record 21): wrong passwords slow the next attempt at the account (a
// delay that doubles from a second up to a minute) instead of locking it, one client address gets a fixed
// number of tries at one account and at all accounts together, and the e-mailed ways in keep working.
// Nothing an attacker does keeps the owner out longer than the delay.

let codes = 0;
const nextCode = () => {
  codes += 1;
  return String(314_159 + codes * 1_013).padStart(6, '0');
};
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, clock: clock.now, mfaCode: nextCode });
});
afterAll(() => t.close());

/** One sign-in attempt from a new browser at `ip` (a new address unless given). */
async function tryPassword(email: string, password: string, ip = freshIp()) {
  const browser = testBrowser(t, { ip });
  await browser.check();
  const response = await browser.post('/api/auth/login', { username: email, password });
  return {
    response,
    browser,
    status: response.statusCode,
    /** The Retry-After of a 429, in seconds (0 when there is none). */
    wait: Number(response.headers['retry-after'] ?? 0),
  };
}

/**
 * `times` wrong passwords at an account that has `after` failures in a row already, each sent as soon as
 * the delay of the failure before it has passed; from `ip()`, else from a new address each time.
 */
async function guessWrong(email: string, times: number, options: { ip?: () => string; after?: number } = {}) {
  const after = options.after ?? 0;
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) {
    clock.advance(backoffSeconds(LOGIN_DELAY, after + i));
    statuses.push((await tryPassword(email, `wrong guess ${i}`, options.ip?.())).status);
  }
  // Each was let through to the password check, and refused there.
  expect(statuses).toEqual(Array.from({ length: times }, () => 422));
}

describe('wrong passwords from others', () => {
  it('keep the owner out for at most the delay, never locked', async () => {
    const owner = await createUser(t);
    // More wrong passwords than the old lock allowed (10), from addresses all over.
    await guessWrong(owner.email, 14);

    const home = freshIp();
    const early = await tryPassword(owner.email, owner.password, home);
    expect(early.status).toBe(429);
    expect(messagesOf(early.response)).toEqual(['global.errors.too-many-requests']);
    expect(early.wait).toBe(LOGIN_DELAY.maxDelaySeconds);
    expect(dataOf(early.response)).toMatchObject({ retryAfter: LOGIN_DELAY.maxDelaySeconds });
    expect((await early.browser.check()).user).toBeNull();

    clock.advance(early.wait);
    const signedIn = await tryPassword(owner.email, owner.password, home);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.browser.check()).user?.id).toBe(owner.id);
  });

  it('make the next attempt wait twice as long each time, from a second up to a minute', async () => {
    const user = await createUser(t);
    const waits: number[] = [];
    for (let failures = 1; failures <= 9; failures += 1) {
      expect((await tryPassword(user.email, `guess ${failures}`)).status).toBe(422);
      // Even the right password waits, from any address…
      const refused = await tryPassword(user.email, user.password);
      expect(refused.status).toBe(429);
      waits.push(refused.wait);
      // …until the very end of the delay: a second before it, still refused (and counted for nothing).
      clock.advance(refused.wait - 1);
      const tooSoon = await tryPassword(user.email, `too soon ${failures}`);
      expect(tooSoon.status).toBe(429);
      expect(tooSoon.wait).toBe(1);
      clock.advance(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect((await tryPassword(user.email, user.password)).status).toBe(200);
  });

  it('give concurrent guesses one turn between them', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => tryPassword(user.email, `all at once ${i}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([422, 429, 429, 429, 429]);
  });

  it('slow an unknown address exactly as a known one, so the delay tells nothing', async () => {
    const user = await createUser(t);
    for (const email of [user.email, 'nobody-by-this-name@example.com']) {
      expect((await tryPassword(email, 'a wrong password')).status).toBe(422);
      const refused = await tryPassword(email, 'another wrong password');
      expect(refused.status).toBe(429);
      expect(refused.wait).toBe(LOGIN_DELAY.firstDelaySeconds);
    }
  });

  it('are forgotten after a quiet quarter of an hour', async () => {
    const user = await createUser(t);
    await guessWrong(user.email, 8);
    clock.advance(LOGIN_DELAY.forgetAfterSeconds);
    expect((await tryPassword(user.email, 'a fresh start')).status).toBe(422);
    expect((await tryPassword(user.email, user.password)).wait).toBe(LOGIN_DELAY.firstDelaySeconds);
  });
});

describe('one client address', () => {
  it('gets a fixed number of tries at one account, which does not stop the owner elsewhere', async () => {
    const owner = await createUser(t);
    const attacker = freshIp();
    const { limit, windowSeconds } = AUTH_LIMITS.loginPerAccountAndIp;
    await guessWrong(owner.email, limit, { ip: () => attacker });

    // The delay has passed, but this address has had its tries: refused even with the right password,
    // until its window ends.
    clock.advance(LOGIN_DELAY.maxDelaySeconds);
    const refused = await tryPassword(owner.email, owner.password, attacker);
    expect(refused.status).toBe(429);
    expect(refused.wait).toBeGreaterThan(LOGIN_DELAY.maxDelaySeconds);
    expect(refused.wait).toBeLessThanOrEqual(windowSeconds);

    // The owner, at home, signs in.
    expect((await tryPassword(owner.email, owner.password)).status).toBe(200);

    // Once the window has ended the address may try again.
    clock.advance(refused.wait);
    expect((await tryPassword(owner.email, 'one more guess', attacker)).status).toBe(422);
  });

  it('gets a fixed number of tries across accounts, and its refused tries slow no account', async () => {
    const sprayer = freshIp();
    const owner = await createUser(t);
    for (let i = 0; i < AUTH_LIMITS.loginPerIp.limit; i += 1) {
      expect((await tryPassword(`sprayed-${i}@example.com`, 'Password123!', sprayer)).status).toBe(422);
    }
    const refusals: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const refused = await tryPassword(owner.email, `guess ${i}`, sprayer);
      expect(refused.wait).toBeGreaterThan(0);
      refusals.push(refused.status);
    }
    expect(refusals).toEqual(Array.from({ length: 20 }, () => 429));
    expect((await tryPassword(owner.email, owner.password, sprayer)).status).toBe(429);

    // None of those reached the owner's account: from home, no wait at all.
    expect((await tryPassword(owner.email, owner.password)).status).toBe(200);
  });
});

describe('the right password', () => {
  it('ends the run of failures: the next wrong one waits a second again, and its address has all its tries', async () => {
    const user = await createUser(t);
    const ip = freshIp();
    await guessWrong(user.email, 6, { ip: () => ip });
    clock.advance(backoffSeconds(LOGIN_DELAY, 6));
    expect((await tryPassword(user.email, user.password, ip)).status).toBe(200);

    expect((await tryPassword(user.email, 'a slip of the finger', ip)).status).toBe(422);
    const next = await tryPassword(user.email, user.password, ip);
    expect(next.status).toBe(429);
    expect(next.wait).toBe(LOGIN_DELAY.firstDelaySeconds);

    // One wrong password since the sign-in; the rest of the address's tries are still there.
    const { limit } = AUTH_LIMITS.loginPerAccountAndIp;
    await guessWrong(user.email, limit - 1, { ip: () => ip, after: 1 });
    clock.advance(backoffSeconds(LOGIN_DELAY, limit));
    expect((await tryPassword(user.email, user.password, ip)).status).toBe(429);
  });
});

describe('the e-mailed ways in, while the account is attacked', () => {
  it('the reset link signs the owner in, and the new password then works at once', async () => {
    const owner = await createUser(t);
    await guessWrong(owner.email, 12);
    expect((await tryPassword(owner.email, owner.password)).status).toBe(429);

    const home = testBrowser(t);
    await home.check();
    expect((await home.post('/api/auth/forgot-password', { username: owner.email })).statusCode).toBe(200);
    const { id, token } = await linkInMail(t, owner.email, 'reset-password');
    const reset = await home.post('/api/auth/reset-password', {
      id,
      token,
      password: 'my brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect(dataOf<AuthState>(reset).user?.id).toBe(owner.id);
    expect((await home.check()).user?.id).toBe(owner.id);

    // The delay the attacker ran up went with the old password.
    expect((await tryPassword(owner.email, 'my brand new passphrase')).status).toBe(200);
  });

  it('an e-mailed sign-in code gets the owner in after the delay at most', async () => {
    const owner = await createUser(t);
    await t.database.db.update(users).set({ mfaEmailEnabled: true }).where(eq(users.id, owner.id));
    await guessWrong(owner.email, 12);

    const home = testBrowser(t);
    await home.check();
    const credentials = { username: owner.email, password: owner.password };
    const early = await home.post('/api/auth/request-mfa-token', credentials);
    expect(early.statusCode).toBe(429);
    const wait = Number(early.headers['retry-after']);
    expect(wait).toBeLessThanOrEqual(LOGIN_DELAY.maxDelaySeconds);

    clock.advance(wait);
    expect((await home.post('/api/auth/login', credentials)).statusCode).toBe(403);
    expect((await home.post('/api/auth/request-mfa-token', credentials)).statusCode).toBe(200);
    const mail = (await t.outbox()).find((entry) => entry.to === owner.email);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const signedIn = await home.post('/api/auth/login', { ...credentials, method: 'email', token: code });
    expect(signedIn.statusCode).toBe(200);
    expect((await home.check()).user?.id).toBe(owner.id);
  });
});
