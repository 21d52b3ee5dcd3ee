import { describe, expect, it } from 'vitest';
import {
  creditCoverage,
  creditPackPrice,
  giftCreditCoverage,
  giftCreditTopUp,
  tierFor,
  totalsWithCredits,
  withGiftCredit,
} from './credits.ts';
import { computeTotals } from './order-totals.ts';

// The Australian business tiers of the seed (apps/server/src/seed/content/site/settings.ts).
const AU_TIERS = [
  { fromUnits: 1, toUnits: 49, unitCharge: 695, savingPercent: 0 },
  { fromUnits: 50, toUnits: 99, unitCharge: 645, savingPercent: 7 },
  { fromUnits: 100, toUnits: 249, unitCharge: 595, savingPercent: 14 },
  { fromUnits: 1000, toUnits: null, unitCharge: 445, savingPercent: 36 },
];

describe('tierFor', () => {
  it('finds the band a quantity falls in, ends included', () => {
    expect(tierFor(AU_TIERS, 1)?.unitCharge).toBe(695);
    expect(tierFor(AU_TIERS, 49)?.unitCharge).toBe(695);
    expect(tierFor(AU_TIERS, 50)?.unitCharge).toBe(645);
    expect(tierFor(AU_TIERS, 249)?.unitCharge).toBe(595);
  });

  it('reads the last band as open-ended, whatever order the tiers come in', () => {
    expect(tierFor([...AU_TIERS].reverse(), 5000)?.unitCharge).toBe(445);
  });

  it('answers null for a quantity in a gap or below the first band', () => {
    expect(tierFor(AU_TIERS, 500)).toBeNull();
    expect(tierFor(AU_TIERS, 0)).toBeNull();
  });
});

describe('creditPackPrice', () => {
  it('charges the tier price a card, the more the cheaper, GST included in Australia', () => {
    expect(creditPackPrice(AU_TIERS, 20, 'AU')).toEqual({
      quantity: 20,
      unitPrice: 695,
      savingPercent: 0,
      subtotal: 13900,
      tax: 1264, // 13900 / 11 = 1263.6
      total: 13900,
    });
    expect(creditPackPrice(AU_TIERS, 100, 'AU')?.total).toBe(59500);
    expect(creditPackPrice(AU_TIERS, 100, 'AU')?.savingPercent).toBe(14);
  });

  it('adds Canadian GST and collects none in the US', () => {
    expect(creditPackPrice(AU_TIERS, 10, 'CA')).toMatchObject({ subtotal: 6950, tax: 348, total: 7298 });
    expect(creditPackPrice(AU_TIERS, 10, 'US')).toMatchObject({ subtotal: 6950, tax: 0, total: 6950 });
  });

  it('prices nothing it has no tier for, nor a quantity that is not a whole positive number', () => {
    expect(creditPackPrice(AU_TIERS, 500, 'AU')).toBeNull();
    expect(creditPackPrice(AU_TIERS, 0, 'AU')).toBeNull();
    expect(creditPackPrice(AU_TIERS, 2.5, 'AU')).toBeNull();
    expect(creditPackPrice([], 10, 'AU')).toBeNull();
  });
});

const card = (id: string, unitPrice = 695, quantity = 1) => ({ id, unitPrice, quantity, eligible: true });

describe('creditCoverage', () => {
  it('pays whole written cards in order while credits last', () => {
    expect(creditCoverage([card('a'), card('b', 745), card('c')], 2)).toEqual({
      credits: 2,
      amount: 695 + 745,
      lineIds: ['a', 'b'],
    });
  });

  it('never pays for blanks or other lines, nor part of a line', () => {
    const blanks = { id: 'blanks', unitPrice: 300, quantity: 10, eligible: false };
    expect(creditCoverage([blanks, card('a', 695, 3), card('b')], 2)).toEqual({
      credits: 1,
      amount: 695,
      lineIds: ['b'],
    });
  });

  it('uses nothing without credits (none, negative or not a whole number)', () => {
    const none = { credits: 0, amount: 0, lineIds: [] };
    expect(creditCoverage([card('a')], 0)).toEqual(none);
    expect(creditCoverage([card('a')], -3)).toEqual(none);
    expect(creditCoverage([card('a')], 1.5)).toEqual(none);
  });
});

describe('totalsWithCredits', () => {
  const lines = [
    { id: 'a', unitPrice: 695, quantity: 1 },
    { id: 'b', unitPrice: 695, quantity: 1 },
  ];
  const shippingByItem = { a: 0, b: 1000 };

  it('is exactly computeTotals when no credit is used', () => {
    for (const region of ['AU', 'CA', 'US']) {
      const options = { shippingByItem, discount: 150, region };
      const { credited, ...totals } = totalsWithCredits(lines, { amount: 0 }, options);
      expect(credited).toBe(0);
      expect(totals).toEqual(computeTotals(lines, options));
    }
  });

  it('charges only what credits leave: the other cards and every postage upgrade', () => {
    expect(totalsWithCredits(lines, { amount: 695 }, { shippingByItem, region: 'US' })).toEqual({
      subtotal: 1390,
      shipping: 1000,
      discount: 0,
      tax: 0,
      giftCards: 0,
      total: 1695,
      credited: 695,
    });
  });

  it('charges nothing when credits pay for every card at standard postage', () => {
    const totals = totalsWithCredits(lines, { amount: 1390 }, { shippingByItem: {}, region: 'AU' });
    expect(totals).toEqual({
      subtotal: 1390,
      shipping: 0,
      discount: 0,
      tax: 0,
      giftCards: 0,
      total: 0,
      credited: 1390,
    });
  });

  it('leaves gift cards to be paid at face value: credits, discounts and tax never touch them', () => {
    const totals = totalsWithCredits(
      lines,
      { amount: 1390 },
      { shippingByItem: {}, discount: 500, region: 'CA', giftCards: 5000 },
    );
    expect(totals).toEqual({
      subtotal: 1390,
      shipping: 0,
      discount: 0,
      tax: 0,
      giftCards: 5000,
      total: 5000,
      credited: 1390,
    });
  });

  it('caps a discount at what is left to pay, and adds Canadian GST on that only', () => {
    const totals = totalsWithCredits(
      lines,
      { amount: 695 },
      { shippingByItem: { a: 0, b: 0 }, discount: 5000, region: 'CA' },
    );
    expect(totals).toMatchObject({ discount: 695, tax: 0, total: 0, credited: 695 });
    const taxed = totalsWithCredits(lines, { amount: 695 }, { shippingByItem, region: 'CA' });
    expect(taxed).toMatchObject({ tax: 85, total: 1780 }); // 5% of 1695 = 84.75
  });

  it('never credits more than the cards are worth', () => {
    expect(totalsWithCredits(lines, { amount: 99999 }, { shippingByItem, region: 'US' })).toMatchObject({
      credited: 1390,
      total: 1000,
    });
  });
});

describe('gift credit (decision 0027)', () => {
  it('pays for gift-card value up to the balance, part of either', () => {
    expect(giftCreditCoverage(5000, 10_000)).toBe(5000);
    expect(giftCreditCoverage(5000, 2000)).toBe(2000);
    expect(giftCreditCoverage(0, 2000)).toBe(0);
    expect(giftCreditCoverage(5000, -1)).toBe(0);
    expect(giftCreditCoverage(5000, 1.5)).toBe(0);
  });

  it('takes what it pays off the total only, never below zero', () => {
    const totals = { subtotal: 1390, discount: 0, shipping: 0, tax: 126, giftCards: 5000, total: 6390 };
    expect(withGiftCredit(totals, 2000)).toEqual({ ...totals, total: 4390, giftCredited: 2000 });
    expect(withGiftCredit(totals, 9000)).toEqual({ ...totals, total: 1390, giftCredited: 5000 });
    expect(withGiftCredit({ giftCards: 5000, total: 3000 }, 9000)).toEqual({
      giftCards: 5000,
      total: 0,
      giftCredited: 3000,
    });
    expect(withGiftCredit(totals, 0)).toEqual({ ...totals, giftCredited: 0 });
  });

  it('turns a whole amount within the limits into minor units', () => {
    const limits = { min: 20, max: 10_000 };
    expect(giftCreditTopUp(250, 2, limits)).toBe(25_000);
    expect(giftCreditTopUp(19, 2, limits)).toBeNull();
    expect(giftCreditTopUp(10_001, 2, limits)).toBeNull();
    expect(giftCreditTopUp(20.5, 2, limits)).toBeNull();
  });
});
