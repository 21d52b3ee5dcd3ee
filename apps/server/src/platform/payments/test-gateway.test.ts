import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { WebhookSignatureError } from './provider.ts';
import {
  createTestGateway,
  DECLINED,
  type LedgerIntent,
  TEST_SIGNATURE_HEADER,
  type TestGatewayLedger,
} from './test-gateway.ts';

/** The ledger in memory (the app keeps it in the payments table). */
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
  };
}

const now = new Date('2026-11-22T10:00:00Z');
const gatewayOf = (ledger = memoryLedger(), appSecret = 'a'.repeat(32)) =>
  createTestGateway({ ledger, appSecret, clock: () => now });
const CARD = { number: '4242424242424242', expiry: '11/26' };

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
