import type { Order } from '@cardshop/shared/contracts/orders';
import type { IntentResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import { and, eq, isNull } from 'drizzle-orm';
import { expect } from 'vitest';
import { cards, orders, paymentRefunds, payments, testGatewayIntents } from '../../db/schema.ts';
import type { TestGateway } from '../../platform/payments/test-gateway.ts';
import type { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { CONFIRMATION_JOB } from './confirmation.ts';

// Test helpers of the checkout tests (payments and promos): guests with carts of blanks, intents and the
// test gateway's card form, as the payment page calls them.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A card that pays with the test gateway. */
export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Grace Hopper' };
/** A card the test gateway declines. */
export const DECLINED_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

export async function checkoutHelpers(t: TestApp) {
  const blanks = (
    await t.database.db
      .select({ id: cards.id, sizeId: cards.sizeId, formats: cards.formats })
      .from(cards)
      .orderBy(cards.id)
  ).filter((row) => row.formats.includes('blank'));
  const gateway = t.services.payments.provider as TestGateway;
  let buyers = 0;

  /** A new guest (a browser of its own) with a cart of blanks; answers the browser and the order. */
  async function cart(options: { quantity?: number; email?: string; browser?: TestBrowser } = {}) {
    buyers += 1;
    const browser = options.browser ?? testBrowser(t);
    await browser.check();
    const card = blanks[buyers % blanks.length];
    if (!card) throw new Error('the seed has no blank cards');
    const response = await browser.post('/api/order/add-blanks', {
      cardId: card.id,
      cardSize: card.sizeId,
      quantity: options.quantity ?? 10,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: options.email ?? `buyer${buyers}-${Date.now()}@example.com`,
      shipping: { method: 'standard' },
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = dataOf<{ order: Order & { token: string } }>(response).order;
    return { browser, order, ref: { id: order.id, token: order.token } };
  }

  async function intentFor(browser: TestBrowser, ref: { id: string; token: string }) {
    const response = await browser.post('/api/payment/order/intent', { order: ref });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<IntentResult>(response);
  }

  async function confirm(browser: TestBrowser, secret: string, card = TEST_CARD) {
    const response = await browser.post('/api/payment/test/confirm', { secret, card });
    expect(response.statusCode, response.body).toBe(200);
    return dataOf<TestPaymentResult>(response);
  }

  /** Intent → test card → complete, and the gateway's webhook delivered. */
  async function pay(browser: TestBrowser, ref: { id: string; token: string }) {
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });
    const response = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    await gateway.settled();
    return dataOf<Order>(response);
  }

  async function orderRow(id: string) {
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw new Error('no order');
    return row;
  }

  async function paymentRows(orderId: string) {
    return t.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(payments.createdAt);
  }

  /**
   * The order's charges at the gateway that were not refunded: what the buyer has paid, net. Each is the
   * intent id and its amount, oldest first.
   */
  async function netCharges(orderId: string) {
    const rows = await t.database.db
      .select({ intentId: testGatewayIntents.intentId, amount: testGatewayIntents.amount })
      .from(testGatewayIntents)
      .where(
        and(
          eq(testGatewayIntents.orderId, orderId),
          eq(testGatewayIntents.status, 'succeeded'),
          isNull(testGatewayIntents.refundId),
        ),
      )
      .orderBy(testGatewayIntents.createdAt);
    return rows;
  }

  /** The refunds the shop recorded for the order's payments, oldest first. */
  async function refundsOf(orderId: string) {
    return t.database.db
      .select({
        intentId: paymentRefunds.intentId,
        reason: paymentRefunds.reason,
        status: paymentRefunds.status,
      })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, orderId))
      .orderBy(paymentRefunds.createdAt);
  }

  /** The gateway took the money, and its webhook was lost: the shop has not heard of it. */
  async function chargeSilently(intentId: string) {
    await t.database.db
      .update(testGatewayIntents)
      .set({ status: 'succeeded', failureMessage: null })
      .where(eq(testGatewayIntents.intentId, intentId));
  }

  /**
   * Waits until the order's confirmation job has run to the end (the mail sent, or found sent already);
   * fails after a few seconds. Without a job queue the paying call sent it: nothing to wait for.
   */
  async function confirmed(orderId: string) {
    const spy = t.queue?.boss.getSpy<{ orderId: string }>(CONFIRMATION_JOB);
    if (!spy) return;
    let timer: NodeJS.Timeout | undefined;
    const done = await Promise.race([
      spy.waitForJob((data) => data.orderId === orderId, 'completed').then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), 10_000);
      }),
    ]);
    clearTimeout(timer);
    if (!done) throw new Error(`the confirmation job of order ${orderId} did not complete`);
  }

  return {
    gateway,
    confirmed,
    cart,
    intentFor,
    confirm,
    pay,
    orderRow,
    paymentRows,
    netCharges,
    refundsOf,
    chargeSilently,
  };
}
