import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { cardSizes, cards, giftCards } from '../../db/schema.ts';
import type { createTestApp } from '../../test/test-app.ts';
import { dataOf, type TestBrowser } from '../auth/test-helpers.ts';
import { WRITTEN_FORMAT } from './service.ts';

// Test helpers of written cards: the seed's cards sold written with their sizes, a layout that passes the
// checks, and an add-card payload posted direct to a recipient in Melbourne.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type CardSizeRow = typeof cardSizes.$inferSelect;

export interface WrittenCard {
  id: string;
  sizeId: string;
  size: CardSizeRow;
}

/** The seed's cards sold written, each with its size. */
export async function writtenCards(t: TestApp): Promise<WrittenCard[]> {
  const sizes = await t.database.db.select().from(cardSizes);
  const rows = await t.database.db
    .select({ id: cards.id, sizeId: cards.sizeId, formats: cards.formats })
    .from(cards)
    .orderBy(cards.id);
  return rows
    .filter((row) => row.formats.includes(WRITTEN_FORMAT))
    .map((row) => {
      const size = sizes.find((entry) => entry.id === row.sizeId);
      if (!size) throw new Error(`no size ${row.sizeId}`);
      return { id: row.id, sizeId: row.sizeId, size };
    });
}

/** A text object at the top-left of the size's safe area, overridable. */
export function textObject(size: CardSizeRow, overrides: Record<string, unknown> = {}) {
  return {
    type: 'text',
    id: 'message',
    x: size.margins.left,
    y: size.margins.top,
    width: 60,
    height: 30,
    text: 'Happy birthday!',
    font: 'caveat',
    size: 20,
    lineHeight: 100,
    color: '#1f2a44',
    hAlign: 'center',
    vAlign: 'middle',
    strokeSize: 20,
    penStyle: 'ballpoint',
    ...overrides,
  };
}

/** A current-version layout of the card with one text on its first page (the other pages empty). */
export function layoutOf(card: WrittenCard, textOverrides: Record<string, unknown> = {}) {
  return {
    version: 3,
    sizeId: card.sizeId,
    pages: Array.from({ length: card.size.pages }, (_, page) => ({
      objects: (page === 0 ? [textObject(card.size, textOverrides)] : []) as Array<Record<string, unknown>>,
    })),
  };
}

export const RECIPIENT = {
  name: 'Mary Jane Watson',
  address: '20 Ingram St',
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
  country: 'AU',
};
export const SENDER = { firstName: 'Peter', lastName: 'Parker', email: 'peter@example.com' };
export const SENDER_ADDRESS = {
  address: '1 Harbour St',
  locality: 'Sydney',
  adminAreaLevel1: 'nsw',
  postcode: '2000',
  country: 'au',
};

/** An add-card body: the card written, posted direct by standard post now; `overrides` replace keys. */
export function addCardPayload(card: WrittenCard, overrides: Record<string, unknown> = {}) {
  return {
    cardId: card.id,
    layout: layoutOf(card),
    recipient: RECIPIENT,
    sender: SENDER,
    schedule: { type: 'now' },
    shipping: { method: 'standard', type: 'D' },
    ...overrides,
  };
}

export type AddedCard = { item: OrderItem; order: Order & { token: string } };

/** Adds a written card as `browser` (200 expected); answers the item and the order. */
export async function addCard(
  browser: TestBrowser,
  body: Record<string, unknown>,
  url = '/api/order/add-card',
): Promise<AddedCard> {
  const response = await browser.post(url, body);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AddedCard>(response);
}

/** A gift card's choice as the editor puts it in the layout: the seed's first card of the region. */
export interface GiftCardChoiceBody {
  id: string;
  amount: number;
  canChange: boolean;
  region: string;
}

/** The seed's first fixed-amount (or wildcard) gift card of a region, with its smallest listed amount. */
export async function giftCardChoice(
  t: TestApp,
  options: { region?: string; wildcard?: boolean } = {},
): Promise<{ choice: GiftCardChoiceBody; card: typeof giftCards.$inferSelect }> {
  const region = options.region ?? 'AU';
  const rows = await t.database.db
    .select()
    .from(giftCards)
    .where(eq(giftCards.wildcard, options.wildcard ?? false))
    .orderBy(asc(giftCards.sort));
  const card = rows.find((row) => row.regions[0] === region);
  if (!card) throw new Error(`the seed has no gift card of ${region}`);
  const amount = Math.min(...card.availableAmounts);
  return { choice: { id: card.id, amount, canChange: true, region }, card };
}

/** A gift-card object carrying a choice, at the foot of a folded card's inside page. */
export function giftCardObject(
  choice: Partial<GiftCardChoiceBody>,
  box: { x: number; y: number; width: number; height: number } = { x: 20, y: 130, width: 80, height: 30 },
) {
  const { id, amount, canChange, region } = choice;
  return {
    type: 'gift-card',
    id: 'gift',
    ...box,
    giftCard: { id, amount, canChange, region, verification: { enable: false, email: null, phone: null } },
  };
}
