import type { Order, OrderSummary } from '@cardshop/shared/contracts/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers, DECLINED_CARD, TEST_CARD } from '../payments/test-helpers.ts';

// The order's answers list the refunds the shop recorded for its payments (decision record 20), so the
// buyer's pages can show them: the account's order view and the order page (complete) alike.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A signed-in buyer's order paid twice: the card declined, another tab paid that intent after all while
 * the page made a new one, and the new one paid the order. The first payment is refunded.
 */
async function paidTwice(options: { refundFails?: boolean } = {}) {
  const browser = await signIn(t, await createUser(t));
  const { ref } = await h.cart({ browser });
  const declined = await h.intentFor(browser, ref);
  await h.confirm(browser, declined.secret, DECLINED_CARD);
  const { cancel, refund } = h.gateway;
  h.gateway.cancel = async (intentId: string) => {
    if (intentId === declined.intentId) await h.gateway.confirm(declined.secret, TEST_CARD);
    return cancel.call(h.gateway, intentId);
  };
  if (options.refundFails) {
    h.gateway.refund = async () => {
      throw new Error('the gateway is down');
    };
  }
  try {
    const next = await h.intentFor(browser, ref);
    expect(await h.confirm(browser, next.secret)).toEqual({ status: 'succeeded' });
    await h.gateway.settled();
    await browser.post('/api/payment/order/complete', { order: ref, intentId: next.intentId });
    await h.gateway.settled();
  } finally {
    h.gateway.cancel = cancel;
    h.gateway.refund = refund;
  }
  expect((await h.orderRow(ref.id)).status).toBe('paid');
  return { browser, ref, declined };
}

/** The order as the account's order view answers it, opened from the order list. */
async function accountView(browser: TestBrowser, orderId: string) {
  const summaries = dataOf<{ orders: OrderSummary[] }>(await browser.get('/api/account/orders')).orders;
  const summary = summaries.find((candidate) => candidate.id === orderId);
  if (!summary) throw new Error('the order is not in the account');
  const response = await browser.get(`/api/account/orders/${summary.id}/${summary.token}`);
  expect(response.statusCode).toBe(200);
  return dataOf<Order>(response);
}

describe('refunds on the order', () => {
  it('the account order view and the order page list a refund: amount, currency, reason and when', async () => {
    const { browser, ref, declined } = await paidTwice();
    const view = await accountView(browser, ref.id);
    expect(view.refunds).toEqual([
      {
        amount: declined.amount,
        currency: 'AUD',
        reason: 'superseded',
        status: 'succeeded',
        createdAt: expect.stringMatching(ISO),
        refundedAt: expect.stringMatching(ISO),
      },
    ]);
    // The order paid by the other payment stays as it was: its total is what paid it.
    expect(view.totals.total).toBe(declined.amount);

    const page = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(page.refunds).toEqual(view.refunds);
  });

  it('a refund the gateway has not taken yet is listed as due, with no refund date', async () => {
    const { browser, ref, declined } = await paidTwice({ refundFails: true });
    expect((await accountView(browser, ref.id)).refunds).toEqual([
      {
        amount: declined.amount,
        currency: 'AUD',
        reason: 'superseded',
        status: 'due',
        createdAt: expect.stringMatching(ISO),
        refundedAt: null,
      },
    ]);
    // Reconciliation asks again, and the order then shows the refund made.
    await t.services.payments.reconcile();
    expect((await accountView(browser, ref.id)).refunds).toMatchObject([{ status: 'succeeded' }]);
  });

  it('an order paid once lists no refunds', async () => {
    const browser = await signIn(t, await createUser(t));
    const { ref } = await h.cart({ browser });
    await h.pay(browser, ref);
    expect((await accountView(browser, ref.id)).refunds).toEqual([]);
  });
});
