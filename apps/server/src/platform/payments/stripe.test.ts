import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError } from './provider.ts';
import { createStripeProvider } from './stripe.ts';
import { startStripeStandIn } from './stripe-stand-in.ts';

// Against a LOCAL STAND-IN FOR STRIPE'S API (stripe-stand-in.ts): the tests never reach api.stripe.com.
let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.requests.length = 0;
});

const provider = () => createStripeProvider(standIn.options());

describe('Stripe adapter against a local stand-in for api.stripe.com', () => {
  it('creates a PaymentIntent with the order, the amount in minor units and an idempotency key', async () => {
    const created = await provider().createIntent({
      orderId: '0b5c2a4e-1111-4222-8333-444455556666',
      amount: 3500,
      currency: 'AUD',
      idempotencyKey: 'order-0b5c-3500-AUD-0',
    });
    expect(created.intentId).toMatch(/^pi_standin_/);
    expect(created.secret).toBe(`${created.intentId}_secret_standin`);
    expect(created.status).toBe('requires_payment');
    const [call] = standIn.requests;
    expect(call?.method).toBe('POST');
    expect(call?.idempotencyKey).toBe('order-0b5c-3500-AUD-0');
    expect(call?.form.get('amount')).toBe('3500');
    expect(call?.form.get('currency')).toBe('aud');
    expect(call?.form.get('metadata[orderId]')).toBe('0b5c2a4e-1111-4222-8333-444455556666');
  });

  it('the same idempotency key gives back the same intent', async () => {
    const input = {
      orderId: '0b5c2a4e-1111-4222-8333-444455556667',
      amount: 990,
      currency: 'NZD',
      idempotencyKey: 'same-key',
    };
    const [first, second] = await Promise.all([
      provider().createIntent(input),
      provider().createIntent(input),
    ]);
    expect(second.intentId).toBe(first.intentId);
    expect(standIn.requests.length).toBeGreaterThan(0);
    expect(standIn.requests.every((request) => request.idempotencyKey === 'same-key')).toBe(true);
  });

  it('retrieves an intent in the shop’s words: status, upper-case currency and the order it is for', async () => {
    const created = await provider().createIntent({
      orderId: 'order-a',
      amount: 1200,
      currency: 'GBP',
      idempotencyKey: 'k-retrieve',
    });
    const intent = standIn.intents.get(created.intentId) as Record<string, unknown>;
    intent.status = 'succeeded';
    expect(await provider().retrieve(created.intentId)).toEqual({
      status: 'succeeded',
      amount: 1200,
      currency: 'GBP',
      orderId: 'order-a',
      failureMessage: null,
    });
    intent.status = 'requires_payment_method';
    intent.last_payment_error = { message: 'Your card was declined.' };
    expect(await provider().retrieve(created.intentId)).toMatchObject({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
  });

  it('cancels with an idempotency key, and a succeeded intent is answered as succeeded, not changed', async () => {
    const created = await provider().createIntent({
      orderId: 'order-b',
      amount: 1200,
      currency: 'AUD',
      idempotencyKey: 'k-cancel',
    });
    expect(await provider().cancel(created.intentId)).toBe('cancelled');
    expect(await provider().cancel(created.intentId)).toBe('cancelled');
    const cancel = standIn.requests.find((request) => request.path.endsWith('/cancel'));
    expect(cancel?.idempotencyKey).toBe(`cancel-${created.intentId}`);
    expect(standIn.intents.get(created.intentId)?.status).toBe('canceled');

    const paid = await provider().createIntent({
      orderId: 'order-c',
      amount: 1200,
      currency: 'AUD',
      idempotencyKey: 'k-paid',
    });
    (standIn.intents.get(paid.intentId) as Record<string, unknown>).status = 'succeeded';
    await expect(provider().cancel(paid.intentId)).resolves.toBe('succeeded');
    expect(standIn.intents.get(paid.intentId)?.status).toBe('succeeded');
  });

  it('refunds a succeeded intent in full with an idempotency key; a retry refunds nothing more', async () => {
    const paid = await provider().createIntent({
      orderId: 'order-r',
      amount: 1500,
      currency: 'AUD',
      idempotencyKey: 'k-refund',
    });
    const input = {
      intentId: paid.intentId,
      amount: 1500,
      currency: 'AUD',
      idempotencyKey: `refund-${paid.intentId}`,
    };
    await expect(provider().refund(input)).rejects.toBeInstanceOf(PaymentProviderError);
    standIn.setStatus(paid.intentId, 'succeeded');
    const first = await provider().refund(input);
    expect(first).toMatchObject({ status: 'succeeded', refundId: expect.stringMatching(/^re_/) });
    expect(await provider().refund(input)).toEqual(first);
    const requests = standIn.requests.filter((request) => request.path === '/v1/refunds');
    expect(requests.map((request) => request.idempotencyKey)).toEqual([
      `refund-${paid.intentId}`,
      `refund-${paid.intentId}`,
      `refund-${paid.intentId}`,
    ]);
    expect(requests[1]?.form.get('payment_intent')).toBe(paid.intentId);
    expect(requests[1]?.form.get('amount')).toBe('1500');
    expect(standIn.refunds).toHaveLength(1);
  });

  it('a refusal from the API is a provider error (the buyer may retry), not a crash', async () => {
    await expect(
      provider().createIntent({ orderId: 'order-d', amount: 10, currency: 'AUD', idempotencyKey: 'k-small' }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('Stripe webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_standin_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_standin_9', object: 'payment_intent', status: 'succeeded' } },
  });

  it('reads a correctly signed event', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret' });
    expect(provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).toEqual({
      id: 'evt_standin_1',
      type: 'payment.succeeded',
      intentId: 'pi_standin_9',
    });
  });

  it('refuses a body that was changed, another secret’s signature and a missing signature', () => {
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_secret' });
    const tampered = payload.replace('pi_standin_9', 'pi_standin_8');
    expect(() => provider().parseWebhook(Buffer.from(tampered), { 'stripe-signature': header })).toThrow(
      WebhookSignatureError,
    );
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect(() => provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': forged })).toThrow(
      WebhookSignatureError,
    );
    expect(() => provider().parseWebhook(Buffer.from(payload), {})).toThrow(WebhookSignatureError);
  });

  it('refuses an old signature (a replayed capture)', () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: 'whsec_test_secret',
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider().parseWebhook(Buffer.from(payload), { 'stripe-signature': header })).toThrow(
      WebhookSignatureError,
    );
  });
});
