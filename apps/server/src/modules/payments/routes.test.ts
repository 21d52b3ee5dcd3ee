import type { Order } from '@cardshop/shared/contracts/orders';
import type { QuoteResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../db/schema.ts';
import { createMailer } from '../../platform/mail.ts';
import type { TestGateway } from '../../platform/payments/test-gateway.ts';
import { TEST_SIGNATURE_HEADER } from '../../platform/payments/test-gateway.ts';
import { createServices } from '../../services.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers, TEST_CARD } from './test-helpers.ts';

// Paying with the test gateway end to end through the API, and what makes it safe: one paid order per
// payment whoever completes it and however often, a duplicated webhook that changes nothing, and
// reconciliation after a crash. The confirmation mail is a job on the queue, which runs here as it does
// in the shop. With DATABASE_URL set the same runs on PostgreSQL.

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
let gateway: TestGateway;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, queue: true });
  h = await checkoutHelpers(t);
  gateway = h.gateway;
}, 60_000);
afterAll(() => t.close());

const CARD = TEST_CARD;
const cart = (options?: Parameters<typeof h.cart>[0]) => h.cart(options);
const intentFor = (browser: TestBrowser, ref: { id: string; token: string }) => h.intentFor(browser, ref);
const confirm = (browser: TestBrowser, secret: string, card = CARD) => h.confirm(browser, secret, card);
const orderRow = (id: string) => h.orderRow(id);
const paymentRows = (orderId: string) => h.paymentRows(orderId);

/** Confirmation mails in the outbox for an address. */
async function confirmationsTo(email: string) {
  return (await t.outbox()).filter((mail) => mail.to === email && /is confirmed/.test(mail.subject));
}

/**
 * A cart charged at the gateway with its webhook held back, the success event the gateway signed for it,
 * and how to deliver that event (as often as a test likes).
 */
async function chargedWithWebhook(email: string) {
  const { browser, ref } = await cart({ email });
  const intent = await intentFor(browser, ref);
  await h.chargeSilently(intent.intentId);
  const event = gateway.signedEvent('payment_intent.succeeded', intent.intentId);
  const send = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/test',
      headers: { ...event.headers, 'content-type': 'application/json' },
      payload: event.body,
    });
  return { ref, intentId: intent.intentId, event, send };
}

describe('POST /api/payment/order/quote', () => {
  it('saves the buyer, and answers the order with what will be charged by the test gateway', async () => {
    const { browser, ref } = await cart();
    const response = await browser.post('/api/payment/order/quote', {
      order: ref,
      customer: { email: 'Ada@Example.com', firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const quote = dataOf<QuoteResult>(response);
    expect(quote.order.customer).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(quote.payment).toEqual({
      amount: quote.order.totals.total,
      currency: 'AUD',
      provider: 'test',
      publishableKey: null,
    });
    expect(quote.order.totals.total).toBeGreaterThan(0);
    expect(quote.conversion).toBeNull();
    expect((await orderRow(ref.id)).customer).toMatchObject({ email: 'ada@example.com', country: 'AU' });
  });

  it('shows an estimate in the visitor’s currency when their region differs from the order’s', async () => {
    const { browser, ref } = await cart();
    const response = await browser.post('/api/payment/order/quote?region=US', { order: ref });
    const quote = dataOf<QuoteResult>(response);
    expect(quote.payment.currency).toBe('AUD');
    expect(quote.conversion).toMatchObject({ currency: 'USD', estimate: true, rate: 0.65 });
    expect(quote.conversion?.total).toBe(Math.round(quote.order.totals.total * 0.65));
    expect(quote.conversion?.items).toHaveLength(1);
  });

  it('needs the order’s token', async () => {
    const { browser, ref } = await cart();
    const response = await browser.post('/api/payment/order/quote', {
      order: { ...ref, token: 'x'.repeat(32) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/payment/order/intent', () => {
  it('freezes the order (paying) and answers an intent for exactly its total, the same one when asked again', async () => {
    const { browser, ref } = await cart();
    const first = await intentFor(browser, ref);
    const row = await orderRow(ref.id);
    expect(row.status).toBe('paying');
    expect(first).toMatchObject({ provider: 'test', amount: row.total, currency: 'AUD' });
    expect(first.secret.startsWith(`${first.intentId}_secret_`)).toBe(true);
    const again = await Promise.all([intentFor(browser, ref), intentFor(browser, ref)]);
    expect(again.map((intent) => intent.intentId)).toEqual([first.intentId, first.intentId]);
    expect(await paymentRows(ref.id)).toHaveLength(1);
  });

  it('refuses a client that sends its own amount or currency', async () => {
    const { browser, ref } = await cart();
    const response = await browser.post('/api/payment/order/intent', {
      order: ref,
      amount: 1,
      currency: 'USD',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ amount: ['validation.unknown'], currency: ['validation.unknown'] });
    expect(await paymentRows(ref.id)).toHaveLength(0);
    expect((await orderRow(ref.id)).status).toBe('open');
  });

  it('cannot be made without the order’s token', async () => {
    const { browser, ref } = await cart();
    const response = await browser.post('/api/payment/order/intent', {
      order: { ...ref, token: 'y'.repeat(32) },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('paying with the test gateway', () => {
  it('a guest buys 10 blanks: the order is paid once and one confirmation goes out', async () => {
    const { browser, ref, order } = await cart({ quantity: 10, email: 'guest-buyer@example.com' });
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret)).toEqual({ status: 'succeeded' });

    const response = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const paid = dataOf<Order>(response);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    // The gateway's webhook arrives too; it finds the order paid.
    await gateway.settled();
    await h.confirmed(ref.id);

    const row = await orderRow(ref.id);
    expect(row.status).toBe('paid');
    expect(row.confirmationSentAt).not.toBeNull();
    const [payment] = await paymentRows(ref.id);
    expect(payment).toMatchObject({ status: 'succeeded', amount: row.total, failureMessage: null });
    expect(payment?.completedAt).not.toBeNull();

    const mails = await confirmationsTo('guest-buyer@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.text).toContain(`10 × ${order.items[0]?.card.art.name}`);
    expect(mail?.text).toMatch(/Total paid: \$\d+\.\d\d/);
    expect(mail?.text).toContain('Expected delivery: between');
    expect(mail?.text).toContain('test mode');
  });

  it('a declined card keeps the cart: the order is open with its items and the payment failed with its message', async () => {
    const { browser, ref } = await cart({ quantity: 3 });
    const intent = await intentFor(browser, ref);
    const result = await confirm(browser, intent.secret, { ...CARD, number: '4000 0000 0000 0002' });
    expect(result).toEqual({ status: 'failed', message: 'Your card was declined.' });

    const row = await orderRow(ref.id);
    expect(row.status).toBe('open');
    const reloaded = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(reloaded.items).toHaveLength(1);
    expect(reloaded.items[0]?.quantity).toBe(3);
    expect(await paymentRows(ref.id)).toMatchObject([
      { status: 'failed', failureMessage: 'Your card was declined.' },
    ]);

    // Completing a declined payment pays nothing.
    const complete = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(complete.statusCode).toBe(402);
    expect((await orderRow(ref.id)).status).toBe('open');

    // Another card: a new intent, paid.
    const next = await intentFor(browser, ref);
    expect(next.intentId).not.toBe(intent.intentId);
    expect(await confirm(browser, next.secret)).toEqual({ status: 'succeeded' });
    expect(
      (await browser.post('/api/payment/order/complete', { order: ref, intentId: next.intentId })).statusCode,
    ).toBe(200);
    await gateway.settled();
    expect((await orderRow(ref.id)).status).toBe('paid');
  });

  it('declines insufficient funds and unknown cards with clear messages', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret, { ...CARD, number: '4000 0000 0000 9995' })).toEqual({
      status: 'failed',
      message: 'Your card has insufficient funds.',
    });
    const again = await intentFor(browser, ref);
    const unknown = await confirm(browser, again.secret, { ...CARD, number: '5555 5555 5555 4444' });
    expect(unknown.status).toBe('failed');
    expect(unknown.message).toMatch(/test mode.*4242 4242 4242 4242/);
  });

  it('simulates a 3-D Secure challenge: approved it succeeds, failed it declines', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    expect(await confirm(browser, intent.secret, { ...CARD, number: '4000 0000 0000 3220' })).toEqual({
      status: 'requires_action',
    });
    const failed = await browser.post('/api/payment/test/challenge', {
      secret: intent.secret,
      approve: false,
    });
    expect(dataOf<TestPaymentResult>(failed)).toMatchObject({
      status: 'failed',
      message: expect.stringMatching(/3-D Secure/),
    });
    expect((await orderRow(ref.id)).status).toBe('open');

    const next = await intentFor(browser, ref);
    await confirm(browser, next.secret, { ...CARD, number: '4000 0000 0000 3220' });
    const approved = await browser.post('/api/payment/test/challenge', {
      secret: next.secret,
      approve: true,
    });
    expect(dataOf<TestPaymentResult>(approved)).toEqual({ status: 'succeeded' });
    await gateway.settled();
    // The webhook alone completed it: the browser never came back.
    expect((await orderRow(ref.id)).status).toBe('paid');
  });

  it('checks the card: Luhn, expiry in the future, a 3–4 digit CVC and a name', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    const bad = await browser.post('/api/payment/test/confirm', {
      secret: intent.secret,
      card: { number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', name: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({
      'card.number': ['validation.card-number'],
      'card.expiry': ['validation.card-expiry'],
      'card.cvc': ['validation.card-cvc'],
      'card.name': ['validation.required'],
    });
    const expired = await browser.post('/api/payment/test/confirm', {
      secret: intent.secret,
      card: { ...CARD, expiry: '01/20' },
    });
    expect(expired.statusCode).toBe(422);
    expect(errorsOf(expired)).toEqual({ 'card.expiry': ['validation.card-expired'] });
    // Nothing was charged or declined.
    expect(await paymentRows(ref.id)).toMatchObject([{ status: 'requires_payment' }]);
  });

  it('refuses a forged secret', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    const response = await browser.post('/api/payment/test/confirm', {
      secret: `${intent.intentId}_secret_000000000000000000000000`,
      card: CARD,
    });
    expect(response.statusCode).toBe(404);
  });

  it('lists the test cards for the page', async () => {
    const response = await testBrowser(t).get('/api/payment/test/cards');
    expect(dataOf(response)).toMatchObject({
      testMode: true,
      cards: expect.arrayContaining([
        expect.objectContaining({ number: '4242 4242 4242 4242', outcome: 'succeeded' }),
      ]),
    });
  });

  it('an order cannot be paid twice', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    await confirm(browser, intent.secret);
    await browser.post('/api/payment/order/complete', { order: ref, intentId: intent.intentId });
    const again = await browser.post('/api/payment/order/intent', { order: ref });
    expect(again.statusCode).toBe(409);
    await gateway.settled();
  });
});

describe('completion is idempotent', () => {
  it('concurrent completions of one payment make one paid order and one confirmation', async () => {
    const { browser, ref } = await cart({ email: 'race@example.com' });
    const intent = await intentFor(browser, ref);
    // Charged at the provider, with the webhook held back so the completions below race on their own.
    await h.chargeSilently(intent.intentId);

    const results = await Promise.all([
      t.services.payments.complete(intent.intentId),
      t.services.payments.complete(intent.intentId),
      browser.post('/api/payment/order/complete', { order: ref, intentId: intent.intentId }),
      t.services.payments.complete(intent.intentId),
      browser.post('/api/payment/order/complete', { order: ref, intentId: intent.intentId }),
    ]);
    // At most one of the direct calls completed it (a browser's request may have won the race instead);
    // exactly one completion in all shows in the single confirmation e-mail below, which only the
    // completing call sends.
    const completions = results.filter((result) => 'completed' in result && result.completed);
    expect(completions.length).toBeLessThanOrEqual(1);
    // The two browsers' requests answer 200 whoever completed the order.
    const responses = results.filter((result) => 'statusCode' in result);
    expect(responses).toHaveLength(2);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const row = await orderRow(ref.id);
    expect(row.status).toBe('paid');
    await h.confirmed(ref.id);
    expect(await confirmationsTo('race@example.com')).toHaveLength(1);
  });

  it('a duplicated webhook changes nothing', async () => {
    const { ref, event, send } = await chargedWithWebhook('dupe@example.com');

    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(dataOf(first)).toEqual({ received: true, duplicate: false });
    const paidAt = (await orderRow(ref.id)).paidAt;
    expect(paidAt).not.toBeNull();

    const second = await send();
    expect(dataOf(second)).toEqual({ received: true, duplicate: true });
    expect((await orderRow(ref.id)).paidAt).toEqual(paidAt);
    await h.confirmed(ref.id);
    expect(await confirmationsTo('dupe@example.com')).toHaveLength(1);
    const [events] = await t.database.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.provider, 'test'), eq(paymentEvents.eventId, JSON.parse(event.body).id)));
    expect(events?.n).toBe(1);
  });

  it('a webhook the shop could not handle is forgotten, and the provider’s retry pays the order', async () => {
    const { ref, intentId, send } = await chargedWithWebhook('retry@example.com');
    // The database refuses to complete this payment for a while (a failure halfway through handling).
    await t.database.db.execute(
      sql.raw(`create function refuse_completion() returns trigger language plpgsql as $$
        begin raise exception 'completion refused for the test'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_completion before update on payments for each row
        when (new.intent_id = '${intentId}') execute function refuse_completion()`),
    );
    try {
      const failed = await send();
      expect(failed.statusCode).toBe(500);
      expect((await orderRow(ref.id)).status).toBe('paying');
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_completion on payments'));
      await t.database.db.execute(sql.raw('drop function refuse_completion()'));
    }
    // The provider sends the same event again: it is handled, not taken for a repeat.
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(dataOf(retried)).toEqual({ received: true, duplicate: false });
    expect((await orderRow(ref.id)).status).toBe('paid');
  });

  it('a webhook needs no CSRF token but a valid signature', async () => {
    const event = gateway.signedEvent('payment_intent.succeeded', 'pi_test_unknown');
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/test',
      headers: { [TEST_SIGNATURE_HEADER]: 't=1,v1=00', 'content-type': 'application/json' },
      payload: event.body,
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/test',
      headers: { ...event.headers, 'content-type': 'application/json' },
      payload: event.body.replace('pi_test_unknown', 'pi_test_someone'),
    });
    expect(tampered.statusCode).toBe(400);
    // Signed, but for an intent the shop never made: received and ignored.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/test',
      headers: { ...event.headers, 'content-type': 'application/json' },
      payload: event.body,
    });
    expect(unknown.statusCode, unknown.body).toBe(200);
    // The provider that is not configured has no endpoint.
    const stripe = await t.app.inject({ method: 'POST', url: '/api/payment/webhook/stripe', payload: '{}' });
    expect(stripe.statusCode).toBe(404);
  });

  it('killed mid-completion: after a restart, reconciliation pays the order once and mails once', async () => {
    const { browser, ref } = await cart({ email: 'crash@example.com' });
    const intent = await intentFor(browser, ref);
    // The provider took the money; the process died before completing the order (no webhook, no return),
    // and came back a few minutes later.
    await h.chargeSilently(intent.intentId);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(payments.intentId, intent.intentId));
    expect((await orderRow(ref.id)).status).toBe('paying');

    // A new app instance on the same database and outbox, as after a restart.
    const outboxDir = t.services.mailer.outboxDir ?? '';
    const restarted = createServices(t.database.db, {
      publicUrl: t.config.PUBLIC_URL,
      mailer: createMailer({ outboxDir }),
      appSecret: 'another-process-secret-of-at-least-32-chars',
    });
    await restarted.promos.reload();
    const first = await restarted.payments.reconcile();
    expect(first.completed).toBe(1);
    const row = await orderRow(ref.id);
    expect(row.status).toBe('paid');
    expect(await confirmationsTo('crash@example.com')).toHaveLength(1);

    const second = await restarted.payments.reconcile();
    expect(second.completed).toBe(0);
    expect((await orderRow(ref.id)).paidAt).toEqual(row.paidAt);
    expect(await confirmationsTo('crash@example.com')).toHaveLength(1);
  });
});

describe('a payment that does not match, and a cart left in payment', () => {
  it('a succeeded payment for another amount pays nothing and is refunded through the gateway', async () => {
    const { browser, ref } = await cart();
    const intent = await intentFor(browser, ref);
    await h.chargeSilently(intent.intentId);
    // The shop's record says another amount than the gateway charged.
    await t.database.db.update(payments).set({ amount: 1 }).where(eq(payments.intentId, intent.intentId));
    const response = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(response.statusCode).toBe(409);
    expect((await orderRow(ref.id)).status).toBe('paying');
    const [payment] = await paymentRows(ref.id);
    expect(payment?.failureMessage).toMatch(/refunded/);
    expect(payment?.completedAt).not.toBeNull();
    expect(await h.refundsOf(ref.id)).toEqual([
      { intentId: intent.intentId, reason: 'amount-mismatch', status: 'succeeded' },
    ]);
    expect(await h.netCharges(ref.id)).toEqual([]);
    const order = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(order.refunds).toMatchObject([
      { amount: intent.amount, reason: 'amount-mismatch', status: 'succeeded' },
    ]);
  });

  it('adding blanks to a cart whose payment never finished reopens it and keeps one order', async () => {
    const { browser, ref, order } = await cart({ quantity: 2 });
    const intent = await intentFor(browser, ref);
    expect((await orderRow(ref.id)).status).toBe('paying');
    const first = order.items[0];
    if (!first) throw new Error('no item');
    const added = await browser.post('/api/order/add-blanks', {
      cardId: first.card.art.id,
      cardSize: first.card.size,
      quantity: 3,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      shipping: { method: 'standard' },
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
      order: ref,
    });
    expect(added.statusCode, added.body).toBe(200);
    const after = dataOf<{ order: Order }>(added).order;
    expect(after.id).toBe(ref.id);
    expect(after.items.map((item) => item.quantity).sort()).toEqual([2, 3]);
    expect(await paymentRows(ref.id)).toMatchObject([{ intentId: intent.intentId, status: 'cancelled' }]);
  });

  it('back on the payment page, a cart whose payment never started is open again and can change', async () => {
    const { browser, ref, order } = await cart({ quantity: 2 });
    const intent = await intentFor(browser, ref);
    expect((await orderRow(ref.id)).status).toBe('paying');
    const item = order.items[0];
    if (!item) throw new Error('no item');
    const frozen = await browser.post('/api/order/edit-item', {
      order: ref,
      item: { id: item.id, token: item.token },
      quantity: 5,
    });
    expect(frozen.statusCode).toBe(409);

    const quote = dataOf<QuoteResult>(await browser.post('/api/payment/order/quote', { order: ref }));
    expect(quote.order.status).toBe('open');
    expect(await paymentRows(ref.id)).toMatchObject([{ intentId: intent.intentId, status: 'cancelled' }]);
    // The old intent can no longer be paid.
    expect(await confirm(browser, intent.secret)).toMatchObject({ status: 'failed' });
    const edited = await browser.post('/api/order/edit-item', {
      order: ref,
      item: { id: item.id, token: item.token },
      quantity: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const next = await intentFor(browser, ref);
    expect(next.amount).toBe((await orderRow(ref.id)).total);
    expect(next.intentId).not.toBe(intent.intentId);
  });

  it('a complete call for a payment never made, or of another order, is a 404', async () => {
    const a = await cart();
    const b = await cart();
    const intent = await intentFor(a.browser, a.ref);
    const other = await b.browser.post('/api/payment/order/complete', {
      order: b.ref,
      intentId: intent.intentId,
    });
    expect(other.statusCode).toBe(404);
    const unknown = await a.browser.post('/api/payment/order/complete', {
      order: a.ref,
      intentId: 'pi_test_nothing',
    });
    expect(unknown.statusCode).toBe(404);
  });
});
