import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Order } from '@cardshop/shared/contracts/orders';
import type { IntentResult, QuoteResult } from '@cardshop/shared/contracts/payments';
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
import { dataOf } from '../auth/test-helpers.ts';
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
async function stripeCart(email: string) {
  const helpers = await checkoutHelpers(t as unknown as Parameters<typeof checkoutHelpers>[0]);
  return helpers.cart({ email });
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
