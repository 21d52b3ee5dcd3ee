/** Where a hero slide shows: a plain list of region ISO codes, or include/exclude lists. */
export type SlideRegions = string[] | { include?: string[]; exclude?: string[] } | null | undefined;

const REGION_PRICE_PLACEHOLDER = '{{regionPrice}}';

/** Gives the cheapest unit charge of a product's price tiers, or null when there are none. */
export function lowestUnitCharge(tiers: Array<{ unitCharge: number }>): number | null {
  let lowest: number | null = null;
  for (const { unitCharge } of tiers) {
    // A tier without a usable charge must not advertise a bogus 'from' price.
    if (!Number.isFinite(unitCharge)) continue;
    if (lowest === null || unitCharge < lowest) lowest = unitCharge;
  }
  return lowest;
}

/** Puts the region's formatted price into every {{regionPrice}} of a slide text; null removes them. */
export function fillRegionPrice(text: string, formattedPrice: string | null): string {
  // A replacer function keeps '$&'-style sequences in the price literal instead of as patterns.
  return text.replaceAll(REGION_PRICE_PLACEHOLDER, () => formattedPrice ?? '');
}

// ISO codes come from editors in any case and sometimes with stray spaces.
function toIsoSet(codes: string[] | undefined): Set<string> {
  return new Set((codes ?? []).map((code) => code.trim().toUpperCase()).filter((code) => code !== ''));
}

/** Tells whether a hero slide shows in the region with the given ISO code. */
export function slideShownInRegion(regions: SlideRegions, regionIso: string): boolean {
  if (!regions) return true;
  const iso = regionIso.trim().toUpperCase();
  if (Array.isArray(regions)) {
    const only = toIsoSet(regions);
    return only.size === 0 || only.has(iso);
  }
  const include = toIsoSet(regions.include);
  const exclude = toIsoSet(regions.exclude);
  if (include.size > 0 && !include.has(iso)) return false;
  return !exclude.has(iso);
}
