import { createHash } from 'node:crypto';
import type { Order, OrderItem, OrderSummary } from '@cardshop/shared/contracts/orders';
import { computeTotals } from '@cardshop/shared/rules/order-totals';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPrices, cards, orderItems, orders } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createQuickAccount,
  createUser,
  dataOf,
  errorsOf,
  linkInMail,
  signIn,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { adoptGuestOrders } from './store.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let guest: TestBrowser;
// Cards sold as blanks, with their size, in the seed.
let blanks: Array<{ id: string; sizeId: string }>;
let printedOnly: { id: string; sizeId: string } | undefined;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  const rows = await t.database.db
    .select({ id: cards.id, sizeId: cards.sizeId, formats: cards.formats })
    .from(cards)
    .orderBy(cards.id);
  blanks = rows.filter((row) => row.formats.includes('blank'));
  printedOnly = rows.find((row) => !row.formats.includes('blank'));
  guest = testBrowser(t);
  await guest.check();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function blankCard(index = 0) {
  const card = blanks[index];
  if (!card) throw new Error(`the seed has no blank card ${index}`);
  return card;
}

function payload(overrides: Record<string, unknown> = {}, card = blankCard()) {
  return {
    cardId: card.id,
    cardSize: card.sizeId,
    quantity: 10,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    shipping: { method: 'standard' },
    address: '1 Harbour St',
    locality: 'Sydney',
    adminAreaLevel1: 'NSW',
    postcode: '2000',
    country: 'AU',
    ...overrides,
  };
}

async function priceOf(cardId: string, regionId: number) {
  const [row] = await t.database.db
    .select({ value: cardPrices.value, shipping: cardPrices.shipping })
    .from(cardPrices)
    .where(and(eq(cardPrices.cardId, cardId), eq(cardPrices.regionId, regionId)));
  if (!row) throw new Error('no price');
  return row;
}

async function orderCount() {
  const [row] = await t.database.db.select({ n: count() }).from(orders);
  const [items] = await t.database.db.select({ n: count() }).from(orderItems);
  return { orders: row?.n ?? 0, items: items?.n ?? 0 };
}

/** Adds blanks as `browser` (a guest by default); answers the item and the order with its token. */
async function addBlanks(
  overrides: Record<string, unknown> = {},
  browser = guest,
  url = '/api/order/add-blanks',
) {
  const response = await browser.post(url, payload(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<{ item: OrderItem; order: Order & { token: string } }>(response);
}

/** Marks the order paid as a payment does: frozen (paying), then paid. */
async function markPaid(orderId: string, paidAt = new Date()) {
  await t.services.orders.setStatus(orderId, 'paying', { from: ['open'] });
  return t.services.orders.completePaid(orderId, paidAt);
}

const getOrder = (id: string, token: string, browser = guest) => browser.get(`/api/order/get/${id}/${token}`);

describe('POST /api/order/add-blanks', () => {
  it('creates an order in the request region, priced by the server, with a token only its hash is kept of', async () => {
    const card = blankCard();
    const { item, order } = await addBlanks({ quantity: 10 });
    const price = await priceOf(card.id, 1);

    expect(order.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order).toMatchObject({ status: 'open', purchasable: true, currency: 'AUD', regionId: 1 });
    // A blank is the card's regional price without the postage of a written card.
    expect(item).toMatchObject({ blank: true, quantity: 10, unitTotal: price.value - price.shipping });
    expect(item.total).toBe((price.value - price.shipping) * 10);
    expect(item.shippingMethod).toBe('standard');
    expect(order.customer).toMatchObject({ email: 'grace@example.com', firstName: 'Grace', country: 'AU' });
    // AU standard post is 3.00 a parcel; GST is the included eleventh.
    const expected = computeTotals([{ id: item.id, unitPrice: item.unitTotal, quantity: 10 }], {
      shippingByItem: { [item.id]: 300 },
      region: 'AU',
    });
    expect(order.totals).toEqual(expected);
    expect(order.totals.tax).toBe(Math.round((order.totals.total * 10) / 110));

    const [row] = await t.database.db
      .select({ tokenHash: orders.tokenHash, userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.tokenHash).toBe(sha256(order.token));
    expect(row?.tokenHash).not.toContain(order.token);
    expect(row?.userId).toBeNull();
  });

  it('takes the region and currency from the request, never from the client', async () => {
    const { order } = await addBlanks(
      { country: 'GB', adminAreaLevel1: null, postcode: 'sw1a 1aa', locality: 'London' },
      guest,
      '/api/order/add-blanks?region=gb',
    );
    expect(order).toMatchObject({ currency: 'GBP', regionId: 3 });
    expect(order.customer?.postcode).toBe('SW1A 1AA');
    // VAT 20% is included in GB prices.
    expect(order.totals.tax).toBe(Math.round((order.totals.total * 20) / 120));
  });

  it('adds CA GST on top of goods and postage, and collects no tax in the US', async () => {
    const ca = await addBlanks(
      { country: 'CA', adminAreaLevel1: 'ON', postcode: 'M5V 2T6', locality: 'Toronto' },
      guest,
      '/api/order/add-blanks?region=ca',
    );
    const taxable = ca.order.totals.subtotal + ca.order.totals.shipping;
    expect(ca.order.totals.tax).toBe(Math.round(taxable * 0.05));
    expect(ca.order.totals.total).toBe(taxable + ca.order.totals.tax);

    const us = await addBlanks(
      { country: 'US', adminAreaLevel1: 'NY', postcode: '11201', locality: 'Brooklyn' },
      guest,
      '/api/order/add-blanks?region=us',
    );
    expect(us.order.currency).toBe('USD');
    expect(us.order.totals.tax).toBe(0);
    expect(us.order.totals.total).toBe(us.order.totals.subtotal + us.order.totals.shipping);
  });

  it.each([
    ['its own price', { price: 1 }, 'price'],
    ['its own unit price', { unitPrice: 1 }, 'unitPrice'],
    ['its own currency', { currency: 'USD' }, 'currency'],
    ['its own region', { regionId: 2 }, 'regionId'],
    ['a price inside the shipping method', { shipping: { method: 'standard', cost: 0 } }, 'shipping.cost'],
  ])('refuses a client that sends %s (422) and writes nothing', async (_name, extra, field) => {
    const before = await orderCount();
    const response = await guest.post('/api/order/add-blanks', payload(extra));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[field]).toEqual(['validation.unknown']);
    expect(await orderCount()).toEqual(before);
  });

  it.each([
    [0, 'validation.min'],
    [251, 'validation.max'],
    [2.5, 'validation.integer'],
    [-3, 'validation.min'],
    ['many', 'validation.type'],
  ])('refuses quantity %s (1 to 250 only)', async (quantity, rule) => {
    const before = await orderCount();
    const response = await guest.post('/api/order/add-blanks', payload({ quantity }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).quantity).toEqual([rule]);
    expect(await orderCount()).toEqual(before);
  });

  it('accepts the limits 1 and 250', async () => {
    expect((await addBlanks({ quantity: 1 })).item.quantity).toBe(1);
    expect((await addBlanks({ quantity: 250 })).item.quantity).toBe(250);
  });

  it('refuses a shipping method not offered for the country', async () => {
    const before = await orderCount();
    // Express is domestic only; France gets international standard.
    const express = await guest.post(
      '/api/order/add-blanks',
      payload({
        country: 'FR',
        adminAreaLevel1: null,
        postcode: '75001',
        locality: 'Paris',
        shipping: { method: 'express' },
      }),
    );
    expect(express.statusCode).toBe(422);
    expect(errorsOf(express)).toEqual({ 'shipping.method': ['validation.in'] });
    const unknown = await guest.post('/api/order/add-blanks', payload({ shipping: { method: 'pigeon' } }));
    expect(errorsOf(unknown)).toEqual({ 'shipping.method': ['validation.in'] });
    const nowhere = await guest.post(
      '/api/order/add-blanks',
      payload({ country: 'AQ', adminAreaLevel1: null, postcode: null, locality: 'McMurdo' }),
    );
    expect(errorsOf(nowhere)).toEqual({ 'shipping.method': ['validation.in'] });
    expect(await orderCount()).toEqual(before);
  });

  it('checks the address by its country rules', async () => {
    const response = await guest.post(
      '/api/order/add-blanks',
      payload({ postcode: '20000', adminAreaLevel1: 'XX' }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      postcode: ['validation.format'],
      adminAreaLevel1: ['validation.in'],
    });
    const missingState = await guest.post('/api/order/add-blanks', payload({ adminAreaLevel1: '' }));
    expect(errorsOf(missingState).adminAreaLevel1).toEqual(['validation.required']);
  });

  it('refuses a card that is not sold as a blank, or in another size', async () => {
    // The seeded cards include a letter card, sold printed only.
    expect(printedOnly).toBeDefined();
    const response = await guest.post('/api/order/add-blanks', payload({}, printedOnly));
    expect(errorsOf(response)).toEqual({ cardId: ['validation.unavailable'] });
    const size = await guest.post('/api/order/add-blanks', payload({ cardSize: 'poster' }));
    expect(errorsOf(size)).toEqual({ cardSize: ['validation.in'] });
    const unknown = await guest.post('/api/order/add-blanks', payload({ cardId: UNKNOWN_ID }));
    expect(errorsOf(unknown)).toEqual({ cardId: ['validation.in'] });
  });

  it('adds to the given order with its token, and to no order without it', async () => {
    const first = await addBlanks({ quantity: 2 });
    const second = await addBlanks({
      quantity: 3,
      order: { id: first.order.id, token: first.order.token },
      cardId: blankCard(1).id,
      cardSize: blankCard(1).sizeId,
    });
    expect(second.order.id).toBe(first.order.id);
    // The token is only in the answer of the call that made the order.
    expect(second.order.token).toBeUndefined();
    expect(second.order.items.map((item) => item.quantity)).toEqual([2, 3]);
    // One parcel per item.
    expect(second.order.totals.shipping).toBe(600);

    const before = await orderCount();
    const wrong = await guest.post(
      '/api/order/add-blanks',
      payload({ order: { id: first.order.id, token: 'x'.repeat(32) } }),
    );
    expect(wrong.statusCode).toBe(404);
    expect(await orderCount()).toEqual(before);
  });
});

describe('GET /api/order/get/{id}/{token}', () => {
  it('answers the order to its token, without the token, and 404 otherwise', async () => {
    const { order } = await addBlanks();
    const response = await getOrder(order.id, order.token);
    expect(response.statusCode).toBe(200);
    const read = dataOf<Order>(response);
    expect(read).toMatchObject({ id: order.id, purchasable: true, totals: order.totals });
    expect(read.token).toBeUndefined();

    const other = await addBlanks();
    for (const [id, token] of [
      [order.id, 'y'.repeat(32)],
      [order.id, other.order.token],
      [UNKNOWN_ID, order.token],
      ['not-a-uuid', order.token],
      [order.id, 'short'],
    ]) {
      const wrong = await getOrder(id as string, token as string);
      expect(wrong.statusCode, `${id}/${token}`).toBe(404);
    }
  });

  it('re-prices the items of an open order from the current card price', async () => {
    const card = blankCard(2);
    const added = await addBlanks({ quantity: 4, cardId: card.id, cardSize: card.sizeId });
    const price = await priceOf(card.id, 1);
    await t.database.db
      .update(cardPrices)
      .set({ value: price.value + 200 })
      .where(and(eq(cardPrices.cardId, card.id), eq(cardPrices.regionId, 1)));
    const read = dataOf<Order>(await getOrder(added.order.id, added.order.token));
    expect(read.items[0]?.unitTotal).toBe(price.value + 200 - price.shipping);
    expect(read.totals.subtotal).toBe((price.value + 200 - price.shipping) * 4);
  });

  it('is not purchasable once a card is no longer sold in the region', async () => {
    const card = blankCard(3);
    const { order } = await addBlanks({ cardId: card.id, cardSize: card.sizeId });
    await t.database.db
      .delete(cardPrices)
      .where(and(eq(cardPrices.cardId, card.id), eq(cardPrices.regionId, 1)));
    const read = dataOf<Order>(await getOrder(order.id, order.token));
    expect(read.purchasable).toBe(false);
    expect(read.items).toHaveLength(1);
  });

  it('is not purchasable once paid, and is frozen while a payment runs', async () => {
    const { order, item } = await addBlanks();
    expect(await t.services.orders.setStatus(order.id, 'paying', { from: ['open'] })).toBe(true);
    const paying = dataOf<Order>(await getOrder(order.id, order.token));
    expect(paying).toMatchObject({ status: 'paying', purchasable: true });
    const edit = await guest.post('/api/order/edit-item', {
      order: { id: order.id, token: order.token },
      item: { id: item.id, token: item.token },
      quantity: 3,
    });
    expect(edit.statusCode).toBe(409);

    expect(await t.services.orders.completePaid(order.id, new Date())).toBe(true);
    const paid = dataOf<Order>(await getOrder(order.id, order.token));
    expect(paid).toMatchObject({ status: 'paid', purchasable: false });
    expect(paid.paidAt).not.toBeNull();
  });
});

describe('item calls', () => {
  it('edit → reload → remove with the order and item tokens', async () => {
    const first = await addBlanks({ quantity: 2 });
    const { order, item } = await addBlanks({
      quantity: 5,
      order: { id: first.order.id, token: first.order.token },
    });
    const refs = {
      order: { id: order.id, token: first.order.token },
      item: { id: item.id, token: item.token },
    };

    const edited = await guest.post('/api/order/edit-item', { ...refs, quantity: 7 });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = dataOf<Order>(edited);
    expect(afterEdit.items.find((entry) => entry.id === item.id)?.quantity).toBe(7);
    expect(afterEdit.totals.subtotal).toBe(item.unitTotal * 7 + first.item.unitTotal * 2);

    const reloaded = await guest.post('/api/order/reload-item', refs);
    expect(reloaded.statusCode).toBe(200);
    expect(dataOf<OrderItem>(reloaded)).toMatchObject({ id: item.id, quantity: 7, token: item.token });

    const removed = await guest.post('/api/order/remove-item', refs);
    expect(removed.statusCode).toBe(200);
    const afterRemove = dataOf<Order>(removed);
    expect(afterRemove.items.map((entry) => entry.id)).toEqual([first.item.id]);
    expect(afterRemove.totals.subtotal).toBe(first.item.unitTotal * 2);

    // The last item gone, nothing is left to buy.
    const emptied = dataOf<Order>(
      await guest.post('/api/order/remove-item', {
        order: refs.order,
        item: { id: first.item.id, token: first.item.token },
      }),
    );
    expect(emptied).toMatchObject({ items: [], purchasable: false, totals: { total: 0, shipping: 0 } });
  });

  it('needs both tokens: a wrong one, or an item of another order, is a 404 and changes nothing', async () => {
    const mine = await addBlanks({ quantity: 2 });
    const theirs = await addBlanks({ quantity: 3 });
    const order = { id: mine.order.id, token: mine.order.token };
    const item = { id: mine.item.id, token: mine.item.token };
    const attempts = [
      { order: { ...order, token: 'z'.repeat(32) }, item },
      { order, item: { ...item, token: 'z'.repeat(32) } },
      { order, item: { id: theirs.item.id, token: theirs.item.token } },
      { order: { id: theirs.order.id, token: theirs.order.token }, item },
      { order: { id: theirs.order.id, token: mine.order.token }, item },
    ];
    for (const refs of attempts) {
      for (const [url, extra] of [
        ['/api/order/edit-item', { quantity: 9 }],
        ['/api/order/remove-item', {}],
        ['/api/order/reload-item', {}],
      ] as const) {
        const response = await guest.post(url, { ...refs, ...extra });
        expect(response.statusCode, `${url} ${JSON.stringify(refs)}`).toBe(404);
      }
    }
    const [mineRead, theirsRead] = await Promise.all([
      getOrder(mine.order.id, mine.order.token).then((r) => dataOf<Order>(r)),
      getOrder(theirs.order.id, theirs.order.token).then((r) => dataOf<Order>(r)),
    ]);
    expect(mineRead.items.map((entry) => entry.quantity)).toEqual([2]);
    expect(theirsRead.items.map((entry) => entry.quantity)).toEqual([3]);
  });

  it('refuses an out-of-range quantity, or a price, on edit', async () => {
    const { order, item } = await addBlanks();
    const refs = { order: { id: order.id, token: order.token }, item: { id: item.id, token: item.token } };
    for (const quantity of [0, 251, 1.5]) {
      const response = await guest.post('/api/order/edit-item', { ...refs, quantity });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(errorsOf(response))).toEqual(['quantity']);
    }
    const priced = await guest.post('/api/order/edit-item', { ...refs, quantity: 2, unitPrice: 1 });
    expect(errorsOf(priced)).toEqual({ unitPrice: ['validation.unknown'] });
  });

  it('needs the CSRF token like every change', async () => {
    const { order, item } = await addBlanks();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/order/remove-item',
      payload: { order: { id: order.id, token: order.token }, item: { id: item.id, token: item.token } },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('for the payments module', () => {
  it('completes an order once however many completions race, and only a paying one', async () => {
    const { order } = await addBlanks();
    const paidAt = new Date('2026-05-01T00:00:00Z');
    // An open cart may still change: it is never marked paid.
    expect(await t.services.orders.completePaid(order.id, paidAt)).toBe(false);
    await t.services.orders.setStatus(order.id, 'paying', { from: ['open'] });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.services.orders.completePaid(order.id, paidAt)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.services.orders.completePaid(order.id, new Date())).toBe(false);
    const read = await t.services.orders.getForPayment(order.id);
    expect(read).toMatchObject({ status: 'paid', paidAt: paidAt.toISOString(), regionIso: 'AU' });
  });

  it('asks the discount policy while a coupon is set, caps what it gives, and drops it with the coupon', async () => {
    const { order, item } = await addBlanks({ quantity: 2 });
    const asked: Array<{ couponCode: string; subtotal: number }> = [];
    let discount = 100;
    // This file's own app: the promos module's policy is replaced by a fixed one.
    t.services.orders.setDiscountPolicy(async (input) => {
      asked.push({ couponCode: input.couponCode, subtotal: input.subtotal });
      return discount;
    });
    /** A change of the item (the same quantity): the cart re-prices the order, as after any change. */
    const changed = async () => {
      const response = await guest.post('/api/order/edit-item', {
        order: { id: order.id, token: order.token },
        item: { id: item.id, token: item.token },
        quantity: 2,
      });
      expect(response.statusCode, response.body).toBe(200);
      return dataOf<Order>(response);
    };
    try {
      await t.services.orders.setCoupon(order.id, 'SAVE');
      const discounted = await changed();
      expect(asked).toEqual([{ couponCode: 'SAVE', subtotal: order.totals.subtotal }]);
      expect(discounted.totals.discount).toBe(100);
      expect(discounted.totals.total).toBe(discounted.totals.subtotal + discounted.totals.shipping - 100);

      discount = 1_000_000;
      const capped = await changed();
      expect(capped.totals).toMatchObject({ total: 0, tax: 0 });
      expect(capped.totals.discount).toBe(capped.totals.subtotal + capped.totals.shipping);

      await t.services.orders.setCoupon(order.id, null);
      expect((await changed()).totals.discount).toBe(0);
    } finally {
      t.services.orders.setDiscountPolicy(null);
    }

    // Without a policy, a discount stored by setTotals is kept while the coupon is.
    await t.services.orders.setCoupon(order.id, 'SAVE');
    await t.services.orders.setTotals(order.id, { discount: 50 });
    expect((await changed()).totals.discount).toBe(50);
  });

  it('sends the confirmation once', async () => {
    const { order } = await addBlanks();
    const first = await t.services.orders.markConfirmationSent(order.id, new Date());
    const second = await t.services.orders.markConfirmationSent(order.id, new Date());
    expect([first, second]).toEqual([true, false]);
  });
});

describe('orders of an account', () => {
  async function buy(browser: TestBrowser, quantity = 1) {
    const { order } = await addBlanks({ quantity }, browser);
    await markPaid(order.id);
    return order;
  }

  it('belong to the signed-in buyer, and a guest order is claimed when its buyer signs in', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const { order } = await addBlanks({}, browser);
    const [row] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.userId).toBe(user.id);

    const asGuest = testBrowser(t);
    await asGuest.check();
    const guestOrder = (await addBlanks({}, asGuest)).order;
    // The same browser signs in and comes back to its cart.
    await signIn(t, user, asGuest);
    expect((await getOrder(guestOrder.id, guestOrder.token, asGuest)).statusCode).toBe(200);
    const [claimed] = await t.database.db
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, guestOrder.id));
    expect(claimed?.userId).toBe(user.id);
  });

  it('take the guest orders of their e-mail once it is verified: not at sign-up, not another address, once', async () => {
    const email = 'adopting-buyer@example.com';
    async function guestBuys(address: string, pay = true) {
      const buyer = testBrowser(t);
      await buyer.check();
      const { order } = await addBlanks({}, buyer);
      const quoted = await buyer.post('/api/payment/order/quote', {
        order: { id: order.id, token: order.token },
        customer: { email: address, firstName: 'Ada', lastName: 'Lovelace' },
      });
      expect(quoted.statusCode, quoted.body).toBe(200);
      if (pay) await markPaid(order.id);
      return order;
    }
    const history = async (browser: TestBrowser) =>
      dataOf<{ orders: OrderSummary[] }>(await browser.get('/api/account/orders')).orders.map((o) => o.id);
    const holder = async (id: string) =>
      (await t.database.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, id)))[0]
        ?.userId;

    const mine = await guestBuys('Adopting-Buyer@Example.com');
    const theirs = await guestBuys('adopting-buyer@example.org');
    const unpaid = await guestBuys(email, false);

    // Signing up with the address proves nothing: anyone can type it.
    const signedUp = await createQuickAccount(t, email);
    expect(await history(signedUp)).toEqual([]);
    expect(await holder(mine.id)).toBeNull();

    const { id, token } = await linkInMail(t, email, 'verify-email');
    const verifier = testBrowser(t);
    await verifier.check();
    const verified = await verifier.post('/api/auth/verify-email', {
      id,
      token,
      password: 'chosen password',
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await history(verifier)).toEqual([mine.id]);
    const userId = await holder(mine.id);
    expect(userId).toBeTruthy();
    expect(await holder(theirs.id)).toBeNull();
    expect(await holder(unpaid.id)).toBeNull();
    // Again is a no-op.
    expect(await adoptGuestOrders(t.database.db, userId as string, email)).toBe(0);
    expect(await history(verifier)).toEqual([mine.id]);
  });

  it("list only the user's paid orders, newest first, and open each with a view token for the owner alone", async () => {
    const ada = await signIn(t, await createUser(t));
    const bob = await signIn(t, await createUser(t));
    const older = await buy(ada, 2);
    const newer = await buy(ada, 3);
    await addBlanks({}, ada); // open: not in the history
    await buy(bob);
    // Paid a minute apart, so "newest first" is decided by the data, not by timing.
    await t.database.db
      .update(orders)
      .set({ paidAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, older.id));

    const listed = await ada.get('/api/account/orders');
    expect(listed.statusCode).toBe(200);
    const summaries = dataOf<{ orders: OrderSummary[] }>(listed).orders;
    expect(summaries.map((summary) => summary.id)).toEqual([newer.id, older.id]);
    expect(summaries[0]).toMatchObject({ status: 'paid', currency: 'AUD', itemCount: 1, quantity: 3 });
    expect(summaries[0]?.total).toBe(newer.totals.total);

    const view = summaries[0];
    if (!view) throw new Error('no summary');
    const mine = await ada.get(`/api/account/orders/${view.id}/${view.token}`);
    expect(mine.statusCode).toBe(200);
    expect(dataOf<Order>(mine)).toMatchObject({ id: newer.id, itemsTotal: 1 });
    // The view token also opens the order page for its owner (complete, resume), and for nobody else.
    expect((await getOrder(view.id, view.token, ada)).statusCode).toBe(200);
    expect((await getOrder(view.id, view.token, bob)).statusCode).toBe(404);
    expect((await getOrder(view.id, view.token, guest)).statusCode).toBe(404);
    expect((await bob.get(`/api/account/orders/${view.id}/${view.token}`)).statusCode).toBe(404);
    expect(dataOf<{ orders: OrderSummary[] }>(await bob.get('/api/account/orders')).orders).toHaveLength(1);

    const signedOut = testBrowser(t);
    expect((await signedOut.get('/api/account/orders')).statusCode).toBe(401);
  });

  it('pages the items of an account order, 25 a page by default', async () => {
    const ada = await signIn(t, await createUser(t));
    const first = await addBlanks({ quantity: 1 }, ada);
    const ref = { id: first.order.id, token: first.order.token };
    for (let quantity = 2; quantity <= 27; quantity += 1) await addBlanks({ quantity, order: ref }, ada);
    await markPaid(first.order.id);
    const [summary] = dataOf<{ orders: OrderSummary[] }>(await ada.get('/api/account/orders')).orders;
    if (!summary) throw new Error('no summary');
    expect(summary).toMatchObject({ itemCount: 27 });

    const base = `/api/account/orders/${summary.id}/${summary.token}`;
    const page1 = dataOf<Order>(await ada.get(base));
    expect(page1.items).toHaveLength(25);
    expect(page1.itemsTotal).toBe(27);
    const page2 = dataOf<Order>(await ada.get(`${base}?itemPage=2`));
    expect(page2.items.map((item) => item.quantity)).toEqual([26, 27]);
    const small = dataOf<Order>(await ada.get(`${base}?itemsMax=5&itemPage=3`));
    expect(small.items.map((item) => item.quantity)).toEqual([11, 12, 13, 14, 15]);
    // Totals are the whole order's, whatever the page.
    expect(small.totals).toEqual(page1.totals);
    expect((await ada.get(`${base}?itemsMax=0`)).statusCode).toBe(422);
  });
});
