import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cardsPayload,
  createImpressionBatcher,
  observeImpression,
  trackProductClick,
  trackProductView,
  trackWaypoint,
} from './product-events.ts';

function card(id: string, value: number | null = 495, currency = 'AUD'): CardSummary {
  return {
    id,
    name: `Card ${id}`,
    slug: id,
    fullPath: `/artists/wattle/${id}`,
    artist: {
      id: 'a1',
      brandName: 'Wattle Studio',
      slug: 'wattle',
      fullPath: '/artists/wattle',
      cardLogo: '',
    },
    price: value === null ? null : { value, currency },
    size: 'folded-a6',
    adult: false,
    image: { src: `/images/${id}.jpg`, width: 400, height: 500, alt: '' },
  } as CardSummary;
}

describe('impression batching', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('pushes the cards seen within 500 ms of the first as one event per listing', () => {
    const push = vi.fn();
    const batcher = createImpressionBatcher({
      push,
      setTimer: (callback, ms) => void setTimeout(callback, ms),
    });
    batcher.seen(card('a'), '/cards');
    vi.advanceTimersByTime(300);
    batcher.seen(card('b'), '/cards');
    batcher.seen(card('c'), '/occasion/birthday');
    vi.advanceTimersByTime(199);
    expect(push).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(push).toHaveBeenCalledTimes(2);
    expect(push.mock.calls[0]?.[0].map((seen: CardSummary) => seen.id)).toEqual(['a', 'b']);
    expect(push.mock.calls[0]?.[1]).toBe('/cards');
    expect(push.mock.calls[1]?.[0].map((seen: CardSummary) => seen.id)).toEqual(['c']);

    // A later card starts a window of its own.
    batcher.seen(card('d'), '/cards');
    vi.advanceTimersByTime(500);
    expect(push).toHaveBeenCalledTimes(3);
  });

  it('counts a card once per listing until the page changes', () => {
    const push = vi.fn();
    const batcher = createImpressionBatcher({
      push,
      setTimer: (callback, ms) => void setTimeout(callback, ms),
    });
    expect(batcher.seen(card('a'), '/cards')).toBe(true);
    expect(batcher.seen(card('a'), '/cards')).toBe(false);
    vi.advanceTimersByTime(500);
    expect(push).toHaveBeenCalledOnce();
    batcher.reset();
    expect(batcher.seen(card('a'), '/cards')).toBe(true);
  });
});

describe('product events in the data layer', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const events = () => (window.dataLayer ?? []).filter((entry) => 'event' in entry);

  it('values cards at their prices in major units, leaving unpriced ones at 0', () => {
    expect(cardsPayload([card('a', 495), card('b', null)], '/cards')).toEqual({
      currency: 'AUD',
      value: 4.95,
      item_list_name: '/cards',
      items: [
        expect.objectContaining({ item_id: 'a', item_brand: 'Wattle Studio', price: 4.95, quantity: 1 }),
        expect.objectContaining({ item_id: 'b', price: 0 }),
      ],
    });
  });

  it('pushes a product view, a click with its listing, and a waypoint for a page', () => {
    trackProductView(card('a'));
    trackProductClick(card('b'), '/occasion/birthday');
    trackWaypoint('/cards?page=2', 'Cards');
    expect(events()).toEqual([
      {
        event: 'view_item',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: 'a' })] }),
      },
      {
        event: 'select_item',
        ecommerce: expect.objectContaining({
          item_list_name: '/occasion/birthday',
          items: [expect.objectContaining({ item_id: 'b' })],
        }),
      },
      { event: 'waypoint', page_path: '/cards?page=2', page_title: 'Cards' },
    ]);
  });
});

describe("impressions of a listing's tiles", () => {
  /** A stand-in for the browser's observer: the test says which elements came half into view. */
  class FakeObserver {
    static made: FakeObserver[] = [];
    observed = new Set<Element>();
    callback: (entries: { target: Element; isIntersecting: boolean }[]) => void;
    constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
      this.callback = callback;
      FakeObserver.made.push(this);
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    show(...elements: Element[]) {
      this.callback(elements.map((target) => ({ target, isIntersecting: true })));
    }
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms) });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("records each tile's card once it is in view, with one observer for the page, and never a stopped one", () => {
    const [first, second, gone] = [{}, {}, {}] as Element[];
    observeImpression(first as Element, card('a'), '/occasion/birthday');
    observeImpression(second as Element, card('b'), '/occasion/birthday');
    const stop = observeImpression(gone as Element, card('c'), '/occasion/birthday');
    stop();
    expect(FakeObserver.made).toHaveLength(1);
    const observer = FakeObserver.made[0] as FakeObserver;
    observer.show(first as Element, gone as Element);
    observer.show(first as Element);
    vi.advanceTimersByTime(500);
    const impressions = (window.dataLayer ?? []).filter(
      (entry) => 'event' in entry && entry.event === 'view_item_list',
    );
    expect(impressions).toEqual([
      {
        event: 'view_item_list',
        ecommerce: expect.objectContaining({ items: [expect.objectContaining({ item_id: 'a' })] }),
      },
    ]);
    // Seen tiles and stopped ones are no longer watched; the one still out of view is.
    expect([...observer.observed]).toEqual([second]);
  });
});
