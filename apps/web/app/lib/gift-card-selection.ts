// The gift card a visitor chose on the gift-card pages, kept for this tab until they have picked a card
// to send it in (the card editor reads it).

/** Where the chosen selection waits (sessionStorage) until the visitor has picked a card to send it in. */
export const GIFT_CARD_SELECTION_KEY = 'cardshop.giftCardSelection';

/** What is kept for the next steps (choosing a card, then writing it). */
export interface GiftCardSelection {
  id: string;
  /** Minor units. */
  amount: number;
  category: string;
  canChange: boolean;
  region: string;
}

/** Keeps the selection for this tab; a full or blocked storage is not an error worth stopping for. */
export function saveSelection(
  storage: Pick<Storage, 'setItem'> | undefined,
  selection: GiftCardSelection,
): boolean {
  if (!storage) return false;
  try {
    storage.setItem(GIFT_CARD_SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

/** Reads a kept selection back, or null when there is none or it is not one. */
export function readSelection(storage: Pick<Storage, 'getItem'> | undefined): GiftCardSelection | null {
  try {
    const raw = storage?.getItem(GIFT_CARD_SELECTION_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<GiftCardSelection>;
    if (
      typeof value.id !== 'string' ||
      typeof value.amount !== 'number' ||
      typeof value.category !== 'string' ||
      typeof value.canChange !== 'boolean' ||
      typeof value.region !== 'string'
    )
      return null;
    return {
      id: value.id,
      amount: value.amount,
      category: value.category,
      canChange: value.canChange,
      region: value.region,
    };
  } catch {
    return null;
  }
}

/** Forgets the kept selection: it is in the cart now, or the visitor sends the card without it. */
export function clearSelection(storage: Pick<Storage, 'removeItem'> | undefined): void {
  try {
    storage?.removeItem(GIFT_CARD_SELECTION_KEY);
  } catch {
    // A blocked storage keeps nothing to forget.
  }
}

/** sessionStorage, when the browser lets the page use it (blocked storage and some private modes throw). */
export function selectionStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}
