import type { CardDocument, GiftCardObject } from '@cardshop/document/schema';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { promptsForGiftCard } from '@cardshop/shared/rules/gift-card-line';
import type { GiftCardSelection } from '../../lib/gift-card-selection.ts';
import { messagePages } from './card-pages.ts';

// The gift card chosen on the gift-card pages, in the card being written (docs/decisions/0022): its place
// (a gift-card object at the foot of the last message page) carries the choice, which the shop sells as a
// line of the order with the card. Apart from React so each rule is tested on its own.

/** The choice a gift-card object carries. */
export interface GiftCardChoice {
  id: string;
  amount: number;
  canChange: boolean;
  region: string;
}

/**
 * What the editor does with a gift card waiting in this tab when it opens a card:
 * - `keep`: the card already has one (resume editing), or nothing waits: the document as it is;
 * - `place`: the card has room: the document with the gift card placed;
 * - `no-room`: the card's size cannot take one: say so, offer the sizes that can, and keep the choice;
 * - `silent`: a card that never prompts for a gift card (sympathy): nothing placed, nothing said, and the
 *   choice waits for another card.
 */
export type GiftCardOpening =
  | { kind: 'keep' | 'silent' | 'no-room'; document: CardDocument }
  | { kind: 'place'; document: CardDocument };

/** The gift-card object of a document, if it has one. */
export function giftCardObjectOf(document: CardDocument): GiftCardObject | null {
  for (const page of document.pages) {
    for (const object of page.objects) if (object.type === 'gift-card') return object;
  }
  return null;
}

/** The choice the document's gift-card object carries; null without one, or without a whole choice. */
export function giftCardChoiceOf(document: CardDocument): GiftCardChoice | null {
  const giftCard = giftCardObjectOf(document)?.giftCard;
  if (!giftCard?.id || giftCard.amount === undefined || !giftCard.region) return null;
  return {
    id: giftCard.id,
    amount: giftCard.amount,
    canChange: giftCard.canChange ?? true,
    region: giftCard.region,
  };
}

/** The gift card's place: the foot of the last message page, inside the margins, carrying the choice. */
export function placeGiftCard(
  document: CardDocument,
  card: Pick<CardDetail, 'sizeDetails'>,
  selection: Pick<GiftCardSelection, 'id' | 'amount' | 'canChange' | 'region'>,
): CardDocument {
  const last = messagePages(card.sizeDetails).at(-1);
  if (last === undefined) return document;
  const { dimensions, margins } = card.sizeDetails;
  const width = Math.min(70, dimensions.width - margins.left - margins.right);
  const height = 30;
  const giftCard: GiftCardObject = {
    type: 'gift-card',
    id: 'gift-card',
    x: (dimensions.width - width) / 2,
    y: dimensions.height - margins.bottom - height,
    width,
    height,
    giftCard: {
      id: selection.id,
      amount: selection.amount,
      canChange: selection.canChange,
      region: selection.region,
      verification: { enable: false, email: null, phone: null },
    },
  };
  return {
    ...document,
    pages: document.pages.map((page, index) =>
      index === last ? { ...page, objects: [...page.objects, giftCard] } : page,
    ),
  };
}

/** What to do with a waiting gift card when the editor opens this card (see GiftCardOpening). */
export function openWithGiftCard(
  document: CardDocument,
  card: Pick<CardDetail, 'sizeDetails' | 'tags'>,
  selection: GiftCardSelection | null,
): GiftCardOpening {
  if (!selection || giftCardObjectOf(document)) return { kind: 'keep', document };
  if (!promptsForGiftCard(card.tags.map((tag) => tag.slug))) return { kind: 'silent', document };
  if (!card.sizeDetails.giftCards) return { kind: 'no-room', document };
  return { kind: 'place', document: placeGiftCard(document, card, selection) };
}

/** The document without its gift card (the buyer took it out). */
export function withoutGiftCard(document: CardDocument): CardDocument {
  return {
    ...document,
    pages: document.pages.map((page) => ({
      ...page,
      objects: page.objects.filter((object) => object.type !== 'gift-card'),
    })),
  };
}

/** The sizes offered instead, when this one has no room for a gift card: `/cards?sizes=` each. */
export function giftCardSizeLinks(
  sizes: ReadonlyArray<{ id: string; name: string; giftCards: boolean }>,
): Array<{ name: string; href: string }> {
  return sizes
    .filter((size) => size.giftCards)
    .map((size) => ({ name: size.name, href: `/cards?sizes=${encodeURIComponent(size.id)}` }));
}
