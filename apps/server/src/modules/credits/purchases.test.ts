import type { CreditPurchase, CreditsOverview } from '@cardshop/shared/contracts/credits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPayments, testGatewayIntents } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, messagesOf, testBrowser } from '../auth/test-helpers.ts';
import { DECLINED_CARD } from '../payments/test-helpers.ts';
import { creditHelpers } from './test-helpers.ts';

// Buying credits (decision 0024): priced by the region's business tiers, paid through the payment
// gateway with the guarantees orders have (one charge, idempotent completion, refunds, reconciliation),
// and only by and for the signed-in account. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
});
afterAll(() => t.close());

const refOf = (purchase: CreditPurchase) => ({ id: purchase.id, token: purchase.token });

describe('the price of credits', () => {
  it('follows the region’s business tiers: the more credits, the cheaper each', async () => {
    const { browser } = await h.account();
    const overview = dataOf<CreditsOverview>(await browser.get('/api/account/credits'));
    expect(overview).toMatchObject({ balance: 0, currency: 'AUD', min: 5, max: 5000 });
    expect(overview.tiers.map((tier) => tier.unitPrice)).toEqual([695, 645, 595, 545, 495, 445]);

    const twenty = dataOf<CreditPurchase>(await browser.get('/api/account/credits/quote/20'));
    expect(twenty).toMatchObject({ quantity: 20, unitPrice: 695, total: 13900, tax: 1264, currency: 'AUD' });
    const hundred = dataOf<CreditPurchase>(await browser.get('/api/account/credits/quote/100'));
    expect(hundred).toMatchObject({ unitPrice: 595, total: 59500, savingPercent: 14 });
  });

  it('is the region’s own: US dollars without tax in the US, Canadian GST added in Canada', async () => {
    const { browser } = await h.account();
    const us = dataOf<CreditPurchase>(await browser.get('/api/account/credits/quote/20?region=US'));
    expect(us).toMatchObject({ currency: 'USD', unitPrice: 595, tax: 0, total: 11900 });
    const ca = dataOf<CreditPurchase>(await browser.get('/api/account/credits/quote/20?region=CA'));
    expect(ca).toMatchObject({ currency: 'CAD', unitPrice: 725, subtotal: 14500, tax: 725, total: 15225 });
  });

  it('refuses a quantity outside 5 to 5000, and any amount the browser sends', async () => {
    const { browser } = await h.account();
    const few = await browser.post('/api/account/credits/purchase', { quantity: 4 });
    expect(few.statusCode).toBe(422);
    expect(errorsOf(few)).toEqual({ quantity: ['validation.min'] });
    const many = await browser.post('/api/account/credits/purchase', { quantity: 5001 });
    expect(errorsOf(many)).toEqual({ quantity: ['validation.max'] });
    const priced = await browser.post('/api/account/credits/purchase', { quantity: 20, total: 1 });
    expect(errorsOf(priced)).toEqual({ total: ['validation.unknown'] });
    expect((await browser.get('/api/account/credits/quote/4')).statusCode).toBe(404);
  });
});

describe('buying credits', () => {
  it('adds the credits once the test card paid, once, however often completion runs', async () => {
    const { browser } = await h.account();
    const bought = await h.purchase(browser, 20);
    expect(bought).toMatchObject({ status: 'open', quantity: 20, total: 13900, balance: 0 });
    const intent = await h.intentFor(browser, refOf(bought));
    expect(intent).toMatchObject({ amount: 13900, currency: 'AUD', provider: 'test' });
    // A double click gets the same intent back.
    expect((await h.intentFor(browser, refOf(bought))).intentId).toBe(intent.intentId);

    expect(await h.confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    // The browser's return and the gateway's webhook race; each completes it or finds it done.
    const [first, second] = await Promise.all([
      h.complete(browser, refOf(bought), intent.intentId),
      h.complete(browser, refOf(bought), intent.intentId),
    ]);
    await h.gateway.settled();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(dataOf<CreditPurchase>(first)).toMatchObject({ status: 'paid', balance: 20 });

    const history = await h.history(browser);
    expect(history.balance).toBe(20);
    expect(history.entries).toHaveLength(1);
    expect(history.entries[0]).toMatchObject({
      kind: 'purchase',
      quantity: 20,
      balanceAfter: 20,
      order: null,
      purchase: refOf(bought),
    });
    // Paid: no second payment may start.
    const again = await browser.post('/api/account/credits/purchase/intent', { purchase: refOf(bought) });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['credits.errors.already-paid']);
  });

  it('keeps a declined purchase open: the next card pays it with one charge', async () => {
    const { browser, user } = await h.account();
    const bought = await h.purchase(browser, 10);
    const declined = await h.intentFor(browser, refOf(bought));
    expect(await h.confirm(browser, declined.secret, DECLINED_CARD)).toMatchObject({ status: 'failed' });
    const notPaid = await h.complete(browser, refOf(bought), declined.intentId);
    expect(notPaid.statusCode).toBe(402);
    expect((await h.ledgerOf(user.id)).balance).toBe(0);

    const next = await h.intentFor(browser, refOf(bought));
    expect(next.intentId).not.toBe(declined.intentId);
    expect(await h.confirm(browser, next.secret)).toEqual({ status: 'succeeded' });
    // The declined intent was superseded and cancelled: paying it now does nothing.
    expect(await h.confirm(browser, declined.secret)).toMatchObject({ status: 'failed' });
    expect((await h.complete(browser, refOf(bought), next.intentId)).statusCode).toBe(200);
    await h.gateway.settled();

    const charges = await t.database.db
      .select({ status: testGatewayIntents.status })
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.orderId, bought.id));
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
    expect((await h.ledgerOf(user.id)).balance).toBe(10);
  });

  it('refunds a superseded intent that was paid after all, and adds the credits once', async () => {
    const { browser, user } = await h.account();
    const bought = await h.purchase(browser, 10);
    const first = await h.intentFor(browser, refOf(bought));
    await h.confirm(browser, first.secret, DECLINED_CARD);
    // The other tab pays the first intent with a good card just as the shop cancels it.
    const cancel = h.gateway.cancel;
    h.gateway.cancel = async (intentId: string) => {
      if (intentId === first.intentId)
        await h.gateway.confirm(first.secret, { number: '4242 4242 4242 4242', expiry: '12/39' });
      return cancel.call(h.gateway, intentId);
    };
    let second: Awaited<ReturnType<typeof h.intentFor>>;
    try {
      second = await h.intentFor(browser, refOf(bought));
    } finally {
      h.gateway.cancel = cancel;
    }
    await h.gateway.settled();
    expect(await h.confirm(browser, second.secret)).toEqual({ status: 'succeeded' });
    expect((await h.complete(browser, refOf(bought), second.intentId)).statusCode).toBe(200);
    await h.gateway.settled();

    const [refunded] = await t.database.db
      .select({ refundReason: creditPayments.refundReason, refundStatus: creditPayments.refundStatus })
      .from(creditPayments)
      .where(eq(creditPayments.intentId, first.intentId));
    expect(refunded).toEqual({ refundReason: 'superseded', refundStatus: 'succeeded' });
    const [atGateway] = await t.database.db
      .select({ refundId: testGatewayIntents.refundId })
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.intentId, first.intentId));
    expect(atGateway?.refundId).toMatch(/^re_test_/);
    expect((await h.ledgerOf(user.id)).rows).toEqual([
      { kind: 'purchase', quantity: 10, balanceAfter: 10, orderId: null },
    ]);
  });

  it('is completed by reconciliation when the browser never came back and the webhook was lost', async () => {
    const { browser, user } = await h.account();
    const bought = await h.purchase(browser, 5);
    const intent = await h.intentFor(browser, refOf(bought));
    // The gateway took the money two minutes ago; the shop heard nothing of it.
    await t.database.db
      .update(testGatewayIntents)
      .set({ status: 'succeeded' })
      .where(eq(testGatewayIntents.intentId, intent.intentId));
    await t.database.db
      .update(creditPayments)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(creditPayments.intentId, intent.intentId));
    expect((await h.ledgerOf(user.id)).balance).toBe(0);
    const round = await t.services.housekeeping();
    expect(round.creditPurchases.status).toBe('fulfilled');
    expect((await h.ledgerOf(user.id)).balance).toBe(5);
    await t.services.housekeeping();
    expect((await h.ledgerOf(user.id)).rows).toHaveLength(1);
  });
});

describe('who may see and pay a purchase', () => {
  it('answers 404 to another account for its id and token, and to a wrong token', async () => {
    const owner = await h.account();
    const other = await h.account();
    const bought = await h.purchase(owner.browser, 10);
    const intent = await h.intentFor(owner.browser, refOf(bought));
    const url = `/api/account/credits/purchase/${bought.id}/${bought.token}`;
    expect((await owner.browser.get(url)).statusCode).toBe(200);
    expect((await other.browser.get(url)).statusCode).toBe(404);
    expect(
      (await other.browser.post('/api/account/credits/purchase/intent', { purchase: refOf(bought) }))
        .statusCode,
    ).toBe(404);
    expect((await h.complete(other.browser, refOf(bought), intent.intentId)).statusCode).toBe(404);
    const wrong = `/api/account/credits/purchase/${bought.id}/${'x'.repeat(43)}`;
    expect((await owner.browser.get(wrong)).statusCode).toBe(404);
    // Another purchase's intent is unknown to this one.
    const mine = await h.purchase(other.browser, 10);
    expect((await h.complete(other.browser, refOf(mine), intent.intentId)).statusCode).toBe(404);
  });

  it('is for signed-in accounts only', async () => {
    const guest = testBrowser(t);
    await guest.check();
    expect((await guest.get('/api/account/credits')).statusCode).toBe(401);
    expect((await guest.get('/api/account/credit-history')).statusCode).toBe(401);
    expect((await guest.post('/api/account/credits/purchase', { quantity: 10 })).statusCode).toBe(401);
  });
});
