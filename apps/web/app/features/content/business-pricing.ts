import { CACHE_STALE_HOURS, DEFAULT_REGION_ID } from '@cardshop/shared/constants';
import type { BusinessPricing } from '@cardshop/shared/contracts/config';

export type BusinessTier = BusinessPricing['tiers'][number];

/**
 * The price of one card in a tier, in minor units. Tier charges include standard postage; the table
 * shows them without it unless the visitor ticks 'include postage'.
 */
export function tierUnitPrice(
  tier: Pick<BusinessTier, 'unitCharge'>,
  postage: number,
  includePostage: boolean,
): number {
  if (includePostage) return tier.unitCharge;
  return Math.max(0, tier.unitCharge - Math.max(0, postage));
}

/** The business pricing of a region, or of the default region when that region has none. */
export function pricingForRegion(
  pricing: Record<string, BusinessPricing>,
  regionId: number | null | undefined,
): BusinessPricing | null {
  const own = regionId == null ? undefined : pricing[String(regionId)];
  const chosen = own ?? pricing[String(DEFAULT_REGION_ID)] ?? null;
  if (!chosen) return null;
  return { ...chosen, tiers: [...chosen.tiers].sort((a, b) => a.fromUnits - b.fromUnits) };
}

/** Whether pricing saved at `savedAt` (epoch ms) can still be shown at `now` (stale after 72 h). */
export function pricingCacheFresh(savedAt: number, now: number): boolean {
  if (!Number.isFinite(savedAt) || savedAt > now) return false;
  return now - savedAt < CACHE_STALE_HOURS * 60 * 60 * 1000;
}
