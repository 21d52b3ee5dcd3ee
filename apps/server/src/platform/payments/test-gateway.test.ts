import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { PaymentProviderError, WebhookSignatureError } from './provider.ts';
import {
  createTestGateway,
  DECLINED,
  type LedgerIntent,
  TEST_SIGNATURE_HEADER,
  type TestGatewayLedger,
} from './test-gateway.ts';

/** The ledger in memory (the app keeps it in its own table: modules/payments/test-gateway-ledger.ts). */
function memoryLedger(): TestGatewayLedger & { rows: Map<string, LedgerIntent> } {
  const rows = new Map<string, LedgerIntent>();
  return {
    rows,
    async insert(intent) {
      if (!rows.has(intent.intentId)) rows.set(intent.intentId, { ...intent });
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
