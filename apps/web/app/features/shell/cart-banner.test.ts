import { describe, expect, it } from 'vitest';
import { testGiftCardLine, testItem, testOrder } from '../../lib/cart/test-orders.ts';
import {
  bannerVisible,
  CART_BANNER_MS,
  cartFingerprint,
  INITIAL_BANNER,
  isPaymentPath,
  observeCart,
} from './cart-banner.ts';

describe('cartFingerprint', () => {
  it('changes with a line’s id, quantity or line total, and not with the order of the lines', () => {
    const a = testItem({ quantity: 2 });
    const b = testItem({ quantity: 1 });
    const base = cartFingerprint(testOrder({ items: [a, b] }));
    expect(cartFingerprint(testOrder({ items: [b, a] }))).toBe(base);
    expect(cartFingerprint(testOrder({ items: [a, { ...b, quantity: 3 }] }))).not.toBe(base);
    expect(
      cartFingerprint(
        testOrder({ items: [a, { ...b, pricing: { ...b.pricing, line: { grandTotal: 1 } } }] }),
      ),
    ).not.toBe(base);
    expect(cartFingerprint(testOrder({ items: [a] }))).not.toBe(base);
  });

  it('changes when a gift card goes in a card, or its amount changes', () => {
    const card = testItem({ blank: false });
    const base = cartFingerprint(testOrder({ items: [card] }));
    const line = testGiftCardLine(5000);
    const withGift = cartFingerprint(testOrder({ items: [{ ...card, related: [line] }] }));
    expect(withGift).not.toBe(base);
    const bigger = { ...line, pricing: { ...line.pricing, line: { grandTotal: 10000 } } };
    expect(cartFingerprint(testOrder({ items: [{ ...card, related: [bigger] }] }))).not.toBe(withGift);
  });

  it('is empty without an order or lines', () => {
    expect(cartFingerprint(null)).toBe('');
    expect(cartFingerprint(testOrder({ items: [] }))).toBe('');
  });

  it('ignores what is not a line: totals, customer, coupon', () => {
    const item = testItem();
    expect(cartFingerprint(testOrder({ items: [item], couponCode: 'SAVE10' }))).toBe(
      cartFingerprint(testOrder({ items: [item] })),
    );
  });
});

describe('isPaymentPath', () => {
  it('is the payment page and nothing else', () => {
    expect(isPaymentPath('/payment')).toBe(true);
    expect(isPaymentPath('/payment/')).toBe(true);
    expect(isPaymentPath('/payments-faq')).toBe(false);
    expect(isPaymentPath('/')).toBe(false);
  });
});

describe('observeCart', () => {
  const now = 1_000_000;

  it('takes the first fingerprint it sees as the baseline, without a banner', () => {
    const state = observeCart(INITIAL_BANNER, 'a:1:450', '/', now);
    expect(state).toEqual({ seen: 'a:1:450', until: null });
    expect(bannerVisible(state, now)).toBe(false);
  });

  it('shows the banner for 4.5 s when the cart changes away from the payment page', () => {
    const start = observeCart(INITIAL_BANNER, '', '/', now);
    const changed = observeCart(start, 'a:10:4500', '/birthday/card', now + 10);
    expect(CART_BANNER_MS).toBe(4500);
    expect(changed.until).toBe(now + 10 + 4500);
    expect(bannerVisible(changed, now + 4509)).toBe(true);
    expect(bannerVisible(changed, now + 4510)).toBe(false);
  });

  it('keeps the state as it is when nothing changed', () => {
    const start = observeCart(INITIAL_BANNER, 'a:1:450', '/', now);
    expect(observeCart(start, 'a:1:450', '/cards', now + 50)).toBe(start);
  });

  it('shows nothing for a change on the payment page, and hides the banner on arriving there', () => {
    const start = observeCart(INITIAL_BANNER, 'a:1:450', '/payment', now);
    const onPayment = observeCart(start, 'a:2:900', '/payment', now);
    expect(onPayment).toEqual({ seen: 'a:2:900', until: null });

    const shown = observeCart(observeCart(INITIAL_BANNER, '', '/', now), 'a:1:450', '/', now);
    expect(shown.until).not.toBeNull();
    expect(observeCart(shown, 'a:1:450', '/payment', now + 100).until).toBeNull();
  });

  it('shows nothing when the cart became empty', () => {
    const start = observeCart(INITIAL_BANNER, 'a:1:450', '/', now);
    expect(observeCart(start, '', '/', now)).toEqual({ seen: '', until: null });
  });

  it('starts the 4.5 s again on another change', () => {
    const start = observeCart(INITIAL_BANNER, '', '/', now);
    const first = observeCart(start, 'a:1:450', '/', now);
    const second = observeCart(first, 'a:2:900', '/', now + 3000);
    expect(second.until).toBe(now + 3000 + CART_BANNER_MS);
  });
});
