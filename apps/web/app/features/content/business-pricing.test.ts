import type { BusinessPricing } from '@cardshop/shared/contracts/config';
import { describe, expect, it } from 'vitest';
import { pricingCacheFresh, pricingForRegion, tierUnitPrice } from './business-pricing.ts';

const HOUR = 60 * 60 * 1000;

describe('tierUnitPrice', () => {
  const tier = { unitCharge: 645 };

  it('shows the unit price without postage by default', () => {
    expect(tierUnitPrice(tier, 150, false)).toBe(495);
  });

  it('shows the full charge when postage is included', () => {
    expect(tierUnitPrice(tier, 150, true)).toBe(645);
  });

  it('never shows a negative price when postage exceeds the charge', () => {
    expect(tierUnitPrice({ unitCharge: 100 }, 150, false)).toBe(0);
  });

  it('ignores a negative postage figure', () => {
    expect(tierUnitPrice(tier, -50, false)).toBe(645);
  });
});

describe('pricingForRegion', () => {
  const au: BusinessPricing = {
    regionId: 1,
    currency: 'AUD',
    postage: 150,
    tiers: [
      { fromUnits: 50, toUnits: 99, unitCharge: 645, savingPercent: 7 },
      { fromUnits: 1, toUnits: 49, unitCharge: 695, savingPercent: 0 },
    ],
  };
  const us: BusinessPricing = { regionId: 2, currency: 'USD', postage: 73, tiers: [] };

  it("gives the visitor's region's tiers, smallest order first", () => {
    expect(pricingForRegion({ '1': au, '2': us }, 2)).toEqual(us);
    expect(pricingForRegion({ '1': au, '2': us }, 1)?.tiers.map((tier) => tier.fromUnits)).toEqual([1, 50]);
  });

  it('falls back to region 1 when the region has no pricing', () => {
    expect(pricingForRegion({ '1': au, '2': us }, 7)?.currency).toBe('AUD');
    expect(pricingForRegion({ '1': au }, null)?.currency).toBe('AUD');
  });

  it('gives nothing when neither the region nor region 1 has pricing', () => {
    expect(pricingForRegion({ '2': us }, 5)).toBeNull();
  });
});

describe('pricingCacheFresh', () => {
  const now = Date.UTC(2026, 0, 10);

  it('keeps pricing younger than 72 hours', () => {
    expect(pricingCacheFresh(now - 71 * HOUR, now)).toBe(true);
  });

  it('refreshes pricing 72 hours old or older', () => {
    expect(pricingCacheFresh(now - 72 * HOUR, now)).toBe(false);
  });

  it('refreshes pricing saved in the future or with no usable time', () => {
    expect(pricingCacheFresh(now + HOUR, now)).toBe(false);
    expect(pricingCacheFresh(Number.NaN, now)).toBe(false);
  });
});
