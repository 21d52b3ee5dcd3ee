import type { Order } from '@cardshop/shared/contracts/orders';
import type { QuoteResult } from '@cardshop/shared/contracts/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoCodes, promoRedemptions } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';

// Promo codes through the API: apply, replace, remove, each refusal with its rule, free shipping, and
// usage limits counted from paid orders (the rules themselves are tested one by one in rules.test.ts).

let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  h = await checkoutHelpers(t);
});
afterAll(() => t.close());

const cart = (options?: Parameters<typeof h.cart>[0]) => h.cart(options);

describe('promo codes on the order', () => {
  it('applies a code case-insensitively and takes it off again', async () => {
    const { browser, ref } = await cart();
    const before = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    const applied = await browser.post('/api/payment/order/apply-promo', { order: ref, code: ' welcome10 ' });
    expect(applied.statusCode, applied.body).toBe(200);
    const order = dataOf<Order>(applied);
    expect(order.couponCode).toBe('WELCOME10');
    expect(order.totals.discount).toBe(Math.round(before.totals.subtotal / 10));
    expect(order.totals.total).toBe(before.totals.total - order.totals.discount);

    const removed = dataOf<Order>(await browser.post('/api/payment/order/remove-promo', { order: ref }));
    expect(removed.couponCode).toBeNull();
    expect(removed.totals).toEqual(before.totals);
  });

  it('an unknown code is refused, and a failed code in place of another takes the other off (data.order)', async () => {
    const { browser, ref } = await cart();
    const unknown = await browser.post('/api/payment/order/apply-promo', { order: ref, code: 'NOPE' });
    expect(unknown.statusCode).toBe(422);
    expect(errorsOf(unknown)).toEqual({ code: ['validation.promo-unknown'] });
    expect(dataOf<{ order?: Order }>(unknown).order).toBeUndefined();

    await browser.post('/api/payment/order/apply-promo', { order: ref, code: 'WELCOME10' });
    const replaced = await browser.post('/api/payment/order/apply-promo', { order: ref, code: 'SPRING2025' });
    expect(replaced.statusCode).toBe(422);
    expect(errorsOf(replaced)).toEqual({ code: ['validation.promo-expired'] });
    const order = dataOf<{ order: Order }>(replaced).order;
    expect(order.couponCode).toBeNull();
    expect(order.totals.discount).toBe(0);
  });

  it('refuses a code not started yet, one without an amount in the order’s currency, and one under its minimum spend', async () => {
    const { browser, ref } = await cart({ quantity: 1 });
    const apply = (code: string) => browser.post('/api/payment/order/apply-promo', { order: ref, code });
    expect(errorsOf(await apply('NEXTCENTURY'))).toEqual({ code: ['validation.promo-not-started'] });
    expect(errorsOf(await apply('FREESHIP'))).toEqual({ code: ['validation.promo-minimum-spend'] });
    // An AUD-only code applies here; a USD order would be refused (rules.test.ts).
    expect((await apply('AUSSIE5')).statusCode).toBe(200);
  });

  it('free shipping takes the postage off', async () => {
    const { browser, ref } = await cart({ quantity: 20 });
    const order = dataOf<Order>(
      await browser.post('/api/payment/order/apply-promo', { order: ref, code: 'freeship' }),
    );
    expect(order.totals.shipping).toBeGreaterThan(0);
    expect(order.totals.discount).toBe(order.totals.shipping);
    expect(order.totals.total).toBe(order.totals.subtotal);
  });

  it('counts a per-customer limit by e-mail from paid orders, and records the use when the order is paid', async () => {
    const email = 'once@example.com';
    const first = await cart({ email });
    const applied = await first.browser.post('/api/payment/order/apply-promo', {
      order: first.ref,
      code: 'FIRSTORDER',
      email,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    // A second cart may hold it too while the first is unpaid.
    const second = await cart({ email });
    expect(
      (await second.browser.post('/api/payment/order/apply-promo', { order: second.ref, code: 'FIRSTORDER' }))
        .statusCode,
    ).toBe(200);

    await h.pay(first.browser, first.ref);
    expect(
      await t.database.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, first.ref.id)),
    ).toMatchObject([{ code: 'FIRSTORDER', email }]);

    // Now used: the second order's quote takes it off and says why; paying it is at the full price.
    const quote = dataOf<QuoteResult>(
      await second.browser.post('/api/payment/order/quote', { order: second.ref }),
    );
    expect(quote.promoRemoved).toEqual({ code: 'FIRSTORDER', error: 'validation.promo-used-up' });
    expect(quote.order.couponCode).toBeNull();
    expect(quote.order.totals.discount).toBe(0);
    const third = await cart({ email });
    const refused = await third.browser.post('/api/payment/order/apply-promo', {
      order: third.ref,
      code: 'FIRSTORDER',
    });
    expect(errorsOf(refused)).toEqual({ code: ['validation.promo-used-up'] });
  });

  it('counts an overall limit from every buyer’s paid orders', async () => {
    await t.database.db
      .insert(promoCodes)
      .values({ code: 'ONLYONE', kind: 'percent', percent: 50, maxUses: 1 });
    await t.services.promos.reload();
    const first = await cart();
    const second = await cart();
    for (const buyer of [first, second]) {
      const applied = await buyer.browser.post('/api/payment/order/apply-promo', {
        order: buyer.ref,
        code: 'onlyone',
      });
      expect(applied.statusCode, applied.body).toBe(200);
    }
    await h.pay(first.browser, first.ref);

    // The other buyer's payment is refused before anything is charged, with the order at its new total.
    const refused = await second.browser.post('/api/payment/order/intent', { order: second.ref });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ code: ['validation.promo-used-up'] });
    const order = dataOf<{ order: Order }>(refused).order;
    expect(order.couponCode).toBeNull();
    expect(order.totals.discount).toBe(0);
    expect((await h.orderRow(second.ref.id)).status).toBe('open');
    expect(await h.paymentRows(second.ref.id)).toHaveLength(0);
  });

  it('limits how many codes one address may try (guessing codes by trying is slow)', async () => {
    const { browser, ref } = await cart();
    let last = await browser.post('/api/payment/order/apply-promo', { order: ref, code: 'GUESS0' });
    for (let attempt = 1; attempt <= 30 && last.statusCode !== 429; attempt += 1) {
      last = await browser.post('/api/payment/order/apply-promo', { order: ref, code: `GUESS${attempt}` });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held up.
    const other = await cart({ browser: testBrowser(t) });
    expect(
      (await other.browser.post('/api/payment/order/apply-promo', { order: other.ref, code: 'WELCOME10' }))
        .statusCode,
    ).toBe(200);
  });
});
