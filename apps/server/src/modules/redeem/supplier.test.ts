import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createRedeemSecrets } from './secrets.ts';
import { createGiftCardSupplier, createHttpSupplier, createTestSupplier, SupplierError } from './supplier.ts';

// The gift-card supplier adapters (decision 0026): the built-in test supplier and the HTTPS JSON one,
// the latter against a local fake supplier.

const request = {
  reference: '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  giftCardId: '9b1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
  giftCardName: 'Choose Any Gift Card',
  amount: 5000,
  currency: 'AUD',
  validUntil: '2029-03-01',
};

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  server = createServer((incoming, response) => {
    let body = '';
    incoming.on('data', (chunk) => {
      body += chunk;
    });
    incoming.on('end', () => {
      seen.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers, body });
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the test supplier', () => {
  it('issues marked test vouchers, the same for a reference asked again, and fails on demand', async () => {
    const supplier = createTestSupplier();
    const voucher = await supplier.issue(request);
    expect(voucher).toMatchObject({
      supplier: 'test',
      test: true,
      amount: 5000,
      currency: 'AUD',
      expiresOn: '2029-03-01',
    });
    expect(voucher.code).toMatch(/^TEST-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await supplier.issue(request)).toEqual(voucher);
    expect((await supplier.issue({ ...request, reference: 'other' })).code).not.toBe(voucher.code);
    supplier.failNext();
    await expect(supplier.issue(request)).rejects.toBeInstanceOf(SupplierError);
    expect(await supplier.issue(request)).toEqual(voucher);
  });
});

describe('the HTTPS JSON supplier', () => {
  const key = 'sk_supplier_0123456789abcdef';

  it('posts the request with its key and an idempotency key, and reads the voucher', async () => {
    answer = {
      status: 201,
      body: {
        code: 'ABCD-1234',
        pin: '9876',
        amount: 5000,
        currency: 'AUD',
        expiresOn: '2029-03-01',
        url: 'https://spend.example',
      },
    };
    const supplier = createHttpSupplier({ url: base, key });
    const voucher = await supplier.issue(request);
    expect(voucher).toEqual({
      supplier: 'http',
      code: 'ABCD-1234',
      pin: '9876',
      amount: 5000,
      currency: 'AUD',
      expiresOn: '2029-03-01',
      url: 'https://spend.example',
      test: false,
    });
    const call = seen.at(-1);
    expect(call).toMatchObject({ method: 'POST', url: '/v1/vouchers' });
    expect(call?.headers.authorization).toBe(`Bearer ${key}`);
    expect(call?.headers['idempotency-key']).toBe(request.reference);
    expect(JSON.parse(call?.body ?? '')).toEqual(request);
  });

  it('fails with a SupplierError that carries no answer body: errors, junk, another amount', async () => {
    const supplier = createHttpSupplier({ url: base, key });
    answer = { status: 500, body: { code: 'LEAKED-VOUCHER' } };
    const down = await supplier.issue(request).catch((error: unknown) => error);
    expect(down).toBeInstanceOf(SupplierError);
    expect(String((down as Error).message)).not.toContain('LEAKED');
    expect((down as SupplierError).status).toBe(500);
    answer = { status: 200, body: 'not json' };
    await expect(supplier.issue(request)).rejects.toBeInstanceOf(SupplierError);
    answer = { status: 200, body: { code: 'X', amount: 1, currency: 'AUD' } };
    await expect(supplier.issue(request)).rejects.toThrow(/another amount/);
    const unreachable = createHttpSupplier({ url: 'http://127.0.0.1:9/v1', key });
    await expect(unreachable.issue(request)).rejects.toBeInstanceOf(SupplierError);
  });

  it('asks for a voucher’s state', async () => {
    answer = { status: 200, body: { state: 'spent', balance: 0 } };
    const supplier = createHttpSupplier({ url: base, key });
    expect(await supplier.status?.(request.reference)).toEqual({ state: 'spent', balance: 0 });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', url: `/v1/vouchers/${request.reference}/status` });
  });
});

describe('GIFT_CARD_SUPPLIER', () => {
  it('is the test supplier unless configured; http needs its URL and key', () => {
    expect(loadConfig({}).giftCardSupplier).toBe('test');
    expect(createGiftCardSupplier(loadConfig({})).name).toBe('test');
    const http = loadConfig({
      GIFT_CARD_SUPPLIER: 'http',
      GIFT_CARD_SUPPLIER_URL: 'https://api.supplier.example/v1',
      GIFT_CARD_SUPPLIER_KEY: 'sk_supplier_0123456789abcdef',
    });
    expect(createGiftCardSupplier(http).name).toBe('http');
    expect(() => loadConfig({ GIFT_CARD_SUPPLIER: 'http' })).toThrow(
      /GIFT_CARD_SUPPLIER_URL.*GIFT_CARD_SUPPLIER_KEY/s,
    );
    expect(() =>
      loadConfig({
        GIFT_CARD_SUPPLIER_URL: 'http://supplier.example/v1',
        GIFT_CARD_SUPPLIER_KEY: 'x'.repeat(16),
      }),
    ).toThrow(/GIFT_CARD_SUPPLIER_URL/);
  });

  it('must be named in production when payments are real; the test shop keeps test vouchers', () => {
    const stripe = {
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
    };
    expect(() => loadConfig(stripe)).toThrow(/GIFT_CARD_SUPPLIER/);
    expect(loadConfig({ ...stripe, GIFT_CARD_SUPPLIER: 'test' }).giftCardSupplier).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).giftCardSupplier).toBe('test');
  });
});

describe('sealed vouchers', () => {
  it('open only under the same secret and line', async () => {
    const secrets = createRedeemSecrets('a'.repeat(32));
    const voucher = await createTestSupplier().issue(request);
    const sealed = secrets.seal(request.reference, voucher);
    expect(sealed).not.toContain(voucher.code);
    expect(secrets.open(request.reference, sealed)).toEqual(voucher);
    expect(() => secrets.open('another-line', sealed)).toThrow();
    expect(() => createRedeemSecrets('b'.repeat(32)).open(request.reference, sealed)).toThrow();
  });
});
