import type { AuthState } from '@cardshop/shared/contracts/auth';
import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPrices, cards, orderItems, orders } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import {
  addCard as addCardAs,
  addCardPayload,
  giftCardChoice,
  giftCardObject,
  layoutOf,
  RECIPIENT,
  SENDER,
  SENDER_ADDRESS,
  type WrittenCard,
  writtenCards,
} from './test-helpers.ts';

// POST /api/order/add-card: a written card, priced by the server, its layout checked against the card's
// size and the editor's fonts, posted direct (D) or to the sender (S), now or on a scheduled day.

let t: Awaited<ReturnType<typeof createTestApp>>;
let guest: TestBrowser;
let written: WrittenCard[];
/** The server's clock; null is the real time. */
let now: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, clock: () => now ?? new Date() });
  written = await writtenCards(t);
  guest = testBrowser(t);
  await guest.check();
});
afterAll(() => t.close());

function cardOf(sizeId?: string): WrittenCard {
  const card = sizeId ? written.find((entry) => entry.sizeId === sizeId) : written[0];
  if (!card) throw new Error(`the seed has no written card of size ${sizeId ?? 'any'}`);
  return card;
}

const payload = (overrides: Record<string, unknown> = {}, card = cardOf()) => addCardPayload(card, overrides);
const addCard = (body: Record<string, unknown>, browser = guest) => addCardAs(browser, body);

async function itemRow(id: string) {
  const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, id));
  if (!row) throw new Error('no item');
  return row;
}

async function priceOf(cardId: string, regionId = 1) {
  const [row] = await t.database.db
    .select({ value: cardPrices.value, shipping: cardPrices.shipping })
    .from(cardPrices)
    .where(and(eq(cardPrices.cardId, cardId), eq(cardPrices.regionId, regionId)));
  if (!row) throw new Error('no price');
  return row;
}

async function counts() {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [i] = await t.database.db.select({ n: count() }).from(orderItems);
  return { orders: o?.n ?? 0, items: i?.n ?? 0 };
}

async function refused(body: Record<string, unknown>) {
  const before = await counts();
  const response = await guest.post('/api/order/add-card', body);
  expect(response.statusCode, response.body).toBe(422);
  expect(await counts()).toEqual(before);
  return errorsOf(response);
}

async function todayInAustralia() {
  return t.services.shipping.today(await t.services.config.region(1));
}

describe('POST /api/order/add-card', () => {
  it('makes an order with one written card at the price of the card, posted direct to the recipient', async () => {
    const card = cardOf();
    const { item, order } = await addCard(
      payload({ options: { giftCardVerification: { enable: false, email: null, phone: null } } }),
    );
    const price = await priceOf(card.id);

    expect(order.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(order).toMatchObject({ status: 'open', purchasable: true, currency: 'AUD', regionId: 1 });
    // The card price includes standard post inside the region: nothing more to pay for it.
    expect(item).toMatchObject({
      blank: false,
      quantity: 1,
      unitTotal: price.value,
      total: price.value,
      shipTo: 'direct',
      shippingMethod: 'standard',
      scheduledDate: null,
      dispatch: { status: 'pending', dispatchedAt: null },
    });
    expect(order.totals).toMatchObject({ subtotal: price.value, shipping: 0, total: price.value });
    expect(order.customer).toMatchObject({
      email: 'peter@example.com',
      firstName: 'Peter',
      lastName: 'Parker',
    });
    expect(item.card).toMatchObject({
      size: card.sizeId,
      layout: layoutOf(card),
      recipient: { name: 'Mary Jane Watson', locality: 'Melbourne', adminAreaLevel1: 'VIC' },
      sender: SENDER,
      options: { giftCardVerification: { enable: false, email: null, phone: null } },
    });
    expect(item.related).toEqual([]);

    const row = await itemRow(item.id);
    expect(row).toMatchObject({
      shipTo: 'direct',
      quantity: 1,
      blank: false,
      shippingPrice: 0,
      scheduledDate: null,
    });
    // Posted to the recipient, in the address shape blank items use (the name split at the first space).
    expect(row.address).toEqual({
      firstName: 'Mary',
      lastName: 'Jane Watson',
      address: '20 Ingram St',
      address2: null,
      locality: 'Melbourne',
      adminAreaLevel1: 'VIC',
      postcode: '3000',
      country: 'AU',
    });
  });

  it("posts to the sender's address (S), stores the scheduled day and charges the postage beyond standard", async () => {
    const date = addCalendarDays(await todayInAustralia(), 30);
    const { item, order } = await addCard(
      payload({
        recipient: { name: 'Aunt May' },
        sender: { ...SENDER, ...SENDER_ADDRESS },
        schedule: { type: 'later', date },
        shipping: { method: 'tracked', type: 'S' },
      }),
    );
    expect(item).toMatchObject({ shipTo: 'sender', shippingMethod: 'tracked', scheduledDate: date });
    // AU tracked is 9.95 against the 3.00 of standard post the card price includes.
    expect(order.totals.shipping).toBe(995 - 300);
    const row = await itemRow(item.id);
    expect(row.scheduledDate).toBe(date);
    expect(row.address).toMatchObject({
      firstName: 'Peter',
      lastName: 'Parker',
      address: '1 Harbour St',
      adminAreaLevel1: 'NSW',
      country: 'AU',
    });
    expect(order.customer).toMatchObject({ email: 'peter@example.com', locality: 'Sydney', country: 'AU' });
  });

  it('prices international post as the difference to standard domestic post', async () => {
    const { order } = await addCard(
      payload({
        recipient: {
          name: 'Jean',
          address: '1 Rue de Rivoli',
          locality: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
      }),
    );
    expect(order.totals.shipping).toBe(1200 - 300);
  });

  it('is described in the API document with the editor settings calls', async () => {
    const document = (await t.app.inject('/api/docs')).json() as { paths: Record<string, object> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/order/add-card', '/api/account/editor-settings']),
    );
  });

  it.each([
    ['its own price', { price: 1 }, 'price'],
    ['its own currency', { currency: 'USD' }, 'currency'],
    ['a quantity', { quantity: 5 }, 'quantity'],
  ])('refuses a client that sends %s (422) and writes nothing', async (_name, extra, field) => {
    const errors = await refused(payload(extra));
    expect(errors[field]).toEqual(['validation.unknown']);
  });

  it.each([
    ['an unknown font', { font: 'comic-sans' }, 'layout.pages.0.objects.0.font', 'validation.font'],
    [
      'text outside the page margins',
      { x: 0, y: 0 },
      'layout.pages.0.objects.0',
      'validation.outside-margins',
    ],
    ['text larger than 50', { size: 60 }, 'layout.pages.0.objects.0.size', 'validation.text-overflow'],
    [
      'text that overflows its box',
      { text: 'So many happy returns of the day! '.repeat(20) },
      'layout.pages.0.objects.0.text',
      'validation.text-overflow',
    ],
    [
      'characters its font cannot print',
      { text: 'Happy birthday 🎂' },
      'layout.pages.0.objects.0.text',
      'validation.text-glyphs',
    ],
  ])('refuses a layout with %s, with the field error under layout.', async (_name, change, path, key) => {
    const card = cardOf();
    const errors = await refused(payload({ layout: layoutOf(card, change) }, card));
    expect(errors[path]).toEqual([key]);
    expect(Object.keys(errors).filter((field) => !field.startsWith('layout.'))).toEqual([]);
  });

  it('refuses a layout of the wrong size or page count, an unknown decal, an image, and one that is not a card document', async () => {
    const card = cardOf();
    const wrongPages = { ...layoutOf(card), pages: [...layoutOf(card).pages, { objects: [] }] };
    expect((await refused(payload({ layout: wrongPages }, card)))['layout.pages']).toEqual([
      'validation.page-count',
    ]);
    expect(
      (await refused(payload({ layout: { ...layoutOf(card), sizeId: 'no-such-size' } }, card)))[
        'layout.sizeId'
      ],
    ).toEqual(['validation.in']);
    const decal = { type: 'decal', id: 'd', x: 20, y: 20, width: 20, height: 20, rotation: 0 };
    const decals = layoutOf(card);
    decals.pages[0]?.objects.push({ ...decal, decalId: 'heart' }, { ...decal, decalId: 'unicorn' });
    expect(await refused(payload({ layout: decals }, card))).toEqual({
      'layout.pages.0.objects.2.decalId': ['validation.in'],
    });
    const image = layoutOf(card);
    image.pages[0]?.objects.push({
      type: 'image',
      id: 'i',
      x: 20,
      y: 20,
      width: 20,
      height: 20,
      src: '/x.png',
    });
    expect(await refused(payload({ layout: image }, card))).toEqual({
      'layout.pages.0.objects.1': ['validation.unavailable'],
    });
    expect((await refused(payload({ layout: 'hello' }, card))).layout).toEqual(['validation.invalid']);
    expect((await refused(payload({ layout: { version: 9 } }, card))).layout).toEqual(['validation.invalid']);
  });

  it("gives the card's gift-card object its verification settings, on sizes with room for one", async () => {
    const card = cardOf('folded');
    const { choice } = await giftCardChoice(t);
    const layout = layoutOf(card);
    layout.pages[1]?.objects.push(giftCardObject(choice));
    const verification = { enable: true, email: 'Mary@Example.com', phone: null };
    const { item } = await addCard(
      payload({ layout, options: { giftCardVerification: verification } }, card),
    );
    const stored = (await itemRow(item.id)).card as {
      layout: { pages: Array<{ objects: Array<Record<string, unknown>> }> };
      options: unknown;
    };
    const kept = { enable: true, email: 'mary@example.com', phone: null };
    expect(stored.layout.pages[1]?.objects[0]).toMatchObject({
      type: 'gift-card',
      giftCard: { ...choice, verification: kept },
    });
    expect(stored.options).toEqual({ giftCardVerification: kept });

    // A postcard has no room for a gift card.
    const postcard = cardOf('postcard');
    const flat = layoutOf(postcard);
    flat.pages[1]?.objects.push(giftCardObject(choice, { x: 20, y: 20, width: 60, height: 40 }));
    expect(await refused(payload({ layout: flat }, postcard))).toEqual({
      'layout.pages.1.objects.0': ['validation.gift-card-size'],
    });
  });

  it('accepts a version 1 layout and stores it migrated to version 3', async () => {
    const card = cardOf('notecard');
    const v1 = {
      size: card.sizeId,
      front: { text: 'For you', font: 'caveat' },
      inside: { text: 'Love, Peter', font: 'kalam' },
    };
    const { item } = await addCard(payload({ layout: v1 }, card));
    const row = await itemRow(item.id);
    const layout = (
      row.card as { layout: { version: number; sizeId: string; pages: Array<{ objects: unknown[] }> } }
    ).layout;
    expect(layout).toMatchObject({ version: 3, sizeId: card.sizeId });
    expect(layout.pages[1]?.objects[0]).toMatchObject({
      type: 'text',
      text: 'Love, Peter',
      font: 'kalam',
      vAlign: 'top',
      color: '#000000',
    });
    expect(item.card.layout).toEqual(layout);
  });

  it('refuses a scheduled day that is today, past, or more than 365 days ahead', async () => {
    const today = await todayInAustralia();
    for (const date of ['2020-01-01', today, addCalendarDays(today, 366)]) {
      const errors = await refused(payload({ schedule: { type: 'later', date } }));
      expect(errors, date).toEqual({ 'schedule.date': ['validation.schedule-date'] });
    }
    const last = await addCard(payload({ schedule: { type: 'later', date: addCalendarDays(today, 365) } }));
    expect(last.item.scheduledDate).toBe(addCalendarDays(today, 365));
  });

  it('sends a card as soon as it is paid once its scheduled day is no longer ahead of the cart', async () => {
    const region = await t.services.config.region(undefined);
    const today = t.services.shipping.today(region);
    const { item, order } = await addCard(
      payload({ schedule: { type: 'later', date: addCalendarDays(today, 2) } }),
    );
    expect(item.scheduledDate).toBe(addCalendarDays(today, 2));
    try {
      // Two days on, the day has come while the card waited in the cart.
      now = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
      const fetched = dataOf<Order>(await guest.get(`/api/order/get/${order.id}/${order.token}`));
      expect(fetched.items.find((entry) => entry.id === item.id)?.scheduledDate).toBeNull();
      expect((await itemRow(item.id)).scheduledDate).toBeNull();
    } finally {
      now = null;
    }
  });

  it("needs the recipient's address for D and the sender's for S, with the country rules", async () => {
    const { address: _a, ...noAddress } = RECIPIENT;
    expect((await refused(payload({ recipient: noAddress })))['recipient.address']).toEqual([
      'validation.required',
    ]);
    expect(
      (await refused(payload({ recipient: { ...RECIPIENT, postcode: 'ABC' } })))['recipient.postcode'],
    ).toEqual(['validation.format']);
    expect(
      (await refused(payload({ recipient: { ...RECIPIENT, adminAreaLevel1: 'Atlantis' } })))[
        'recipient.adminAreaLevel1'
      ],
    ).toEqual(['validation.in']);
    const sToNowhere = await refused(payload({ shipping: { method: 'standard', type: 'S' } }));
    expect(sToNowhere['sender.address']).toEqual(['validation.required']);
  });

  it('refuses an unknown card, a card not sold written, and a method not offered', async () => {
    expect((await refused(payload({ cardId: '00000000-0000-4000-8000-000000000000' }))).cardId).toEqual([
      'validation.in',
    ]);
    const card = written[1] ?? cardOf();
    await t.database.db
      .update(cards)
      .set({ formats: ['blank'] })
      .where(eq(cards.id, card.id));
    try {
      expect((await refused(payload({}, card))).cardId).toEqual(['validation.unavailable']);
    } finally {
      await t.database.db
        .update(cards)
        .set({ formats: ['printed', 'blank'] })
        .where(eq(cards.id, card.id));
    }
    const abroadExpress = await refused(
      payload({
        recipient: {
          name: 'Jean',
          address: '1 Rue de Rivoli',
          locality: 'Paris',
          postcode: '75001',
          country: 'FR',
        },
        shipping: { method: 'express', type: 'D' },
      }),
    );
    expect(abroadExpress).toEqual({ 'shipping.method': ['validation.in'] });
  });

  it('adds to the given order, and with item replaces that item in place', async () => {
    const first = await addCard(payload());
    const ref = { id: first.order.id, token: first.order.token };
    const second = await addCard(payload({ order: ref, recipient: { ...RECIPIENT, name: 'Harry Osborn' } }));
    expect(second.order.token).toBeUndefined();
    expect(second.order.items.map((entry) => entry.id)).toEqual([first.item.id, second.item.id]);

    const date = addCalendarDays(await todayInAustralia(), 10);
    const replaced = await addCard(
      payload({
        order: ref,
        item: { id: first.item.id, token: first.item.token },
        layout: layoutOf(cardOf(), { text: 'Happy anniversary' }),
        recipient: { ...RECIPIENT, name: 'Gwen Stacy' },
        schedule: { type: 'later', date },
      }),
    );
    expect(replaced.item.id).toBe(first.item.id);
    expect(replaced.item.token).toBe(first.item.token);
    expect(replaced.order.items.map((entry) => entry.id)).toEqual([first.item.id, second.item.id]);
    expect(replaced.item).toMatchObject({ scheduledDate: date, card: { recipient: { name: 'Gwen Stacy' } } });
    const row = await itemRow(first.item.id);
    expect(row.address.firstName).toBe('Gwen');
    expect(JSON.stringify(row.card)).toContain('Happy anniversary');

    // An item ref needs its order, and a wrong item token is a 404 that changes nothing.
    expect((await refused(payload({ item: { id: first.item.id, token: first.item.token } }))).order).toEqual([
      'validation.required',
    ]);
    const wrong = await guest.post(
      '/api/order/add-card',
      payload({ order: ref, item: { id: first.item.id, token: 'z'.repeat(32) } }),
    );
    expect(wrong.statusCode).toBe(404);
    // A written card stays one card.
    const edit = await guest.post('/api/order/edit-item', {
      order: ref,
      item: { id: first.item.id, token: first.item.token },
      quantity: 3,
    });
    expect(edit.statusCode).toBe(422);
  });

  it('reloads a written item with its layout, recipient, sender, options, schedule and shipping', async () => {
    const date = addCalendarDays(await todayInAustralia(), 3);
    const options = {
      giftCardVerification: { enable: true, email: 'mary@example.com', phone: '+61412345678' },
    };
    const body = payload({
      sender: { ...SENDER, ...SENDER_ADDRESS },
      schedule: { type: 'later', date },
      shipping: { method: 'express', type: 'S' },
      options,
    });
    const { item, order } = await addCard(body);
    const response = await guest.post('/api/order/reload-item', {
      order: { id: order.id, token: order.token },
      item: { id: item.id, token: item.token },
    });
    expect(response.statusCode).toBe(200);
    const reloaded = dataOf<OrderItem>(response);
    expect(reloaded).toMatchObject({
      id: item.id,
      blank: false,
      quantity: 1,
      shipTo: 'sender',
      shippingMethod: 'express',
      scheduledDate: date,
      card: {
        layout: body.layout,
        recipient: RECIPIENT,
        sender: { ...SENDER, address: '1 Harbour St', adminAreaLevel1: 'NSW', country: 'AU' },
        options,
      },
    });
    expect(reloaded).toEqual(item);
  });

  it("lists the user's previous recipients of a card once paid, newest first, each once", async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const { pay } = await checkoutHelpers(t);
    const card = cardOf();
    const send = async (name: string) => {
      const { order } = await addCard(payload({ recipient: { ...RECIPIENT, name } }), browser);
      return { id: order.id, token: order.token };
    };

    const unpaid = await send('Never Paid');
    expect(unpaid.id).toBeTruthy();
    expect((await browser.check()).user?.previousSends).toEqual({});

    await pay(browser, await send('Ada'));
    await pay(browser, await send('Bob'));
    await pay(browser, await send('Ada'));
    const state: AuthState = await browser.check();
    expect(state.user?.previousSends).toEqual({ [card.id]: ['Ada', 'Bob'] });

    // Another user sees none of them.
    const other = await signIn(t, await createUser(t));
    expect((await other.check()).user?.previousSends).toEqual({});
  });
});
