import type { TestPaymentResult } from '@cardshop/shared/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers, DECLINED_CARD, TEST_CARD } from './test-helpers.ts';

// One order, one charge: after a declined card the payment page makes a new intent, and the declined one
// must not stay payable beside it. A superseded intent is cancelled at the gateway; one that was paid all
// the same is refunded through the gateway and the refund recorded. With DATABASE_URL set the same runs
// on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

type Intent = Awaited<ReturnType<typeof h.intentFor>>;

/** Pays the new intent, then the declined one with a good card; answers what the second payment got. */
async function payBoth(browser: TestBrowser, intents: { next: Intent; declined: Intent }) {
  expect(await h.confirm(browser, intents.next.secret)).toEqual({ status: 'succeeded' });
  const late = await browser.post('/api/payment/test/confirm', {
    secret: intents.declined.secret,
    card: TEST_CARD,
  });
  await h.gateway.settled();
  return dataOf<TestPaymentResult>(late).status;
}

describe('a declined intent and the one made after it', () => {
  it('cannot both be paid when the total is the same: the declined one is cancelled', async () => {
    const { browser, ref } = await h.cart();
    const declined = await h.intentFor(browser, ref);
    expect(await h.confirm(browser, declined.secret, DECLINED_CARD)).toMatchObject({ status: 'failed' });
    const next = await h.intentFor(browser, ref);
    expect(next.intentId).not.toBe(declined.intentId);
    expect(next.amount).toBe(declined.amount);

    expect(await payBoth(browser, { next, declined })).toBe('failed');
    expect(await h.netCharges(ref.id)).toEqual([{ intentId: next.intentId, amount: next.amount }]);
    expect((await h.orderRow(ref.id)).status).toBe('paid');
  });

  it('cannot both be paid after the cart changed the total', async () => {
    const { browser, ref, order } = await h.cart({ quantity: 2 });
    const declined = await h.intentFor(browser, ref);
    await h.confirm(browser, declined.secret, DECLINED_CARD);
    const item = order.items[0];
    if (!item) throw new Error('no item');
    const edited = await browser.post('/api/order/edit-item', {
      order: ref,
      item: { id: item.id, token: item.token },
      quantity: 7,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = await h.intentFor(browser, ref);
    expect(next.amount).not.toBe(declined.amount);

    expect(await payBoth(browser, { next, declined })).toBe('failed');
    expect(await h.netCharges(ref.id)).toEqual([{ intentId: next.intentId, amount: next.amount }]);
    const row = await h.orderRow(ref.id);
    expect(row).toMatchObject({ status: 'paid', total: next.amount });
  });

  it('a superseded intent paid before its cancel arrived is refunded through the gateway, and recorded', async () => {
    const { browser, ref } = await h.cart();
    const declined = await h.intentFor(browser, ref);
    await h.confirm(browser, declined.secret, DECLINED_CARD);
    // The buyer's other tab pays the declined intent with another card at the moment the shop cancels it.
    const cancel = h.gateway.cancel;
    h.gateway.cancel = async (intentId: string) => {
      if (intentId === declined.intentId) await h.gateway.confirm(declined.secret, TEST_CARD);
      return cancel.call(h.gateway, intentId);
    };
    let next: Awaited<ReturnType<typeof h.intentFor>>;
    try {
      next = await h.intentFor(browser, ref);
    } finally {
      h.gateway.cancel = cancel;
    }
    // That tab's payment went through (whether or not the shop tried to cancel it), and so does this one.
    expect(await h.confirm(browser, declined.secret)).toEqual({ status: 'succeeded' });
    expect(await h.confirm(browser, next.secret)).toEqual({ status: 'succeeded' });
    await h.gateway.settled();
    await browser.post('/api/payment/order/complete', { order: ref, intentId: next.intentId });
    await h.gateway.settled();

    expect(await h.netCharges(ref.id)).toEqual([{ intentId: next.intentId, amount: next.amount }]);
    expect(await h.refundsOf(ref.id)).toEqual([
      { intentId: declined.intentId, reason: 'superseded', status: 'succeeded' },
    ]);
    expect((await h.orderRow(ref.id)).status).toBe('paid');
  });
});

describe('50 concurrent attempts to pay one order', () => {
  it('with the declined intent and the new one both in hand: one charge, one paid order', async () => {
    const { browser, ref } = await h.cart();
    const declined = await h.intentFor(browser, ref);
    await h.confirm(browser, declined.secret, DECLINED_CARD);
    const next = await h.intentFor(browser, ref);

    // Half the attempts pay the declined intent with another card, half pay the new one.
    const secrets = Array.from({ length: 50 }, (_, index) => (index % 2 ? next.secret : declined.secret));
    await Promise.all(
      secrets.map((secret) => browser.post('/api/payment/test/confirm', { secret, card: TEST_CARD })),
    );
    await h.gateway.settled();

    const row = await h.orderRow(ref.id);
    expect(row.status).toBe('paid');
    expect(await h.netCharges(ref.id)).toEqual([{ intentId: next.intentId, amount: row.total }]);
  });

  it('while new intents are being made: one charge, one paid order, the other successes refunded', async () => {
    const { browser, ref } = await h.cart();
    const declined = await h.intentFor(browser, ref);
    await h.confirm(browser, declined.secret, DECLINED_CARD);

    // Half the attempts pay the declined intent with another card, half make a new intent and pay that.
    const attempts = Array.from({ length: 50 }, async (_, index) => {
      if (index % 2 === 0) {
        return browser.post('/api/payment/test/confirm', { secret: declined.secret, card: TEST_CARD });
      }
      const intent = await browser.post('/api/payment/order/intent', { order: ref });
      if (intent.statusCode !== 200) return intent;
      return browser.post('/api/payment/test/confirm', {
        secret: dataOf<{ secret: string }>(intent).secret,
        card: TEST_CARD,
      });
    });
    await Promise.all(attempts);
    await h.gateway.settled();

    const row = await h.orderRow(ref.id);
    expect(row.status).toBe('paid');
    const charges = await h.netCharges(ref.id);
    expect(charges.map((charge) => charge.amount)).toEqual([row.total]);
    const succeeded = (await h.paymentRows(ref.id)).filter((payment) => payment.status === 'succeeded');
    expect(await h.refundsOf(ref.id)).toHaveLength(succeeded.length - 1);
  });
});
