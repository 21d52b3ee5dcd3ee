/** Validity printed when a gift card names none. */
export const DEFAULT_GIFT_CARD_VALIDITY = '3 years';

/** Translation key and parameters of a gift card's validity terms. */
export type GiftCardTerms =
  | { key: 'gift-card.terms.valid-for'; period: string }
  | { key: 'gift-card.terms.no-expiry' };

// Editors type these free-hand, so spacing, case and hyphenation vary.
const NO_EXPIRY_VALUES = new Set(['no expiry', 'forever']);

/** Resolves a gift card's validity period to its terms: a fixed period, the default, or no expiry. */
export function giftCardTerms(validityPeriod: string | null | undefined): GiftCardTerms {
  const period = validityPeriod?.trim() ?? '';
  if (period === '') return { key: 'gift-card.terms.valid-for', period: DEFAULT_GIFT_CARD_VALIDITY };
  const normalised = period.toLowerCase().replace(/[\s-]+/g, ' ');
  if (NO_EXPIRY_VALUES.has(normalised)) return { key: 'gift-card.terms.no-expiry' };
  return { key: 'gift-card.terms.valid-for', period };
}

/** Gives the English validity text of a gift card, e.g. 'Valid for 3 years'. */
export function giftCardTermsText(validityPeriod: string | null | undefined): string {
  const terms = giftCardTerms(validityPeriod);
  return terms.key === 'gift-card.terms.no-expiry'
    ? 'No expiry: this gift card never expires'
    : `Valid for ${terms.period}`;
}
