// Parts of a page whose code loads on its own (React.lazy) cannot hydrate until it has arrived, and React
// drops a click on a part it cannot hydrate yet. The page counts itself live only once the code of every
// part of its first render has loaded: from then on a click anywhere hydrates its part at once and is
// handled.

const pending = new Set<Promise<unknown>>();

/** Counts `loading` (a lazy part's code) among what the page waits for before it is live. */
export function trackPartLoad<T>(loading: Promise<T>): Promise<T> {
  pending.add(loading);
  const settle = () => pending.delete(loading);
  loading.then(settle, settle);
  return loading;
}

/** Settles once every part load started so far (and any started meanwhile) has settled. */
export async function partLoadsSettled(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
