// Card details typed into the test gateway's form (the Stripe adapter never sees card numbers: Stripe's
// own fields collect them). Pure, so the page checks them as the buyer types and the server again.

/** The digits of a card number as typed, without spaces or dashes. */
export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** Whether the digits pass the Luhn checksum that every real card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM/YY', 'MM / YY' or 'MM/YYYY' as { month, year } (four-digit year), or null when malformed. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card expiring at the end of that month is still valid on `now` (UTC). */
export function expiryIsCurrent(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  return expiry.year > year || (expiry.year === year && expiry.month >= month);
}

/** A CVC is three or four digits. */
export const isCvc = (cvc: string) => /^\d{3,4}$/.test(cvc.trim());
