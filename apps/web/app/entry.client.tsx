import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { pageHydrated } from './ui/page-hydration.ts';

// A page becomes live in steps, each in a task of its own so that the browser can paint and answer input
// between them: the modules evaluate; the page's data (inline in the HTML) decodes; the router is built;
// the browser's storage opens; the page hydrates, and its later parts after it (ui/hydrate-later.tsx).

/** A promise that settles in a new task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Builds React Router's router ahead of hydration. HydratedRouter builds it on its first call, before its
 * first hook, and keeps it for the life of the page; called here, outside any render, it builds the router
 * and then fails at that hook, which is expected. Until the page's data has decoded it throws the promise
 * of it instead, which is returned. Should a later React Router build the router elsewhere, this builds
 * nothing and hydration builds it, as it would anyway.
 */
function buildRouter(): Promise<unknown> | null {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
  }
  return null;
}

// The browser runs on preact/compat (decision record 15), whose root has no Suspense: should HydratedRouter
// still suspend on its first render (the data decoding), the thrown promise reaches here. Hydrate again once
// it has settled; Preact has not touched the server's markup by then.
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
    const next = () => setTimeout(hydrate, 0);
    void thrown.then(next, next);
  }
}

/**
 * Opens this browser's localStorage for the page. The first read of it loads the site's stored values and
 * takes several milliseconds; the cart and the local settings read it as their parts hydrate, and each of
 * those parts should stay a short task.
 */
function openStorage(): void {
  try {
    window.localStorage.getItem('');
  } catch {
    // Storage turned off: the cart and the settings fall back on their own.
  }
}

async function start(): Promise<void> {
  await nextTask();
  for (let decoding = buildRouter(); decoding; decoding = buildRouter()) {
    await decoding.catch(() => undefined);
    await nextTask();
  }
  await nextTask();
  openStorage();
  await nextTask();
  hydrate();
}

void start();
