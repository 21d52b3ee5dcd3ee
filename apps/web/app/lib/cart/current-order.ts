import type { OrderRef } from '@cardshop/shared/contracts/orders';

// What this browser remembers of its cart (account-ordering.md §3 "Persisted locally", §4 "Current
// order"): the current order's id and token, and the card being written (draft and editor state), which
// go with an order that can no longer be bought.

/** The current order: `{ id, token }`. */
export const ORDER_KEY = 'cardshop.order';
/** The card being composed in the editor. */
export const CARD_DRAFT_KEY = 'cardshop.cardDraft';
/** The editor's own state (open panel, zoom …) for the draft. */
export const EDITOR_STATE_KEY = 'cardshop.editorState';

/** The sender of the last card added to the cart, offered on the next card this browser writes. */
export const SENDER_KEY = 'cardshop.sender';

/** The part of Storage the cart uses, so tests can hand in a map. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isRef(value: unknown): value is OrderRef {
  if (!value || typeof value !== 'object') return false;
  const { id, token } = value as Record<string, unknown>;
  return typeof id === 'string' && id.length > 0 && typeof token === 'string' && token.length > 0;
}

/** The remembered order, or null when there is none (or what is kept is unreadable). */
export function readOrderRef(storage: KeyValueStorage | null): OrderRef | null {
  if (!storage) return null;
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ORDER_KEY) ?? 'null');
    return isRef(parsed) ? { id: parsed.id, token: parsed.token } : null;
  } catch {
    return null;
  }
}

/** Remembers the order (only its id and token). */
export function storeOrderRef(storage: KeyValueStorage | null, ref: OrderRef): void {
  try {
    storage?.setItem(ORDER_KEY, JSON.stringify({ id: ref.id, token: ref.token }));
  } catch {
    // Private mode or a full quota: the cart lasts for this page only.
  }
}

/** Forgets the order; with `withDraft`, the card draft and the editor state too. */
export function forgetOrderRef(storage: KeyValueStorage | null, withDraft = false): void {
  const keys = withDraft ? [ORDER_KEY, CARD_DRAFT_KEY, EDITOR_STATE_KEY] : [ORDER_KEY];
  for (const key of keys) {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing to do: storage that cannot be written holds nothing of ours either.
    }
  }
}

/**
 * Forgets the card being written when it stands for one of these order items (it was added to the cart
 * and that order is now paid): resuming it would only offer to buy the same card again.
 */
export function forgetDraftOfItems(storage: KeyValueStorage | null, itemIds: readonly string[]): void {
  try {
    const draft: unknown = JSON.parse(storage?.getItem(CARD_DRAFT_KEY) ?? 'null');
    const item = draft && typeof draft === 'object' ? (draft as { item?: { id?: unknown } }).item : undefined;
    if (typeof item?.id === 'string' && itemIds.includes(item.id)) {
      storage?.removeItem(CARD_DRAFT_KEY);
      storage?.removeItem(EDITOR_STATE_KEY);
    }
  } catch {
    // An unreadable draft is left for the editor to discard.
  }
}

/** Whether a card draft is kept (the mini cart offers to resume editing). */
export function hasCardDraft(storage: KeyValueStorage | null): boolean {
  try {
    return Boolean(storage?.getItem(CARD_DRAFT_KEY));
  } catch {
    return false;
  }
}

/** The browser's localStorage, or null where it is unavailable (server, privacy settings). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
