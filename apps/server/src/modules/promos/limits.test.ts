import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promoCodes, promoRedemptions } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf } from '../auth/test-helpers.ts';
import { checkoutHelpers, DECLINED_CARD, TEST_CARD } from '../payments/test-helpers.ts';

// Usage limits hold however many buyers pay at once: a use is reserved when the intent is made (so the
// buyer over the limit is told before paying) and checked again in the transaction that marks the order
// paid (so no more paid orders use a code than it allows, even when a reservation lapsed or the limit
// changed). A code over its limit at payment is refunded and taken off, and the order reopens at its new
// total (decision 0011's "changed total"). With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

type Buyer = Awaited<ReturnType<typeof h.cart>>;

/** `count` carts, each with `code` applied (every buyer has an address of their own). */
async function cartsWith(code: string, count: number, email?: string): Promise<Buyer[]> {
  const buyers: Buyer[] = [];
  for (let index = 0; index < count; index += 1) {
    const buyer = await h.cart(email ? { email } : {});
    const applied = await buyer.browser.post('/api/payment/order/apply-promo', { order: buyer.ref, code });
    // guarded-expect: a counted loop; every caller asks for at least one cart and counts what it gets.
    expect(applied.statusCode, applied.body).toBe(200);
    buyers.push(buyer);
  }
  return buyers;
}

/** As the payment page does: intent, test card, back to the shop. Answers the last status code. */
async function attemptToPay(buyer: Buyer): Promise<number> {
  const intent = await buyer.browser.post('/api/payment/order/intent', { order: buyer.ref });
  if (intent.statusCode !== 200) return intent.statusCode;
  const { secret, intentId } = dataOf<{ secret: string; intentId: string }>(intent);
  await buyer.browser.post('/api/payment/test/confirm', { secret, card: TEST_CARD });
  const complete = await buyer.browser.post('/api/payment/order/complete', { order: buyer.ref, intentId });
  return complete.statusCode;
}

async function redemptionsOf(code: string) {
  return t.database.db
    .select({ orderId: promoRedemptions.orderId, email: promoRedemptions.email })
    .from(promoRedemptions)
    .where(eq(promoRedemptions.code, code));
}

/** The buyers' orders as they ended, with what the gateway kept of their payments. */
async function outcomes(buyers: Buyer[]) {
  return Promise.all(
    buyers.map(async (buyer) => {
      const row = await h.orderRow(buyer.ref.id);
      const charges = await h.netCharges(buyer.ref.id);
      return {
        status: row.status,
        code: row.couponCode,
        total: row.total,
        charged: charges.map((c) => c.amount),
      };
    }),
  );
}

async function addCode(code: string, limits: { maxUses?: number; maxUsesPerCustomer?: number }) {
  await t.database.db.insert(promoCodes).values({ code, kind: 'percent', percent: 20, ...limits });
  await t.services.promos.reload();
}

describe('FIRSTORDER (once a customer), 50 carts of one e-mail paying at once', () => {
  it('is redeemed once; every other cart is told before paying and pays its full total, once', async () => {
    const email = `first-order-${Date.now()}@example.com`;
    const buyers = await cartsWith('FIRSTORDER', 50, email);
    const statuses = await Promise.all(buyers.map(attemptToPay));
    await h.gateway.settled();

    expect(
      await redemptionsOf('FIRSTORDER').then((rows) => rows.filter((row) => row.email === email)),
    ).toHaveLength(1);
    const ended = await outcomes(buyers);
    expect(ended.filter((order) => order.status === 'paid' && order.code === 'FIRSTORDER')).toHaveLength(1);
    // The others were refused at the intent (422, the code taken off), before anything was charged.
    expect(statuses.filter((status) => status === 422)).toHaveLength(49);
    expect(ended.filter((order) => order.code === null && order.status === 'open')).toHaveLength(49);
    // Nobody paid twice, and every paid order was charged exactly its total.
    expect(ended.filter((order) => order.charged.length > 1)).toEqual([]);
    expect(ended.filter((order) => order.status === 'paid').map((order) => [order.total])).toEqual(
      ended.filter((order) => order.status === 'paid').map((order) => order.charged),
    );
  });
});

describe('a code for the first 10 paid orders, 50 carts paying at once', () => {
  it('is redeemed 10 times and charged once for each of them', async () => {
    await addCode('FIRST10', { maxUses: 10 });
    const buyers = await cartsWith('FIRST10', 50);
    const statuses = await Promise.all(buyers.map(attemptToPay));
    await h.gateway.settled();

    expect(await redemptionsOf('FIRST10')).toHaveLength(10);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    const ended = await outcomes(buyers);
    expect(ended.filter((order) => order.status === 'paid' && order.code === 'FIRST10')).toHaveLength(10);
    expect(ended.filter((order) => order.charged.length > 0 && order.status !== 'paid')).toEqual([]);
    expect(ended.filter((order) => order.charged.length > 1)).toEqual([]);
  });
});

describe('a code that reached its limit between the intent and the payment', () => {
  it('is enforced when the order is paid: the rest are refunded, their code comes off and the order reopens', async () => {
    await addCode('LATE10', { maxUses: 100 });
    const buyers = await cartsWith('LATE10', 50);
    const intents = await Promise.all(buyers.map((buyer) => h.intentFor(buyer.browser, buyer.ref)));
    // The limit drops to 10 while the 50 buyers are on the payment page.
    await t.database.db.update(promoCodes).set({ maxUses: 10 }).where(eq(promoCodes.code, 'LATE10'));
    await t.services.promos.reload();

    const completions = await Promise.all(
      buyers.map(async (buyer, index) => {
        const intent = intents[index];
        if (!intent) throw new Error('no intent');
        await buyer.browser.post('/api/payment/test/confirm', { secret: intent.secret, card: TEST_CARD });
        return buyer.browser.post('/api/payment/order/complete', {
          order: buyer.ref,
          intentId: intent.intentId,
        });
      }),
    );
    await h.gateway.settled();

    expect(await redemptionsOf('LATE10')).toHaveLength(10);
    const ended = await outcomes(buyers);
    expect(ended.filter((order) => order.status === 'paid')).toHaveLength(10);
    expect(ended.filter((order) => order.status === 'paid' && order.code === 'LATE10')).toHaveLength(10);
    // The 40 others: money back, code off, the cart open at its full price.
    expect(ended.filter((order) => order.status === 'open' && order.code === null)).toHaveLength(40);
    expect(ended.filter((order) => order.status === 'open' && order.charged.length > 0)).toEqual([]);
    const refused = completions.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(40);
    expect(refused.map((response) => errorsOf(response))).toEqual(
      refused.map(() => ({ code: ['validation.promo-used-up'] })),
    );
    const refunds = (await Promise.all(buyers.map((buyer) => h.refundsOf(buyer.ref.id)))).flat();
    expect(
      refunds.filter((refund) => refund.reason === 'promo-used-up' && refund.status === 'succeeded'),
    ).toHaveLength(40);
  });
});

describe('a reserved use', () => {
  it('is given back when the payment is declined and the cart reopens', async () => {
    await addCode('ONLY1', { maxUses: 1 });
    const [first, second] = await cartsWith('ONLY1', 2);
    if (!first || !second) throw new Error('no carts');
    const intent = await h.intentFor(first.browser, first.ref);
    // Held by the first buyer's payment: the second is told before paying.
    const held = await second.browser.post('/api/payment/order/intent', { order: second.ref });
    expect(held.statusCode).toBe(422);
    expect(errorsOf(held)).toEqual({ code: ['validation.promo-used-up'] });

    await h.confirm(first.browser, intent.secret, DECLINED_CARD);
    expect((await h.orderRow(first.ref.id)).status).toBe('open');
    const third = (await cartsWith('ONLY1', 1))[0];
    if (!third) throw new Error('no cart');
    expect(await attemptToPay(third)).toBe(200);
    expect(await redemptionsOf('ONLY1')).toEqual([{ orderId: third.ref.id, email: expect.any(String) }]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, third.ref.id));
    expect(row?.couponCode).toBe('ONLY1');
  });
});
