// Order totals and sales tax by region, shared so the server's totals and the browser's preview agree.
// Every amount is integer minor units of the order's currency.
//
// Tax (decided for issue 5, docs/decisions/0010-orders-shipping-and-tax.md):
// - AU: GST 10%, NZ: GST 15%, GB: VAT 20%. Shelf prices and postage include it, so the tax is the
//   included portion of the total (shown, not added): tax = round(total × rate / (100 + rate)).
// - CA: GST 5% is added on top of the discounted goods and postage (provincial taxes are out of scope).
// - US: no sales tax is collected.
// - Any other region: none.

export interface TaxRule {
  /** Percent, e.g. 10 for GST. */
  rate: number;
  /** True when prices already include the tax (the tax is a portion of the total, not added). */
  included: boolean;
  /** The tax's name on receipts. */
  name: string;
}

export const TAX_RULES: Readonly<Record<string, TaxRule>> = {
  AU: { rate: 10, included: true, name: 'GST' },
  NZ: { rate: 15, included: true, name: 'GST' },
  GB: { rate: 20, included: true, name: 'VAT' },
  CA: { rate: 5, included: false, name: 'GST' },
};

/** The tax rule of a region by its ISO code, or null when the region collects none (US). */
export function taxRuleOf(regionIso: string): TaxRule | null {
  return TAX_RULES[regionIso.trim().toUpperCase()] ?? null;
}

export interface TotalsItem {
  id: string;
  /** Price of one, in minor units. */
  unitPrice: number;
  quantity: number;
}

export interface TotalsOptions {
  /** Postage of each item by item id (blanks: one parcel per item); a missing item ships free. */
  shippingByItem: Readonly<Record<string, number>>;
  /** The promo discount in minor units; never more than goods plus postage. */
  discount?: number;
  /** The region's ISO code (AU, US, GB, CA, NZ). */
  region: string;
  /**
   * The face value of the gift cards inside the cards (decision 0022): charged as it is, after the
   * discount and the tax, which never apply to it.
   */
  giftCards?: number;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  giftCards: number;
  total: number;
}

// Half away from zero, on integers only: amounts here are never negative, so Math.round is exact.
const roundMinor = (value: number) => Math.round(value);

const nonNegativeInteger = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** An item's line total: unit price × quantity. */
export function lineTotal(item: Pick<TotalsItem, 'unitPrice' | 'quantity'>): number {
  return nonNegativeInteger(item.unitPrice) * nonNegativeInteger(item.quantity);
}

/**
 * The totals of an order: subtotal = Σ unit × quantity; shipping = Σ postage per item; the discount is
 * capped at subtotal + shipping; tax by the region's rule (included or added); gift cards at face value
 * on top of all that (never discounted or taxed: decision 0022); total = what is charged.
 */
export function computeTotals(items: readonly TotalsItem[], options: TotalsOptions): OrderTotals {
  const subtotal = items.reduce((sum, item) => sum + lineTotal(item), 0);
  const shipping = items.reduce(
    (sum, item) => sum + nonNegativeInteger(options.shippingByItem[item.id] ?? 0),
    0,
  );
  const giftCards = nonNegativeInteger(options.giftCards ?? 0);
  const discount = Math.min(nonNegativeInteger(options.discount ?? 0), subtotal + shipping);
  const taxable = subtotal + shipping - discount;
  const rule = taxRuleOf(options.region);
  if (!rule) return { subtotal, discount, shipping, tax: 0, giftCards, total: taxable + giftCards };
  if (rule.included) {
    return {
      subtotal,
      discount,
      shipping,
      tax: roundMinor((taxable * rule.rate) / (100 + rule.rate)),
      giftCards,
      total: taxable + giftCards,
    };
  }
  const tax = roundMinor((taxable * rule.rate) / 100);
  return { subtotal, discount, shipping, tax, giftCards, total: taxable + tax + giftCards };
}
