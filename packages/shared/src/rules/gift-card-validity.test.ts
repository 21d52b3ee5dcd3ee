import { describe, expect, it } from 'vitest';
import { validityPeriodOf, validUntilOf } from './gift-card-validity.ts';

describe('a gift card’s validity', () => {
  it('reads the periods the catalogue writes', () => {
    expect(validityPeriodOf('3 years')).toEqual({ years: 3, months: 0, days: 0 });
    expect(validityPeriodOf('5 Years')).toEqual({ years: 5, months: 0, days: 0 });
    expect(validityPeriodOf('18 months')).toEqual({ years: 0, months: 18, days: 0 });
    expect(validityPeriodOf('1 year')).toEqual({ years: 1, months: 0, days: 0 });
    expect(validityPeriodOf('Valid for 12 mths')).toEqual({ years: 0, months: 12, days: 0 });
    expect(validityPeriodOf('two years')).toEqual({ years: 2, months: 0, days: 0 });
    expect(validityPeriodOf('90 days')).toEqual({ years: 0, months: 0, days: 90 });
    expect(validityPeriodOf('2 weeks')).toEqual({ years: 0, months: 0, days: 14 });
    expect(validityPeriodOf('36-months from date of issue')).toEqual({ years: 0, months: 36, days: 0 });
  });

  it('has no end for no expiry, however it is spelt', () => {
    for (const text of ['no expiry', 'No Expiry', 'no-expiry', 'forever', 'Never expires', ' FOREVER ']) {
      expect(validityPeriodOf(text), text).toBeNull();
      expect(validUntilOf('2026-03-01', text), text).toBeNull();
    }
  });

  it('takes the default (3 years) for an empty or unreadable text', () => {
    for (const text of [null, undefined, '', '  ', 'until used', '3 fortnights', '0 years', 'years']) {
      expect(validityPeriodOf(text), String(text)).toEqual({ years: 3, months: 0, days: 0 });
    }
    expect(validUntilOf('2026-03-01', 'see terms')).toBe('2029-03-01');
  });

  it('ends on the issue day plus the period, in calendar months', () => {
    expect(validUntilOf('2026-03-01', '3 years')).toBe('2029-03-01');
    expect(validUntilOf('2026-03-01', '18 months')).toBe('2027-09-01');
    expect(validUntilOf('2026-11-15', '2 months')).toBe('2027-01-15');
    expect(validUntilOf('2026-01-31', '1 month')).toBe('2026-02-28');
    expect(validUntilOf('2028-02-29', '1 year')).toBe('2029-02-28');
    expect(validUntilOf('2026-12-20', '14 days')).toBe('2027-01-03');
  });
});
