import { type ComponentType, createContext, Suspense, use, useContext } from 'react';
import { trackPartLoad } from '../lib/page-live.ts';

/**
 * A part of a page whose code is not in the page's first script: below-the-fold homepage sections, the
 * footer. The server renders it in full, so the HTML is complete without scripts; in the browser React
 * keeps that HTML as it is until the part's code has loaded and then hydrates it on its own, as a
 * <Suspense> boundary apart from the rest of the page (a click on it meanwhile is replayed once it is live).
 */
export function lazyPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = lazyComponent(name, load);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/** A promise whose outcome React's `use` reads without waiting once it has settled. */
type Loading<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

// Every lazy component by name: the browser loads the code of the parts the server rendered before it
// hydrates (preloadParts), so no part of the first render is left waiting for its code, where React
// would drop a click on it (decision record 18).
const registry = new Map<string, () => Promise<unknown>>();

/** The names of the lazy components a server render used; the host writes them into the page. */
export const RenderedParts = createContext<Set<string> | null>(null);

/**
 * A component whose code `load` brings on first render, counted among what the page waits for before it
 * is live (lib/page-live.ts). `name` is unique in the app: the server lists the parts a page rendered by
 * it, and the browser loads their code before hydrating. Render it inside a <Suspense> boundary.
 */
export function lazyComponent<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | null = null;
  const start = () => {
    if (!loading) {
      const promise: Loading<ComponentType<P>> = trackPartLoad(load());
      promise.status = 'pending';
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
        },
      );
      loading = promise;
    }
    return loading;
  };
  registry.set(name, start);
  function Part(props: P) {
    useContext(RenderedParts)?.add(name);
    // Loaded already (preloadParts), the part renders at once; otherwise it suspends until its code is here.
    const Component = use(start() as Promise<ComponentType<P>>);
    return <Component {...props} />;
  }
  Part.displayName = `Part(${name})`;
  return Part;
}

/** The id of the element in which the server lists the lazy parts a page rendered (JSON, an array). */
export const RENDERED_PARTS_ID = 'rendered-parts';

/** The element that lists `parts` for the browser: a JSON data block, which is never run. */
export function renderedPartsTag(parts: Iterable<string>): string {
  // `<` is escaped so that no name can close the element early.
  const json = JSON.stringify([...parts].sort()).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RENDERED_PARTS_ID}">${json}</script>`;
}

/**
 * Loads the code of the lazy parts the server rendered into this page (named in its parts list), so that
 * they hydrate with the rest of the page. Settles when every load has settled (a failed one included: that
 * part then shows its error as it would have anyway) or after `waitAtMost` ms, whichever comes first.
 */
export function preloadParts(document: Document, waitAtMost: number): Promise<void> {
  let names: unknown = [];
  try {
    names = JSON.parse(document.getElementById(RENDERED_PARTS_ID)?.textContent ?? '[]');
  } catch {
    // An unreadable list: hydrate as if it were empty; the parts then load as React reaches them.
  }
  const loads = (Array.isArray(names) ? names : [])
    .map((name) => registry.get(String(name))?.())
    .filter((load) => load !== undefined);
  return Promise.race([
    Promise.allSettled(loads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, waitAtMost)),
  ]);
}
