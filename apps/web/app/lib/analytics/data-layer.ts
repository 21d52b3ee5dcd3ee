import type { GiftCardLine } from '@cardshop/shared/contracts/gift-card-line';
import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { isoCurrencyPlaces } from '@cardshop/shared/rules/money';

// The tag-manager data layer (`window.dataLayer`): e-commerce events for add to cart, remove, begin
// checkout and purchase (account-ordering.md §7), in the shape GA4 reads; product views, clicks,
// impressions and waypoints are in product-events.ts. Amounts are the server's
// integer minor units turned into major units here, since that is what the data layer expects. Only the
// contract's types are imported: no zod reaches the page.

/** The e-commerce events the shop pushes. */
export type DataLayerEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'begin_checkout'
  | 'purchase'
  | 'view_item'
  | 'select_item'
  | 'view_item_list';

/** One product line as the data layer describes it. */
export interface DataLayerItem {
  item_id: string;
  item_name: string;
  item_brand: string;
  /** 'blank' for blank cards, 'card' for written ones, 'gift-card' for a gift card inside a card. */
  item_category: string;
  /** The card size; a gift card's region. */
  item_variant: string;
  /** Unit price in major units. */
  price: number;
  quantity: number;
}

export interface DataLayerPayload {
  currency: string;
  /** Major units. */
  value: number;
  items: DataLayerItem[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  coupon?: string;
  /** The listing an item was seen or chosen in (impressions and clicks). */
  item_list_name?: string;
}

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Where purchases already pushed are remembered, so a reloaded complete page does not count twice. */
export const TRACKED_PURCHASES_KEY = 'cardshop.trackedPurchases';
const TRACKED_PURCHASES_MAX = 20;

/** Minor units as a major-unit number (995 AUD → 9.95; 500 JPY → 500), exact to the currency's places. */
export function toMajor(minor: number, currency: string): number {
  // ISO 4217's table, not Intl: a phone's first currency format costs tens of milliseconds.
  const digits = isoCurrencyPlaces(currency);
  return Number((minor / 10 ** digits).toFixed(digits));
}

/** An order line as a data-layer item. */
export function dataLayerItem(item: OrderItem, currency: string): DataLayerItem {
  return {
    item_id: item.product.id,
    item_name: item.product.name,
    item_brand: item.product.brand,
    item_category: item.blank ? 'blank' : 'card',
    item_variant: item.card.size,
    price: toMajor(item.pricing.unit.grandTotal, currency),
    quantity: item.quantity,
  };
}

/** A gift card inside a card as a data-layer item of its own (the gift card is the product). */
export function giftCardDataLayerItem(line: GiftCardLine, currency: string): DataLayerItem {
  return {
    item_id: line.giftCard.id,
    item_name: line.label,
    item_brand: line.giftCard.name,
    item_category: 'gift-card',
    item_variant: line.giftCard.region,
    price: toMajor(line.pricing.unit.grandTotal, currency),
    quantity: line.quantity,
  };
}

/**
 * The payload for some lines: their items, each card followed by the gift card inside it, and the sum of
 * their line totals.
 */
export function itemsPayload(items: readonly OrderItem[], currency: string): DataLayerPayload {
  const related = (item: OrderItem) => item.related ?? [];
  const minor = items.reduce(
    (sum, item) =>
      sum + item.pricing.line.grandTotal + related(item).reduce((lines, line) => lines + line.total, 0),
    0,
  );
  return {
    currency,
    value: toMajor(minor, currency),
    items: items.flatMap((item) => [
      dataLayerItem(item, currency),
      ...related(item).map((line) => giftCardDataLayerItem(line, currency)),
    ]),
  };
}

/** The payload for a whole order: its items and total (with tax, shipping and coupon for a purchase). */
export function orderPayload(order: Order, withTransaction: boolean): DataLayerPayload {
  const payload: DataLayerPayload = {
    ...itemsPayload(order.items, order.currency),
    value: toMajor(order.totals.total, order.currency),
  };
  if (!withTransaction) return payload;
  return {
    ...payload,
    transaction_id: order.id,
    tax: toMajor(order.totals.tax, order.currency),
    shipping: toMajor(order.totals.shipping, order.currency),
    ...(order.couponCode ? { coupon: order.couponCode } : {}),
  };
}

/**
 * Pushes an e-commerce event to `window.dataLayer` (created when missing). The previous `ecommerce`
 * object is cleared first, as GA4 asks, so one event's items never leak into the next. Browser only.
 */
export function pushDataLayer(event: DataLayerEvent, payload: DataLayerPayload): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push({ event, ecommerce: payload });
}

/** Items just added to the cart (the new lines, or the added quantity of a line). */
export function trackAddToCart(items: readonly OrderItem[], currency: string): void {
  if (items.length > 0) pushDataLayer('add_to_cart', itemsPayload(items, currency));
}

/** Items taken out of the cart. */
export function trackRemoveFromCart(items: readonly OrderItem[], currency: string): void {
  if (items.length > 0) pushDataLayer('remove_from_cart', itemsPayload(items, currency));
}

/** The buyer reached the payment page with this order. */
export function trackBeginCheckout(order: Order): void {
  if (order.items.length > 0) pushDataLayer('begin_checkout', orderPayload(order, false));
}

function readTracked(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(TRACKED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A paid order, pushed once per order in this browser (a reload or a second visit to the complete page
 * must not count the sale again). Answers whether it was pushed now.
 */
export function trackPurchase(order: Order): boolean {
  if (typeof window === 'undefined') return false;
  const tracked = readTracked();
  if (tracked.includes(order.id)) return false;
  pushDataLayer('purchase', orderPayload(order, true));
  try {
    window.localStorage.setItem(
      TRACKED_PURCHASES_KEY,
      JSON.stringify([...tracked, order.id].slice(-TRACKED_PURCHASES_MAX)),
    );
  } catch {
    // Storage refused: the push happened; a reload may push again, which is the lesser harm.
  }
  return true;
}
