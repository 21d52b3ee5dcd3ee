import type { Order, OrderItem } from '@cardshop/shared/contracts/orders';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiInit } from '../api.ts';
import { createCartStore, portionOf } from './cart-store.ts';
import { CARD_DRAFT_KEY, EDITOR_STATE_KEY, ORDER_KEY } from './current-order.ts';
import { memoryStorage, testItem, testOrder } from './test-orders.ts';

const TOKEN = 'order-token-0123456789abcdef';

type Handler = (path: string, init: ApiInit | undefined) => unknown;

/** A store on a map storage whose requests are answered by `handler` (a thrown value is a failure). */
function setup(handler: Handler, stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const calls: Array<{ path: string; init: ApiInit | undefined }> = [];
  const added: Array<{ items: OrderItem[]; currency: string }> = [];
  const removed: Array<{ items: OrderItem[]; currency: string }> = [];
  const store = createCartStore({
    storage: () => storage,
    request: async <T>(path: string, init?: ApiInit) => {
      calls.push({ path, init });
      return handler(path, init) as T;
    },
    onAdded: (items, currency) => added.push({ items, currency }),
    onRemoved: (items, currency) => removed.push({ items, currency }),
  });
  return { store, storage, calls, added, removed };
}

const remembered = (order: Order, extra: Record<string, string> = {}) => ({
  [ORDER_KEY]: JSON.stringify({ id: order.id, token: TOKEN }),
  ...extra,
});

describe('loading the current order', () => {
  it('has no order, and asks nothing, when none is remembered', async () => {
    const { store, calls } = setup(() => {
      throw new Error('no call expected');
    });
    expect(store.getState().status).toBe('idle');
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ status: 'ready', order: null });
    expect(calls).toEqual([]);
  });

  it('loads the remembered order once, by its id and token, ignoring a signed-out answer', async () => {
    const order = testOrder();
    const { store, calls } = setup(() => order, remembered(order));
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    expect(store.getState()).toEqual({ status: 'ready', order });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe(`/api/order/get/${order.id}/${TOKEN}`);
    expect(calls[0]?.init?.ignoreAuthFailure).toBe(true);
  });

  it('drops an order that is no longer purchasable, with the card draft and the editor state', async () => {
    const order = testOrder({ status: 'paid', purchasable: false });
    const { store, storage } = setup(
      () => order,
      remembered(order, { [CARD_DRAFT_KEY]: '{"id":"draft"}', [EDITOR_STATE_KEY]: '{"zoom":2}' }),
    );
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ status: 'ready', order: null });
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('forgets an open order its buyer emptied, but keeps the card being written', async () => {
    const order = testOrder({ items: [], purchasable: false });
    const { store, storage } = setup(() => order, remembered(order, { [CARD_DRAFT_KEY]: '{}' }));
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ status: 'ready', order: null });
    expect([...storage.items.keys()]).toEqual([CARD_DRAFT_KEY]);
  });

  it('forgets an order the server does not know (or whose token is wrong) but keeps the draft', async () => {
    const order = testOrder();
    const { store, storage } = setup(
      () => {
        throw new ApiError(404, []);
      },
      remembered(order, { [CARD_DRAFT_KEY]: '{}' }),
    );
    await store.ensureLoaded();
    expect(store.getState()).toEqual({ status: 'ready', order: null });
    expect(storage.items.has(ORDER_KEY)).toBe(false);
    expect(storage.items.has(CARD_DRAFT_KEY)).toBe(true);
  });

  it('keeps the order remembered when the load fails for another reason, and a refresh tries again', async () => {
    const order = testOrder();
    let fail = true;
    const { store, storage } = setup(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return order;
    }, remembered(order));
    await store.ensureLoaded();
    expect(store.getState().status).toBe('failed');
    expect(storage.items.has(ORDER_KEY)).toBe(true);
    fail = false;
    await store.refresh();
    expect(store.getState()).toEqual({ status: 'ready', order });
  });

  it('lets a newer answer win over a load that was under way', async () => {
    const order = testOrder();
    let answerLoad: (value: Order) => void = () => undefined;
    const newer = testOrder({ items: [testItem({ quantity: 5 })] });
    const { store } = setup((path) => {
      if (path.startsWith('/api/order/get/')) return new Promise((resolve) => (answerLoad = resolve));
      return { item: newer.items[0], order: newer };
    }, remembered(order));
    const loading = store.ensureLoaded();
    await store.addBlanks(blankInput(5));
    answerLoad(order);
    await loading;
    expect(store.getState().order).toBe(newer);
  });
});

function blankInput(quantity: number) {
  return {
    cardId: '00000000-0000-4000-8000-000000000900',
    cardSize: 'a6',
    quantity,
    email: 'buyer@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    shipping: { method: 'standard' },
    address: '1 Main St',
    locality: 'Hobart',
    adminAreaLevel1: 'TAS',
    postcode: '7000',
    country: 'AU',
  };
}

describe('adding blanks', () => {
  it('makes a new order, remembers its id and token, and tells the data layer', async () => {
    const item = testItem({ quantity: 10 });
    const order = testOrder({ items: [item], token: TOKEN });
    const { store, storage, calls, added } = setup(() => ({ item, order }));
    await store.addBlanks(blankInput(10));
    expect(calls[0]?.path).toBe('/api/order/add-blanks');
    expect(calls[0]?.init?.json).not.toHaveProperty('order');
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual({ id: order.id, token: TOKEN });
    expect(store.getState()).toEqual({ status: 'ready', order });
    expect(added).toEqual([{ items: [item], currency: 'AUD' }]);
  });

  it('adds to the remembered order, keeping its token when the answer carries none', async () => {
    const item = testItem({ quantity: 2 });
    const order = testOrder({ items: [item] });
    const { store, storage, calls } = setup(() => ({ item, order }), remembered(order));
    await store.addBlanks(blankInput(2));
    expect(calls[0]?.init?.json).toMatchObject({ order: { id: order.id, token: TOKEN } });
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual({ id: order.id, token: TOKEN });
  });

  it('reports only the quantity added when the server merged it into an existing line', async () => {
    const item = testItem({ quantity: 7, unit: 400 });
    const order = testOrder({ items: [item] });
    const { store, added } = setup(() => ({ item, order }), remembered(order));
    await store.addBlanks(blankInput(3));
    expect(added[0]?.items[0]).toMatchObject({ quantity: 3, pricing: { line: { grandTotal: 1200 } } });
  });

  it('starts a new order when the remembered one is refused (paid meanwhile, or gone)', async () => {
    const stale = testOrder();
    const item = testItem();
    const fresh = testOrder({
      id: '00000000-0000-4000-8000-000000000777',
      items: [item],
      token: 'new-token-0123456789',
    });
    const { store, storage, calls } = setup((_path, init) => {
      if ((init?.json as { order?: unknown } | undefined)?.order) throw new ApiError(409, []);
      return { item, order: fresh };
    }, remembered(stale));
    await store.addBlanks(blankInput(1));
    expect(calls).toHaveLength(2);
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual({
      id: fresh.id,
      token: 'new-token-0123456789',
    });
  });

  it('passes field errors on to the form without retrying', async () => {
    const order = testOrder();
    const { store, calls } = setup(() => {
      throw new ApiError(422, [], { postcode: ['format'] });
    }, remembered(order));
    await expect(store.addBlanks(blankInput(1))).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

function cardInput(item?: { id: string; token: string }) {
  return {
    cardId: '00000000-0000-4000-8000-000000000900',
    layout: { version: 3, sizeId: 'a6', pages: [] },
    recipient: {
      name: 'Ann',
      address: '1 Main St',
      locality: 'Hobart',
      adminAreaLevel1: 'TAS',
      country: 'AU',
    },
    sender: { firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' },
    schedule: { type: 'now' as const },
    shipping: { method: 'standard', type: 'D' as const },
    ...(item ? { item } : {}),
  };
}

describe('adding a written card', () => {
  it('adds to the remembered order and tells the data layer of the new line', async () => {
    const item = testItem({ blank: false });
    const order = testOrder({ items: [item] });
    const { store, calls, added } = setup(() => ({ item, order }), remembered(order));
    await store.addCard(cardInput());
    expect(calls[0]?.path).toBe('/api/order/add-card');
    expect(calls[0]?.init?.json).toMatchObject({
      order: { id: order.id, token: TOKEN },
      cardId: item.card.art.id,
    });
    expect(calls[0]?.init?.json).not.toHaveProperty('item');
    expect(store.getState()).toEqual({ status: 'ready', order });
    expect(added).toEqual([{ items: [item], currency: 'AUD' }]);
  });

  it('replaces the line being edited in place, without counting it as added again', async () => {
    const item = testItem({ blank: false });
    const order = testOrder({ items: [item] });
    const { store, calls, added } = setup(() => ({ item, order }), remembered(order));
    await store.addCard(cardInput({ id: item.id, token: item.token }));
    expect(calls[0]?.init?.json).toMatchObject({ item: { id: item.id, token: item.token } });
    expect(added).toEqual([]);
  });

  it('adds a new line to the same order when the edited line is gone', async () => {
    const item = testItem({ blank: false });
    const order = testOrder({ items: [item] });
    const { store, storage, calls, added } = setup((_path, init) => {
      if ((init?.json as { item?: unknown } | undefined)?.item)
        throw new ApiError(422, [], { item: ['exists'] });
      return { item, order };
    }, remembered(order));
    await store.addCard(cardInput({ id: item.id, token: item.token }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.init?.json).toMatchObject({ order: { id: order.id, token: TOKEN } });
    expect(calls[1]?.init?.json).not.toHaveProperty('item');
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual({ id: order.id, token: TOKEN });
    expect(added).toHaveLength(1);
  });

  it('makes a new order without the edited item when the remembered order is refused', async () => {
    const item = testItem({ blank: false });
    const fresh = testOrder({
      id: '00000000-0000-4000-8000-000000000777',
      items: [item],
      token: 'new-token-0123456789',
    });
    const { store, storage, calls, added } = setup((_path, init) => {
      if ((init?.json as { order?: unknown } | undefined)?.order) throw new ApiError(410, []);
      return { item, order: fresh };
    }, remembered(testOrder()));
    await store.addCard(cardInput({ id: item.id, token: item.token }));
    expect(
      calls.map((call) =>
        Object.keys(call.init?.json as object).filter((key) => key === 'order' || key === 'item'),
      ),
    ).toEqual([['order', 'item'], ['order'], []]);
    expect(JSON.parse(storage.items.get(ORDER_KEY) ?? '')).toEqual({
      id: fresh.id,
      token: 'new-token-0123456789',
    });
    expect(added).toHaveLength(1);
  });

  it('passes layout and field errors on to the editor without retrying', async () => {
    const { store, calls } = setup(() => {
      throw new ApiError(422, [], { 'layout.pages.0.objects.0.font': ['font'] });
    }, remembered(testOrder()));
    await expect(store.addCard(cardInput())).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});

describe('changing lines', () => {
  it('removes a line with its token and tells the data layer', async () => {
    const item = testItem({ quantity: 4 });
    const order = testOrder({ items: [item] });
    const emptied = testOrder({ items: [] });
    const { store, calls, removed } = setup((path) => {
      if (path.startsWith('/api/order/get/')) return order;
      return emptied;
    }, remembered(order));
    await store.ensureLoaded();
    await store.removeItem(item.id);
    expect(calls[1]).toMatchObject({
      path: '/api/order/remove-item',
      init: {
        method: 'POST',
        json: { order: { id: order.id, token: TOKEN }, item: { id: item.id, token: item.token } },
      },
    });
    expect(store.getState().order).toBe(emptied);
    expect(removed).toEqual([{ items: [item], currency: 'AUD' }]);
  });

  it('reports a quantity change as the cards added or removed', async () => {
    const item = testItem({ quantity: 4, unit: 500 });
    const order = testOrder({ items: [item] });
    let quantity = 6;
    const { store, added, removed } = setup((path) => {
      if (path.startsWith('/api/order/get/')) return order;
      const line = testItem({ ...item, quantity, unit: 500 });
      return testOrder({ items: [{ ...line, id: item.id }] });
    }, remembered(order));
    await store.ensureLoaded();
    await store.editQuantity(item.id, 6);
    expect(added[0]?.items[0]).toMatchObject({ quantity: 2, pricing: { line: { grandTotal: 1000 } } });
    quantity = 1;
    await store.editQuantity(item.id, 1);
    expect(removed[0]?.items[0]).toMatchObject({ quantity: 5, pricing: { line: { grandTotal: 2500 } } });
  });

  it('leaves the order as it was when the server refuses a change', async () => {
    const item = testItem();
    const order = testOrder({ items: [item] });
    const { store, removed } = setup((path) => {
      if (path.startsWith('/api/order/get/')) return order;
      throw new ApiError(500, []);
    }, remembered(order));
    await store.ensureLoaded();
    await expect(store.removeItem(item.id)).rejects.toBeInstanceOf(ApiError);
    expect(store.getState().order).toBe(order);
    expect(removed).toEqual([]);
  });

  it('tells subscribers of every change and forgets the order on request', async () => {
    const order = testOrder();
    const { store, storage } = setup(() => order, remembered(order, { [CARD_DRAFT_KEY]: '{}' }));
    const listener = vi.fn();
    store.subscribe(listener);
    await store.ensureLoaded();
    expect(listener).toHaveBeenCalled();
    store.forget(true);
    expect(store.getState()).toEqual({ status: 'ready', order: null });
    expect(storage.items.size).toBe(0);
  });
});

describe('portionOf', () => {
  it('prices a part of a line at its unit price', () => {
    const line = testItem({ quantity: 10, unit: 450 });
    expect(portionOf(line, 4)).toMatchObject({
      quantity: 4,
      total: 1800,
      pricing: { line: { grandTotal: 1800 } },
    });
  });
});
