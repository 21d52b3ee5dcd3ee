import type { Order } from '@cardshop/shared/contracts/orders';
import type { Conversion } from '@cardshop/shared/contracts/payments';

// Display conversion of an order's totals into the visitor's currency (docs/decisions/0011). The charge is
// always in the order's currency: this is an ESTIMATE for reading, from a fixed table kept in code so the
// shop depends on no rate service. Units of each currency per Australian dollar; reviewed by hand.
export const ESTIMATE_RATES_PER_AUD: Readonly<Record<string, number>> = {
  AUD: 1,
  USD: 0.65,
  GBP: 0.51,
  CAD: 0.9,
  NZD: 1.1,
  EUR: 0.6,
  JPY: 98,
};

/** Units of `to` per unit of `from`, or null when either currency is not in the table. */
export function estimateRate(from: string, to: string): number | null {
  const source = ESTIMATE_RATES_PER_AUD[from];
  const target = ESTIMATE_RATES_PER_AUD[to];
  if (source === undefined || target === undefined) return null;
  return target / source;
}

/** An amount of minor units in another currency, rounded to that currency's minor unit. */
export function convertMinor(amount: number, rate: number, precision: { from: number; to: number }): number {
  return Math.round((amount / 10 ** precision.from) * rate * 10 ** precision.to);
}

/**
 * The order's totals in the visitor's currency, or null when it is the order's own (nothing to show)
 * or the table has no rate for it.
 */
export function conversionOf(
  order: Pick<Order, 'currency' | 'items' | 'totals'>,
  target: string,
  precisions: Record<string, number>,
): Conversion | null {
  if (target === order.currency) return null;
  const rate = estimateRate(order.currency, target);
  if (rate === null) return null;
  const precision = { from: precisions[order.currency] ?? 2, to: precisions[target] ?? 2 };
  const convert = (amount: number) => convertMinor(amount, rate, precision);
  return {
    currency: target,
    total: convert(order.totals.total),
    shippingTotal: convert(order.totals.shipping),
    tax: convert(order.totals.tax),
    items: order.items.map((item) => ({ id: item.id, total: convert(item.total) })),
    rate,
    estimate: true,
  };
}
