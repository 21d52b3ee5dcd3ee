import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';

// The rules of the gift-card quick-add form, apart from React so they can be tested on their own.

/** Where the chosen selection waits (sessionStorage) until the visitor has picked a card to send it in. */
export const GIFT_CARD_SELECTION_KEY = 'cardshop.giftCardSelection';

/** The fixed category that sends the visitor to every occasion rather than one tag. */
export const OCCASIONS_CATEGORY = 'occasions';
/** Where the 'Other occasions' category leads. */
export const OCCASIONS_PATH = '/occasion';

/** Tags never offered as a gift card's category, and whose choice never prompts for a gift card. */
const NO_GIFT_PROMPT_CATEGORIES = new Set(['sympathy']);

/** A tag as the shell lists it (only the fields the form reads). */
export interface GiftCategoryTag {
  slug: string;
  path: string;
  name: string;
  giftCategory: boolean;
}

/** One choice of the category select: a gift tag, or the fixed 'occasions' entry (label left to the caller). */
export interface CategoryOption {
  value: string;
  path: string;
  /** The tag's name; null for the 'occasions' entry, which is labelled by a translation key. */
  name: string | null;
}

/** What the visitor entered. Amount is the key of `availableAmounts` (minor units as text). */
export interface QuickAddValues {
  amount: string;
  category: string;
  canChange: boolean;
  region: string;
}

/** What is kept for the next steps (choosing a card, then writing it). */
export interface GiftCardSelection {
  id: string;
  /** Minor units. */
  amount: number;
  category: string;
  canChange: boolean;
  region: string;
}

export type QuickAddField = 'amount' | 'category' | 'region';
/** Field → translation key of its message. */
export type QuickAddErrors = Partial<Record<QuickAddField, string>>;

export type GiftCardPrompt = 'occasion' | 'artwork' | null;

/** The category options: every tag flagged as a gift category (once each, in shell order) then 'occasions'. */
export function giftCategoryOptions(
  tagCategories: ReadonlyArray<{ tags: ReadonlyArray<GiftCategoryTag> }>,
): CategoryOption[] {
  const seen = new Set<string>();
  const options: CategoryOption[] = [];
  for (const group of tagCategories) {
    for (const tag of group.tags) {
      if (!tag.giftCategory || seen.has(tag.slug) || NO_GIFT_PROMPT_CATEGORIES.has(tag.slug)) continue;
      if (tag.slug === OCCASIONS_CATEGORY) continue;
      seen.add(tag.slug);
      options.push({ value: tag.slug, path: tag.path, name: tag.name });
    }
  }
  options.push({ value: OCCASIONS_CATEGORY, path: OCCASIONS_PATH, name: null });
  return options;
}

/** The amount choices of a card, smallest first: value (minor units as text) and its label. */
export function amountOptions(card: Pick<GiftCardSummary, 'availableAmounts'>): Array<{
  value: string;
  label: string;
}> {
  return Object.entries(card.availableAmounts)
    .filter(([value]) => /^\d+$/.test(value))
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
  card: Pick<GiftCardSummary, 'availableAmounts' | 'regions'>,
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

/** A gift card is unavailable when a spending limit is set and the card's smallest value is above it. */
export function isGiftCardDisabled(
  card: Pick<GiftCardSummary, 'value'>,
  limit: number | null | undefined,
): boolean {
  return limit !== null && limit !== undefined && Number.isFinite(limit) && limit < card.value.min;
}

/** Keeps the selection for this tab; a full or blocked storage is not an error worth stopping for. */
export function saveSelection(
  storage: Pick<Storage, 'setItem'> | undefined,
  selection: GiftCardSelection,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(GIFT_CARD_SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

/** Reads a kept selection back, or null when there is none or it is not one. */
export function readSelection(storage: Pick<Storage, 'getItem'> | undefined): GiftCardSelection | null {
  try {
    const raw = storage?.getItem(GIFT_CARD_SELECTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<GiftCardSelection>;
    if (
      typeof value.id !== 'string' ||
      typeof value.amount !== 'number' ||
      typeof value.category !== 'string' ||
      typeof value.canChange !== 'boolean' ||
      typeof value.region !== 'string'
    )
      return null;
    return {
      id: value.id,
      amount: value.amount,
      category: value.category,
      canChange: value.canChange,
      region: value.region,
    };
  } catch {
    return null;
  }
}
