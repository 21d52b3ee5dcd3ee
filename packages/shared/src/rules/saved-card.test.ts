import { describe, expect, it } from 'vitest';
import { brandName, cardBrandOf, expiryText, savedCardExpired } from './saved-card.ts';

describe('saved card display rules', () => {
  it('names the brand by the first digits', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('unknown');
  });

  it('writes brands as people do, and an unknown one as the provider spells it', () => {
    expect(brandName('visa')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('eftpos_au')).toBe('eftpos_au');
    expect(brandName('unknown')).toBe('Card');
  });

  it('prints the expiry as MM/YY', () => {
    expect(expiryText(4, 2034)).toBe('04/34');
    expect(expiryText(12, 2039)).toBe('12/39');
  });

  it('counts a card valid through the last day of its expiry month', () => {
    const now = new Date('2030-06-30T23:59:00Z');
    expect(savedCardExpired({ expMonth: 6, expYear: 2030 }, now)).toBe(false);
    expect(savedCardExpired({ expMonth: 5, expYear: 2030 }, now)).toBe(true);
    expect(savedCardExpired({ expMonth: 1, expYear: 2031 }, now)).toBe(false);
    expect(savedCardExpired({ expMonth: 12, expYear: 2029 }, now)).toBe(true);
  });
});
