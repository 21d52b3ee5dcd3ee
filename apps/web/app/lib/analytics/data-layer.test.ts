import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, testGiftCardLine, testItem, testOrder } from '../cart/test-orders.ts';
import {
  itemsPayload,
  orderPayload,
  pushDataLayer,
  TRACKED_PURCHASES_KEY,
  toMajor,
  trackAddToCart,
  trackBeginCheckout,
  trackPurchase,
  trackRemoveFromCart,
} from './data-layer.ts';

describe('amounts', () => {
  it('turns minor units into major units by the currency’s places', () => {
    expect(toMajor(995, 'AUD')).toBe(9.95);
    expect(toMajor(500, 'JPY')).toBe(500);
    expect(toMajor(1, 'USD')).toBe(0.01);
    expect(toMajor(1234, 'KWD')).toBe(1.234);
  });

  it('falls back to two places for a code it does not know', () => {
    expect(toMajor(995, 'not a code')).toBe(9.95);
  });
});

describe('payloads', () => {
  it('describes lines with the product, unit price and quantity, valued at their line totals', () => {
    const item = testItem({ quantity: 10, unit: 450 });
    expect(itemsPayload([item], 'AUD')).toEqual({
      currency: 'AUD',
      value: 45,
      items: [
        {
          item_id: item.product.id,
          item_name: 'Gum Blossom',
          item_brand: 'Wattle Studio',
          item_category: 'blank',
          item_variant: 'a6',
          price: 4.5,
          quantity: 10,
        },
      ],
    });
  });

  it('follows a card with the gift card inside it, as an item of its own, in the value', () => {
    const line = testGiftCardLine(5000);
    const card = testItem({ blank: false, unit: 695, related: [line] });
    expect(itemsPayload([card], 'AUD')).toEqual({
      currency: 'AUD',
      value: 56.95,
      items: [
        expect.objectContaining({ item_category: 'card', price: 6.95, quantity: 1 }),
        {
          item_id: line.giftCard.id,
          item_name: 'Harbour Books gift card',
          item_brand: 'Harbour Books',
          item_category: 'gift-card',
          item_variant: 'AU',
          price: 50,
          quantity: 1,
        },
      ],
    });
    const order = testOrder({ items: [card], status: 'paid' });
    expect(orderPayload(order, true)).toMatchObject({ value: 56.95 + 3, items: [{}, { price: 50 }] });
  });

  it('values an order at its total; a purchase adds the transaction, tax, shipping and coupon', () => {
    const order = testOrder({ items: [testItem({ quantity: 2, unit: 500 })], couponCode: 'SAVE10' });
    expect(orderPayload(order, false)).toMatchObject({ value: 13, currency: 'AUD' });
    expect(orderPayload(order, false)).not.toHaveProperty('transaction_id');
    expect(orderPayload(order, true)).toMatchObject({
      transaction_id: order.id,
      value: 13,
      tax: 0,
      shipping: 3,
      coupon: 'SAVE10',
    });
  });
});

describe('pushing events', () => {
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => vi.unstubAllGlobals());

  const events = () => (window.dataLayer ?? []).filter((entry) => 'event' in entry);

  it('creates the data layer and clears the previous e-commerce object before each event', () => {
    pushDataLayer('add_to_cart', { currency: 'AUD', value: 1, items: [] });
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: { currency: 'AUD', value: 1, items: [] } },
    ]);
  });

  it('pushes add_to_cart, remove_from_cart and begin_checkout with items, value and currency', () => {
    const item = testItem({ quantity: 3, unit: 200 });
    trackAddToCart([item], 'AUD');
    trackRemoveFromCart([item], 'AUD');
    trackBeginCheckout(testOrder({ items: [item] }));
    expect(events().map((entry) => entry.event)).toEqual([
      'add_to_cart',
      'remove_from_cart',
      'begin_checkout',
    ]);
    expect(events()[0]).toMatchObject({ ecommerce: { currency: 'AUD', value: 6, items: [{ quantity: 3 }] } });
  });

  it('pushes nothing for no lines or an empty order', () => {
    trackAddToCart([], 'AUD');
    trackRemoveFromCart([], 'AUD');
    trackBeginCheckout(testOrder({ items: [] }));
    expect(events()).toEqual([]);
  });

  it('pushes a purchase once per order, however often the complete page is shown', () => {
    const order = testOrder({ status: 'paid' });
    expect(trackPurchase(order)).toBe(true);
    expect(trackPurchase(order)).toBe(false);
    expect(events().filter((entry) => entry.event === 'purchase')).toHaveLength(1);
    expect(JSON.parse(storage.items.get(TRACKED_PURCHASES_KEY) ?? '[]')).toEqual([order.id]);
  });
});
