import { IMPRESSION_BATCH_MS } from '@cardshop/shared/constants';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { type DataLayerItem, type DataLayerPayload, pushDataLayer, toMajor } from './data-layer.ts';

// The data layer's product events besides the cart's (account-ordering.md §7): a product view (the card's
// page, after 1 s), a click on a card in a listing, impressions (the cards a visitor saw, gathered for
// 500 ms and pushed as one event) and waypoints (each page the visit reaches, the first and every one
// reached without a load). Only the contract's types are imported: no zod reaches the page.

/** The card as a data-layer item (written cards; the price is the card's own in its currency). */
export function cardDataLayerItem(card: CardSummary): DataLayerItem {
  return {
    item_id: card.id,
    item_name: card.name,
    item_brand: card.artist.brandName,
    item_category: 'card',
    item_variant: card.size,
    price: card.price ? toMajor(card.price.value, card.price.currency) : 0,
    quantity: 1,
  };
}

/** The payload of some cards: their items, valued at their prices (currency of the first priced card). */
export function cardsPayload(cards: readonly CardSummary[], listName?: string): DataLayerPayload {
  const currency = cards.find((card) => card.price)?.price?.currency ?? '';
  const priced = cards.filter((card) => card.price?.currency === currency);
  const minor = priced.reduce((sum, card) => sum + (card.price?.value ?? 0), 0);
  return {
    currency,
    value: currency ? toMajor(minor, currency) : 0,
    items: cards.map(cardDataLayerItem),
    ...(listName ? { item_list_name: listName } : {}),
  };
}

/** The visitor stayed on a card's page (the caller waits PRODUCT_VIEW_DELAY_MS first). */
export function trackProductView(card: CardSummary): void {
  pushDataLayer('view_item', cardsPayload([card]));
}

/** The visitor chose a card in a listing (opened its details or one of its ways to buy). */
export function trackProductClick(card: CardSummary, listName: string): void {
  pushDataLayer('select_item', cardsPayload([card], listName));
}

export interface ImpressionBatcherOptions {
  /** Pushes one batch: the cards seen in one listing within the window. */
  push(cards: CardSummary[], listName: string): void;
  setTimer(callback: () => void, ms: number): void;
  windowMs?: number;
}

/**
 * Gathers impressions: the first card seen starts a 500 ms window, and every card seen by its end goes
 * in one push per listing. A card counts once per listing while the batcher lives (a page).
 */
export function createImpressionBatcher(options: ImpressionBatcherOptions) {
  const windowMs = options.windowMs ?? IMPRESSION_BATCH_MS;
  const seen = new Set<string>();
  let pending = new Map<string, CardSummary[]>();
  let waiting = false;

  function flush() {
    waiting = false;
    const batches = pending;
    pending = new Map();
    for (const [listName, cards] of batches) options.push(cards, listName);
  }

  return {
    /** Answers whether the card was new to this listing. */
    seen(card: CardSummary, listName: string): boolean {
      const key = `${listName}|${card.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      const list = pending.get(listName) ?? [];
      list.push(card);
      pending.set(listName, list);
      if (!waiting) {
        waiting = true;
        options.setTimer(flush, windowMs);
      }
      return true;
    },
    /** Forgets what was seen (a new page). */
    reset(): void {
      seen.clear();
    },
  };
}

let impressions: ReturnType<typeof createImpressionBatcher> | null = null;

/** A card of a listing came into view; browser only. */
export function trackImpression(card: CardSummary, listName: string): void {
  if (typeof window === 'undefined') return;
  impressions ??= createImpressionBatcher({
    push: (cards, name) => pushDataLayer('view_item_list', cardsPayload(cards, name)),
    setTimer: (callback, ms) => void window.setTimeout(callback, ms),
  });
  impressions.seen(card, listName);
}

/**
 * The visit reached a page (a waypoint): pushed for the first page and every page change made without a
 * load, so the tag manager counts the pages of a visit; impressions start afresh on the new page.
 */
export function trackWaypoint(path: string, title: string): void {
  if (typeof window === 'undefined') return;
  impressions?.reset();
  window.dataLayer ??= [];
  window.dataLayer.push({ event: 'waypoint', page_path: path, page_title: title });
}

let tiles: { observer: IntersectionObserver; seen: WeakMap<Element, () => void> } | null = null;

/**
 * Observes an element (a listing's tile) and records its card's impression once it is half in view. One
 * observer serves every tile of the page: a listing mounts dozens at once while it hydrates.
 */
export function observeImpression(element: Element, card: CardSummary, listName: string): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  if (!tiles) {
    const seen = new WeakMap<Element, () => void>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.get(entry.target)?.();
        }
      },
      { threshold: 0.5 },
    );
    tiles = { observer, seen };
  }
  const { observer, seen } = tiles;
  const stop = () => {
    if (seen.get(element) !== record) return;
    seen.delete(element);
    observer.unobserve(element);
  };
  const record = () => {
    trackImpression(card, listName);
    stop();
  };
  seen.set(element, record);
  observer.observe(element);
  return stop;
}
