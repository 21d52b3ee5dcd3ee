import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A component whose code loads on demand (a menu panel, a flyout, a dialog body), so it stays out of the
 * page's first script. `preload()` starts loading early, on hover or focus of what opens it. Render it
 * inside `<Suspense>` and only after an interaction: the server never renders it.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> } {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => {
    loading ??= load().then((component) => ({ default: component }));
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
