// The rules of a gift card bought inside a card (issue 17, docs/decisions/0023-gift-cards-in-cards.md):
// which amounts may be chosen, in which region, which gift cards are unavailable, and which cards never
// prompt for one. Pure, so the server (which enforces them) and the browser (which shows them) agree.
// Amounts are integer minor units of the gift card's currency.

/** Tags whose cards never prompt for a gift card and which are never offered as a gift card's occasion. */
export const NO_GIFT_PROMPT_CATEGORIES: ReadonlySet<string> = new Set(['sympathy']);

/** Whether a card with these tag slugs may prompt for a gift card (a sympathy card never does). */
export function promptsForGiftCard(tagSlugs: Iterable<string>): boolean {
  for (const slug of tagSlugs) if (NO_GIFT_PROMPT_CATEGORIES.has(slug)) return false;
  return true;
}

/**
 * The most one gift card may carry, by currency: a card travels in the ordinary post, so the value a
 * lost envelope can cost is capped. A gift card whose smallest value is above it is shown disabled and
 * cannot be bought; amounts above it are refused.
 */
export const GIFT_CARD_LIMITS: Readonly<Record<string, number>> = {
  AUD: 50_000,
  NZD: 50_000,
  GBP: 50_000,
  USD: 50_000,
  CAD: 50_000,
};

/** The limit of a currency; null (no limit) for a currency without one. */
export function giftCardLimitOf(currency: string): number | null {
  return GIFT_CARD_LIMITS[currency.trim().toUpperCase()] ?? null;
}

/** A gift card is unavailable when a limit is set and the card's smallest value is above it. */
export function isGiftCardDisabled(
  card: { value: { min: number } },
  limit: number | null | undefined,
): boolean {
  return limit !== null && limit !== undefined && Number.isFinite(limit) && limit < card.value.min;
}

/** What the rules read of a gift card (a gift_cards row). */
export interface GiftCardSaleRules {
  id: string;
  wildcard: boolean;
  currency: string;
  valueMin: number;
  valueMax: number;
  availableAmounts: readonly number[];
  /** ISO codes of the regions it is used in; the first is its home region. */
  regions: readonly string[];
}

/** The buyer's choice (the quick-add selection, without the occasion). */
export interface GiftCardChoice {
  amount: number;
  region: string;
}

/** The order the line goes in. */
export interface GiftCardOrderContext {
  regionIso: string;
  currency: string;
}

/** Field (of the choice) → the `validation.*` keys it broke; empty when the line may be bought. */
export type GiftCardLineErrors = Partial<Record<'id' | 'amount' | 'region', string[]>>;

/**
 * The amounts a buyer may choose, smallest first: the listed ones within the limit. A wildcard card also
 * takes any amount from its min to its max (see `giftCardAmountRule`).
 */
export function allowedAmounts(
  card: Pick<GiftCardSaleRules, 'availableAmounts'>,
  limit: number | null,
): number[] {
  return [...new Set(card.availableAmounts)]
    .filter((amount) => Number.isInteger(amount) && amount > 0 && (limit === null || amount <= limit))
    .sort((a, b) => a - b);
}

/**
 * Why an amount may not be chosen, or null: one of the listed amounts, or for a wildcard card any whole
 * amount from its min to its max; never above the limit.
 */
export function giftCardAmountRule(
  card: Pick<GiftCardSaleRules, 'wildcard' | 'valueMin' | 'valueMax' | 'availableAmounts'>,
  amount: number,
  limit: number | null,
): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'validation.gift-card-amount';
  if (limit !== null && amount > limit) return 'validation.gift-card-limit';
  if (card.availableAmounts.includes(amount)) return null;
  if (!card.wildcard) return 'validation.gift-card-amount';
  if (amount < card.valueMin) return 'validation.min';
  if (amount > card.valueMax) return 'validation.max';
  return null;
}

/**
 * Every rule of a gift-card line: the gift card is available (not disabled by the limit), the amount is
 * allowed, and the chosen region is one of the card's and the order's, in the order's currency (an amount
 * is never converted at a guessed rate).
 */
export function giftCardLineErrors(
  card: GiftCardSaleRules,
  choice: GiftCardChoice,
  order: GiftCardOrderContext,
): GiftCardLineErrors {
  const errors: GiftCardLineErrors = {};
  const limit = giftCardLimitOf(card.currency);
  if (isGiftCardDisabled({ value: { min: card.valueMin } }, limit)) {
    errors.id = ['validation.gift-card-unavailable'];
  } else {
    const amount = giftCardAmountRule(card, choice.amount, limit);
    if (amount) errors.amount = [amount];
  }
  const region = choice.region.trim().toUpperCase();
  if (!card.regions.includes(region) || region !== order.regionIso.trim().toUpperCase()) {
    errors.region = ['validation.gift-card-region'];
  } else if (card.currency !== order.currency) {
    errors.region = ['validation.gift-card-currency'];
  }
  return errors;
}

/**
 * A telephone number a verification code can be texted to: digits with an optional leading +, spaces,
 * dots, dashes and brackets between them; 8 to 15 digits (E.164 allows 15).
 */
export function isPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15;
}

/** A phone number as it is kept: the digits, with the leading + when it was given. */
export function normalisePhoneNumber(value: string): string {
  const trimmed = value.trim();
  return `${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
