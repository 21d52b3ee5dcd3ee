import type { Order } from '@cardshop/shared/contracts/orders';

/** One line of the mini cart. */
export interface MiniCartItem {
  id: string;
  title: string;
  quantity: number;
  /** Line total in minor units of `currency`. */
  lineTotal: number;
  currency: string;
  /** Small picture of the card. */
  imageSrc?: string;
  /** Blank cards (posted to the buyer) rather than a written card. */
  blank?: boolean;
  /** The gift cards inside the card, each its own line (not counted as cards). */
  giftCards?: Array<{ id: string; title: string; lineTotal: number }>;
}

export interface MiniCartView {
  /** Nothing in the cart: the empty message and a link to the cards. */
  empty: boolean;
  /** Resume editing: a card's artwork is chosen and being written. */
  showResume: boolean;
  /** View cart: there is at least one item. */
  showViewCart: boolean;
  /** Number on the cart icon (total quantity); 0 shows none. */
  badge: number;
}

/** What the mini cart shows for these items and whether an artwork is being edited. */
export function miniCartView(items: readonly MiniCartItem[], artworkSelected: boolean): MiniCartView {
  const badge = items.reduce((sum, item) => sum + Math.max(0, item.quantity), 0);
  return {
    empty: items.length === 0,
    showResume: artworkSelected,
    showViewCart: items.length > 0,
    badge,
  };
}

/** The lines of an order as the mini cart lists them; none without an order. */
export function miniCartItems(order: Pick<Order, 'items' | 'currency'> | null): MiniCartItem[] {
  if (!order) return [];
  return order.items.map((item) => ({
    id: item.id,
    title: item.product.name || item.label,
    quantity: item.quantity,
    lineTotal: item.pricing.line.grandTotal,
    currency: order.currency,
    imageSrc: item.card.art.imageSrc || undefined,
    blank: item.blank,
    ...(item.related.length > 0
      ? {
          giftCards: item.related.map((line) => ({
            id: line.id,
            title: line.label,
            lineTotal: line.pricing.line.grandTotal,
          })),
        }
      : {}),
  }));
}
