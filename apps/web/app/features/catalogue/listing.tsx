import { LISTING_PAGE_SIZE } from '@cardshop/shared/constants';
import type { CardSearchResult, CardSummary } from '@cardshop/shared/contracts/catalogue';
import { splitPageSuffix } from '@cardshop/shared/rules/page-suffix';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { api } from '../../lib/api.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useInfinitePages } from '../../ui/use-infinite-pages.ts';
import { CARD_GRID_CLASS } from './card-grid.tsx';
import { CardTile, type TilePriority } from './card-tile.tsx';
import { CustomArtworkTile, useCustomArtworkTile } from './custom-artwork-tile.tsx';
import { useHydrated } from './listing-hydrated.ts';
import {
  cardsApiUrl,
  DEFAULT_CONTEXT,
  filtersToQueryString,
  type ListingContext,
  listingHref,
} from './listing-query.ts';
import { pageWindow, splitFirstRender } from './listing-rules.ts';

export interface ListingProps {
  /** The page of cards the server rendered (`content.cards`). */
  cards: CardSearchResult;
  /** The listing's own path, without a page suffix: `/cards`, `/occasion/birthday`, an artist path. */
  path: string;
  context?: ListingContext;
  /** Whether the listing names itself with a (visually hidden) h2; off where the page shows one. */
  heading?: boolean;
}

/**
 * A filterable card listing: 24 cards a page, infinite loading (sentinel or Load more) on top of real page links that work without JavaScript.
 */
export function Listing(props: ListingProps) {
  const context = props.context ?? DEFAULT_CONTEXT;
  // A new selection or page starts a fresh listing (fresh infinite-load progress).
  const key = listingHref(props.path, props.cards.filters, props.cards.page.current, context);
  // A <Suspense> boundary of its own, as is each tile: they hydrate apart from the page and each other.
  return (
    <Suspense fallback={null}>
      <ListingBody key={key} {...props} context={context} />
    </Suspense>
  );
}

const itemKey = (card: CardSummary) => card.id;

/** Tiles added to the listing per task after hydration: one a task keeps each under 10 ms on a slow phone. */
const REVEAL_BATCH = 1;

// The first card is the largest paint at every width. The others load as lazy images do, once laid out
// near the screen: on a phone the first row holds one card, and its image should not share the
// connection with images below the fold.
function priorityOf(index: number): TilePriority {
  return index === 0 ? 'high' : 'lazy';
}

function ListingBody({ cards, path, context = DEFAULT_CONTEXT, heading = true }: ListingProps) {
  const t = useT();
  // After hydration the rest of the page's tiles render a few at a time, each batch in a task of its own,
  // so the page answers input in between instead of building them all in one long task as it becomes
  // interactive. A listing mounted later (a client-side navigation) renders whole at once.
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(hydrated ? Number.POSITIVE_INFINITY : 0);
  const ready = revealed > 0;
  const navigation = useNavigation();
  const { filters, page } = cards;
  const perPage = typeof page.perPage === 'number' ? page.perPage : LISTING_PAGE_SIZE;

  const { adultDefault } = context;
  const loadPage = useCallback(
    async (next: number) =>
      (await api<CardSearchResult>(cardsApiUrl(path, filters, next, perPage, { adultDefault }))).results,
    [path, filters, perPage, adultDefault],
  );
  const infinite = useInfinitePages({
    initialItems: cards.results,
    initialPage: page.current,
    totalPages: page.totalPages,
    loadPage,
    itemKey,
  });

  // The custom-artwork tile leads the listing where the page says so (storefront.md §2): then the
  // first render shows one card fewer (7 instead of 8).
  const customTile = useCustomArtworkTile();
  const { shown, deferred } = splitFirstRender(infinite.items, revealed, customTile ? 1 : 0);
  const waiting = !ready || deferred.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each batch revealed schedules the next.
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setRevealed((count) => count + REVEAL_BATCH), 0);
    return () => clearTimeout(timer);
  }, [waiting, revealed]);
  // A filter or page change of this listing is on its way: dim the cards that are about to go.
  const updating =
    navigation.state === 'loading' && splitPageSuffix(navigation.location.pathname).path === path;
  const hasSelection = filtersToQueryString(filters, context) !== '';

  return (
    <section aria-label={heading ? undefined : t('catalogue.listing.label')} className="mt-6">
      {heading ? <h2 className="sr-only">{t('catalogue.listing.label')}</h2> : null}
      {page.total > 0 ? (
        <p className="mb-4 text-sm text-ink-soft">
          {t('catalogue.listing.count', { count: page.total }) +
            (page.totalPages > 1
              ? ` · ${t('catalogue.listing.page-of', { page: page.current, total: page.totalPages })}`
              : '')}
        </p>
      ) : null}

      {infinite.items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-line bg-sand/50 px-6 py-14 text-center">
          <p className="font-display text-xl text-ink">{t('catalogue.listing.no-results')}</p>
          {hasSelection || page.current > 1 ? (
            <p className="mt-5">
              <Link
                to={path}
                className="inline-block rounded-lg bg-accent px-4 py-2 text-sm font-semibold text-white no-underline hover:bg-accent-dark hover:no-underline"
              >
                {t('catalogue.listing.clear-filters')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : (
        <>
          <ul
            className={`${CARD_GRID_CLASS} transition-opacity duration-200 ${updating ? 'opacity-50' : ''}`}
            aria-busy={updating || infinite.loading}
          >
            {customTile ? (
              <li>
                <CustomArtworkTile />
              </li>
            ) : null}
            {shown.map((card, index) => (
              <li key={card.id}>
                <Suspense fallback={null}>
                  <CardTile card={card} priority={priorityOf(index)} />
                </Suspense>
              </li>
            ))}
          </ul>
          {deferred.length > 0 ? (
            // The rest of the page for readers without JavaScript (and crawlers), a grid of its own below
            // the first tiles (a list cannot hold a <noscript>); after hydration they render as ordinary
            // tiles above. Only without scripts does it take room: with scripts its markup is inert text.
            <noscript className="noscript:block">
              <ul className={`${CARD_GRID_CLASS} mt-5 sm:mt-7`}>
                {deferred.map((card) => (
                  <li key={card.id}>
                    <CardTile card={card} />
                  </li>
                ))}
              </ul>
            </noscript>
          ) : null}
        </>
      )}

      <div ref={infinite.sentinelRef} aria-hidden="true" className="h-px" />

      {ready && infinite.hasMore ? (
        <div className="mt-8 flex flex-col items-center gap-3" aria-live="polite">
          {infinite.error ? (
            <>
              <p className="text-sm text-danger">{t('catalogue.listing.load-failed')}</p>
              <button
                type="button"
                onClick={infinite.retry}
                className="rounded-lg border border-accent px-5 py-2 text-sm font-semibold text-accent hover:bg-accent hover:text-white"
              >
                {t('catalogue.listing.retry')}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => void infinite.loadMore()}
              disabled={infinite.loading}
              className="inline-flex min-w-40 items-center justify-center gap-2 rounded-lg border border-ink/80 px-6 py-2.5 text-sm font-semibold text-ink transition-colors hover:bg-ink hover:text-white disabled:cursor-wait disabled:opacity-70"
            >
              {infinite.loading ? (
                <>
                  <span
                    aria-hidden="true"
                    className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
                  />
                  {t('catalogue.listing.loading')}
                </>
              ) : (
                t('catalogue.listing.load-more')
              )}
            </button>
          )}
        </div>
      ) : null}

      <Pagination path={path} cards={cards} lastShown={infinite.page} context={context} />
    </section>
  );
}

const PAGE_LINK =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-medium no-underline hover:no-underline';

/** Previous, numbered and next page links: real `/page-{n}` URLs with the same selection. */
function Pagination({
  path,
  cards,
  lastShown,
  context,
}: {
  path: string;
  cards: CardSearchResult;
  lastShown: number;
  context: ListingContext;
}) {
  const t = useT();
  const { filters, page } = cards;
  const first = page.current;
  const slots = pageWindow(first, lastShown, page.totalPages);
  if (slots.length === 0) return null;
  const href = (target: number) => listingHref(path, filters, target, context);
  const previous = first > 1 ? Math.min(first - 1, page.totalPages) : null;
  const next = lastShown < page.totalPages ? lastShown + 1 : null;
  return (
    <nav
      aria-label={t('catalogue.listing.pagination')}
      className="mt-10 flex items-center justify-center gap-1 sm:gap-2"
    >
      {previous ? (
        <Link to={href(previous)} rel="prev" className={`${PAGE_LINK} text-ink hover:bg-sand`}>
          <span aria-hidden="true">‹</span>
          <span className="sr-only sm:not-sr-only sm:ml-1">{t('catalogue.listing.previous')}</span>
        </Link>
      ) : null}
      <ol className="flex items-center gap-1">
        {slots.map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={href(slot)}
                aria-current={slot === first ? 'page' : undefined}
                aria-label={t('catalogue.listing.page', { page: slot })}
                className={`${PAGE_LINK} ${
                  slot >= first && slot <= lastShown
                    ? 'bg-ink text-white hover:bg-ink'
                    : 'text-ink ring-1 ring-line hover:bg-sand'
                }`}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
      </ol>
      {next ? (
        <Link to={href(next)} rel="next" className={`${PAGE_LINK} text-ink hover:bg-sand`}>
          <span className="sr-only sm:not-sr-only sm:mr-1">{t('catalogue.listing.next')}</span>
          <span aria-hidden="true">›</span>
        </Link>
      ) : null}
    </nav>
  );
}
