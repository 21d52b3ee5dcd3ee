import { describe, expect, it } from 'vitest';
import { testGiftCardLine, testItem, testOrder } from '../../lib/cart/test-orders.ts';
import { type MiniCartItem, miniCartItems, miniCartView } from './mini-cart.ts';

const item = (id: string, quantity: number): MiniCartItem => ({
  id,
  title: `Card ${id}`,
  quantity,
  lineTotal: 995 * quantity,
  currency: 'AUD',
});

describe('miniCartView', () => {
  it('shows the empty state with no buttons for an empty cart', () => {
    expect(miniCartView([], false)).toEqual({
      empty: true,
      showResume: false,
      showViewCart: false,
      badge: 0,
    });
  });

  it('shows resume editing only while an artwork is selected', () => {
    expect(miniCartView([], true)).toMatchObject({ empty: true, showResume: true, showViewCart: false });
    expect(miniCartView([item('a', 1)], false).showResume).toBe(false);
  });

  it('shows view cart and counts the cards once there are items', () => {
    expect(miniCartView([item('a', 1), item('b', 3)], true)).toEqual({
      empty: false,
      showResume: true,
      showViewCart: true,
      badge: 4,
    });
  });
});

describe('miniCartItems', () => {
  it('lists each line of the order with its name, quantity, line total and picture', () => {
    const line = testItem({ quantity: 10, unit: 450 });
    expect(miniCartItems(testOrder({ items: [line] }))).toEqual([
      {
        id: line.id,
        title: 'Gum Blossom',
        quantity: 10,
        lineTotal: 4500,
        currency: 'AUD',
        imageSrc: '/img/gum.jpg',
        blank: true,
      },
    ]);
  });

  it('lists the gift card inside a card under it, without counting it as a card', () => {
    const gift = testGiftCardLine(5000);
    const card = testItem({ blank: false, related: [gift] });
    const [listed] = miniCartItems(testOrder({ items: [card] }));
    expect(listed?.giftCards).toEqual([{ id: gift.id, title: 'Harbour Books gift card', lineTotal: 5000 }]);
    expect(miniCartView(listed ? [listed] : [], false).badge).toBe(1);
  });

  it('lists nothing without an order', () => {
    expect(miniCartItems(null)).toEqual([]);
  });
});
