import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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
