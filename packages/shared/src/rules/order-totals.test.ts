import { describe, expect, it } from 'vitest';
import { computeTotals, lineTotal, taxRuleOf } from './order-totals.ts';

const items = [
  { id: 'a', unitPrice: 645, quantity: 10 },
  { id: 'b', unitPrice: 745, quantity: 2 },
];
const shippingByItem = { a: 300, b: 995 };

describe('computeTotals', () => {
  it('adds lines and one parcel of postage per item', () => {
    const totals = computeTotals(items, { shippingByItem, region: 'US' });
    expect(totals).toEqual({
      subtotal: 7940,
      discount: 0,
      shipping: 1295,
      tax: 0,
      giftCards: 0,
      total: 9235,
    });
  });

  it('shows the GST included in Australian prices without adding it', () => {
    const totals = computeTotals(items, { shippingByItem, region: 'AU' });
    expect(totals.total).toBe(9235);
    expect(totals.tax).toBe(840); // 9235 / 11 = 839.5 → 840
  });

  it('includes NZ GST (15%) and GB VAT (20%) the same way', () => {
    expect(computeTotals(items, { shippingByItem, region: 'NZ' }).tax).toBe(Math.round((9235 * 15) / 115));
    expect(computeTotals(items, { shippingByItem, region: 'gb' }).tax).toBe(Math.round(9235 / 6));
  });

  it('adds Canadian GST (5%) to the discounted goods and postage', () => {
    const totals = computeTotals(items, { shippingByItem, discount: 235, region: 'CA' });
    expect(totals).toEqual({
      subtotal: 7940,
      discount: 235,
      shipping: 1295,
      tax: 450,
      giftCards: 0,
      total: 9450,
    });
  });

  it('rounds Canadian GST to the nearest cent, half up, not down', () => {
    // 5% of 1010 is 50.5 and of 1019 is 50.95: both round up to 51.
    expect(
      computeTotals([{ id: 'a', unitPrice: 1010, quantity: 1 }], { shippingByItem: {}, region: 'CA' }),
    ).toEqual({ subtotal: 1010, discount: 0, shipping: 0, tax: 51, giftCards: 0, total: 1061 });
    expect(
      computeTotals([{ id: 'a', unitPrice: 1019, quantity: 1 }], { shippingByItem: {}, region: 'CA' }).tax,
    ).toBe(51);
    expect(
      computeTotals([{ id: 'a', unitPrice: 1009, quantity: 1 }], { shippingByItem: {}, region: 'CA' }).tax,
    ).toBe(50);
  });

  it('ships an item with no postage listed for free', () => {
    const totals = computeTotals(items, { shippingByItem: { a: 300 }, region: 'US' });
    expect(totals).toEqual({ subtotal: 7940, discount: 0, shipping: 300, tax: 0, giftCards: 0, total: 8240 });
    expect(computeTotals(items, { shippingByItem: {}, region: 'US' }).shipping).toBe(0);
  });

  it('takes the discount off before tax and never below zero', () => {
    const au = computeTotals(items, { shippingByItem, discount: 1235, region: 'AU' });
    expect(au.total).toBe(8000);
    expect(au.tax).toBe(727);
    const all = computeTotals(items, { shippingByItem, discount: 1_000_000, region: 'CA' });
    expect(all).toMatchObject({ discount: 9235, tax: 0, total: 0 });
  });

  it('ignores nonsense: negative or fractional amounts count as whole minor units, at least zero', () => {
    expect(lineTotal({ unitPrice: -5, quantity: 3 })).toBe(0);
    expect(lineTotal({ unitPrice: 100.9, quantity: 2 })).toBe(200);
    expect(computeTotals([], { shippingByItem: {}, discount: -50, region: 'AU' })).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      giftCards: 0,
      total: 0,
    });
    expect(computeTotals([], { shippingByItem: {}, giftCards: -500, region: 'AU' }).total).toBe(0);
  });

  it('charges gift cards at face value: after the discount, and never taxed', () => {
    const au = computeTotals(items, { shippingByItem, discount: 1235, giftCards: 5000, region: 'AU' });
    // The GST is that of the cards and postage only (as without the gift card): 8000 / 11.
    expect(au).toEqual({
      subtotal: 7940,
      discount: 1235,
      shipping: 1295,
      tax: 727,
      giftCards: 5000,
      total: 13000,
    });
    const ca = computeTotals(items, { shippingByItem, discount: 235, giftCards: 2500, region: 'CA' });
    expect(ca).toMatchObject({ tax: 450, giftCards: 2500, total: 11950 });
    // The discount is capped at the cards and postage: it never eats into the gift card.
    const all = computeTotals(items, { shippingByItem, discount: 1_000_000, giftCards: 2500, region: 'US' });
    expect(all).toMatchObject({ discount: 9235, giftCards: 2500, total: 2500 });
  });

  it('knows the rule of each region', () => {
    expect(taxRuleOf('AU')).toEqual({ rate: 10, included: true, name: 'GST' });
    expect(taxRuleOf('CA')).toMatchObject({ rate: 5, included: false });
    expect(taxRuleOf('US')).toBeNull();
  });
});

describe('tax regions as typed', () => {
  it('reads the region code in any case and with spaces', () => {
    expect(taxRuleOf(' ca ')).toMatchObject({ rate: 5, included: false });
    expect(
      computeTotals([{ id: 'a', unitPrice: 1000, quantity: 1 }], { shippingByItem: {}, region: ' nz' }).tax,
    ).toBe(130);
  });
});
