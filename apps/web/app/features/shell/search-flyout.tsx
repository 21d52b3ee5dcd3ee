import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Icon } from '../../ui/icons.tsx';
import type { SearchEvent, SearchState } from './search-timing.ts';

/**
 * The search flyout under the header: typing settles after 500 ms, Enter searches at once, and 2 s after
 * typing stops the results open by themselves; Escape closes it. A plain GET form underneath.
 */
export function SearchFlyout({
  state,
  dispatch,
}: {
  state: SearchState;
  dispatch: (event: SearchEvent) => void;
}) {
  const t = useT();
  const { popularTags: popular } = useShell();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  useEffect(() => {
    input.current?.focus();
  }, []);

  const close = useCallback(() => {
    dispatch({ type: 'close' });
    document.getElementById('global-search-button')?.focus();
  }, [dispatch]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [close]);

  return (
    <search
      id="global-search"
      className="absolute inset-x-0 top-full z-40 block border-y border-line bg-paper shadow-xl"
    >
      <div className="mx-auto max-w-3xl px-4 py-5 md:py-8">
        <form
          action="/cards"
          method="get"
          className="flex items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            dispatch({ type: 'submit' });
          }}
        >
          <label htmlFor="global-search-input" className="sr-only">
            {t('shell.search.label')}
          </label>
          <div className="relative flex-1">
            <Icon
              name="search"
              size={20}
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-soft"
            />
            <input
              ref={input}
              id="global-search-input"
              name="query"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              placeholder={t('shell.search.placeholder')}
              value={state.text}
              aria-describedby={hintId}
              onChange={(event) => dispatch({ type: 'input', text: event.target.value, now: Date.now() })}
              className="h-12 w-full rounded-full border border-line bg-white pr-4 pl-11 text-base text-ink placeholder:text-ink-soft focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
            />
          </div>
          <button
            type="submit"
            className="hidden h-12 rounded-full bg-accent px-5 text-sm font-semibold text-paper hover:bg-accent-dark sm:block"
          >
            {t('shell.search.submit')}
          </button>
          <button
            type="button"
            onClick={close}
            className="flex size-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
            aria-label={t('shell.search.close')}
          >
            <Icon name="close" size={20} />
          </button>
        </form>
        <p id={hintId} aria-live="polite" className="mt-3 min-h-5 px-4 text-sm text-ink-soft">
          {state.query.trim() ? t('shell.search.hint', { query: state.query.trim() }) : ''}
        </p>
        {popular && popular.length > 0 ? (
          <div className="mt-3 px-4">
            <p className="text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
              {t('shell.search.popular')}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {popular.map((tag) => (
                <li key={tag.id}>
                  <Link
                    to={tag.path}
                    onClick={() => dispatch({ type: 'close' })}
                    className="inline-block rounded-full border border-line px-3 py-1 text-sm text-ink no-underline hover:border-accent hover:text-accent-dark hover:no-underline"
                  >
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </search>
  );
}
