// True from the first script until the page's first render has committed (entry.client.tsx calls pageHydrated):
// while it holds, what renders is hydrating the server's HTML rather than building new elements.
let hydrating = typeof document !== 'undefined';

/** Whether the browser is still hydrating the page the server sent. */
export function isPageHydrating(): boolean {
  return hydrating;
}

/** Called once the page has hydrated: whatever renders from then on (a reveal, a client navigation) is new. */
export function pageHydrated(): void {
  hydrating = false;
}

/** Starts hydrating anew: for tests, which hydrate more than one page in one document. */
export function startPageHydration(): void {
  hydrating = true;
}

/**
 * Whether two sets of props hold the same values, prop by prop. A part rendered again with the same props
 * as the server's render still matches the server's HTML; with others, hydrating it would keep stale
 * attributes (hydration does not patch them).
 */
export function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}
