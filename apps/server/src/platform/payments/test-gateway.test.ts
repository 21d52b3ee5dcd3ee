import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { PaymentProviderError, WebhookSignatureError } from './provider.ts';
import {
  createTestGateway,
  DECLINED,
  type LedgerIntent,
  type LedgerMethod,
  TEST_SIGNATURE_HEADER,
  type TestGatewayLedger,
} from './test-gateway.ts';

/** The ledger in memory (the app keeps it in its own table: modules/payments/test-gateway-ledger.ts). */
function memoryLedger(): TestGatewayLedger & {
  rows: Map<string, LedgerIntent>;
  methods: Map<string, LedgerMethod>;
} {
  const rows = new Map<string, LedgerIntent>();
  const methods = new Map<string, LedgerMethod>();
  const useMethod = async (intentId: string, methodId: string) => {
    const row = rows.get(intentId);
    if (row) row.paymentMethodId = methodId;
  };
  return {
    rows,
    methods,
    async keepMethod(intentId, method) {
      if (!methods.has(method.methodId)) methods.set(method.methodId, { ...method });
      await useMethod(intentId, method.methodId);
    },
    useMethod,
    async findMethod(methodId) {
      const method = methods.get(methodId);
      return method ? { ...method } : null;
    },
    async attachMethod(methodId, customerId) {
      const method = methods.get(methodId);
      if (method) method.customerId = customerId;
    },
    async detachMethod(methodId) {
      const method = methods.get(methodId);
      if (method) method.customerId = null;
    },
    async insert(intent) {
      if (rows.has(intent.intentId)) return false;
      rows.set(intent.intentId, { ...intent });
      return true;
    },
    async find(intentId) {
      const row = rows.get(intentId);
      return row ? { ...row } : null;
    },
    async transition(intentId, from, status, failureMessage) {
      const row = rows.get(intentId);
      if (!row || !from.includes(row.status)) return false;
      Object.assign(row, { status, failureMessage });
      return true;
    },
    async refund(intentId, refundId) {
      const row = rows.get(intentId);
      if (row?.status !== 'succeeded' || row.refundId) return false;
      row.refundId = refundId;
      return true;
    },
  };
}

const now = new Date('2026-11-22T10:00:00Z');
const gatewayOf = (ledger = memoryLedger(), appSecret = 'a'.repeat(32)) =>
  createTestGateway({ ledger, appSecret, clock: () => now });
const CARD = { number: '4242424242424242', expiry: '11/26' };
/** An intent of A$1.00 for order 'o', made with the given idempotency key. */
const intentOf = (gateway: ReturnType<typeof gatewayOf>, idempotencyKey: string) =>
  gateway.createIntent({ orderId: 'o', amount: 100, currency: 'AUD', idempotencyKey });

describe('the test gateway', () => {
  it('gives the same intent for the same idempotency key, and a new one for another', async () => {
    const gateway = gatewayOf();
    const input = { orderId: 'order-1', amount: 3500, currency: 'AUD', idempotencyKey: 'order-1-3500-AUD-0' };
    const [first, second] = await Promise.all([gateway.createIntent(input), gateway.createIntent(input)]);
    expect(second).toEqual(first);
    expect(first.secret.startsWith(`${first.intentId}_secret_`)).toBe(true);
    const other = await gateway.createIntent({ ...input, idempotencyKey: 'order-1-3500-AUD-1' });
    expect(other.intentId).not.toBe(first.intentId);
  });

  it('a secret made with another app secret opens nothing', async () => {
    const ledger = memoryLedger();
    const intent = await gatewayOf(ledger).createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'k',
    });
    const forged = `${intent.intentId}_secret_${'0'.repeat(24)}`;
    await expect(gatewayOf(ledger).confirm(forged, CARD)).rejects.toThrow();
    await expect(gatewayOf(ledger, 'b'.repeat(32)).confirm(intent.secret, CARD)).rejects.toThrow();
  });

  it('charges once when the same card is confirmed twice at once', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const delivered: string[] = [];
    gateway.deliverWith(async (body) => {
      delivered.push(body);
    });
    const intent = await gateway.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'twice',
    });
    const results = await Promise.all([
      gateway.confirm(intent.secret, CARD),
      gateway.confirm(intent.secret, CARD),
    ]);
    expect(results).toEqual([{ status: 'succeeded' }, { status: 'succeeded' }]);
    await gateway.settled();
    expect(delivered).toHaveLength(1);
  });

  it('a card that expired last month is a field error; this month’s still works', async () => {
    const gateway = gatewayOf();
    const intent = await gateway.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'exp',
    });
    await expect(gateway.confirm(intent.secret, { ...CARD, expiry: '10/26' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    expect(await gateway.confirm(intent.secret, CARD)).toEqual({ status: 'succeeded' });
  });

  it('a declined intent takes another card, like a real provider; a cancelled one does not', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const intent = await gateway.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'retry',
    });
    expect(await gateway.confirm(intent.secret, { ...CARD, number: '4000000000000002' })).toEqual({
      status: 'failed',
      message: DECLINED,
    });
    expect(await gateway.confirm(intent.secret, CARD)).toEqual({ status: 'succeeded' });
    expect((await gateway.retrieve(intent.intentId)).status).toBe('succeeded');

    const other = await gateway.createIntent({
      orderId: 'o',
      amount: 200,
      currency: 'AUD',
      idempotencyKey: 'gone',
    });
    await gateway.cancel(other.intentId);
    expect((await gateway.confirm(other.secret, CARD)).status).toBe('failed');
  });

  it('answers what a cancel found: cancelled, or the payment that got there first', async () => {
    const gateway = gatewayOf();
    const open = await intentOf(gateway, 'c1');
    expect(await gateway.cancel(open.intentId)).toBe('cancelled');
    expect(await gateway.cancel(open.intentId)).toBe('cancelled');
    const paid = await intentOf(gateway, 'c2');
    await gateway.confirm(paid.secret, CARD);
    expect(await gateway.cancel(paid.intentId)).toBe('succeeded');
    expect((await gateway.retrieve(paid.intentId)).status).toBe('succeeded');
  });

  it('refunds a succeeded intent in full, once however often it is asked, and nothing else', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const intent = await intentOf(gateway, 'r');
    const input = { intentId: intent.intentId, amount: 100, currency: 'AUD', idempotencyKey: 'refund-r' };
    await expect(gateway.refund(input)).rejects.toBeInstanceOf(PaymentProviderError);
    await gateway.confirm(intent.secret, CARD);
    await expect(gateway.refund({ ...input, amount: 50 })).rejects.toBeInstanceOf(PaymentProviderError);
    const [first, second] = await Promise.all([gateway.refund(input), gateway.refund(input)]);
    expect(first).toMatchObject({ status: 'succeeded', refundId: expect.stringMatching(/^re_test_/) });
    expect(second).toEqual(first);
    expect(ledger.rows.get(intent.intentId)?.refundId).toBe(first.refundId);
  });

  it('signs its webhooks, and refuses a changed body, another secret and an old timestamp', () => {
    const gateway = gatewayOf();
    const { body, headers } = gateway.signedEvent('payment_intent.succeeded', 'pi_test_1');
    expect(gateway.parseWebhook(Buffer.from(body), headers)).toMatchObject({
      type: 'payment.succeeded',
      intentId: 'pi_test_1',
    });
    expect(() => gateway.parseWebhook(Buffer.from(body.replace('pi_test_1', 'pi_test_2')), headers)).toThrow(
      WebhookSignatureError,
    );
    expect(() => gatewayOf(memoryLedger(), 'b'.repeat(32)).parseWebhook(Buffer.from(body), headers)).toThrow(
      WebhookSignatureError,
    );
    const later = createTestGateway({
      ledger: memoryLedger(),
      appSecret: 'a'.repeat(32),
      clock: () => new Date(now.getTime() + 3600_000),
    });
    expect(() => later.parseWebhook(Buffer.from(body), headers)).toThrow(WebhookSignatureError);
    expect(() => gateway.parseWebhook(Buffer.from(body), { [TEST_SIGNATURE_HEADER]: 'nonsense' })).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('the test gateway’s saved cards (decision 0025)', () => {
  const CUSTOMER = 'cus_test_a';
  const save = (gateway: ReturnType<typeof gatewayOf>, key: string) =>
    gateway.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: key,
      card: { customerId: CUSTOMER, use: 'save' },
    });
  const saved = (gateway: ReturnType<typeof gatewayOf>, key: string) =>
    gateway.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: key,
      card: { customerId: CUSTOMER, use: 'saved' },
    });

  it('keeps a test card for the customer once the payment that saves it succeeds', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const intent = await save(gateway, 's1');
    expect(await gateway.confirm(intent.secret, CARD)).toEqual({ status: 'succeeded' });
    const paid = await gateway.retrieve(intent.intentId);
    expect(paid).toMatchObject({ customerId: CUSTOMER, paymentMethodId: expect.stringMatching(/^pm_test_/) });
    const method = await gateway.retrieveMethod(paid.paymentMethodId ?? '');
    expect(method).toEqual({
      methodId: paid.paymentMethodId,
      customerId: CUSTOMER,
      brand: 'visa',
      last4: '4242',
      expMonth: 11,
      expYear: 2026,
    });
    // The gateway keeps the test number (its own record); what it tells the shop has none.
    expect(JSON.stringify(method)).not.toContain('4242424242424242');
    expect(ledger.methods.get(paid.paymentMethodId ?? '')?.cardNumber).toBe('4242424242424242');
  });

  it('keeps nothing for a payment that does not save its card, nor for a declined card', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const plain = await intentOf(gateway, 'plain');
    await gateway.confirm(plain.secret, CARD);
    const declined = await save(gateway, 's-declined');
    await gateway.confirm(declined.secret, { ...CARD, number: '4000000000000002' });
    expect(ledger.methods.size).toBe(0);
    expect((await gateway.retrieve(plain.intentId)).paymentMethodId).toBeNull();
  });

  it('attaches a 3-D Secure card only once the check is approved', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const intent = await save(gateway, 's3ds');
    expect(await gateway.confirm(intent.secret, { ...CARD, number: '4000000000003220' })).toEqual({
      status: 'requires_action',
    });
    const methodId = (await gateway.retrieve(intent.intentId)).paymentMethodId ?? '';
    expect((await gateway.retrieveMethod(methodId)).customerId).toBeNull();
    expect(await gateway.challenge(intent.secret, true)).toEqual({ status: 'succeeded' });
    expect((await gateway.retrieveMethod(methodId)).customerId).toBe(CUSTOMER);
  });

  it('pays the customer’s intent with the kept card, once however often it is confirmed', async () => {
    const gateway = gatewayOf();
    const delivered: string[] = [];
    gateway.deliverWith(async (body) => {
      delivered.push(body);
    });
    const first = await save(gateway, 'keep');
    await gateway.confirm(first.secret, CARD);
    const methodId = (await gateway.retrieve(first.intentId)).paymentMethodId ?? '';
    const next = await saved(gateway, 'again');
    const input = { intentId: next.intentId, customerId: CUSTOMER, methodId, idempotencyKey: 'c' };
    const results = await Promise.all([gateway.confirmWithMethod(input), gateway.confirmWithMethod(input)]);
    expect(results).toEqual([
      { status: 'succeeded', failureMessage: null },
      { status: 'succeeded', failureMessage: null },
    ]);
    await gateway.settled();
    expect(delivered).toHaveLength(2);
  });

  it('asks for 3-D Secure again when the kept card does', async () => {
    const gateway = gatewayOf();
    const first = await save(gateway, 'keep-3ds');
    await gateway.confirm(first.secret, { ...CARD, number: '4000000000003220' });
    await gateway.challenge(first.secret, true);
    const methodId = (await gateway.retrieve(first.intentId)).paymentMethodId ?? '';
    const next = await saved(gateway, 'again-3ds');
    const input = { intentId: next.intentId, customerId: CUSTOMER, methodId, idempotencyKey: 'c' };
    expect(await gateway.confirmWithMethod(input)).toEqual({
      status: 'requires_action',
      failureMessage: null,
    });
    expect(await gateway.challenge(next.secret, true)).toEqual({ status: 'succeeded' });
  });

  it('refuses another customer’s card, and a detached one', async () => {
    const gateway = gatewayOf();
    const first = await save(gateway, 'owner');
    await gateway.confirm(first.secret, CARD);
    const methodId = (await gateway.retrieve(first.intentId)).paymentMethodId ?? '';
    const theirs = await gateway.createIntent({
      orderId: 'o2',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'theirs',
      card: { customerId: 'cus_test_b', use: 'saved' },
    });
    await expect(
      gateway.confirmWithMethod({
        intentId: theirs.intentId,
        customerId: 'cus_test_b',
        methodId,
        idempotencyKey: 'x',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    await gateway.detachMethod(methodId);
    await gateway.detachMethod(methodId);
    const next = await saved(gateway, 'after-detach');
    await expect(
      gateway.confirmWithMethod({
        intentId: next.intentId,
        customerId: CUSTOMER,
        methodId,
        idempotencyKey: 'y',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect((await gateway.retrieveMethod(methodId)).customerId).toBeNull();
  });

  it('declines a kept card that has expired', async () => {
    const ledger = memoryLedger();
    const gateway = gatewayOf(ledger);
    const first = await save(gateway, 'expiring');
    await gateway.confirm(first.secret, CARD);
    const methodId = (await gateway.retrieve(first.intentId)).paymentMethodId ?? '';
    const later = createTestGateway({
      ledger,
      appSecret: 'a'.repeat(32),
      clock: () => new Date('2026-12-01T00:00:00Z'),
    });
    const next = await later.createIntent({
      orderId: 'o',
      amount: 100,
      currency: 'AUD',
      idempotencyKey: 'expired',
      card: { customerId: CUSTOMER, use: 'saved' },
    });
    expect(
      await later.confirmWithMethod({
        intentId: next.intentId,
        customerId: CUSTOMER,
        methodId,
        idempotencyKey: 'z',
      }),
    ).toEqual({ status: 'failed', failureMessage: 'Your card has expired.' });
  });

  it('names one customer per key', async () => {
    const gateway = gatewayOf();
    const a = await gateway.createCustomer({ accountId: 'u1', idempotencyKey: 'k1' });
    expect(await gateway.createCustomer({ accountId: 'u1', idempotencyKey: 'k1' })).toBe(a);
    expect(a).toMatch(/^cus_test_/);
    expect(await gateway.createCustomer({ accountId: 'u2', idempotencyKey: 'k2' })).not.toBe(a);
  });
});
