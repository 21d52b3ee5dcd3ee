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
    dispatch: { status: 'pending', dispatchedAt: null },
    proofUrl: null,
    product: { id: uuid(900), name: 'Gum Blossom', brand: 'Wattle Studio' },
    ...rest,
  };
}

export function testOrder(change: Partial<Order> = {}): Order {
  const items = change.items ?? [testItem()];
  const subtotal = items.reduce((sum, item) => sum + item.pricing.line.grandTotal, 0);
  return {
    id: uuid(100),
    status: 'open',
    purchasable: true,
    currency: 'AUD',
    regionId: 1,
    items,
    couponCode: null,
    customer: null,
    totals: { subtotal, discount: 0, shipping: 300, tax: 0, total: subtotal + 300 },
    pricing: { credits: 0, creditsAmount: 0 },
    paidAt: null,
    createdAt: '2026-03-01T00:00:00.000Z',
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
