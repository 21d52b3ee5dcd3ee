import type { Order } from '@cardshop/shared/contracts/orders';
import type { QuoteResult } from '@cardshop/shared/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, testGatewayIntents } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, messagesOf, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { addCard, addCardPayload } from '../orders/test-helpers.ts';
import { orderReference } from '../payments/confirmation-mail.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { creditHelpers } from './test-helpers.ts';

// Paying for cards with credits (decision 0024): an account's credits pay for written cards with their
// standard postage, the card pays only the rest, an order they cover entirely is paid without a card,
// credits are taken in the transaction that marks the order paid, and a cancelled order gives them back.
// With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof creditHelpers>>;
let pay: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await creditHelpers(t);
  pay = await checkoutHelpers(t);
});
afterAll(() => t.close());

type Ref = { id: string; token: string };
const refOf = (order: { id: string; token: string }): Ref => ({ id: order.id, token: order.token });

async function quote(browser: TestBrowser, ref: Ref): Promise<QuoteResult> {
  const response = await browser.post('/api/payment/order/quote', { order: ref });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<QuoteResult>(response);
}

const payWithCredits = (browser: TestBrowser, ref: Ref) =>
  browser.post('/api/payment/order/pay-with-credits', { order: ref });

describe('an order the account’s credits cover', () => {
  it('shows the credits it uses, charges nothing, and is paid without a card', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 20);
    const { order } = await h.cartOfCards(browser, 2);
    const cardPrice = order.items[0]?.unitTotal ?? 0;
    expect(cardPrice).toBeGreaterThan(0);
    expect(order.pricing).toEqual({ credits: 2, creditsAmount: 2 * cardPrice, giftCredit: 0 });
    expect(order.totals).toMatchObject({ subtotal: 2 * cardPrice, shipping: 0, total: 0, tax: 0 });
    expect((await quote(browser, refOf(order))).payment.amount).toBe(0);
    // There is nothing to charge a card for.
    const intent = await browser.post('/api/payment/order/intent', { order: refOf(order) });
    expect(intent.statusCode).toBe(409);

    const paid = await payWithCredits(browser, refOf(order));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(dataOf<Order>(paid)).toMatchObject({
      status: 'paid',
      pricing: { credits: 2 },
      totals: { total: 0 },
    });
    const items = await t.database.db
      .select({ dispatchStatus: orderItems.dispatchStatus })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(items).toEqual([{ dispatchStatus: 'scheduled' }, { dispatchStatus: 'scheduled' }]);
    expect((await pay.paymentRows(order.id)).length).toBe(0);
    // The confirmation went out, as for an order paid by card, and says what the credits paid.
    expect((await pay.orderRow(order.id)).confirmationSentAt).not.toBeNull();
    const mail = (await t.outbox()).find((entry) => entry.subject.includes(orderReference(order.id)));
    expect(mail?.text).toContain('Your card credits paid for all of it.');
    expect(mail?.text).toContain('Card credits used (2)');

    const history = await h.history(browser);
    expect(history.balance).toBe(18);
    expect(
      history.entries.map(({ kind, quantity, balanceAfter }) => ({ kind, quantity, balanceAfter })),
    ).toEqual([
      { kind: 'use', quantity: -2, balanceAfter: 18 },
      { kind: 'purchase', quantity: 20, balanceAfter: 20 },
    ]);
    // The history links to the order's page in the account.
    const link = history.entries[0]?.order;
    expect(link?.id).toBe(order.id);
    const view = await browser.get(`/api/account/orders/${link?.id}/${link?.token}`);
    expect(view.statusCode).toBe(200);
    // Paid once: a second press changes nothing.
    expect((await payWithCredits(browser, refOf(order))).statusCode).toBe(409);
    expect((await h.ledgerOf(user.id)).balance).toBe(18);
  });

  it('charges the card only for the rest: a postage upgrade, and the cards beyond the credits', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    const express = await h.cartOfCards(browser, 1, 'express');
    const cardPrice = express.item.unitTotal;
    expect(express.order.pricing).toEqual({ credits: 1, creditsAmount: cardPrice, giftCredit: 0 });
    expect(express.order.totals.shipping).toBeGreaterThan(0);
    expect(express.order.totals.total).toBe(express.order.totals.shipping);
    const paidExpress = await pay.pay(browser, refOf(express.order));
    expect(paidExpress.status).toBe('paid');
    expect(await pay.netCharges(express.order.id)).toEqual([
      { intentId: expect.any(String), amount: express.order.totals.shipping },
    ]);
    expect((await h.ledgerOf(user.id)).balance).toBe(4);

    const five = await h.cartOfCards(browser, 5);
    expect(five.order.pricing).toEqual({ credits: 4, creditsAmount: 4 * cardPrice, giftCredit: 0 });
    expect(five.order.totals.total).toBe(cardPrice);
    expect((await pay.pay(browser, refOf(five.order))).status).toBe('paid');
    expect(await pay.netCharges(five.order.id)).toEqual([
      { intentId: expect.any(String), amount: cardPrice },
    ]);
    expect(await h.ledgerOf(user.id)).toMatchObject({
      balance: 0,
      rows: [
        { kind: 'purchase', quantity: 5, balanceAfter: 5 },
        { kind: 'use', quantity: -1, balanceAfter: 4, orderId: express.order.id },
        { kind: 'use', quantity: -4, balanceAfter: 0, orderId: five.order.id },
      ],
    });
  });

  it('never pays for blanks, and a guest has none', async () => {
    const { browser } = await h.account();
    await h.buy(browser, 10);
    const blanks = await pay.cart({ browser, quantity: 10 });
    expect(blanks.order.pricing).toEqual({ credits: 0, creditsAmount: 0, giftCredit: 0 });
    expect(blanks.order.totals.total).toBeGreaterThan(0);

    const guest = testBrowser(t);
    await guest.check();
    const { order } = await addCard(guest, addCardPayload(h.card));
    expect(order.pricing).toEqual({ credits: 0, creditsAmount: 0, giftCredit: 0 });
    expect((await payWithCredits(guest, refOf(order))).statusCode).toBe(404);
  });

  it('refuses to pay with credits an order they do not cover, and another account’s order', async () => {
    const owner = await h.account();
    await h.buy(owner.browser, 5);
    const { order } = await h.cartOfCards(owner.browser, 1, 'express');
    const refused = await payWithCredits(owner.browser, refOf(order));
    expect(refused.statusCode).toBe(409);
    expect(messagesOf(refused)).toEqual(['payment.errors.credits-not-enough']);
    expect(dataOf<{ order: Order }>(refused).order).toMatchObject({
      status: 'open',
      pricing: { credits: 1 },
    });

    const covered = await h.cartOfCards(owner.browser, 1);
    const other = await h.account();
    await h.buy(other.browser, 5);
    expect((await payWithCredits(other.browser, refOf(covered.order))).statusCode).toBe(404);
    expect((await h.ledgerOf(other.user.id)).balance).toBe(5);
    expect((await h.ledgerOf(owner.user.id)).balance).toBe(5);
  });
});

describe('credits spent meanwhile', () => {
  it('refund the card payment that counted on them, and the cart reopens at its new total', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    const upgraded = await h.cartOfCards(browser, 1, 'express');
    const ref = refOf(upgraded.order);
    const intent = await pay.intentFor(browser, ref);
    expect(intent.amount).toBe(upgraded.order.totals.shipping);

    // Meanwhile another order of the account spends all five credits.
    const other = await h.cartOfCards(browser, 5);
    expect((await payWithCredits(browser, refOf(other.order))).statusCode).toBe(200);

    expect(await pay.confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const completed = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    await pay.gateway.settled();
    expect(completed.statusCode).toBe(409);
    expect(messagesOf(completed)).toEqual(['payment.errors.credits-not-enough']);
    const reopened = dataOf<{ order: Order }>(completed).order;
    expect(reopened).toMatchObject({
      status: 'open',
      pricing: { credits: 0, creditsAmount: 0, giftCredit: 0 },
    });
    expect(reopened.totals.total).toBe(upgraded.item.unitTotal + upgraded.order.totals.shipping);
    expect(await pay.refundsOf(upgraded.order.id)).toEqual([
      { intentId: intent.intentId, reason: 'credits-used-up', status: 'succeeded' },
    ]);
    expect(await pay.netCharges(upgraded.order.id)).toEqual([]);
    expect(await h.ledgerOf(user.id)).toMatchObject({
      balance: 0,
      rows: [
        { kind: 'purchase', quantity: 5 },
        { kind: 'use', quantity: -5, orderId: other.order.id },
      ],
    });
  });
});

describe('a paid order that is cancelled', () => {
  it('gives its credits back and refunds its card payment, once; its cards are not posted', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    const { order, item } = await h.cartOfCards(browser, 2, 'express');
    expect(order.pricing.credits).toBe(2);
    expect((await pay.pay(browser, refOf(order))).status).toBe('paid');
    expect((await h.ledgerOf(user.id)).balance).toBe(3);

    expect(await t.services.payments.cancelPaidOrder(order.id)).toEqual({
      cancelled: true,
      credits: 2,
      giftCredit: 0,
    });
    expect((await pay.orderRow(order.id)).status).toBe('cancelled');
    expect(await pay.refundsOf(order.id)).toEqual([
      { intentId: expect.any(String), reason: 'order-cancelled', status: 'succeeded' },
    ]);
    const charged = await t.database.db
      .select({ refundId: testGatewayIntents.refundId })
      .from(testGatewayIntents)
      .where(eq(testGatewayIntents.orderId, order.id));
    expect(charged).toEqual([{ refundId: expect.stringMatching(/^re_test_/) }]);
    // The post never gets its items.
    expect(await t.services.fulfilment.dispatch(item.id)).toBe(false);

    const history = await h.history(browser);
    expect(history.balance).toBe(5);
    expect(history.entries[0]).toMatchObject({
      kind: 'refund',
      quantity: 2,
      balanceAfter: 5,
      order: { id: order.id },
    });

    // Cancelling again changes nothing.
    expect(await t.services.payments.cancelPaidOrder(order.id)).toEqual({
      cancelled: false,
      credits: 0,
      giftCredit: 0,
    });
    expect((await h.ledgerOf(user.id)).rows).toHaveLength(3);
    expect((await pay.refundsOf(order.id)).length).toBe(1);
  });

  it('gives back the credits of an order they paid in full', async () => {
    const { browser, user } = await h.account();
    await h.buy(browser, 5);
    const { order } = await h.cartOfCards(browser, 3);
    expect((await payWithCredits(browser, refOf(order))).statusCode).toBe(200);
    expect((await h.ledgerOf(user.id)).balance).toBe(2);
    expect(await t.services.payments.cancelPaidOrder(order.id)).toEqual({
      cancelled: true,
      credits: 3,
      giftCredit: 0,
    });
    expect(await pay.refundsOf(order.id)).toEqual([]);
    expect(await h.ledgerOf(user.id)).toMatchObject({
      balance: 5,
      rows: [
        { kind: 'purchase', quantity: 5, balanceAfter: 5 },
        { kind: 'use', quantity: -3, balanceAfter: 2 },
        { kind: 'refund', quantity: 3, balanceAfter: 5 },
      ],
    });
  });
});
