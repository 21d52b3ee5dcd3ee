import type { AddCardInput } from '@cardshop/shared/contracts/compose';
import type { AddBlanksInput, Order, OrderItem, OrderRef } from '@cardshop/shared/contracts/orders';
import { ApiError, type ApiInit } from '../api.ts';
import { forgetOrderRef, type KeyValueStorage, readOrderRef, storeOrderRef } from './current-order.ts';

// The current order in the browser (account-ordering.md §4): remembered as id + token, loaded on demand,
// dropped (with the card draft and editor state) once the server says it can no longer be bought. The
// cart calls go through here so every view (mini cart, banner, payment page) sees the same order.
// Prices, limits and currency are the server's: the store only ever shows what the server answered.

/** idle: not asked for yet (and on the server) · loading · ready: the answer (an order or none) · failed. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface CartState {
  status: CartStatus;
  order: Order | null;
}

/** A blank purchase without the order: the store adds the current one. */
export type AddBlanksRequest = Omit<AddBlanksInput, 'order'>;

/** A written card without the order: the store adds the current one (and `item` only within it). */
export type AddCardRequest = Omit<AddCardInput, 'order'>;

export interface AddBlanksAnswer {
  item: OrderItem;
  order: Order;
}

export interface CartStoreDeps {
  storage: () => KeyValueStorage | null;
  request: <T>(path: string, init?: ApiInit) => Promise<T>;
  /** Told of lines added to or taken from the cart (the data layer). */
  onAdded?: (items: OrderItem[], currency: string) => void;
  onRemoved?: (items: OrderItem[], currency: string) => void;
}

/** A line with another quantity and its line total at the same unit price (for the data layer only). */
export function portionOf(item: OrderItem, quantity: number): OrderItem {
  const grandTotal = item.pricing.unit.grandTotal * quantity;
  return { ...item, quantity, total: grandTotal, pricing: { ...item.pricing, line: { grandTotal } } };
}

// Answers that say the remembered order is gone for good (or the token is wrong): forget it.
const GONE = new Set([403, 404, 410]);

function refersTo(error: ApiError, what: 'order' | 'item'): boolean {
  return (
    GONE.has(error.status) ||
    error.status === 409 ||
    Object.keys(error.errors).some((field) => field === what || field.startsWith(`${what}.`))
  );
}

function refersToOrder(error: ApiError): boolean {
  return refersTo(error, 'order');
}

export function createCartStore(deps: CartStoreDeps) {
  let state: CartState = { status: 'idle', order: null };
  // Bumped by every change, so a load that was under way cannot undo a newer answer.
  let version = 0;
  let loading: Promise<Order | null> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: CartState) => {
    state = next;
    version += 1;
    for (const listener of listeners) listener();
  };

  const ref = () => readOrderRef(deps.storage());

  /** Keeps the order an answer carried; a new order brings its token (the first answer only). */
  const keep = (order: Order, previous: OrderRef | null) => {
    const token = order.token ?? (previous?.id === order.id ? previous.token : null);
    if (token) storeOrderRef(deps.storage(), { id: order.id, token });
    set({ status: 'ready', order });
  };

  const load = (): Promise<Order | null> => {
    const current = ref();
    if (!current) {
      set({ status: 'ready', order: null });
      return Promise.resolve(null);
    }
    set({ status: 'loading', order: state.order });
    const started = version;
    const request = deps
      .request<Order>(
        `/api/order/get/${encodeURIComponent(current.id)}/${encodeURIComponent(current.token)}`,
        {
          ignoreAuthFailure: true,
        },
      )
      .then(
        (order) => {
          if (version !== started) return state.order;
          if (!order.purchasable) {
            // Paid, cancelled or no longer for sale: the cart starts afresh, and so does the card being
            // written. An open order merely emptied by its buyer takes nothing else with it.
            const emptied = order.status === 'open' && order.items.length === 0;
            forgetOrderRef(deps.storage(), !emptied);
            set({ status: 'ready', order: null });
            return null;
          }
          set({ status: 'ready', order });
          return order;
        },
        (error: unknown) => {
          if (version !== started) return state.order;
          if (error instanceof ApiError && GONE.has(error.status)) {
            forgetOrderRef(deps.storage());
            set({ status: 'ready', order: null });
            return null;
          }
          // A network failure says nothing about the order: keep it remembered for the next try.
          set({ status: 'failed', order: null });
          return null;
        },
      )
      .finally(() => {
        loading = null;
      });
    loading = request;
    return request;
  };

  const itemOf = (itemId: string): OrderItem => {
    const item = state.order?.items.find((line) => line.id === itemId);
    if (!item) throw new Error(`no item ${itemId} in the cart`);
    return item;
  };

  const requireRef = (): OrderRef => {
    const current = ref();
    if (!current) throw new Error('no current order');
    return current;
  };

  return {
    getState: (): CartState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Loads the remembered order once (the first view that needs the cart asks). */
    ensureLoaded(): Promise<Order | null> {
      if (state.status === 'idle') return load();
      return loading ?? Promise.resolve(state.order);
    },

    /** Asks the server again (after a change elsewhere, another tab, or a failed load). */
    refresh: load,

    /**
     * Adds blanks to the current order (a new order when there is none). A remembered order the server
     * no longer accepts is forgotten and the blanks go into a new one.
     */
    async addBlanks(input: AddBlanksRequest): Promise<AddBlanksAnswer> {
      const previous = ref();
      const send = (order: OrderRef | null) =>
        deps.request<AddBlanksAnswer>('/api/order/add-blanks', {
          method: 'POST',
          json: order ? { ...input, order } : input,
        });
      let answer: AddBlanksAnswer;
      try {
        answer = await send(previous);
      } catch (error) {
        if (!previous || !(error instanceof ApiError) || !refersToOrder(error)) throw error;
        forgetOrderRef(deps.storage());
        answer = await send(null);
      }
      keep(answer.order, previous);
      const quantity = Number(input.quantity);
      deps.onAdded?.(
        [answer.item.quantity === quantity ? answer.item : portionOf(answer.item, quantity)],
        answer.order.currency,
      );
      return answer;
    },

    /**
     * Puts a written card in the current order (a new order when there is none). With `item` (resume
     * editing) the server replaces that line in place. An edited line that is gone (removed in another
     * tab) makes the card a new line of the same order; a remembered order that is no longer accepted is
     * forgotten and the card goes into a new one.
     */
    async addCard(input: AddCardRequest): Promise<AddBlanksAnswer> {
      const previous = ref();
      const { item, ...card } = input;
      const edited = item as OrderRef | undefined;
      const attempts: Array<{ order?: OrderRef; item?: OrderRef }> = [];
      if (previous && edited) attempts.push({ order: previous, item: edited });
      if (previous) attempts.push({ order: previous });
      attempts.push({});
      for (const [index, attempt] of attempts.entries()) {
        if (previous && !attempt.order) forgetOrderRef(deps.storage());
        try {
          const answer = await deps.request<AddBlanksAnswer>('/api/order/add-card', {
            method: 'POST',
            json: { ...card, ...attempt },
          });
          keep(answer.order, previous);
          // A line edited in place was counted when it was first added.
          if (!attempt.item) deps.onAdded?.([answer.item], answer.order.currency);
          return answer;
        } catch (error) {
          const last = index === attempts.length - 1;
          const gone =
            error instanceof ApiError &&
            (refersToOrder(error) || (attempt.item ? refersTo(error, 'item') : false));
          if (last || !gone) throw error;
        }
      }
      throw new Error('unreachable');
    },

    /** Takes a line out of the cart; the promise rejects when the server refused (no message shown). */
    async removeItem(itemId: string): Promise<Order> {
      const item = itemOf(itemId);
      const order = requireRef();
      const answer = await deps.request<Order | { order: Order }>('/api/order/remove-item', {
        method: 'POST',
        json: { order, item: { id: item.id, token: item.token } },
      });
      // The order answers; an answer that wraps it ({ order, item }) is read the same.
      const updated = 'order' in answer ? answer.order : answer;
      keep(updated, order);
      deps.onRemoved?.([item], updated.currency);
      return updated;
    },

    /** Sets a line's quantity (the server checks the limits and prices the line). */
    async editQuantity(itemId: string, quantity: number): Promise<Order> {
      const item = itemOf(itemId);
      const order = requireRef();
      const answer = await deps.request<Order>('/api/order/edit-item', {
        method: 'POST',
        json: { order, item: { id: item.id, token: item.token }, quantity },
      });
      keep(answer, order);
      const updated = answer.items.find((line) => line.id === itemId);
      const delta = (updated?.quantity ?? quantity) - item.quantity;
      const line = updated ?? item;
      if (delta > 0) deps.onAdded?.([portionOf(line, delta)], answer.currency);
      if (delta < 0) deps.onRemoved?.([portionOf(line, -delta)], answer.currency);
      return answer;
    },

    /** Shows an order the caller already has (an answer of another cart call, e.g. a promo code). */
    replace(order: Order): void {
      keep(order, ref());
    },

    /** Forgets the current order (after it was paid, say); with `withDraft`, the card being written too. */
    forget(withDraft = false): void {
      forgetOrderRef(deps.storage(), withDraft);
      set({ status: 'ready', order: null });
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
