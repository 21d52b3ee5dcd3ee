import type { QuoteResult } from '@cardshop/shared/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { RetrievedIntent } from '../../platform/payments/provider.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers, TEST_CARD } from './test-helpers.ts';

// A payment's checks and its state change are one transaction with the order locked. These tests put
// another request between the moments of a completion or a settlement, where the code used to read
// something and act on it later, and a race of 50 requests; each ends with one charge and one paid
// order at the total that was charged. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

/**
 * Runs `between` once, just before the next transaction of the app starts: what another request would
 * commit after the code read the order and before it wrote. Answers a function that undoes the hook.
 */
function beforeNextTransaction(between: () => Promise<void>) {
  const db = t.database.db as Db & { transaction: Db['transaction'] };
  const original = db.transaction;
  let armed = true;
  db.transaction = (async (...args: Parameters<Db['transaction']>) => {
    if (armed) {
      armed = false;
      db.transaction = original;
      await between();
    }
    return original.apply(db, args);
  }) as Db['transaction'];
  return () => {
    db.transaction = original;
  };
}

/** Edits the order's only item to `quantity`, through the API. */
async function editQuantity(browser: TestBrowser, ref: { id: string; token: string }, quantity: number) {
  const current = dataOf<{ items: Array<{ id: string; token: string }> }>(
    await browser.get(`/api/order/get/${ref.id}/${ref.token}`),
  );
  const item = current.items[0];
  if (!item) throw new Error('no item');
  return browser.post('/api/order/edit-item', {
    order: ref,
    item: { id: item.id, token: item.token },
    quantity,
  });
}

describe('an edit between a completion’s read and its write', () => {
  it('does not let a payment for the old total pay the edited cart: refunded, the cart stays open', async () => {
    const { browser, ref } = await h.cart({ quantity: 2 });
    const intent = await h.intentFor(browser, ref);
    await h.chargeSilently(intent.intentId);
    // Another request reopens the cart (as a settlement that saw the intent still open would) and edits it.
    const undo = beforeNextTransaction(async () => {
      await t.services.orders.setStatus(ref.id, 'open', { from: ['paying'] });
      const edited = await editQuantity(browser, ref, 9);
      expect(edited.statusCode, edited.body).toBe(200);
    });
    try {
      await t.services.payments.complete(intent.intentId);
    } finally {
      undo();
    }

    const row = await h.orderRow(ref.id);
    expect(row.status).toBe('open');
    expect(row.total).not.toBe(intent.amount);
    expect(await h.netCharges(ref.id)).toEqual([]);
    expect(await h.refundsOf(ref.id)).toEqual([
      { intentId: intent.intentId, reason: 'order-not-paying', status: 'succeeded' },
    ]);
  });
});

describe('a quote racing the buyer’s confirmation', () => {
  it('a cancel that came too late does not overwrite the payment that succeeded: the order is paid', async () => {
    const { browser, ref } = await h.cart();
    const intent = await h.intentFor(browser, ref);
    // The quote (another tab) asks the gateway about the intent; the buyer's card goes through just after.
    const retrieve = h.gateway.retrieve;
    let paidAfterLook = false;
    h.gateway.retrieve = async (intentId: string): Promise<RetrievedIntent> => {
      const answer = await retrieve.call(h.gateway, intentId);
      if (intentId === intent.intentId && !paidAfterLook) {
        paidAfterLook = true;
        // guarded-expect: the hook runs once by design; the test asserts paidAfterLook afterwards.
        expect(await h.gateway.confirm(intent.secret, TEST_CARD)).toEqual({ status: 'succeeded' });
      }
      return answer;
    };
    try {
      await browser.post('/api/payment/order/quote', { order: ref });
    } finally {
      h.gateway.retrieve = retrieve;
    }
    await h.gateway.settled();

    expect(paidAfterLook).toBe(true);
    expect((await h.orderRow(ref.id)).status).toBe('paid');
    expect(await h.netCharges(ref.id)).toEqual([{ intentId: intent.intentId, amount: intent.amount }]);
    expect(await h.refundsOf(ref.id)).toEqual([]);
  });
});

describe('50 concurrent quotes, edits and confirmations of one cart', () => {
  it('end, once the buyer finishes, with one charge and one paid order at the charged total', async () => {
    const { browser, ref } = await h.cart({ quantity: 2 });
    const intent = await h.intentFor(browser, ref);
    const requests = Array.from({ length: 50 }, async (_, index) => {
      if (index % 3 === 0) {
        await browser.post('/api/payment/test/confirm', { secret: intent.secret, card: TEST_CARD });
        return browser.post('/api/payment/order/complete', { order: ref, intentId: intent.intentId });
      }
      if (index % 3 === 1) return browser.post('/api/payment/order/quote', { order: ref });
      return editQuantity(browser, ref, 2 + (index % 5));
    });
    await Promise.all(requests);
    await h.gateway.settled();

    // The buyer finishes: back on the payment page until the order is paid.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const quote = dataOf<QuoteResult>(await browser.post('/api/payment/order/quote', { order: ref }));
      if (quote.order.status === 'paid') break;
      const next = await browser.post('/api/payment/order/intent', { order: ref });
      if (next.statusCode !== 200) continue;
      const { secret, intentId } = dataOf<{ secret: string; intentId: string }>(next);
      await browser.post('/api/payment/test/confirm', { secret, card: TEST_CARD });
      await browser.post('/api/payment/order/complete', { order: ref, intentId });
      await h.gateway.settled();
    }

    const row = await h.orderRow(ref.id);
    expect(row.status).toBe('paid');
    expect((await h.netCharges(ref.id)).map((charge) => charge.amount)).toEqual([row.total]);
  });
});
