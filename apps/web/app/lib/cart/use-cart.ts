import type { Order } from '@cardshop/shared/contracts/orders';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { trackAddToCart, trackRemoveFromCart } from '../analytics/data-layer.ts';
import { api } from '../api.ts';
import {
  type AddBlanksAnswer,
  type AddBlanksRequest,
  type AddCardRequest,
  type CartState,
  createCartStore,
} from './cart-store.ts';
import { browserStorage, ORDER_KEY } from './current-order.ts';

// The page's one cart: every component that calls useCart() shares it.
const store = createCartStore({
  storage: browserStorage,
  request: api,
  onAdded: trackAddToCart,
  onRemoved: trackRemoveFromCart,
});

const SERVER_STATE: CartState = { status: 'idle', order: null };

let watchingOtherTabs = false;

/** Another tab changed (or forgot) the current order: show what the server holds now. */
function watchOtherTabs() {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.key === ORDER_KEY || event.key === null) void store.refresh();
  });
}

export interface Cart {
  /** The current order, or null when there is none (or it is not loaded yet). */
  order: Order | null;
  /** True until the remembered order has been asked for and answered. */
  loading: boolean;
  /** The load failed (network): `refresh()` tries again. */
  failed: boolean;
  /** Reloads the current order from the server. */
  refresh(): Promise<Order | null>;
  /** Adds blanks to the current order (or a new one); pushes add_to_cart to the data layer. */
  addBlanks(input: AddBlanksRequest): Promise<AddBlanksAnswer>;
  /** Adds a written card (or replaces the line being edited); pushes add_to_cart for a new line. */
  addCard(input: AddCardRequest): Promise<AddBlanksAnswer>;
  /** Removes a line; pushes remove_from_cart. Rejects when the server refuses. */
  removeItem(itemId: string): Promise<Order>;
  /** Sets a line's quantity; pushes the difference as add_to_cart or remove_from_cart. */
  editQuantity(itemId: string, quantity: number): Promise<Order>;
  /** Shows an order another call answered (applying a promo code, a quote). */
  replace(order: Order): void;
  /** Forgets the current order (after paying); `withDraft` clears the card being written too. */
  forget(withDraft?: boolean): void;
}

const actions = {
  refresh: store.refresh,
  addBlanks: store.addBlanks,
  addCard: store.addCard,
  removeItem: store.removeItem,
  editQuantity: store.editQuantity,
  replace: store.replace,
  forget: store.forget,
};

/**
 * The current order and the cart calls. The remembered order is loaded on demand, by the first component
 * that mounts with this hook (after hydration: the server renders an empty, loading cart).
 */
export function useCart(): Cart {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SERVER_STATE);
  useEffect(() => {
    watchOtherTabs();
    void store.ensureLoaded();
  }, []);
  // One object per state, so a component may list the cart among an effect's dependencies.
  return useMemo(
    () => ({
      order: state.order,
      loading: state.status === 'idle' || state.status === 'loading',
      failed: state.status === 'failed',
      ...actions,
    }),
    [state],
  );
}

/** The cart's state for components that only watch it (the banner): status and order. */
export function useCartState(): CartState {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => SERVER_STATE);
  useEffect(() => {
    void store.ensureLoaded();
  }, []);
  return state;
}
