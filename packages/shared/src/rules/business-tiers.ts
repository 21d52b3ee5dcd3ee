import { computeTotals } from './order-totals.ts';

// The region's business tiers (storefront.md §3, config `businessTiers`): the more cards, the cheaper each.
// Credit packs (credits.ts) and bulk sends (docs/decisions/0033-bulk-sending.md) are both priced here, by
// the tier their quantity falls in. Amounts are integer minor units.

/** A band of quantities and the charge of one card in it. */
export interface QuantityTier {
  fromUnits: number;
  /** The band's last quantity; null for the open last band. */
  toUnits: number | null;
  unitCharge: number;
  savingPercent: number;
}

/** The tier a quantity falls in: the last whose band starts at or below it (the last band is open). */
export function tierFor<T extends Pick<QuantityTier, 'fromUnits' | 'toUnits'>>(
  tiers: readonly T[],
  quantity: number,
): T | null {
  const sorted = [...tiers].sort((a, b) => a.fromUnits - b.fromUnits);
  let found: T | null = null;
  for (const tier of sorted) {
    if (tier.fromUnits <= quantity && (tier.toUnits === null || quantity <= tier.toUnits)) found = tier;
  }
  return found;
}

/** What a bulk send of `quantity` cards costs. */
export interface BulkSendPrice {
  quantity: number;
  /** The tier's charge of one written card, standard postage in the region included. */
  unitPrice: number;
  savingPercent: number;
  /** quantity × unitPrice. */
  subtotal: number;
  /** Postage beyond the standard (recipients abroad), summed. */
  shipping: number;
  /** The tax in the total (included) or added to it (CA), by the region's rule, as any order's. */
  tax: number;
  total: number;
}

/**
 * A bulk send priced by the tier of its quantity (every card at that tier's charge) plus each card's
 * postage beyond the standard, taxed as any order of the region is. Null for no cards or when no tier
 * covers the quantity.
 */
export function bulkSendPrice(
  tiers: readonly QuantityTier[],
  postages: readonly number[],
  regionIso: string,
): BulkSendPrice | null {
  const quantity = postages.length;
  if (quantity < 1) return null;
  const tier = tierFor(tiers, quantity);
  if (!tier) return null;
  const shippingByItem: Record<string, number> = { all: postages.reduce((sum, cost) => sum + cost, 0) };
  const totals = computeTotals([{ id: 'all', unitPrice: tier.unitCharge, quantity }], {
    shippingByItem,
    region: regionIso,
  });
  return {
    quantity,
    unitPrice: tier.unitCharge,
    savingPercent: tier.savingPercent,
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    tax: totals.tax,
    total: totals.total,
  };
}
