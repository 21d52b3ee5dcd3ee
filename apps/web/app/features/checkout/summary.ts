import type { Order } from '@cardshop/shared/contracts/orders';
import { taxRuleOf } from '@cardshop/shared/rules/order-totals';

// Pure rules of the order summaries: the tax line's wording, the number of cards, the key that says when
// a quote is out of date, the page links of a long order.

/** How the summary words the tax: a portion the prices include, or an amount added; null for none. */
export interface TaxLine {
  /** 'GST', 'VAT' … the tax's own name in the region. */
  name: string;
  rate: number;
  included: boolean;
  amount: number;
}

/**
 * The tax line of an order in a region (rules/order-totals.ts): AU and NZ 'includes GST', GB 'includes
 * VAT', CA 'GST' added on top, none for the US or a region without a rule.
 */
export function taxLine(totals: Pick<Order['totals'], 'tax'>, regionIso: string | undefined): TaxLine | null {
  const rule = regionIso ? taxRuleOf(regionIso) : null;
  if (!rule) return totals.tax > 0 ? { name: '', rate: 0, included: false, amount: totals.tax } : null;
  return { name: rule.name, rate: rule.rate, included: rule.included, amount: totals.tax };
}

/** The number of cards in an order (all quantities). */
export function cardCount(order: Pick<Order, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * What a quote depends on: the lines (id, quantity, line total; gift cards inside cards too) and the code. When it changes the quote
 * is asked for again; when it does not, an answer is still current.
 */
export function quoteKey(order: Pick<Order, 'id' | 'items' | 'couponCode'> | null): string {
  if (!order) return '';
  const lines = order.items
    .flatMap((item) => [item, ...item.related])
    .map((line) => `${line.id}:${line.quantity}:${line.pricing.line.grandTotal}`);
  return `${order.id}|${lines.join(',')}|${order.couponCode ?? ''}`;
}

/** The pages of a list of `total` things, `perPage` to a page: 1 … n (at least one page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, perPage)));
}

/** A page number from the address (`?page=`): a whole number from 1, else 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page links to show around the current page: the first, the last and two either side, with null
 * for a gap ('1 … 4 5 6 7 8 … 20'). Short lists show every page.
 */
export function pageLinks(current: number, pages: number): Array<number | null> {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const shown = new Set([1, pages]);
  for (let page = current - 2; page <= current + 2; page += 1)
    if (page >= 1 && page <= pages) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: Array<number | null> = [];
  sorted.forEach((page, index) => {
    if (index > 0 && page - sorted[index - 1]! > 1) links.push(null);
    links.push(page);
  });
  return links;
}
