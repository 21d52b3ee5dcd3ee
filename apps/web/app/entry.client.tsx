import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageHydrated } from './ui/page-hydration.ts';

// The browser runs on preact/compat (decision record 15), whose root has no Suspense: React Router's
// HydratedRouter suspends on its first render while it decodes the page's data (inline in the HTML, so
// it settles within a few microtasks), and the thrown promise reaches here. Hydrate again once it has
// settled; Preact has not touched the server's markup by then.
function hydrate(): void {
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    // Preact hydrates synchronously: the page is live now, but for its parts that hydrate later
    // (ui/hydrate-later.tsx) and its islands (ui/island.tsx). What renders from here on is new.
    pageHydrated();
  } catch (thrown) {
    if (!(thrown instanceof Promise)) throw thrown;
    // A new task for hydrating: decoding the data and hydrating the page are two shorter tasks, not one
    // long one, so the browser can paint and answer input between them.
    const next = () => setTimeout(hydrate, 0);
    void thrown.then(next, next);
  }
}

// In a task after the one that evaluated the page's modules: each is shorter, and the browser can answer
// input between them.
setTimeout(hydrate, 0);
