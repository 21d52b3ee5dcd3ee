// The purchase-options modal's card load: loading, then loaded or failed; a retry starts a new attempt,
// and an answer that arrives for an older attempt is ignored.

export type LoadState<T> =
  | { status: 'loading'; attempt: number }
  | { status: 'loaded'; attempt: number; value: T }
  | { status: 'failed'; attempt: number };

export type LoadAction<T> =
  | { type: 'retry' }
  | { type: 'loaded'; attempt: number; value: T }
  | { type: 'failed'; attempt: number };

/** Where a load starts: already loaded when the caller had the value, else loading (attempt 1). */
export function initialLoad<T>(value: T | null): LoadState<T> {
  return value === null ? { status: 'loading', attempt: 1 } : { status: 'loaded', attempt: 0, value };
}

export function loadReducer<T>(state: LoadState<T>, action: LoadAction<T>): LoadState<T> {
  switch (action.type) {
    case 'retry':
      // Only a failed load can be retried; a retry while loading would race the answer already coming.
      return state.status === 'failed' ? { status: 'loading', attempt: state.attempt + 1 } : state;
    case 'loaded':
      if (state.status !== 'loading' || action.attempt !== state.attempt) return state;
      return { status: 'loaded', attempt: state.attempt, value: action.value };
    case 'failed':
      if (state.status !== 'loading' || action.attempt !== state.attempt) return state;
      return { status: 'failed', attempt: state.attempt };
  }
}
