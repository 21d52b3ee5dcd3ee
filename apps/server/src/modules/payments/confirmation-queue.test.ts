import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailMessage } from '../../platform/mail.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testBrowser } from '../auth/test-helpers.ts';
import { CONFIRMATION_JOB } from './confirmation.ts';
import { checkoutHelpers } from './test-helpers.ts';

// The order confirmation is a job on the shop's queue: the call that pays the order queues it and answers
// without waiting for the mail. A send that fails is retried; an order asked to be confirmed again (a
// second completion, the webhook, reconciliation) gets no second mail. pg-boss runs on a TestClock the
// test moves, and the app reads the same clock.

const clock = new TestClock(new Date());
let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, queue: { clock }, clock: () => new Date(clock.now()) });
  h = await checkoutHelpers(t);
}, 60_000);
afterAll(() => t.close());

function queue() {
  if (!t.queue) throw new Error('the test app has no queue');
  return t.queue;
}

async function confirmationsTo(email: string) {
  return (await t.outbox()).filter((mail) => mail.to === email && /is confirmed/.test(mail.subject));
}

/** Asks `check` again (a few milliseconds apart) until it holds; fails after a few seconds. */
async function until(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`still not: ${what}`);
}

describe('the order confirmation on the queue', () => {
  it('a send that fails is retried, and the mail goes out once', async () => {
    const email = `retried-${Date.now()}@example.com`;
    const { browser, ref } = await h.cart({ email, browser: testBrowser(t) });
    const sends: string[] = [];
    const mailer = t.services.mailer;
    const realSend = mailer.send.bind(mailer);
    const send = vi.spyOn(mailer, 'send').mockImplementation(async (message: MailMessage) => {
      sends.push(message.to);
      // The first attempt for this buyer finds the mail server down.
      if (message.to === email && sends.filter((to) => to === email).length === 1)
        throw new Error('mail server unavailable');
      await realSend(message);
    });
    try {
      const active = queue()
        .boss.getSpy<{ orderId: string }>(CONFIRMATION_JOB)
        .waitForJob((data) => data.orderId === ref.id, 'active');
      // The payment is answered whatever becomes of the mail.
      expect((await h.pay(browser, ref)).status).toBe('paid');
      const job = await active;
      await until(
        async () => (await queue().boss.getJobById(CONFIRMATION_JOB, job.id))?.state === 'retry',
        'the failed attempt is waiting for its retry',
      );
      expect(await confirmationsTo(email)).toHaveLength(0);
      expect((await h.orderRow(ref.id)).confirmationSentAt).toBeNull();
      // Asked again while it waits (reconciliation, say): no second job.
      expect(await queue().send(CONFIRMATION_JOB, { orderId: ref.id }, { singletonKey: ref.id })).toBeNull();

      // The first retry comes due within a minute; the worker looks again after a poll.
      await clock.tick(61_000);
      await clock.tick(1500);
      await h.confirmed(ref.id);
      expect(await confirmationsTo(email)).toHaveLength(1);
      expect((await h.orderRow(ref.id)).confirmationSentAt).not.toBeNull();
      expect(sends.filter((to) => to === email)).toHaveLength(2);
    } finally {
      send.mockRestore();
    }
  });

  it('an order asked to be confirmed again gets no second mail', async () => {
    const email = `asked-twice-${Date.now()}@example.com`;
    const { browser, ref } = await h.cart({ email, browser: testBrowser(t) });
    // The browser's completion pays the order and queues the mail; the gateway's webhook finds it paid.
    expect((await h.pay(browser, ref)).status).toBe('paid');
    await h.confirmed(ref.id);
    expect(await confirmationsTo(email)).toHaveLength(1);

    // Asked again, as a second completion or reconciliation would: the job runs and sends nothing.
    const again = await queue().send(CONFIRMATION_JOB, { orderId: ref.id }, { singletonKey: ref.id });
    expect(again).not.toBeNull();
    await queue()
      .boss.getSpy(CONFIRMATION_JOB)
      .waitForJobWithId(again ?? '', 'completed');
    // Reconciliation, past the minute it leaves a payment alone, finds it confirmed.
    await clock.tick(2 * 60_000);
    const reconciled = await t.services.payments.reconcile();
    expect(reconciled.confirmations).toBe(0);
    expect(await confirmationsTo(email)).toHaveLength(1);
  });
});
