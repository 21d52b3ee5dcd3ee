import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { testClock } from '../auth/test-helpers.ts';
import { checkoutHelpers } from './test-helpers.ts';

// Reconciliation runs with the shop's periodic housekeeping, not only at start-up: a payment that
// succeeded while its webhook was lost (or the process died before completing it) is completed, and its
// confirmation sent (queued, as in the shop), within one housekeeping round of a running server.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
const clock = testClock();

beforeAll(async () => {
  t = await createTestApp({ cards: 24, clock: clock.now, queue: true });
  h = await checkoutHelpers(t);
}, 60_000);
afterAll(() => t.close());

describe('housekeeping', () => {
  it('completes a payment the shop never heard back about, and sends its confirmation once', async () => {
    const email = `lost-webhook-${Date.now()}@example.com`;
    const { browser, ref } = await h.cart({ email });
    const intent = await h.intentFor(browser, ref);
    await h.chargeSilently(intent.intentId);
    expect((await h.orderRow(ref.id)).status).toBe('paying');
    // The next round, a few minutes later (an intent younger than a minute may still be being paid).
    clock.advance(5 * 60);

    const first = await t.services.housekeeping();
    expect(first.payments.status).toBe('fulfilled');
    await h.confirmed(ref.id);
    const row = await h.orderRow(ref.id);
    expect(row.status).toBe('paid');
    expect(row.confirmationSentAt).not.toBeNull();

    await t.services.housekeeping();
    const mails = (await t.outbox()).filter((mail) => mail.to === email && /is confirmed/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect((await h.orderRow(ref.id)).paidAt).toEqual(row.paidAt);
  });
});
