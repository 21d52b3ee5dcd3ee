import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and while the page hydrates, true afterwards (and at once for
 * anything mounted later, e.g. after a client-side navigation): "the client is ready".
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
