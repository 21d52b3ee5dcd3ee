import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@cardshop/shared/contracts/orders';
import type { IntentResult, QuoteResult } from '@cardshop/shared/contracts/payments';
import type { SavedCardPayment, SavedCardResult } from '@cardshop/shared/contracts/saved-card';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMailer, readOutbox } from '../../platform/mail.ts';
import { startStripeStandIn } from '../../platform/payments/stripe-stand-in.ts';
import { seedDemo } from '../../seed/generate.ts';
import { createServices } from '../../services.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from './test-helpers.ts';

// The shop configured for Stripe, talking to a LOCAL STAND-IN FOR STRIPE'S API (never api.stripe.com):
// the intent carries an idempotency key, Stripe's signed webhook completes the order once, and the
// browser's return finds it paid.

const WEBHOOK_SECRET = 'whsec_shop_test';
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let t: Awaited<ReturnType<typeof build>>;

async function build() {
  const database = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-stripe-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  await seedDemo(database.db, { cards: 24 });
  const outboxDir = path.join(dataDir, 'outbox');
  const services = createServices(database.db, {
    publicUrl: config.PUBLIC_URL,
    mailer: createMailer({ outboxDir }),
    appSecret: randomBytes(32).toString('base64url'),
    stripe: standIn.options(WEBHOOK_SECRET),
  });
  const app = await buildApp({ config, database, services });
  app.markMigrated();
  await app.ready();
  return {
    app,
    services,
    database,
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await build();
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function webhook(type: string, intentId: string, id = `evt_${randomBytes(6).toString('hex')}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/stripe',
      headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
      payload,
    });
}

/** A guest's cart of blanks in the Stripe-configured shop (the checkout helpers' cart: blanks to Sydney). */
async function stripeCart(email: string, browser?: TestBrowser) {
  const helpers = await checkoutHelpers(t as unknown as Parameters<typeof checkoutHelpers>[0]);
  return helpers.cart({ email, ...(browser ? { browser } : {}) });
}

const statusOf = async (orderId: string) =>
  (await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]
    ?.status;

describe('paying with Stripe (stand-in API)', () => {
  it('quotes with the publishable key, pays through the signed webhook once, and the browser finds it paid', async () => {
    const { browser, order, ref } = await stripeCart('stripe-buyer@example.com');

    const quote = dataOf<QuoteResult>(await browser.post('/api/payment/order/quote', { order: ref }));
    expect(quote.payment).toMatchObject({
      provider: 'stripe',
      publishableKey: 'pk_test_standin',
      currency: 'AUD',
    });

    const intent = dataOf<IntentResult>(await browser.post('/api/payment/order/intent', { order: ref }));
    expect(intent).toMatchObject({ provider: 'stripe', secret: `${intent.intentId}_secret_standin` });
    const create = standIn.requests.find((request) => request.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe(`order-${order.id}-${intent.amount}-AUD-0`);
    expect(create?.form.get('amount')).toBe(String(quote.order.totals.total));
    // The test card endpoints do not exist with real payments.
    expect((await browser.get('/api/payment/test/cards')).statusCode).toBe(404);
    // Nor does a page say the shop is in test mode.
    expect(dataOf<{ testMode: boolean }>(await browser.get('/api/config/bootstrap')).testMode).toBe(false);

    // Stripe.js confirmed the card in the browser; Stripe sends its webhook (twice, as it may).
    standIn.setStatus(intent.intentId, 'succeeded');
    const deliver = webhook('payment_intent.succeeded', intent.intentId);
    const [first, second] = [await deliver(), await deliver()];
    expect(first.statusCode, first.body).toBe(200);
    expect(dataOf(second)).toEqual({ received: true, duplicate: true });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('paid');
    expect((await t.outbox()).filter((mail) => mail.to === 'stripe-buyer@example.com')).toHaveLength(1);

    const complete = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    expect(dataOf<Order>(complete).status).toBe('paid');
    expect((await t.outbox()).filter((mail) => mail.to === 'stripe-buyer@example.com')).toHaveLength(1);
  });

  it('a declined intent paid after all, once a new one replaced it, is refunded through Stripe', async () => {
    const { browser, ref } = await stripeCart('stripe-refund@example.com');
    const first = dataOf<IntentResult>(await browser.post('/api/payment/order/intent', { order: ref }));
    // Stripe declines the card: the intent waits for another card, and the webhook says it failed.
    standIn.setStatus(first.intentId, 'requires_payment_method', { message: 'Your card was declined.' });
    expect((await webhook('payment_intent.payment_failed', first.intentId)()).statusCode).toBe(200);
    expect(await statusOf(ref.id)).toBe('open');

    // The buyer's other tab pays the declined intent with another card; its webhook is slow to come.
    standIn.setStatus(first.intentId, 'succeeded');
    const next = dataOf<IntentResult>(await browser.post('/api/payment/order/intent', { order: ref }));
    expect(next.intentId).not.toBe(first.intentId);
    // The new intent replaced it: the shop's cancel found it paid, and the shop refunded it.
    const refunds = () => standIn.requests.filter((request) => request.path === '/v1/refunds');
    expect(refunds().map((request) => [request.form.get('payment_intent'), request.idempotencyKey])).toEqual([
      [first.intentId, `refund-${first.intentId}`],
    ]);
    expect((await webhook('payment_intent.succeeded', first.intentId)()).statusCode).toBe(200);
    expect(await statusOf(ref.id)).toBe('paying');

    standIn.setStatus(next.intentId, 'succeeded');
    expect((await webhook('payment_intent.succeeded', next.intentId)()).statusCode).toBe(200);
    expect(await statusOf(ref.id)).toBe('paid');
    expect(refunds()).toHaveLength(1);
    const paid = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(paid.refunds).toMatchObject([{ reason: 'superseded', status: 'succeeded', amount: first.amount }]);
  });

  it('refuses a webhook signed with another secret', async () => {
    const payload = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: {} },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/stripe',
      headers: {
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: 'whsec_someone_else',
        }),
        'content-type': 'application/json',
      },
      payload,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the saved card with Stripe (stand-in API, decision 0025)', () => {
  it('a Customer per account, the card saved with setup_future_usage, paid with in one step, detached on removal', async () => {
    const app = t as unknown as Parameters<typeof signIn>[0];
    const user = await createUser(app);
    const browser = await signIn(app, user);

    const first = await stripeCart(user.email, browser);
    const saving = dataOf<IntentResult>(
      await browser.post('/api/payment/order/intent', { order: first.ref, saveCard: true }),
    );
    const customer = standIn.requests.find((request) => request.path === '/v1/customers');
    expect(customer?.idempotencyKey).toBe(`customer-${user.id}`);
    const create = standIn.requests.findLast((request) => request.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe(`order-${first.ref.id}-${saving.amount}-AUD-card-save-0`);
    expect(create?.form.get('setup_future_usage')).toBe('on_session');
    const customerId = create?.form.get('customer') ?? '';
    expect(customerId).toMatch(/^cus_standin_/);

    // Stripe.js pays with the card in the browser; Stripe attaches it to the Customer and sends its webhook.
    const methodId = standIn.payWithCard(saving.intentId, { last4: '4242', expMonth: 12, expYear: 2039 });
    expect((await webhook('payment_intent.succeeded', saving.intentId)()).statusCode).toBe(200);
    expect(await statusOf(first.ref.id)).toBe('paid');
    const saved = dataOf<SavedCardResult>(await browser.get('/api/account/saved-card')).card;
    expect(saved).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2039,
      expired: false,
    });

    const second = await stripeCart(user.email, browser);
    const paying = await browser.post('/api/payment/order/pay-saved-card', {
      order: second.ref,
      cardId: saved?.id,
    });
    expect(paying.statusCode, paying.body).toBe(200);
    const payment = dataOf<SavedCardPayment>(paying);
    expect(payment).toMatchObject({ status: 'succeeded', provider: 'stripe' });
    const confirm = standIn.requests.find(
      (request) => request.path === `/v1/payment_intents/${payment.intentId}/confirm`,
    );
    expect(confirm?.form.get('payment_method')).toBe(methodId);
    expect(standIn.intents.get(payment.intentId)).toMatchObject({
      customer: customerId,
      status: 'succeeded',
    });
    expect((await webhook('payment_intent.succeeded', payment.intentId)()).statusCode).toBe(200);
    const completed = await browser.post('/api/payment/order/complete', {
      order: second.ref,
      intentId: payment.intentId,
    });
    expect(dataOf<Order>(completed).status).toBe('paid');
    const charged = [...standIn.intents.values()].filter(
      (intent) =>
        (intent.metadata as { orderId?: string }).orderId === second.ref.id && intent.status === 'succeeded',
    );
    expect(charged).toHaveLength(1);

    const removal = await browser.post(`/api/account/saved-card/remove/${saved?.id}`);
    expect(dataOf<SavedCardResult>(removal)).toEqual({ card: null, holder: 'account', canChange: true });
    expect(
      standIn.requests.filter((request) => request.path === `/v1/payment_methods/${methodId}/detach`),
    ).toHaveLength(1);
    expect(standIn.methods.get(methodId)?.customer).toBeNull();
  });
});
