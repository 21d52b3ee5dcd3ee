import { describe, expect, it } from 'vitest';
import {
  allowedAmounts,
  type GiftCardSaleRules,
  giftCardAmountRule,
  giftCardLimitOf,
  giftCardLineErrors,
  isGiftCardDisabled,
  isPhoneNumber,
  normalisePhoneNumber,
  promptsForGiftCard,
} from './gift-card-line.ts';

const fixed: GiftCardSaleRules = {
  id: '00000000-0000-4000-8000-000000000001',
  wildcard: false,
  currency: 'AUD',
  valueMin: 5000,
  valueMax: 30000,
  availableAmounts: [5000, 10000, 15000, 20000],
  regions: ['AU', 'NZ'],
};
const wildcard: GiftCardSaleRules = {
  ...fixed,
  wildcard: true,
  valueMin: 2500,
  valueMax: 50000,
  availableAmounts: [2500, 5000],
  regions: ['AU'],
};
const au = { regionIso: 'AU', currency: 'AUD' };

describe('promptsForGiftCard', () => {
  it('never prompts in a sympathy card, and does in any other', () => {
    expect(promptsForGiftCard(['sympathy'])).toBe(false);
    expect(promptsForGiftCard(['birthday', 'sympathy'])).toBe(false);
    expect(promptsForGiftCard(['birthday'])).toBe(true);
    expect(promptsForGiftCard([])).toBe(true);
  });
});

describe('the limit', () => {
  it('is set per currency, in any case, and missing for a currency without one', () => {
    expect(giftCardLimitOf('AUD')).toBe(50_000);
    expect(giftCardLimitOf(' gbp ')).toBe(50_000);
    expect(giftCardLimitOf('JPY')).toBeNull();
  });

  it('disables a gift card whose smallest value is above it, and only then', () => {
    expect(isGiftCardDisabled({ value: { min: 5000 } }, 4999)).toBe(true);
    expect(isGiftCardDisabled({ value: { min: 5000 } }, 5000)).toBe(false);
    expect(isGiftCardDisabled({ value: { min: 5000 } }, null)).toBe(false);
    expect(isGiftCardDisabled({ value: { min: 5000 } }, undefined)).toBe(false);
    expect(isGiftCardDisabled({ value: { min: 5000 } }, Number.NaN)).toBe(false);
  });
});

describe('amounts', () => {
  it('offers the listed amounts within the limit, smallest first and once each', () => {
    expect(allowedAmounts({ availableAmounts: [20000, 5000, 5000, 10000] }, 10000)).toEqual([5000, 10000]);
    expect(allowedAmounts({ availableAmounts: [20000, 5000, 0, -5, 1.5] }, null)).toEqual([5000, 20000]);
  });

  it('takes a listed amount of a fixed card and refuses any other', () => {
    expect(giftCardAmountRule(fixed, 10000, 50000)).toBeNull();
    expect(giftCardAmountRule(fixed, 12345, 50000)).toBe('validation.gift-card-amount');
    expect(giftCardAmountRule(fixed, 0, 50000)).toBe('validation.gift-card-amount');
    expect(giftCardAmountRule(fixed, 100.5, 50000)).toBe('validation.gift-card-amount');
  });

  it('takes any whole amount from min to max of a wildcard card', () => {
    expect(giftCardAmountRule(wildcard, 2500, null)).toBeNull();
    expect(giftCardAmountRule(wildcard, 3333, null)).toBeNull();
    expect(giftCardAmountRule(wildcard, 50000, null)).toBeNull();
    expect(giftCardAmountRule(wildcard, 2499, null)).toBe('validation.min');
    expect(giftCardAmountRule(wildcard, 50001, null)).toBe('validation.max');
  });

  it('refuses an amount above the limit, even a listed one', () => {
    expect(giftCardAmountRule(fixed, 20000, 15000)).toBe('validation.gift-card-limit');
    expect(giftCardAmountRule(wildcard, 40000, 30000)).toBe('validation.gift-card-limit');
  });
});

describe('giftCardLineErrors', () => {
  it('has none for an allowed amount in the order’s region and currency', () => {
    expect(giftCardLineErrors(fixed, { amount: 5000, region: 'AU' }, au)).toEqual({});
    expect(
      giftCardLineErrors(fixed, { amount: 5000, region: 'au' }, { regionIso: 'au', currency: 'AUD' }),
    ).toEqual({});
  });

  it('refuses a region that is not the order’s, or not the gift card’s', () => {
    expect(giftCardLineErrors(fixed, { amount: 5000, region: 'NZ' }, au)).toEqual({
      region: ['validation.gift-card-region'],
    });
    expect(
      giftCardLineErrors(fixed, { amount: 5000, region: 'US' }, { regionIso: 'US', currency: 'USD' }),
    ).toEqual({ region: ['validation.gift-card-region'] });
  });

  it('refuses a gift card of another currency than the order’s (no guessed conversion)', () => {
    // An Australian gift card also usable in New Zealand, in an order priced in NZD.
    expect(
      giftCardLineErrors(fixed, { amount: 5000, region: 'NZ' }, { regionIso: 'NZ', currency: 'NZD' }),
    ).toEqual({ region: ['validation.gift-card-currency'] });
  });

  it('refuses a wrong amount, and a gift card the limit disables whatever the amount', () => {
    expect(giftCardLineErrors(fixed, { amount: 7000, region: 'AU' }, au)).toEqual({
      amount: ['validation.gift-card-amount'],
    });
    const dear = { ...fixed, valueMin: 60000, valueMax: 90000, availableAmounts: [60000, 90000] };
    expect(giftCardLineErrors(dear, { amount: 60000, region: 'AU' }, au)).toEqual({
      id: ['validation.gift-card-unavailable'],
    });
  });
});

describe('phone numbers', () => {
  it.each(['+61 412 345 678', '0412 345 678', '(02) 9876-5432', '+1.415.555.0100'])('takes %s', (value) => {
    expect(isPhoneNumber(value)).toBe(true);
  });

  it.each(['', '12345', 'call me', '+61 412 345 678 ext 9', '1234567890123456', '++61412345678'])(
    'refuses %j',
    (value) => {
      expect(isPhoneNumber(value)).toBe(false);
    },
  );

  it('keeps the digits and the leading +', () => {
    expect(normalisePhoneNumber(' +61 (0)412-345 678 ')).toBe('+610412345678');
    expect(normalisePhoneNumber('0412 345 678')).toBe('0412345678');
  });
});
