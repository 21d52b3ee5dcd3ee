import { describe, expect, it } from 'vitest';
import { BUSINESS_SEND_BANDS } from '../constants.ts';
import { bulkSendPrice, type QuantityTier, tierFor } from './business-tiers.ts';

// Tiers on the spec's eight send bands (0-49 … 5000+), each a different charge, so a quantity priced in
// the wrong band shows.
const TIERS: QuantityTier[] = BUSINESS_SEND_BANDS.map((band, index) => {
  const [from, to] = band.replace('+', '').split('-');
  return {
    fromUnits: Math.max(1, Number(from)),
    toUnits: to === undefined ? null : Number(to),
    unitCharge: 800 - index * 50,
    savingPercent: index * 6,
  };
});
const EDGES = [50, 100, 250, 500, 1000, 2000, 5000];

describe('bulkSendPrice', () => {
  it.each(EDGES.map((edge, index) => [edge, index]))(
    'prices %i cards (and one fewer) by the band on each side of the edge',
    (edge, index) => {
      const below = bulkSendPrice(TIERS, Array(edge - 1).fill(0), 'US');
      const at = bulkSendPrice(TIERS, Array(edge).fill(0), 'US');
      expect(below?.unitPrice).toBe(800 - index * 50);
      expect(at?.unitPrice).toBe(800 - (index + 1) * 50);
      expect(below?.total).toBe((edge - 1) * (800 - index * 50));
      expect(at?.total).toBe(edge * (800 - (index + 1) * 50));
    },
  );

  it('prices one card by the first band and a huge send by the open last band', () => {
    expect(bulkSendPrice(TIERS, [0], 'US')?.unitPrice).toBe(800);
    expect(tierFor(TIERS, 120_000)?.unitCharge).toBe(450);
  });

  it('adds each card’s postage beyond the standard, and taxes as the region does', () => {
    const au = bulkSendPrice(TIERS, [0, 0, 350], 'AU');
    expect(au).toMatchObject({ quantity: 3, unitPrice: 800, subtotal: 2400, shipping: 350, total: 2750 });
    expect(au?.tax).toBe(250); // GST included: 2750 × 10 / 110
    const ca = bulkSendPrice(TIERS, [100], 'CA');
    expect(ca).toMatchObject({ subtotal: 800, shipping: 100, tax: 45, total: 945 }); // GST added
  });

  it('has no price for no cards or where no band covers the quantity', () => {
    expect(bulkSendPrice(TIERS, [], 'AU')).toBeNull();
    expect(bulkSendPrice(TIERS.slice(0, 2), Array(100).fill(0), 'AU')).toBeNull();
  });
});
