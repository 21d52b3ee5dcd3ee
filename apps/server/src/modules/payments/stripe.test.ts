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
import { cards, orders } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMailer, readOutbox } from '../../platform/mail.ts';
import { startStripeStandIn } from '../../platform/payments/stripe-stand-in.ts';
import { seedDemo } from '../../seed/generate.ts';
import { createServices } from '../../services.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { dataOf, testBrowser } from '../auth/test-helpers.ts';

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

describe('paying with Stripe (stand-in API)', () => {
  it('quotes with the publishable key, pays through the signed webhook once, and the browser finds it paid', async () => {
    const [card] = await t.database.db
      .select({ id: cards.id, sizeId: cards.sizeId, formats: cards.formats })
      .from(cards)
      .orderBy(cards.id)
      .then((rows) => rows.filter((row) => row.formats.includes('blank')));
    if (!card) throw new Error('no blank card');
    const browser = testBrowser({ app: t.app } as Parameters<typeof testBrowser>[0]);
    await browser.check();
    const added = await browser.post('/api/order/add-blanks', {
      cardId: card.id,
      cardSize: card.sizeId,
      quantity: 10,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'stripe-buyer@example.com',
      shipping: { method: 'standard' },
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    const order = dataOf<{ order: Order & { token: string } }>(added).order;
    const ref = { id: order.id, token: order.token };

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
