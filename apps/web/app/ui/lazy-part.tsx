import { type ComponentType, lazy, Suspense } from 'react';
import { trackPartLoad } from '../lib/page-live.ts';

/**
 * A part of a page whose code is not in the page's first script: below-the-fold homepage sections, the
 * footer. The server renders it in full, so the HTML is complete without scripts; in the browser React
 * keeps that HTML as it is until the part's code has loaded and then hydrates it on its own, as a
 * <Suspense> boundary apart from the rest of the page (a click on it meanwhile is replayed once it is live).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Part = lazyComponent(load);
  function LazyPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/**
 * A component whose code `load` brings on first render (React.lazy), counted among what the page waits
 * for before it is live (lib/page-live.ts). Render it inside a <Suspense> boundary.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => trackPartLoad(load().then((component) => ({ default: component }))));
}
