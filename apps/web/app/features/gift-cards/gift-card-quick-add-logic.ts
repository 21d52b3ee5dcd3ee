import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { giftCardLimitOf, isGiftCardDisabled } from '@cardshop/shared/rules/gift-card-line';
import type { GiftCardSelection } from '../../lib/gift-card-selection.ts';
import {
  type CategoryOption,
  NO_GIFT_PROMPT_CATEGORIES,
  OCCASIONS_CATEGORY,
  OCCASIONS_PATH,
} from '../../lib/gift-categories.ts';

// The rules of the gift-card quick-add form, apart from React so they can be tested on their own.

/** What the visitor entered. Amount is the key of `availableAmounts` (minor units as text). */
export interface QuickAddValues {
  amount: string;
  category: string;
  canChange: boolean;
  region: string;
}

export type QuickAddField = 'amount' | 'category' | 'region';
/** Field → translation key of its message. */
export type QuickAddErrors = Partial<Record<QuickAddField, string>>;

export type GiftCardPrompt = 'occasion' | 'artwork' | null;

/**
 * The amount choices of a card, smallest first: value (minor units as text) and its label. Amounts above
 * the card's limit (the most a gift card may carry in its currency) are not offered: the shop refuses them.
 */
export function amountOptions(card: Pick<GiftCardSummary, 'availableAmounts' | 'value'>): Array<{
  value: string;
  label: string;
}> {
  const limit = giftCardLimitOf(card.value.currency);
  return Object.entries(card.availableAmounts)
    .filter(([value]) => /^\d+$/.test(value) && (limit === null || Number(value) <= limit))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([value, label]) => ({ value, label }));
}

/** The form's starting values: nothing chosen, the card may be changed, the card's first region. */
export function initialQuickAddValues(card: Pick<GiftCardSummary, 'regions'>): QuickAddValues {
  return { amount: '', category: '', canChange: true, region: card.regions[0] ?? '' };
}

/** Checks the form: amount, category and region are required and must be among the card's choices. */
export function validateQuickAdd(
  values: QuickAddValues,
  card: Pick<GiftCardSummary, 'availableAmounts' | 'regions' | 'value'>,
  options: ReadonlyArray<CategoryOption>,
): QuickAddErrors {
  const errors: QuickAddErrors = {};
  if (values.amount === '') errors.amount = 'gift-cards.quick-add.errors.amount-required';
  else if (!amountOptions(card).some((option) => option.value === values.amount))
    errors.amount = 'gift-cards.quick-add.errors.amount-invalid';
  if (values.category === '') errors.category = 'gift-cards.quick-add.errors.category-required';
  else if (!options.some((option) => option.value === values.category))
    errors.category = 'gift-cards.quick-add.errors.category-invalid';
  if (values.region === '') errors.region = 'gift-cards.quick-add.errors.region-required';
  else if (!card.regions.includes(values.region))
    errors.region = 'gift-cards.quick-add.errors.region-invalid';
  return errors;
}

/** True when the form has no errors. */
export function isValid(errors: QuickAddErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The selection to keep. A wildcard card is already 'any card', so it is always changeable. */
export function buildSelection(
  card: Pick<GiftCardSummary, 'id' | 'wildcard'>,
  values: QuickAddValues,
): GiftCardSelection {
  return {
    id: card.id,
    amount: Number(values.amount),
    category: values.category,
    canChange: card.wildcard ? true : values.canChange,
    region: values.region,
  };
}

/**
 * Which prompt follows a valid quick add: choose an occasion ('occasions'), choose a card to send it in
 * (any gift category), or none at all for a category where a gift-card prompt would be out of place.
 */
export function promptFor(category: string): GiftCardPrompt {
  if (NO_GIFT_PROMPT_CATEGORIES.has(category)) return null;
  return category === OCCASIONS_CATEGORY ? 'occasion' : 'artwork';
}

/** Where the visitor goes after a valid quick add: the chosen tag's page, or every occasion. */
export function categoryUrl(category: string, options: ReadonlyArray<CategoryOption>): string {
  if (category === OCCASIONS_CATEGORY) return OCCASIONS_PATH;
  return options.find((option) => option.value === category)?.path ?? OCCASIONS_PATH;
}

/** A gift card is unavailable when a limit is set and the card's smallest value is above it (shared rule). */
export { isGiftCardDisabled };

/** The limit a card is shown against: the one given (an organisation's, say), else its currency's. */
export function limitFor(card: Pick<GiftCardSummary, 'value'>, limit?: number | null): number | null {
  return limit === undefined ? giftCardLimitOf(card.value.currency) : limit;
}
