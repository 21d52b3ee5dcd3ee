import { describe, expect, it } from 'vitest';
import { cardDigits, expiryIsCurrent, isCvc, parseCardExpiry, passesLuhn } from './payment-card.ts';

describe('passesLuhn', () => {
  it('accepts the documented test cards and refuses a mistyped digit', () => {
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 3220', '4000-0000-0000-0002']) {
      expect(passesLuhn(cardDigits(number))).toBe(true);
    }
    expect(passesLuhn('4242424242424241')).toBe(false);
  });

  it('takes 12 to 19 digits: the shortest and longest real card numbers', () => {
    // Each of these passes the checksum; only its length decides.
    expect(passesLuhn('424242424242')).toBe(true);
    expect(passesLuhn('4242424242424242428')).toBe(true);
    expect(passesLuhn('42424242420')).toBe(false);
    expect(passesLuhn('42424242424242424242')).toBe(false);
  });

  it('refuses letters and numbers too short or too long to be a card', () => {
    expect(passesLuhn('4242abcd42424242')).toBe(false);
    expect(passesLuhn('0')).toBe(false);
    expect(passesLuhn('4'.repeat(20))).toBe(false);
  });
});

describe('parseCardExpiry', () => {
  it('reads two- and four-digit years with or without spaces', () => {
    expect(parseCardExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseCardExpiry(' 4 / 2031 ')).toEqual({ month: 4, year: 2031 });
  });

  it('refuses month 00, month 13 and free text', () => {
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('00/29')).toBeNull();
    expect(parseCardExpiry('0/2029')).toBeNull();
    expect(parseCardExpiry('01/29')).toEqual({ month: 1, year: 2029 });
    expect(parseCardExpiry('12/29')).toEqual({ month: 12, year: 2029 });
    expect(parseCardExpiry('next year')).toBeNull();
  });
});

describe('expiryIsCurrent', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('is valid through the last day of its month', () => {
    expect(expiryIsCurrent({ month: 11, year: 2026 }, now)).toBe(true);
    expect(expiryIsCurrent({ month: 10, year: 2026 }, now)).toBe(false);
    expect(expiryIsCurrent({ month: 1, year: 2027 }, now)).toBe(true);
  });
});

describe('isCvc', () => {
  it('takes three or four digits', () => {
    expect(isCvc('123')).toBe(true);
    expect(isCvc('1234')).toBe(true);
    expect(isCvc('12')).toBe(false);
    expect(isCvc('12345')).toBe(false);
    expect(isCvc(' 123 ')).toBe(true);
    expect(isCvc('12a')).toBe(false);
  });
});

describe('payment cards at their edges', () => {
  it('folds doubled digits above 9 back into one digit (Mastercard and Amex test numbers)', () => {
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('5555555555554443')).toBe(false);
  });

  it('reads the expiry alone, nothing before or after it', () => {
    expect(parseCardExpiry('x04/29')).toBeNull();
    expect(parseCardExpiry('04/29x')).toBeNull();
    expect(parseCardExpiry('04/029')).toBeNull();
  });

  it('refuses a card that expired in an earlier year, whatever its month', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    expect(expiryIsCurrent({ month: 12, year: 2025 }, now)).toBe(false);
    expect(expiryIsCurrent({ month: 3, year: 2026 }, now)).toBe(true);
    expect(expiryIsCurrent({ month: 2, year: 2026 }, now)).toBe(false);
  });
});
