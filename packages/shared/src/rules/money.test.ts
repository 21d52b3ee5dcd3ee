import { describe, expect, it } from 'vitest';
import type { CurrencySettings } from './money.ts';
import { formatMoney, formatMoneyFor, fromMinorUnits, isoCurrencyPlaces, toMinorUnits } from './money.ts';

const AUD: CurrencySettings = {
  code: 'AUD',
  symbol: '$',
  symbolLeads: true,
  precision: 2,
  decimalMark: '.',
  thousandsSeparator: ',',
};
const EUR: CurrencySettings = {
  code: 'EUR',
  symbol: '€',
  symbolLeads: true,
  precision: 2,
  decimalMark: ',',
  thousandsSeparator: '.',
};
const JPY: CurrencySettings = {
  code: 'JPY',
  symbol: '¥',
  symbolLeads: true,
  precision: 0,
  decimalMark: '.',
  thousandsSeparator: ',',
};
const SEK: CurrencySettings = {
  code: 'SEK',
  symbol: 'kr',
  symbolLeads: false,
  precision: 2,
  decimalMark: ',',
  thousandsSeparator: ' ',
};

describe('formatMoney', () => {
  it('groups thousands and places the decimal mark', () => {
    expect(formatMoney(123456, AUD)).toBe('$1,234.56');
    expect(formatMoney(123456789, AUD)).toBe('$1,234,567.89');
  });

  it('groups a whole part whose digits are a multiple of three from the right', () => {
    // Six and nine whole digits: the first group is full, not one digit (never '$1,234,56.00').
    expect(formatMoney(12345600, AUD)).toBe('$123,456.00');
    expect(formatMoney(98765432100, AUD)).toBe('$987,654,321.00');
    expect(formatMoney(12345, AUD)).toBe('$123.45');
    expect(formatMoney(1234500, AUD)).toBe('$12,345.00');
  });

  it('prints zero for an amount that is not a finite number, instead of throwing', () => {
    expect(formatMoney(Number.NaN, AUD)).toBe('$0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY, AUD)).toBe('$0.00');
    expect(formatMoney(Number.NEGATIVE_INFINITY, SEK)).toBe('0,00 kr');
  });

  it('prints zero and sub-unit amounts with leading zeros', () => {
    expect(formatMoney(0, AUD)).toBe('$0.00');
    expect(formatMoney(5, AUD)).toBe('$0.05');
    expect(formatMoney(50, AUD)).toBe('$0.50');
  });

  it('does not group amounts under a thousand', () => {
    expect(formatMoney(99999, AUD)).toBe('$999.99');
    expect(formatMoney(100000, AUD)).toBe('$1,000.00');
  });

  it('puts the minus sign before the symbol', () => {
    expect(formatMoney(-500, AUD)).toBe('-$5.00');
    expect(formatMoney(-123456, AUD)).toBe('-$1,234.56');
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0, AUD)).toBe('$0.00');
    expect(formatMoney(-0.4, AUD)).toBe('$0.00');
  });

  it('uses custom separators', () => {
    expect(formatMoney(123456789, EUR)).toBe('€1.234.567,89');
  });

  it('prints no decimal mark for precision 0', () => {
    expect(formatMoney(1234, JPY)).toBe('¥1,234');
    expect(formatMoney(0, JPY)).toBe('¥0');
  });

  it('puts a trailing symbol after the amount with a space', () => {
    expect(formatMoney(500, SEK)).toBe('5,00 kr');
    expect(formatMoney(123456, SEK)).toBe('1 234,56 kr');
    expect(formatMoney(-500, SEK)).toBe('-5,00 kr');
  });

  it('appends the currency code on request', () => {
    expect(formatMoney(500, AUD, { withCode: true })).toBe('$5.00 AUD');
    expect(formatMoney(500, SEK, { withCode: true })).toBe('5,00 kr SEK');
    expect(formatMoney(500, AUD, { withCode: false })).toBe('$5.00');
  });

  it('falls back to two decimals when the precision is invalid', () => {
    expect(formatMoney(123, { ...AUD, precision: Number.NaN })).toBe('$1.23');
    expect(formatMoney(123, { ...AUD, precision: -1 })).toBe('$1.23');
  });

  it('supports three-decimal currencies', () => {
    expect(formatMoney(1234567, { ...AUD, code: 'KWD', symbol: 'KD', precision: 3 })).toBe('KD1,234.567');
  });

  it('prints huge amounts in full instead of exponent notation', () => {
    // String(1e21) is '1e+21', so naive digit handling would print garbage here.
    expect(formatMoney(1e21, AUD)).toBe('$10,000,000,000,000,000,000.00');
    expect(formatMoney(2 ** 60, { ...AUD, thousandsSeparator: '' })).toBe('$11529215046068469.76');
  });

  it('rounds a stray fractional amount to whole minor units', () => {
    expect(formatMoney(1999.6, AUD)).toBe('$20.00');
  });
});

describe('toMinorUnits', () => {
  it('converts major units to integer minor units', () => {
    expect(toMinorUnits(12.34, 2)).toBe(1234);
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(1234, 0)).toBe(1234);
    expect(toMinorUnits(1.5, 3)).toBe(1500);
  });

  it('rounds half away from zero on the decimal value, not the float product', () => {
    // 1.005 * 100 is 100.49999999999999 in floating point.
    expect(toMinorUnits(1.005, 2)).toBe(101);
    expect(toMinorUnits(-1.005, 2)).toBe(-101);
    expect(toMinorUnits(0.125, 2)).toBe(13);
    expect(toMinorUnits(1.004, 2)).toBe(100);
  });

  it('handles negatives, zero and tiny amounts', () => {
    expect(toMinorUnits(-5, 2)).toBe(-500);
    expect(Object.is(toMinorUnits(-0.001, 2), 0)).toBe(true);
    expect(toMinorUnits(1e-7, 2)).toBe(0);
  });
});

describe('fromMinorUnits', () => {
  it('converts minor units back to major units', () => {
    expect(fromMinorUnits(1234, 2)).toBe(12.34);
    expect(fromMinorUnits(-500, 2)).toBe(-5);
    expect(fromMinorUnits(1234, 0)).toBe(1234);
    expect(fromMinorUnits(1234567, 3)).toBe(1234.567);
  });

  it('round-trips with toMinorUnits', () => {
    for (const cents of [0, 1, 99, 1999, 123456, -7]) {
      expect(toMinorUnits(fromMinorUnits(cents, 2), 2)).toBe(cents);
    }
  });
});

describe('money at its edges', () => {
  it('takes a precision from 0 to 20 and falls back to cents outside it', () => {
    expect(formatMoney(1, { ...AUD, precision: 20 })).toBe(`$0.${'0'.repeat(19)}1`);
    expect(formatMoney(123, { ...AUD, precision: 0 })).toBe('$123');
    expect(formatMoney(123, { ...AUD, precision: 21 })).toBe('$1.23');
    expect(formatMoney(123, { ...AUD, precision: 1.5 })).toBe('$1.23');
    expect(formatMoney(123, { ...AUD, precision: undefined as unknown as number })).toBe('$1.23');
  });

  it('converts amounts that print in exponent form', () => {
    expect(toMinorUnits(1e21, 2)).toBe(1e23);
    expect(toMinorUnits(-1e21, 0)).toBe(-1e21);
  });
});

describe('formatMoneyFor', () => {
  const NZD: CurrencySettings = { ...AUD, code: 'NZD' };

  it('names the currency of an amount that is not the region’s, and not of one that is', () => {
    expect(formatMoneyFor(1200, NZD, 'AUD')).toBe('$12.00 NZD');
    expect(formatMoneyFor(1200, AUD, 'AUD')).toBe('$12.00');
  });

  it('follows withCode when it is given', () => {
    expect(formatMoneyFor(1200, AUD, 'AUD', { withCode: true })).toBe('$12.00 AUD');
    expect(formatMoneyFor(1200, NZD, 'AUD', { withCode: false })).toBe('$12.00');
  });
});

describe('isoCurrencyPlaces', () => {
  it('knows the currencies whose minor unit is not a hundredth, and gives 2 to every other code', () => {
    expect(isoCurrencyPlaces('JPY')).toBe(0);
    expect(isoCurrencyPlaces('KRW')).toBe(0);
    expect(isoCurrencyPlaces('KWD')).toBe(3);
    expect(isoCurrencyPlaces('BHD')).toBe(3);
    expect(isoCurrencyPlaces('AUD')).toBe(2);
    expect(isoCurrencyPlaces('GBP')).toBe(2);
    expect(isoCurrencyPlaces('not a code')).toBe(2);
    expect(isoCurrencyPlaces('')).toBe(2);
  });
});
