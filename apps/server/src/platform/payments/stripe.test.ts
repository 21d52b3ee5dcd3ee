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
      paymentMethodId: null,
      customerId: null,
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

describe('the Stripe adapter’s saved cards (decision 0025), against the stand-in', () => {
  it('makes one Customer per account by its idempotency key, with the account id only', async () => {
    const input = { accountId: 'user-1', idempotencyKey: 'customer-user-1' };
    const first = await provider().createCustomer(input);
    expect(await provider().createCustomer(input)).toBe(first);
    expect(first).toMatch(/^cus_standin_/);
    const [call] = standIn.requests;
    expect(call?.path).toBe('/v1/customers');
    expect(call?.idempotencyKey).toBe('customer-user-1');
    expect(call?.form.get('metadata[accountId]')).toBe('user-1');
    expect(call?.form.get('email')).toBeNull();
  });

  it('saves the card a Customer pays with (setup_future_usage), and reads back only its display fields', async () => {
    const customerId = await provider().createCustomer({ accountId: 'user-2', idempotencyKey: 'c-user-2' });
    const created = await provider().createIntent({
      orderId: 'order-save',
      amount: 2500,
      currency: 'AUD',
      idempotencyKey: 'k-save',
      card: { customerId, use: 'save' },
    });
    const create = standIn.requests.find((request) => request.path === '/v1/payment_intents');
    expect(create?.form.get('customer')).toBe(customerId);
    expect(create?.form.get('setup_future_usage')).toBe('on_session');
    const methodId = standIn.payWithCard(created.intentId, { last4: '4242', expMonth: 4, expYear: 2034 });
    expect(await provider().retrieve(created.intentId)).toMatchObject({
      status: 'succeeded',
      paymentMethodId: methodId,
      customerId,
    });
    expect(await provider().retrieveMethod(methodId)).toEqual({
      methodId,
      customerId,
      brand: 'visa',
      last4: '4242',
      expMonth: 4,
      expYear: 2034,
    });
  });

  it('confirms a saved card on the server: succeeded, 3-D Secure, or a decline in words', async () => {
    const customerId = await provider().createCustomer({ accountId: 'user-3', idempotencyKey: 'c-user-3' });
    const saveWith = async (last4: string, key: string) => {
      const intent = await provider().createIntent({
        orderId: 'o',
        amount: 1000,
        currency: 'AUD',
        idempotencyKey: `save-${key}`,
        card: { customerId, use: 'save' },
      });
      standIn.payWithCard(intent.intentId, { last4: '4242' });
      const methodId = (await provider().retrieve(intent.intentId)).paymentMethodId ?? '';
      // The kept card's outcome (the stand-in reads the last four), as Stripe's test cards behave.
      const method = standIn.methods.get(methodId);
      if (method) method.card.last4 = last4;
      return methodId;
    };
    const payWith = async (methodId: string, key: string) => {
      const intent = await provider().createIntent({
        orderId: 'o',
        amount: 1000,
        currency: 'AUD',
        idempotencyKey: `pay-${key}`,
        card: { customerId, use: 'saved' },
      });
      const create = standIn.requests.findLast((request) => request.path === '/v1/payment_intents');
      expect(create?.form.get('automatic_payment_methods[allow_redirects]')).toBe('never');
      expect(create?.form.get('setup_future_usage')).toBeNull();
      const input = { intentId: intent.intentId, customerId, methodId, idempotencyKey: `confirm-${key}` };
      return provider().confirmWithMethod(input);
    };
    expect(await payWith(await saveWith('4242', 'ok'), 'ok')).toEqual({
      status: 'succeeded',
      failureMessage: null,
    });
    expect(await payWith(await saveWith('3220', '3ds'), '3ds')).toEqual({
      status: 'requires_action',
      failureMessage: null,
    });
    expect(await payWith(await saveWith('0002', 'no'), 'no')).toEqual({
      status: 'failed',
      failureMessage: 'Your card was declined.',
    });
    const confirms = standIn.requests.filter((request) => request.path.endsWith('/confirm'));
    expect(confirms.map((request) => request.idempotencyKey)).toEqual([
      'confirm-ok',
      'confirm-3ds',
      'confirm-no',
    ]);
  });

  it('refuses another Customer’s card as the provider’s error', async () => {
    const owner = await provider().createCustomer({ accountId: 'user-4', idempotencyKey: 'c-user-4' });
    const other = await provider().createCustomer({ accountId: 'user-5', idempotencyKey: 'c-user-5' });
    const saving = await provider().createIntent({
      orderId: 'o',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'save-owner',
      card: { customerId: owner, use: 'save' },
    });
    const methodId = standIn.payWithCard(saving.intentId, { last4: '4242' });
    const theirs = await provider().createIntent({
      orderId: 'o',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'pay-other',
      card: { customerId: other, use: 'saved' },
    });
    await expect(
      provider().confirmWithMethod({
        intentId: theirs.intentId,
        customerId: other,
        methodId,
        idempotencyKey: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('detaches a card, and a second detach is fine', async () => {
    const customerId = await provider().createCustomer({ accountId: 'user-6', idempotencyKey: 'c-user-6' });
    const saving = await provider().createIntent({
      orderId: 'o',
      amount: 1000,
      currency: 'AUD',
      idempotencyKey: 'save-detach',
      card: { customerId, use: 'save' },
    });
    const methodId = standIn.payWithCard(saving.intentId, { last4: '4242' });
    await provider().detachMethod(methodId);
    await provider().detachMethod(methodId);
    expect((await provider().retrieveMethod(methodId)).customerId).toBeNull();
    const detaches = standIn.requests.filter((request) => request.path.endsWith('/detach'));
    expect(detaches.map((request) => request.idempotencyKey)).toEqual([
      `detach-${methodId}`,
      `detach-${methodId}`,
    ]);
    await expect(provider().detachMethod('pm_missing')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});
