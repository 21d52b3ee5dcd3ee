import { SEARCH_AUTO_OPEN_MS, SEARCH_DEBOUNCE_MS } from '@cardshop/shared/constants';

/** The global search flyout: what is typed, the settled query, and when the next timed step is due. */
export interface SearchState {
  open: boolean;
  /** What is in the box now. */
  text: string;
  /** The text once typing paused for the debounce time. */
  query: string;
  /** When `query` takes up `text` (epoch ms), or null. */
  debounceAt: number | null;
  /** When the search route opens by itself (epoch ms), or null. */
  autoAt: number | null;
}

export type SearchEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'input'; text: string; now: number }
  | { type: 'tick'; now: number }
  | { type: 'submit' };

export interface SearchStep {
  state: SearchState;
  /** A URL to go to now, or null. */
  navigate: string | null;
}

export const SEARCH_CLOSED: SearchState = {
  open: false,
  text: '',
  query: '',
  debounceAt: null,
  autoAt: null,
};

/** The search route of a query: `/cards?query=…`; null for a blank query. */
export function searchUrl(text: string): string | null {
  const query = text.trim();
  return query === '' ? null : `/cards?query=${encodeURIComponent(query)}`;
}

/**
 * One step of the flyout: typing settles into the query after 500 ms; 2 s after typing stops the search
 * route opens by itself; Enter opens it at once and closes the flyout; Escape closes it and forgets timers.
 */
export function searchStep(state: SearchState, event: SearchEvent): SearchStep {
  switch (event.type) {
    case 'open':
      return { state: { ...state, open: true }, navigate: null };
    case 'close':
      return { state: { ...state, open: false, debounceAt: null, autoAt: null }, navigate: null };
    case 'input': {
      const blank = event.text.trim() === '';
      return {
        state: {
          ...state,
          text: event.text,
          debounceAt: event.now + SEARCH_DEBOUNCE_MS,
          autoAt: blank ? null : event.now + SEARCH_AUTO_OPEN_MS,
        },
        navigate: null,
      };
    }
    case 'tick': {
      if (!state.open) return { state, navigate: null };
      let next = state;
      if (next.debounceAt !== null && event.now >= next.debounceAt) {
        next = { ...next, query: next.text, debounceAt: null };
      }
      if (next.autoAt !== null && event.now >= next.autoAt) {
        return { state: { ...next, query: next.text, autoAt: null }, navigate: searchUrl(next.text) };
      }
      return { state: next, navigate: null };
    }
    case 'submit': {
      const url = searchUrl(state.text);
      if (!url) return { state, navigate: null };
      return {
        state: { ...state, open: false, query: state.text, debounceAt: null, autoAt: null },
        navigate: url,
      };
    }
  }
}

/** When the flyout next needs a tick, or null when nothing is pending. */
export function nextDeadline(state: SearchState): number | null {
  if (!state.open) return null;
  const due = [state.debounceAt, state.autoAt].filter((at): at is number => at !== null);
  return due.length > 0 ? Math.min(...due) : null;
}
