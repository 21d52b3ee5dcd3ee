import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api.ts';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  /** `notFound`: the server says there is no such thing (404, or a token that does not match). */
  | { status: 'failed'; notFound: boolean };

const NOT_FOUND = new Set([403, 404, 410, 422]);

/**
 * Loads something in the browser after hydration (the order pages read what only the browser's links
 * and session name): loading → loaded | failed, with `reload` for another try. `key` names what is
 * loaded; a new key loads again.
 */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and the attempt say when to load again
  useEffect(() => {
    let live = true;
    setState((previous) => (previous.status === 'loaded' && attempt > 0 ? previous : { status: 'loading' }));
    load().then(
      (value) => live && setState({ status: 'loaded', value }),
      (error: unknown) =>
        live &&
        setState({ status: 'failed', notFound: error instanceof ApiError && NOT_FOUND.has(error.status) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
