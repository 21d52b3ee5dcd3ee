import { useSyncExternalStore } from 'react';
import { browserStorage, CARD_DRAFT_KEY, hasCardDraft } from './current-order.ts';

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CARD_DRAFT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Whether a card is being written in this browser (the mini cart offers to resume editing). Read after
 * hydration; the server renders none. Read on each render, so a draft saved or dropped by this page
 * shows the next time the cart is drawn.
 */
export function useHasCardDraft(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasCardDraft(browserStorage()),
    () => false,
  );
}
