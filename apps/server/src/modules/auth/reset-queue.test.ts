import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { RESET_MAIL_JOB } from './service.ts';
import { createUser, type TestApp, testBrowser } from './test-helpers.ts';

// Forgot-password answers in the same time for known and unknown addresses: the request only counts its
// limits and queues a job; the job looks the address up and mails (decision record 21).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 5, queue: true });
}, 60_000);
afterAll(() => t.close());

/** The completed reset-mail job for `username`, or null when none completes within a few seconds. */
function completedJobFor(username: string) {
  const spy = t.queue?.boss.getSpy<{ username: string }>(RESET_MAIL_JOB);
  if (!spy) throw new Error('no job queue');
  return Promise.race([
    spy.waitForJob((data) => data.username === username, 'completed').then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 8000)),
  ]);
}

describe('forgot password', () => {
  it('queues the same job for a known and an unknown address; the job mails the known one', async () => {
    const user = await createUser(t, { firstName: 'Queued' });
    for (const username of [user.email, 'nobody-queued@example.com']) {
      const done = completedJobFor(username);
      const browser = testBrowser(t);
      await browser.check();
      expect((await browser.post('/api/auth/forgot-password', { username })).statusCode).toBe(200);
      expect(await done).toBe(true);
    }
    const mails = (await t.outbox()).filter((mail) => mail.text.includes('/reset-password/'));
    expect(mails.map((mail) => mail.to)).toEqual([user.email]);
  }, 30_000);
});
