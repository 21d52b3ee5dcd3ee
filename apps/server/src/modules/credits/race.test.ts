import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import type { TestBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { creditHelpers } from './test-helpers.ts';

// The last credits, spent by 50 orders at the same instant (decision 0024): the balance is locked while
// it changes, so exactly as many orders as there were credits are paid, the balance ends at zero and is
// never below it, and no credit is spent twice. On PGlite the transactions take turns anyway; CI runs this
// file on PostgreSQL too (DATABASE_URL), where they really race.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;
let pay: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
  pay = await checkoutHelpers(t);
});
afterAll(() => t.close());

const ORDERS = 50;
const CREDITS = 5;

async function carts(browser: TestBrowser, shipping: string) {
  const made = [];
  for (let index = 0; index < ORDERS; index += 1)
    made.push((await h.cartOfCards(browser, 1, shipping)).order);
  return made.map((order) => ({ order, ref: { id: order.id, token: order.token } }));
}

async function paidCount(ids: string[]) {
  const rows = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.status, 'paid')));
  return rows.length;
}

describe(`${ORDERS} orders at the same instant on the last ${CREDITS} credits`, () => {
  it('paid with credits alone: exactly as many as there were credits are paid', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, CREDITS);
    const all = await carts(browser, 'standard');
    expect(all).toHaveLength(ORDERS);
    // Each cart, priced alone, is covered by the credits.
    expect(all.filter(({ order }) => order.pricing.credits === 1 && order.totals.total === 0)).toHaveLength(
      ORDERS,
    );

    const answers = await Promise.all(
      all.map(({ ref }) => browser.post('/api/payment/order/pay-with-credits', { order: ref })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CREDITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ORDERS - CREDITS);
    expect(await paidCount(all.map(({ order }) => order.id))).toBe(CREDITS);

    const ledger = await h.ledgerOf(user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows.map(({ kind, quantity, balanceAfter }) => [kind, quantity, balanceAfter])).toEqual([
      ['purchase', CREDITS, CREDITS],
      ['use', -1, 4],
      ['use', -1, 3],
      ['use', -1, 2],
      ['use', -1, 1],
      ['use', -1, 0],
    ]);
  });

  it('paying the rest by card: as many are paid, the other card payments are refunded', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, CREDITS);
    const all = await carts(browser, 'express');
    expect(all).toHaveLength(ORDERS);
    const intents = await Promise.all(all.map(({ ref }) => pay.intentFor(browser, ref)));
    // Every intent counted on one credit: it charges only the express postage.
    expect(
      intents.filter((intent, index) => intent.amount === all[index]?.order.totals.shipping),
    ).toHaveLength(ORDERS);
    const results = await Promise.all(intents.map((intent) => pay.confirm(browser, intent.secret)));
    expect(results.filter((result) => result.status === 'succeeded')).toHaveLength(ORDERS);

    // The browsers' returns race the gateway's webhooks.
    const answers = await Promise.all(
      all.map(({ ref }, index) =>
        browser.post('/api/payment/order/complete', { order: ref, intentId: intents[index]?.intentId }),
      ),
    );
    await pay.gateway.settled();
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(CREDITS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ORDERS - CREDITS);
    expect(await paidCount(all.map(({ order }) => order.id))).toBe(CREDITS);

    const refunds = (await Promise.all(all.map(({ order }) => pay.refundsOf(order.id)))).flat();
    expect(refunds).toHaveLength(ORDERS - CREDITS);
    expect(
      refunds.filter((refund) => refund.reason === 'credits-used-up' && refund.status === 'succeeded'),
    ).toHaveLength(ORDERS - CREDITS);
    const ledger = await h.ledgerOf(user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows.filter((row) => row.kind === 'use')).toHaveLength(CREDITS);
    expect(ledger.rows.map((row) => row.balanceAfter)).toEqual([5, 4, 3, 2, 1, 0]);
  });
});
