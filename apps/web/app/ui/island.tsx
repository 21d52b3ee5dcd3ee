import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useShell } from '../features/shell/use-shell.ts';
import { IdScope } from './id-scope.tsx';
import { isPageHydrating, sameProps } from './page-hydration.ts';

/** How far below (or above) the viewport an island starts loading, so it is live before it is seen. */
const ISLAND_MARGIN = '400px 0px';

// Each island numbers the ids of its content on its own (IdScope).
let islandCount = 0;

// The server's components of the islands, by name: registered by the server entry (islands.server.ts),
// so the browser build never imports them statically.
const serverComponents = new Map<string, ComponentType<never>>();

/** Server only: the components the islands render in full. */
export function registerIslands(components: Record<string, ComponentType<never>>): void {
  for (const [name, component] of Object.entries(components)) serverComponents.set(name, component);
}

/**
 * A server-rendered part of a page that is hydrated only when it nears the viewport (or takes focus):
 * below-the-fold homepage sections, the footer. The server renders `Component` in full, so the HTML is
 * complete without script; in the browser the island keeps that HTML untouched during hydration (Preact
 * does not descend into an element whose content is set as HTML) and its code is not part of the page's
 * first script. Near the viewport the code loads and the island renders live in place of the static copy.
 *
 * The server renders the component registered under `name` (islands.server.ts), so the browser build
 * keeps just the dynamic import `load`. Islands must not need hydrating for the first paint: anything
 * above the fold stays an ordinary component.
 */
export function island<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const idScope = ++islandCount;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };

  function Island(props: P) {
    const [Live, setLive] = useState<ComponentType<P> | null>(() => {
      if (typeof document !== 'undefined') return isPageHydrating() ? null : loaded;
      const server = serverComponents.get(name) as ComponentType<P> | undefined;
      if (!server) throw new Error(`Island ${name} has no server component (islands.server.ts)`);
      return server;
    });
    const element = useRef<HTMLDivElement>(null);
    // New props or new shell data (a region switch) would make the server's copy stale: go live at once.
    const shell = useShell();
    const first = useRef({ props, shell });
    const stale = first.current.shell !== shell || !sameProps(first.current.props, props);

    useEffect(() => {
      if (Live) return;
      let cancelled = false;
      const goLive = () => {
        void start().then((component) => {
          if (!cancelled) setLive(() => component);
        });
      };
      const node = element.current;
      // Rendered after hydration (a client navigation): there is no server copy to keep, load at once.
      if (stale || !node || node.childElementCount === 0 || !('IntersectionObserver' in window)) {
        goLive();
        return () => {
          cancelled = true;
        };
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) goLive();
        },
        { rootMargin: ISLAND_MARGIN },
      );
      observer.observe(node);
      node.addEventListener('focusin', goLive, { once: true });
      node.addEventListener('pointerdown', goLive, { once: true });
      return () => {
        cancelled = true;
        observer.disconnect();
        node.removeEventListener('focusin', goLive);
        node.removeEventListener('pointerdown', goLive);
      };
    }, [Live, stale]);

    if (Live) {
      return (
        <div key="live" data-island={name}>
          <IdScope scope={idScope}>
            <Live {...props} />
          </IdScope>
        </div>
      );
    }
    return (
      <div
        key="static"
        ref={element}
        data-island={name}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose; hydration leaves the server's HTML of the island in place.
        dangerouslySetInnerHTML={{ __html: '' }}
      />
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
