import type { CardDocument, GiftCardObject } from '@cardshop/document/schema';
import type { FieldErrors } from '@cardshop/shared/contracts/envelope';
import {
  type GiftCardLine,
  type GiftCardVerification,
  NO_GIFT_CARD_VERIFICATION,
} from '@cardshop/shared/contracts/gift-card-line';
import { giftCardLineErrors } from '@cardshop/shared/rules/gift-card-line';
import { imageSources } from '../../platform/images.ts';
import type * as store from './store.ts';

// A gift card bought inside a written card (docs/decisions/0023-gift-cards-in-cards.md). The card's layout
// holds the gift card's place and the buyer's choice (the quick-add selection: gift card, amount, whether
// the recipient may change it, region); the order sells it as a line related to the card's item. The
// checks that need no order run with the layout's; those that need the order's region and currency, and
// the gift card as the catalogue sells it now, run in the order's transaction.

/** The buyer's choice read from the layout's gift-card object, with the object's path for field errors. */
export interface GiftCardChoice {
  /** `layout.pages.{p}.objects.{o}`. */
  path: string;
  id: string;
  amount: number;
  canChange: boolean;
  region: string;
}

/** Credit-card proportions, as the gift-card pages show the card. */
export const GIFT_CARD_IMAGE = { width: 480, height: 303 };

/**
 * The gift-card object of a checked layout and the problems no order is needed to see: a size without
 * room for a gift card (card sizes' `giftCards`), more than one gift card in a card, and an object
 * without a complete choice. Errors are keyed by their path in the add-card body (`layout.…`).
 */
export function giftCardChoiceOf(
  layout: CardDocument,
  sizeTakesGiftCards: boolean,
): { choice: GiftCardChoice | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  let choice: GiftCardChoice | null = null;
  layout.pages.forEach((page, p) => {
    page.objects.forEach((object, o) => {
      if (object.type !== 'gift-card') return;
      const path = `layout.pages.${p}.objects.${o}`;
      if (!sizeTakesGiftCards) {
        errors[path] = ['validation.gift-card-size'];
        return;
      }
      if (choice) {
        errors[path] = ['validation.gift-card-one'];
        return;
      }
      const { id, amount, region, canChange } = object.giftCard;
      const missing = { id, amount, region };
      for (const [field, value] of Object.entries(missing)) {
        if (value === undefined) errors[`${path}.giftCard.${field}`] = ['validation.required'];
      }
      if (id !== undefined && amount !== undefined && region !== undefined) {
        choice = { path, id, amount, region: region.toUpperCase(), canChange: canChange ?? true };
      }
    });
  });
  return { choice, errors };
}

/**
 * The rules that need the order and the catalogue: the gift card exists and is not disabled by the
 * limit, the amount is allowed, and the region is the card's and the order's, in the order's currency.
 */
export function giftCardLineProblems(
  choice: GiftCardChoice,
  card: store.GiftCardOffer | undefined,
  order: { regionIso: string; currency: string },
): FieldErrors {
  if (!card) return { [`${choice.path}.giftCard.id`]: ['validation.in'] };
  const errors: FieldErrors = {};
  for (const [field, keys] of Object.entries(giftCardLineErrors(card, choice, order))) {
    if (keys) errors[`${choice.path}.giftCard.${field}`] = keys;
  }
  return errors;
}

/**
 * The layout as the order keeps it: its gift-card object carries the card's verification settings
 * (account-ordering.md §5) and the choice as the shop read it (region upper-case; a wildcard gift card
 * is 'any gift card', so the recipient may always change it).
 */
export function withGiftCardDetails(
  layout: CardDocument,
  verification: GiftCardVerification,
  card: Pick<store.GiftCardOffer, 'wildcard'> | null,
): CardDocument {
  const detailed = (object: GiftCardObject): GiftCardObject => {
    const giftCard: GiftCardObject['giftCard'] = { ...object.giftCard, verification: { ...verification } };
    if (giftCard.region) giftCard.region = giftCard.region.toUpperCase();
    if (giftCard.id) giftCard.canChange = card?.wildcard ? true : (giftCard.canChange ?? true);
    return { ...object, giftCard };
  };
  return {
    ...layout,
    pages: layout.pages.map((page) => ({
      objects: page.objects.map((object) => (object.type === 'gift-card' ? detailed(object) : object)),
    })),
  };
}

/** The line as the order answer shows it, related to its card. */
export function toGiftCardLine(line: store.GiftCardLineRow): GiftCardLine {
  const name = line.card?.name ?? 'Gift card';
  return {
    id: line.id,
    type: 'gift-card',
    label: `${name} gift card`,
    quantity: 1,
    unitTotal: line.amount,
    total: line.amount,
    pricing: { unit: { grandTotal: line.amount }, line: { grandTotal: line.amount } },
    giftCard: {
      id: line.giftCardId,
      name,
      fullPath: line.card?.fullPath ?? '',
      imageSrc: imageSources(`/images/gift-cards/${line.giftCardId}`, GIFT_CARD_IMAGE, name).src,
      wildcard: line.card?.wildcard ?? false,
      amount: line.amount,
      currency: line.currencyCode,
      canChange: line.canChange,
      region: line.region,
    },
    options: {
      giftCardVerification: {
        enable: line.verification.enable,
        email: line.verification.email ?? null,
        phone: line.verification.phone ?? null,
      },
    },
  };
}

/**
 * Whether a line can still be bought as it stands: its gift card is still sold, at this amount, in the
 * order's region and currency (the line's region was checked against the order's when it was added, and
 * an order never changes region).
 */
export function isGiftCardLineForSale(line: store.GiftCardLineRow, currency: string): boolean {
  if (!line.card || line.currencyCode !== currency) return false;
  const problems = giftCardLineErrors(
    line.card,
    { amount: line.amount, region: line.region },
    { regionIso: line.region, currency },
  );
  return Object.keys(problems).length === 0;
}

/** The verification kept with a line: the card's settings, or none asked for. */
export function verificationOf(options: { giftCardVerification?: GiftCardVerification } | undefined) {
  return options?.giftCardVerification ?? NO_GIFT_CARD_VERIFICATION;
}
