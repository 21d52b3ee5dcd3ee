import { DEFAULT_GIFT_CARD_VALIDITY } from './gift-card-terms.ts';

// How long a gift card can be redeemed once its code is issued (docs/decisions/0026-redeeming-gift-cards.md).
// The catalogue words a gift card's validity free-hand ('3 years', '18 months', 'no expiry'), as its terms
// print it (gift-card-terms.ts); the shop reads the same words into a period. Words it cannot read mean the
// default the terms print for a gift card without a validity, so the date never promises less than them.

/** A period in calendar units, or null for no expiry. */
export interface ValidityPeriod {
  years: number;
  months: number;
  days: number;
}

const NO_EXPIRY = /^(no expiry|no expiration|never expires?|does not expire|forever|unlimited|none)$/;
const UNITS: Record<string, keyof ValidityPeriod | 'weeks'> = {
  year: 'years',
  years: 'years',
  yr: 'years',
  yrs: 'years',
  month: 'months',
  months: 'months',
  mo: 'months',
  mos: 'months',
  mth: 'months',
  mths: 'months',
  week: 'weeks',
  weeks: 'weeks',
  wk: 'weeks',
  wks: 'weeks',
  day: 'days',
  days: 'days',
};
const WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  eighteen: 18,
  twenty: 20,
  thirty: 30,
};

/** The period of a validity text, null for no expiry, or undefined when the words are not understood. */
function readPeriod(text: string): ValidityPeriod | null | undefined {
  const words = text
    .trim()
    .toLowerCase()
    .replace(/^valid for\s+/, '')
    .replace(/\s+from (the )?(date of )?(issue|purchase)$/, '')
    .replace(/[\s-]+/g, ' ');
  if (NO_EXPIRY.test(words)) return null;
  const match = words.match(/^(\d{1,3}|[a-z]+) ?([a-z]+)$/);
  if (!match) return undefined;
  const [, count = '', unitWord = ''] = match;
  const amount = /^\d+$/.test(count) ? Number(count) : WORDS[count];
  const unit = UNITS[unitWord];
  if (!amount || !unit) return undefined;
  if (unit === 'weeks') return { years: 0, months: 0, days: amount * 7 };
  return { years: 0, months: 0, days: 0, [unit]: amount };
}

/**
 * The period of a gift card's validity text: '3 years', '18 months', '90 days', '2 weeks', 'Valid for 1
 * year'; null for no expiry ('no expiry', 'forever'); the default (DEFAULT_GIFT_CARD_VALIDITY) when the
 * text is empty or not understood.
 */
export function validityPeriodOf(text: string | null | undefined): ValidityPeriod | null {
  const read = text?.trim() ? readPeriod(text) : undefined;
  if (read !== undefined) return read;
  return readPeriod(DEFAULT_GIFT_CARD_VALIDITY) ?? null;
}

/**
 * The last day (YYYY-MM-DD) a gift card issued on `issuedOn` can be redeemed: the issue day plus the
 * period (a month from 31 January is the last day of February), or null without expiry.
 */
export function validUntilOf(issuedOn: string, text: string | null | undefined): string | null {
  const period = validityPeriodOf(text);
  if (!period) return null;
  const [year = 0, month = 1, day = 1] = issuedOn.split('-').map(Number);
  const totalMonths = month - 1 + period.months + period.years * 12;
  const targetYear = year + Math.floor(totalMonths / 12);
  const targetMonth = totalMonths % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const landed = Date.UTC(targetYear, targetMonth, Math.min(day, lastDay));
  return new Date(landed + period.days * 86_400_000).toISOString().slice(0, 10);
}
