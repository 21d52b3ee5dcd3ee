import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadParts } from './ui/lazy-part.tsx';

// The code of the lazy parts the server rendered (the footer, the page's view, the sections below the
// fold) loads first, all at once: React drops a click on a part it cannot hydrate for want of its code, so
// no part of the first render is left waiting for it. A load that hangs holds hydration back 3 s at most.
await preloadParts(document, 3_000);

// React hydrates the server's HTML in a transition, so the work yields to the browser between slices, and
// each <Suspense> boundary of the page (the header's menus, the page, the footer, the sections below the
// fold) hydrates apart from the rest, the one a visitor clicks or types in first; that event is replayed
// once it is live (docs/decisions/0018-react-renderer.md).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
