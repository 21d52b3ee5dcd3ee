import { randomUUID } from 'node:crypto';
import type { Order } from '@cardshop/shared/contracts/orders';
import type { QuoteResult } from '@cardshop/shared/contracts/payments';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPrices, giftCards, orderGiftCards, orderItems, orders } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf, errorsOf, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import {
  addCard,
  addCardPayload,
  type GiftCardChoiceBody,
  giftCardChoice,
  giftCardObject,
  layoutOf,
  type WrittenCard,
  writtenCards,
} from './test-helpers.ts';

// A gift card bought inside a written card (issue 17, docs/decisions/0023-gift-cards-in-cards.md): the
// layout's gift-card object carries the buyer's choice, and the order sells it as a line related to the
// card's item, at the amount chosen, in the total the gateway charges. The rules are the server's.

let t: Awaited<ReturnType<typeof createTestApp>>;
let guest: TestBrowser;
let folded: WrittenCard;
let postcard: WrittenCard;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
/** The seed's first fixed-amount Australian gift card, with its smallest amount. */
let fixed: Awaited<ReturnType<typeof giftCardChoice>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 24 });
  const written = await writtenCards(t);
  const find = (sizeId: string) => {
    const card = written.find((entry) => entry.sizeId === sizeId);
    if (!card) throw new Error(`the seed has no written ${sizeId}`);
    return card;
  };
  folded = find('folded');
  postcard = find('postcard');
  guest = testBrowser(t);
  await guest.check();
  h = await checkoutHelpers(t);
  fixed = await giftCardChoice(t);
});
afterAll(() => t.close());

/** An add-card body of the folded card with a gift card of this choice inside (page 2, the inside left). */
function withGiftCard(choice: Partial<GiftCardChoiceBody>, overrides: Record<string, unknown> = {}) {
  const layout = layoutOf(folded);
  layout.pages[1]?.objects.push(giftCardObject(choice));
  return addCardPayload(folded, { layout, ...overrides });
}

const GIFT = 'layout.pages.1.objects.0.giftCard';

async function counts() {
  const [o] = await t.database.db.select({ n: count() }).from(orders);
  const [i] = await t.database.db.select({ n: count() }).from(orderItems);
  const [g] = await t.database.db.select({ n: count() }).from(orderGiftCards);
  return { orders: o?.n ?? 0, items: i?.n ?? 0, giftCards: g?.n ?? 0 };
}

/** Posts the body, expects 422 with nothing written, and answers the field errors. */
async function refused(body: Record<string, unknown>, url = '/api/order/add-card', browser = guest) {
  const before = await counts();
  const response = await browser.post(url, body);
  expect(response.statusCode, response.body).toBe(422);
  expect(await counts()).toEqual(before);
  return errorsOf(response);
}

async function cardPrice(cardId: string, regionId = 1) {
  const [row] = await t.database.db
    .select({ value: cardPrices.value })
    .from(cardPrices)
    .where(and(eq(cardPrices.cardId, cardId), eq(cardPrices.regionId, regionId)));
  if (!row) throw new Error('no price');
  return row.value;
}

describe('a gift card inside a card', () => {
  it('is a line of the order, related to its card, at the amount chosen, in the total', async () => {
    const { item, order } = await addCard(guest, withGiftCard(fixed.choice));
    const price = await cardPrice(folded.id);
    const amount = fixed.choice.amount;

    expect(item.related).toEqual([
      {
        id: expect.any(String),
        type: 'gift-card',
        label: `${fixed.card.name} gift card`,
        quantity: 1,
        unitTotal: amount,
        total: amount,
        pricing: { unit: { grandTotal: amount }, line: { grandTotal: amount } },
        giftCard: {
          id: fixed.card.id,
          name: fixed.card.name,
          fullPath: fixed.card.fullPath,
          imageSrc: expect.stringMatching(new RegExp(`^/images/gift-cards/${fixed.card.id}-`)),
          wildcard: false,
          amount,
          currency: 'AUD',
          canChange: true,
          region: 'AU',
        },
        options: { giftCardVerification: { enable: false, email: null, phone: null } },
      },
    ]);
    // The card is priced as before; the gift card is added at face value, with no GST of its own.
    expect(item.total).toBe(price);
    expect(order.totals).toEqual({
      subtotal: price,
      discount: 0,
      shipping: 0,
      tax: Math.round(price / 11),
      giftCards: amount,
      total: price + amount,
    });
    expect(order.purchasable).toBe(true);

    const [line] = await t.database.db
      .select()
      .from(orderGiftCards)
      .where(eq(orderGiftCards.orderItemId, item.id));
    expect(line).toMatchObject({
      orderId: order.id,
      giftCardId: fixed.card.id,
      amount,
      currencyCode: 'AUD',
      region: 'AU',
      canChange: true,
    });
    expect(line?.id).toBe(item.related[0]?.id);
  });

  it('is charged by the gateway with the card, and shown in the confirmation mail', async () => {
    const browser = testBrowser(t);
    await browser.check();
    const email = `gift-${Date.now()}@example.com`;
    const { order } = await addCard(
      browser,
      withGiftCard(fixed.choice, { sender: { firstName: 'Peter', lastName: 'Parker', email } }),
    );
    const ref = { id: order.id, token: order.token };

    const quote = dataOf<QuoteResult>(await browser.post('/api/payment/order/quote', { order: ref }));
    expect(quote.payment.amount).toBe(order.totals.total);
    expect(quote.order.totals.giftCards).toBe(fixed.choice.amount);

    const intent = await h.intentFor(browser, ref);
    expect(intent.amount).toBe(order.totals.subtotal + fixed.choice.amount);
    await h.confirm(browser, intent.secret);
    const complete = await browser.post('/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    });
    expect(complete.statusCode, complete.body).toBe(200);
    await h.gateway.settled();
    expect(await h.netCharges(order.id)).toEqual([{ intentId: intent.intentId, amount: order.totals.total }]);

    const paid = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(paid.status).toBe('paid');
    expect(paid.items[0]?.related[0]).toMatchObject({ type: 'gift-card', total: fixed.choice.amount });
    expect(paid.totals.giftCards).toBe(fixed.choice.amount);

    const [mail] = (await t.outbox()).filter(
      (entry) => entry.to === email && /is confirmed/.test(entry.subject),
    );
    expect(mail?.text).toContain(`1 × ${fixed.card.name} gift card, inside the card above: $`);
    expect(mail?.text).toMatch(/Gift cards: \$\d+\.\d\d/);
  });

  it('takes any listed amount of a fixed gift card, and refuses any other', async () => {
    const listed = [...fixed.card.availableAmounts].sort((a, b) => b - a)[0] ?? 0;
    const { item } = await addCard(guest, withGiftCard({ ...fixed.choice, amount: listed }));
    expect(item.related[0]?.total).toBe(listed);

    expect(await refused(withGiftCard({ ...fixed.choice, amount: fixed.choice.amount + 1 }))).toEqual({
      [`${GIFT}.amount`]: ['validation.gift-card-amount'],
    });
  });

  it('takes any amount from min to max of a wildcard gift card, within the limit', async () => {
    const wildcard = await giftCardChoice(t, { wildcard: true });
    const { valueMin, valueMax } = wildcard.card;
    const between = valueMin + 1234;
    const { item } = await addCard(guest, withGiftCard({ ...wildcard.choice, amount: between }));
    expect(item.related[0]?.giftCard).toMatchObject({ wildcard: true, amount: between, canChange: true });

    expect(await refused(withGiftCard({ ...wildcard.choice, amount: valueMin - 1 }))).toEqual({
      [`${GIFT}.amount`]: ['validation.min'],
    });
    // The seed's wildcard cards go up to the limit (A$500): one cent more is over both.
    expect(valueMax).toBe(50_000);
    expect(await refused(withGiftCard({ ...wildcard.choice, amount: valueMax + 1 }))).toEqual({
      [`${GIFT}.amount`]: ['validation.gift-card-limit'],
    });
  });

  it('keeps the buyer’s “may change” choice, which a wildcard gift card always allows', async () => {
    const { item } = await addCard(guest, withGiftCard({ ...fixed.choice, canChange: false }));
    expect(item.related[0]?.giftCard.canChange).toBe(false);
    const wildcard = await giftCardChoice(t, { wildcard: true });
    const any = await addCard(guest, withGiftCard({ ...wildcard.choice, canChange: false }));
    expect(any.item.related[0]?.giftCard.canChange).toBe(true);
  });

  it('must be of the order’s region, in its currency', async () => {
    const nz = await giftCardChoice(t, { region: 'NZ' });
    // A New Zealand gift card in an Australian order.
    expect(await refused(withGiftCard(nz.choice))).toEqual({
      [`${GIFT}.region`]: ['validation.gift-card-region'],
    });
    // An Australian gift card said to be for New Zealand, in an Australian order.
    expect(await refused(withGiftCard({ ...fixed.choice, region: 'NZ' }))).toEqual({
      [`${GIFT}.region`]: ['validation.gift-card-region'],
    });
    // An Australian gift card also usable in New Zealand, in an order priced in NZ dollars: its amount is
    // in Australian dollars, and the shop does not convert at a guessed rate.
    const travelling = (await t.database.db.select().from(giftCards)).find(
      (card) => card.currencyCode === 'AUD' && card.regions.includes('NZ'),
    );
    expect(travelling).toBeDefined();
    const nzBody = {
      ...withGiftCard({
        id: travelling?.id,
        amount: travelling?.availableAmounts[0],
        canChange: true,
        region: 'NZ',
      }),
      recipient: {
        name: 'Kiri Walker',
        address: '1 Queen St',
        locality: 'Auckland',
        postcode: '1010',
        country: 'NZ',
      },
    };
    expect(await refused(nzBody, '/api/order/add-card?region=NZ')).toEqual({
      [`${GIFT}.region`]: ['validation.gift-card-currency'],
    });
    // The New Zealand gift card in a New Zealand order is fine.
    const added = await addCard(
      guest,
      { ...nzBody, layout: withGiftCard(nz.choice).layout },
      '/api/order/add-card?region=NZ',
    );
    expect(added.order.currency).toBe('NZD');
    expect(added.item.related[0]?.giftCard).toMatchObject({ currency: 'NZD', region: 'NZ' });
  });

  it('cannot go in a card size without room for one', async () => {
    const layout = layoutOf(postcard);
    layout.pages[1]?.objects.push(giftCardObject(fixed.choice, { x: 20, y: 20, width: 60, height: 40 }));
    expect(await refused(addCardPayload(postcard, { layout }))).toEqual({
      'layout.pages.1.objects.0': ['validation.gift-card-size'],
    });
  });

  it('cannot be a gift card shown disabled: its smallest value is above the limit', async () => {
    const id = randomUUID();
    await t.database.db.insert(giftCards).values({
      ...fixed.card,
      id,
      slug: 'grand-tour-test',
      fullPath: '/gift-cards/au/grand-tour-test',
      valueMin: 60_000,
      valueMax: 100_000,
      availableAmounts: [60_000, 100_000],
    });
    expect(await refused(withGiftCard({ id, amount: 60_000, canChange: true, region: 'AU' }))).toEqual({
      [`${GIFT}.id`]: ['validation.gift-card-unavailable'],
    });
  });

  it('needs a gift card that exists, a whole choice, and one gift card a card', async () => {
    expect(await refused(withGiftCard({ ...fixed.choice, id: randomUUID() }))).toEqual({
      [`${GIFT}.id`]: ['validation.in'],
    });
    expect(await refused(withGiftCard({ id: fixed.choice.id }))).toEqual({
      [`${GIFT}.amount`]: ['validation.required'],
      [`${GIFT}.region`]: ['validation.required'],
    });
    const layout = layoutOf(folded);
    layout.pages[1]?.objects.push(giftCardObject(fixed.choice));
    layout.pages[2]?.objects.push({ ...giftCardObject(fixed.choice), id: 'second' });
    expect(await refused(addCardPayload(folded, { layout }))).toEqual({
      'layout.pages.2.objects.0': ['validation.gift-card-one'],
    });
    // Nonsense in the choice is the card document's to refuse.
    const bad = await refused(withGiftCard({ ...fixed.choice, amount: -5 }));
    expect(Object.keys(bad)).toEqual([`${GIFT}.amount`]);
  });

  it('carries the recipient’s verification on the line, the item and the layout object', async () => {
    const verification = { enable: true, email: 'Mary@Example.com', phone: '+61 412 345 678' };
    const kept = { enable: true, email: 'mary@example.com', phone: '+61412345678' };
    const { item } = await addCard(
      guest,
      withGiftCard(fixed.choice, { options: { giftCardVerification: verification } }),
    );
    expect(item.related[0]?.options.giftCardVerification).toEqual(kept);
    expect(item.card.options).toEqual({ giftCardVerification: kept });
    const layout = item.card.layout as { pages: Array<{ objects: Array<{ giftCard?: unknown }> }> };
    expect(layout.pages[1]?.objects[0]?.giftCard).toEqual({ ...fixed.choice, verification: kept });

    const options = (giftCardVerification: Record<string, unknown>) =>
      withGiftCard(fixed.choice, { options: { giftCardVerification } });
    expect(await refused(options({ enable: true, email: null, phone: null }))).toEqual({
      'options.giftCardVerification.email': ['validation.gift-card-contact'],
    });
    expect(await refused(options({ enable: true, email: 'mary@', phone: null }))).toEqual({
      'options.giftCardVerification.email': ['validation.email'],
    });
    expect(await refused(options({ enable: true, email: null, phone: 'ring me' }))).toEqual({
      'options.giftCardVerification.phone': ['validation.phone'],
    });
  });
});

describe('the gift card in the cart', () => {
  it('goes with its card: editing the card replaces it, removing the card removes it', async () => {
    const { item, order } = await addCard(guest, withGiftCard(fixed.choice));
    const ref = { id: order.id, token: order.token };
    const price = order.totals.subtotal;

    // Resume editing with another amount: still one line, the new amount.
    const bigger = [...fixed.card.availableAmounts].sort((a, b) => a - b)[1] ?? 0;
    const edited = await addCard(
      guest,
      withGiftCard(
        { ...fixed.choice, amount: bigger },
        { order: ref, item: { id: item.id, token: item.token } },
      ),
    );
    expect(edited.item.related).toHaveLength(1);
    expect(edited.order.totals).toMatchObject({ giftCards: bigger, total: price + bigger });

    // Without the gift card: the line goes, and its amount with it.
    const plain = await addCard(
      guest,
      addCardPayload(folded, { order: ref, item: { id: item.id, token: item.token } }),
    );
    expect(plain.item.related).toEqual([]);
    expect(plain.order.totals).toMatchObject({ giftCards: 0, total: price });

    const again = await addCard(
      guest,
      withGiftCard(fixed.choice, { order: ref, item: { id: item.id, token: item.token } }),
    );
    const removed = await guest.post('/api/order/remove-item', {
      order: ref,
      item: { id: item.id, token: item.token },
    });
    expect(removed.statusCode).toBe(200);
    expect(dataOf<Order>(removed).totals).toMatchObject({ giftCards: 0, total: 0 });
    const lines = await t.database.db
      .select()
      .from(orderGiftCards)
      .where(eq(orderGiftCards.id, again.item.related[0]?.id ?? ''));
    expect(lines).toEqual([]);
  });

  it('is added only to an order its token opens', async () => {
    const { order } = await addCard(guest, addCardPayload(folded));
    const stranger = testBrowser(t);
    await stranger.check();
    const before = await counts();
    const response = await stranger.post(
      '/api/order/add-card',
      withGiftCard(fixed.choice, { order: { id: order.id, token: 'x'.repeat(32) } }),
    );
    expect(response.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('is never discounted: a promo code takes its share of the cards only', async () => {
    const { order } = await addCard(guest, withGiftCard(fixed.choice));
    const ref = { id: order.id, token: order.token };
    const response = await guest.post('/api/payment/order/apply-promo', {
      order: ref,
      email: 'peter@example.com',
      code: 'WELCOME10',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { totals } = dataOf<Order>(response);
    expect(totals.discount).toBe(Math.round(order.totals.subtotal / 10));
    expect(totals.total).toBe(order.totals.subtotal - totals.discount + fixed.choice.amount);
  });

  it('makes the order unbuyable when its gift card is no longer sold at that amount', async () => {
    const id = randomUUID();
    await t.database.db.insert(giftCards).values({
      ...fixed.card,
      id,
      slug: 'soon-gone-test',
      fullPath: '/gift-cards/au/soon-gone-test',
    });
    const browser = testBrowser(t);
    await browser.check();
    const { order } = await addCard(browser, withGiftCard({ ...fixed.choice, id }));
    expect(order.purchasable).toBe(true);
    await t.database.db
      .update(giftCards)
      .set({
        availableAmounts: fixed.card.availableAmounts.filter((amount) => amount !== fixed.choice.amount),
      })
      .where(eq(giftCards.id, id));
    const ref = { id: order.id, token: order.token };
    const now = dataOf<Order>(await browser.get(`/api/order/get/${ref.id}/${ref.token}`));
    expect(now.purchasable).toBe(false);
    const intent = await browser.post('/api/payment/order/intent', { order: ref });
    expect(intent.statusCode).toBe(409);
  });
});
