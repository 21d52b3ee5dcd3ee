// Parts of a page whose code loads on its own (React.lazy) cannot hydrate until it has arrived, and React
// drops a click on a part it cannot hydrate yet. The page counts itself live only once the code of every
// part of its first render has loaded: from then on a click anywhere hydrates its part at once and is
// handled. React hydrates the page's <Suspense> parts after its root, each in work of its own, and a part's
// lazy code only starts loading when React gets to that part: so the page waits for the browser to be idle
// (React's hydration work done) with no part load under way.

const pending = new Set<Promise<unknown>>();

/** Counts `loading` (a lazy part's code) among what the page waits for before it is live. */
export function trackPartLoad<T>(loading: Promise<T>): Promise<T> {
  pending.add(loading);
  const settle = () => pending.delete(loading);
  loading.then(settle, settle);
  return loading;
}

/** Settles once every part load started so far (and any started meanwhile) has settled. */
async function partLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}

/** A promise that settles when the browser is next idle (no task waiting), or after a second at most. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 50);
  });
}

/** Settles once the page's hydration has run its course and the code of every part it rendered is here. */
export async function pageSettled(): Promise<void> {
  do {
    await partLoadsSettled();
    await idle();
  } while (pending.size > 0);
}
