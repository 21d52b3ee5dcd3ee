import { describe, expect, it } from 'vitest';
import { DEFAULT_GIFT_CARD_VALIDITY, giftCardTerms, giftCardTermsText } from './gift-card-terms.ts';

describe('giftCardTerms', () => {
  it('uses the three-year default when no period is set', () => {
    const expected = { key: 'gift-card.terms.valid-for', period: '3 years' };
    expect(DEFAULT_GIFT_CARD_VALIDITY).toBe('3 years');
    expect(giftCardTerms(null)).toEqual(expected);
    expect(giftCardTerms(undefined)).toEqual(expected);
    expect(giftCardTerms('')).toEqual(expected);
    expect(giftCardTerms('   ')).toEqual(expected);
  });

  it('recognises no-expiry spellings regardless of case, spacing and hyphen', () => {
    for (const value of [
      'no expiry',
      'No Expiry',
      '  NO EXPIRY ',
      'no-expiry',
      'No  expiry',
      'forever',
      'Forever',
    ]) {
      expect(giftCardTerms(value)).toEqual({ key: 'gift-card.terms.no-expiry' });
    }
  });

  it('keeps any other period, trimmed but with its original case', () => {
    expect(giftCardTerms(' 12 Months ')).toEqual({ key: 'gift-card.terms.valid-for', period: '12 Months' });
    expect(giftCardTerms('5 years')).toEqual({ key: 'gift-card.terms.valid-for', period: '5 years' });
  });

  it('does not treat phrases merely containing the keywords as no expiry', () => {
    expect(giftCardTerms('forever and a day')).toEqual({
      key: 'gift-card.terms.valid-for',
      period: 'forever and a day',
    });
  });
});

describe('giftCardTermsText', () => {
  it('gives the English sentence for each case', () => {
    expect(giftCardTermsText(null)).toBe('Valid for 3 years');
    expect(giftCardTermsText('forever')).toBe('No expiry: this gift card never expires');
    expect(giftCardTermsText('No-Expiry')).toBe('No expiry: this gift card never expires');
    expect(giftCardTermsText('18 months')).toBe('Valid for 18 months');
  });
});
