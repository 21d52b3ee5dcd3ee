import type { CreditPurchase, GiftCreditOverview } from '@cardshop/shared/contracts/credits';
import type { Order } from '@cardshop/shared/contracts/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPurchases, orders } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, type TestBrowser } from '../auth/test-helpers.ts';
import { giftCardChoice } from '../orders/test-helpers.ts';
import { orderReference } from '../payments/confirmation-mail.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { creditHelpers } from './test-helpers.ts';

// Gift credit (decision 0027): an account tops up money in its region's currency, bought like credits
// (same purchases, intents, completion and tokens), at face value; it pays for the gift-card value of its
// orders first, in the transaction that marks the order paid, never below zero and never twice; an order
// card credits and gift credit cover entirely is paid without a card; a cancelled order gives it back.
// With DATABASE_URL set the same runs on PostgreSQL (the race really races there).

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;
let pay: Awaited<ReturnType<typeof checkoutHelpers>>;
/** The gift card's smallest amount, in cents. */
let value: number;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
  pay = await checkoutHelpers(t);
  value = h.gift.choice.amount;
});
afterAll(() => t.close());

type Ref = { id: string; token: string };
const refOf = (order: { id: string; token: string }): Ref => ({ id: order.id, token: order.token });
const payWithCredits = (browser: TestBrowser, ref: Ref) =>
  browser.post('/api/payment/order/pay-with-credits', { order: ref });

describe('topping up gift credit', () => {
  it('is a purchase at face value in the region’s currency, paid once, in the ledger and the history', async () => {
    const { browser, user } = await h.account();
    const overview = dataOf<GiftCreditOverview>(await browser.get('/api/account/gift-credit'));
    expect(overview).toMatchObject({
      balances: [{ currency: 'AUD', balance: 0 }],
      currency: 'AUD',
      precision: 2,
      presets: [50, 100, 250, 500, 1000],
    });

    const made = await browser.post('/api/account/gift-credit/purchase', { amount: 250 });
    expect(made.statusCode, made.body).toBe(200);
    const purchase = dataOf<CreditPurchase>(made);
    // No tax and no saving: it is gift-card money (decision 0023).
    expect(purchase).toMatchObject({
      kind: 'gift-credit',
      status: 'open',
      subtotal: 25_000,
      tax: 0,
      total: 25_000,
      currency: 'AUD',
      balance: 0,
    });
    const ref = { id: purchase.id, token: purchase.token };
    const intent = await h.intentFor(browser, ref);
    expect(intent.amount).toBe(25_000);
    expect(await h.confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const completed = await h.complete(browser, ref, intent.intentId);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(dataOf<CreditPurchase>(completed)).toMatchObject({ status: 'paid', balance: 25_000 });
    // The webhook and a second return change nothing.
    await h.gateway.settled();
    expect((await h.complete(browser, ref, intent.intentId)).statusCode).toBe(200);
    await t.services.credits.purchases.reconcile();

    expect(await h.giftLedgerOf(user.id)).toEqual({
      balance: 25_000,
      rows: [{ kind: 'top-up', amount: 25_000, balanceAfter: 25_000, orderId: null }],
    });
    // Card credits are untouched.
    expect((await h.ledgerOf(user.id)).balance).toBe(0);
    const history = await h.history(browser);
    expect(history.balance).toBe(0);
    expect(history.entries).toEqual([]);
    expect(history.giftCredit).toMatchObject({
      balances: [{ currency: 'AUD', balance: 25_000 }],
      entries: [
        {
          kind: 'top-up',
          amount: 25_000,
          currency: 'AUD',
          balanceAfter: 25_000,
          order: null,
          purchase: { id: purchase.id },
        },
      ],
    });
    // The purchase's own page answers it as a gift-credit purchase.
    const viewed = await browser.get(`/api/account/credits/purchase/${purchase.id}/${purchase.token}`);
    expect(dataOf<CreditPurchase>(viewed)).toMatchObject({ kind: 'gift-credit', status: 'paid' });
  });

  it('takes whole amounts within the limits only', async () => {
    const { browser, user } = await h.account();
    for (const amount of [19, 10_001, 50.5, 'lots']) {
      const response = await browser.post('/api/account/gift-credit/purchase', { amount });
      expect(response.statusCode, String(amount)).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['amount']);
    }
    const rows = await t.database.db
      .select({ id: creditPurchases.id })
      .from(creditPurchases)
      .where(eq(creditPurchases.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('an order with a gift card, paid with gift credit', () => {
  it('pays the gift-card value first; the card pays the rest; the balance is spent when it is paid', async () => {
    const { browser, user } = await h.account();
    await h.topUp(browser, 100);
    const { order } = await h.cardWithGiftCard(browser);
    const cardPrice = order.items[0]?.unitTotal ?? 0;
    expect(order.pricing).toEqual({ credits: 0, creditsAmount: 0, giftCredit: value });
    expect(order.totals).toMatchObject({ subtotal: cardPrice, giftCards: value, total: cardPrice });
    // Nothing is spent while the order is open.
    expect((await h.giftLedgerOf(user.id)).balance).toBe(10_000);

    const intent = await pay.intentFor(browser, refOf(order));
    expect(intent.amount).toBe(cardPrice);
    expect((await pay.pay(browser, refOf(order))).status).toBe('paid');
    expect(await h.giftLedgerOf(user.id)).toMatchObject({
      balance: 10_000 - value,
      rows: [
        { kind: 'top-up', amount: 10_000 },
        { kind: 'use', amount: -value, balanceAfter: 10_000 - value, orderId: order.id },
      ],
    });
    const history = await h.history(browser);
    expect(history.giftCredit.entries[0]).toMatchObject({
      kind: 'use',
      amount: -value,
      currency: 'AUD',
      order: { id: order.id },
    });
  });

  it('uses part of the balance when the gift cards are worth more: the card pays the rest of them', async () => {
    const { browser, user } = await h.account();
    await h.topUp(browser, 20);
    const bigger = Math.max(...h.gift.card.availableAmounts);
    expect(bigger).toBeGreaterThan(2000);
    const { order } = await h.cardWithGiftCard(browser, { amount: bigger });
    const cardPrice = order.items[0]?.unitTotal ?? 0;
    expect(order.pricing.giftCredit).toBe(2000);
    expect(order.totals).toMatchObject({ giftCards: bigger, total: cardPrice + bigger - 2000 });
    expect((await pay.pay(browser, refOf(order))).status).toBe('paid');
    expect((await pay.netCharges(order.id)).map((charge) => charge.amount)).toEqual([
      cardPrice + bigger - 2000,
    ]);
    expect(await h.giftLedgerOf(user.id)).toMatchObject({
      balance: 0,
      rows: [{ kind: 'top-up' }, { kind: 'use', amount: -2000, balanceAfter: 0 }],
    });
  });

  it('is paid without a card when card credits and gift credit cover it all', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    await h.topUp(browser, 100);
    const { order } = await h.cardWithGiftCard(browser);
    expect(order.pricing).toMatchObject({ credits: 1, giftCredit: value });
    expect(order.totals.total).toBe(0);
    const paid = await payWithCredits(browser, refOf(order));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf<Order>(paid)).toMatchObject({ status: 'paid', pricing: { credits: 1, giftCredit: value } });
    expect(await pay.netCharges(order.id)).toEqual([]);
    expect((await h.ledgerOf(user.id)).balance).toBe(4);
    expect((await h.giftLedgerOf(user.id)).balance).toBe(10_000 - value);
    // The confirmation mail shows the gift credit.
    const mail = (await t.outbox()).find((entry) => entry.subject.includes(orderReference(order.id)));
    expect(mail?.text).toContain('Your card credits and gift credit paid for all of it.');
    expect(mail?.text).toContain('Gift credit used');
  });

  it('takes nothing when the gift credit was spent meanwhile: 409 with the order at its new total', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 10);
    await h.topUp(browser, value / 100);
    const first = await h.cardWithGiftCard(browser);
    const second = await h.cardWithGiftCard(browser);
    expect(first.order.totals.total).toBe(0);
    expect(second.order.totals.total).toBe(0);
    // Both are priced with the whole balance; the first spends it, the second is re-priced and refused.
    expect((await payWithCredits(browser, refOf(first.order))).statusCode).toBe(200);
    const refused = await payWithCredits(browser, refOf(second.order));
    expect(refused.statusCode).toBe(409);
    const reopened = dataOf<{ order: Order }>(refused).order;
    expect(reopened.pricing).toMatchObject({ credits: 1, giftCredit: 0 });
    expect(reopened.totals.total).toBe(value);
    // Neither balance lost anything to the refused order.
    expect((await h.ledgerOf(user.id)).balance).toBe(9);
    expect((await h.giftLedgerOf(user.id)).rows).toHaveLength(2);
  });

  it('refunds a card payment whose gift credit was spent meanwhile, and reopens the order', async () => {
    const { browser, user } = await h.account();
    await h.topUp(browser, value / 100);
    const first = await h.cardWithGiftCard(browser);
    const second = await h.cardWithGiftCard(browser);
    const intent = await pay.intentFor(browser, refOf(second.order));
    expect(intent.amount).toBe(second.order.totals.total);
    expect((await pay.pay(browser, refOf(first.order))).status).toBe('paid');
    expect(await pay.confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const completed = await browser.post('/api/payment/order/complete', {
      order: refOf(second.order),
      intentId: intent.intentId,
    });
    expect(completed.statusCode).toBe(409);
    const reopened = dataOf<{ order: Order }>(completed).order;
    expect(reopened).toMatchObject({ status: 'open', pricing: { giftCredit: 0 } });
    expect(reopened.totals.total).toBe(second.order.totals.total + value);
    await h.gateway.settled();
    expect(await pay.refundsOf(second.order.id)).toEqual([
      { intentId: intent.intentId, reason: 'credits-used-up', status: 'succeeded' },
    ]);
    expect((await h.giftLedgerOf(user.id)).balance).toBe(0);
  });
});

describe('gift credit in several currencies', () => {
  it('pays only for gift cards in its own currency; each currency is its own balance', async () => {
    const { browser, user } = await h.account();
    await h.topUp(browser, 100);
    const nz = (await giftCardChoice(t, { region: 'NZ' })).choice;
    const inNz = await h.cardWithGiftCard(browser, { nz });
    expect(inNz.order.currency).toBe('NZD');
    // Australian dollars never pay for a New Zealand gift card: no conversion at a guessed rate.
    expect(inNz.order.pricing.giftCredit).toBe(0);

    const topped = await h.topUp(browser, 50, 'NZ');
    expect(topped).toMatchObject({ currency: 'NZD', total: 5000, tax: 0, balance: 5000 });
    const used = Math.min(nz.amount, 5000);
    const again = await h.cardWithGiftCard(browser, { nz });
    expect(again.order.pricing.giftCredit).toBe(used);
    expect((await pay.pay(browser, refOf(again.order))).status).toBe('paid');

    expect((await h.giftLedgerOf(user.id, 'AUD')).balance).toBe(10_000);
    expect((await h.giftLedgerOf(user.id, 'NZD')).balance).toBe(5000 - used);
    const history = await h.history(browser);
    expect(history.giftCredit.balances).toEqual([
      { currency: 'AUD', balance: 10_000 },
      { currency: 'NZD', balance: 5000 - used },
    ]);
    expect(history.giftCredit.entries.map((entry) => [entry.kind, entry.currency])).toEqual([
      ['use', 'NZD'],
      ['top-up', 'NZD'],
      ['top-up', 'AUD'],
    ]);
  });
});

describe('a paid order with gift credit that is cancelled', () => {
  it('gives its gift credit and credits back, and refunds its card payment, once', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    await h.topUp(browser, 100);
    const { order } = await h.cardWithGiftCard(browser, { shipping: 'express' });
    expect(order.totals.total).toBeGreaterThan(0);
    expect((await pay.pay(browser, refOf(order))).status).toBe('paid');
    expect((await h.giftLedgerOf(user.id)).balance).toBe(10_000 - value);

    expect(await t.services.payments.cancelPaidOrder(order.id)).toEqual({
      cancelled: true,
      credits: 1,
      giftCredit: value,
    });
    expect(await pay.refundsOf(order.id)).toEqual([
      { intentId: expect.any(String), reason: 'order-cancelled', status: 'succeeded' },
    ]);
    expect(await h.giftLedgerOf(user.id)).toMatchObject({
      balance: 10_000,
      rows: [
        { kind: 'top-up', balanceAfter: 10_000 },
        { kind: 'use', amount: -value, balanceAfter: 10_000 - value },
        { kind: 'refund', amount: value, balanceAfter: 10_000, orderId: order.id },
      ],
    });
    expect((await h.history(browser)).giftCredit.entries[0]).toMatchObject({ kind: 'refund', amount: value });
    expect(await t.services.payments.cancelPaidOrder(order.id)).toEqual({
      cancelled: false,
      credits: 0,
      giftCredit: 0,
    });
    expect((await h.giftLedgerOf(user.id)).rows).toHaveLength(3);
  });
});

describe('the ledger', () => {
  it('refuses to change a row once written, and a balance below zero', async () => {
    const { browser, user } = await h.account();
    await h.topUp(browser, 20);
    await expect(t.database.db.execute(sql`update gift_credit_ledger set amount = 1`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update gift_credit_accounts set balance = -1 where user_id = ${user.id}`),
    ).rejects.toThrow();
  });
});

const ORDERS = 30;
const COVERED = 5;

describe(`${ORDERS} orders at the same instant on the gift credit of ${COVERED}`, () => {
  it('pays exactly as many as the gift credit covers; the balance ends at zero, never below', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, ORDERS);
    await h.topUp(browser, (COVERED * value) / 100);
    const all: Ref[] = [];
    for (let index = 0; index < ORDERS; index += 1)
      all.push(refOf((await h.cardWithGiftCard(browser)).order));

    const answers = await Promise.all(all.map((ref) => payWithCredits(browser, ref)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(COVERED);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ORDERS - COVERED);
    const paid = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          inArray(
            orders.id,
            all.map((ref) => ref.id),
          ),
          eq(orders.status, 'paid'),
        ),
      );
    expect(paid).toHaveLength(COVERED);

    const ledger = await h.giftLedgerOf(user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows.map((row) => row.balanceAfter)).toEqual(
      Array.from({ length: COVERED + 1 }, (_, index) => (COVERED - index) * value),
    );
    // The card credits of the refused orders were not taken either.
    expect((await h.ledgerOf(user.id)).balance).toBe(ORDERS - COVERED);
  });
});

describe(`${ORDERS} card payments at the same instant on the gift credit of ${COVERED}`, () => {
  it('completes as many as the gift credit covers; the other card payments are refunded', async () => {
    const { browser, user } = await h.account();
    // No card credits: the gift-credit balance is the only thing the orders share.
    await h.topUp(browser, (COVERED * value) / 100);
    const all: Ref[] = [];
    for (let index = 0; index < ORDERS; index += 1)
      all.push(refOf((await h.cardWithGiftCard(browser)).order));
    const intents = await Promise.all(all.map((ref) => pay.intentFor(browser, ref)));
    const results = await Promise.all(intents.map((intent) => pay.confirm(browser, intent.secret)));
    expect(results.filter((result) => result.status === 'succeeded')).toHaveLength(ORDERS);

    // The browsers' returns race the gateway's webhooks.
    const answers = await Promise.all(
      all.map((ref, index) =>
        browser.post('/api/payment/order/complete', { order: ref, intentId: intents[index]?.intentId }),
      ),
    );
    await pay.gateway.settled();
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(COVERED);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ORDERS - COVERED);
    const refunds = (await Promise.all(all.map((ref) => pay.refundsOf(ref.id)))).flat();
    expect(refunds.filter((refund) => refund.reason === 'credits-used-up')).toHaveLength(ORDERS - COVERED);

    const ledger = await h.giftLedgerOf(user.id);
    expect(ledger.balance).toBe(0);
    expect(ledger.rows.filter((row) => row.kind === 'use')).toHaveLength(COVERED);
    expect(ledger.rows.map((row) => row.balanceAfter)).toEqual(
      Array.from({ length: COVERED + 1 }, (_, index) => (COVERED - index) * value),
    );
  });
});
