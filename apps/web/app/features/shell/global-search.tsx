import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { HEADER_ICON_BUTTON } from './header-styles.ts';
import { noteSearchHover } from './hover-intent.ts';
import {
  nextDeadline,
  SEARCH_CLOSED,
  type SearchEvent,
  type SearchState,
  searchStep,
} from './search-timing.ts';

/** The global search's state and its timers (debounce, auto-open), driven by the pure `searchStep`. */
export function useGlobalSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<SearchState>(SEARCH_CLOSED);
  const current = useRef(state);
  const onSearchRoute = useRef(pathname === '/cards');
  onSearchRoute.current = pathname === '/cards';

  const dispatch = useCallback(
    (event: SearchEvent) => {
      const step = searchStep(current.current, event);
      current.current = step.state;
      setState(step.state);
      // Opening by itself while already on the results replaces that entry, so Back leaves the search.
      if (step.navigate) {
        navigate(step.navigate, { replace: event.type === 'tick' && onSearchRoute.current });
      }
    },
    [navigate],
  );

  useEffect(() => {
    const due = nextDeadline(state);
    if (due === null) return;
    const handle = setTimeout(
      () => dispatch({ type: 'tick', now: Date.now() }),
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(handle);
  }, [state, dispatch]);

  return { state, dispatch };
}

/** The header's search button. */
export function SearchButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      id="global-search-button"
      className={HEADER_ICON_BUTTON}
      aria-expanded={open}
      aria-controls="global-search"
      aria-label={t('shell.search.open')}
      onClick={onOpen}
      onPointerEnter={() => {
        noteSearchHover(Date.now(), false);
        void SearchFlyout.preload();
      }}
      onPointerLeave={() => noteSearchHover(Date.now(), true)}
      onFocus={() => void SearchFlyout.preload()}
    >
      <Icon name="search" size={22} />
    </button>
  );
}

/** The flyout itself, loaded when the search button is hovered, focused or pressed. */
export const SearchFlyout = lazyWithPreload(() =>
  import('./search-flyout.tsx').then((module) => module.SearchFlyout),
);
