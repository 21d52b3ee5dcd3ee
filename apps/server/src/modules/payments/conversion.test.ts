import { describe, expect, it } from 'vitest';
import { conversionOf, convertMinor, estimateRate } from './conversion.ts';

const order = {
  currency: 'AUD',
  items: [{ id: '00000000-0000-4000-8000-000000000001', total: 3500 }],
  totals: { subtotal: 3500, discount: 0, shipping: 750, tax: 386, total: 4250 },
} as Parameters<typeof conversionOf>[0];

describe('display conversion', () => {
  it('is null when the visitor’s currency is the order’s', () => {
    expect(conversionOf(order, 'AUD', { AUD: 2 })).toBeNull();
  });

  it('shows the total, postage, tax and lines in the visitor’s currency, marked as an estimate', () => {
    expect(conversionOf(order, 'USD', { AUD: 2, USD: 2 })).toEqual({
      currency: 'USD',
      total: 2763, // 42.50 × 0.65 = 27.625
      shippingTotal: 488,
      tax: 251,
      items: [{ id: '00000000-0000-4000-8000-000000000001', total: 2275 }],
      rate: 0.65,
      estimate: true,
    });
  });

  it('converts through the Australian dollar and respects each currency’s minor unit', () => {
    expect(estimateRate('GBP', 'USD')).toBeCloseTo(0.65 / 0.51);
    expect(convertMinor(1000, 98, { from: 2, to: 0 })).toBe(980); // A$10.00 → ¥980
  });

  it('is null for a currency the table does not know', () => {
    expect(conversionOf(order, 'XYZ', { AUD: 2 })).toBeNull();
  });
});
