// A saved card as the pages show it (decision 0025): its brand's name, the last four digits and the
// expiry. Only these and the provider's reference are kept; never the number.

const BRAND_NAMES: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The brand of a card number by its first digits (as providers name it), or `unknown`. */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A brand as people write it: 'visa' → 'Visa'; one the shop does not know, as the provider spells it. */
export function brandName(brand: string): string {
  return BRAND_NAMES[brand] ?? (brand === 'unknown' || brand === '' ? 'Card' : brand);
}

/** An expiry as printed on the card: 4, 2034 → '04/34'. */
export function expiryText(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** Whether a card that expires at the end of that month can still pay on `now` (UTC). */
export function savedCardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return card.expYear < year || (card.expYear === year && card.expMonth < month);
}
