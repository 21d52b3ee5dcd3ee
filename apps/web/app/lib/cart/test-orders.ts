import type { GiftCardLine } from '@cardshop/shared/contracts/gift-card-line';
import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';

// Orders and lines for the cart's tests, shaped as the server answers them.

let next = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testItem(change: Partial<OrderItem> & { unit?: number } = {}): OrderItem {
  next += 1;
  const { unit = 450, ...rest } = change;
  const quantity = rest.quantity ?? 1;
  return {
    id: uuid(next),
    token: `item-token-${next}-abcdefghijkl`,
    label: 'Blank cards',
    type: 'card',
    blank: true,
    quantity,
    unitTotal: unit,
    total: unit * quantity,
    pricing: { unit: { grandTotal: unit }, line: { grandTotal: unit * quantity } },
    card: {
      art: { id: uuid(900), name: 'Gum Blossom', fullPath: '/card/gum-blossom', imageSrc: '/img/gum.jpg' },
      size: 'a6',
    },
    shippingMethod: 'standard',
    shipTo: 'sender',
    scheduledDate: null,
    arrival: null,
    dispatch: { status: 'pending', dispatchedAt: null },
    proofUrl: null,
    product: { id: uuid(900), name: 'Gum Blossom', brand: 'Wattle Studio' },
    related: [],
    ...rest,
  };
}

export function testOrder(change: Partial<Order> = {}): Order {
  const items = change.items ?? [testItem()];
  const subtotal = items.reduce((sum, item) => sum + item.pricing.line.grandTotal, 0);
  const giftCards = items.reduce(
    (sum, item) => sum + item.related.reduce((lines, line) => lines + line.total, 0),
    0,
  );
  return {
    id: uuid(100),
    status: 'open',
    purchasable: true,
    currency: 'AUD',
    regionId: 1,
    items,
    couponCode: null,
    customer: null,
    totals: { subtotal, discount: 0, shipping: 300, tax: 0, giftCards, total: subtotal + 300 + giftCards },
    pricing: { credits: 0, creditsAmount: 0, giftCredit: 0 },
    paidAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
    refunds: [],
    ...change,
  };
}

/** A Storage kept in a map. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** A gift card line of `amount` (minor units) in the item it travels in. */
export function testGiftCardLine(
  amount = 5000,
  change: Partial<GiftCardLine['giftCard']> = {},
): GiftCardLine {
  next += 1;
  return {
    id: uuid(500 + next),
    type: 'gift-card',
    label: 'Harbour Books gift card',
    quantity: 1,
    unitTotal: amount,
    total: amount,
    pricing: { unit: { grandTotal: amount }, line: { grandTotal: amount } },
    giftCard: {
      id: uuid(800),
      name: 'Harbour Books',
      fullPath: '/gift-cards/au/harbour-books',
      imageSrc: '/images/gift-cards/harbour-books-480.webp',
      wildcard: false,
      amount,
      currency: 'AUD',
      canChange: true,
      region: 'AU',
      ...change,
    },
    options: { giftCardVerification: { enable: false, email: null, phone: null } },
  };
}
