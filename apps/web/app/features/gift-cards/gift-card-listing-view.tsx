import type { Content } from '@cardshop/shared/contracts/content';
import { splitPageSuffix } from '@cardshop/shared/rules/page-suffix';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { GiftCardFilters } from './gift-card-filters.tsx';
import { type FixedFilter, hasChosenFilters, pageLinks } from './gift-card-page-logic.ts';
import { Flag } from './gift-card-parts.tsx';
import { GiftCardTile } from './gift-card-tile.tsx';
import { GiftCardsHero } from './gift-cards-hero.tsx';

/**
 * A region's or a category's gift cards, or all of them (/gift-cards/all): hero, the filters, the listing
 * titled by the region or category, pages.
 */
export function GiftCardListingView({ content }: { content: Content }) {
  const t = useT();
  const list = content.giftCards;
  const config = content.giftCardsConfig;
  const cards = list?.results ?? [];
  const isRegion = content.contentType === 'gift-card-region';
  // The full listing (/gift-cards/all) is a region listing fixed to no region.
  const isAll = isRegion && content.id === 'all';
  const basePath = splitPageSuffix(content.path).path;
  const fixed: FixedFilter = isAll ? null : isRegion ? 'region' : 'category';

  const regionIso = isAll ? '' : (list?.filters.regions[0] ?? '');
  const region = config?.regions.find((entry) => entry.iso === regionIso.toUpperCase());
  const category = isRegion
    ? undefined
    : config?.categories.find((entry) => entry.slug === list?.filters.categories[0]);
  const listingName = isAll
    ? t('gift-cards.listing.all-name')
    : isRegion
      ? (region?.name ?? content.breadcrumbs.at(-1)?.label ?? content.title)
      : (category?.name ?? content.title);
  const total = list?.page.total ?? cards.length;
  const pageInfo = content.pagination ?? list?.page ?? null;
  const filterQuery = pageInfo?.nextUrl ?? pageInfo?.prevUrl ?? '';
  const pages = pageInfo ? pageLinks(basePath, pageInfo, 1, filterQuery.split('?')[1] ?? '') : null;
  const filtered = list ? hasChosenFilters(list.filters, fixed) : false;
  const current = pageInfo?.current ?? 1;

  // Sibling regions or categories, so a visitor can move across without going back to the landing page.
  const siblings = isRegion
    ? (config?.regions ?? []).map((entry) => ({
        key: entry.iso,
        label: entry.name,
        path: entry.path,
        icon: entry.icon,
        current: !isAll && entry.iso === region?.iso,
      }))
    : (config?.categories ?? []).map((entry) => ({
        key: entry.slug,
        label: entry.name,
        path: entry.fullPath,
        icon: null,
        current: entry.slug === category?.slug,
      }));

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <Breadcrumbs items={content.breadcrumbs} />
      <GiftCardsHero heading={content.heading} body={content.content} image={content.featureImage}>
        {!content.content && region ? (
          <p className="mt-4 max-w-2xl text-ink-soft">
            {t('gift-cards.listing.region-intro', { region: region.name })}
          </p>
        ) : null}
      </GiftCardsHero>

      {siblings.length > 1 ? (
        <nav
          aria-label={t(isRegion ? 'gift-cards.listing.regions-nav' : 'gift-cards.listing.categories-nav')}
          className="mt-6 -mx-4 overflow-x-auto px-4"
        >
          <ul className="flex gap-2 pb-1 sm:flex-wrap">
            {siblings.map((entry) => (
              <li key={entry.key} className="shrink-0">
                <Link
                  to={entry.path}
                  aria-current={entry.current ? 'page' : undefined}
                  className={`inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition hover:no-underline ${
                    entry.current
                      ? 'border-ink bg-ink text-white'
                      : 'border-line bg-white text-ink hover:border-accent hover:text-accent'
                  }`}
                >
                  {entry.icon ? <Flag src={entry.icon} className="h-3 w-6" /> : null}
                  {entry.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {list && config ? (
        <GiftCardFilters
          key={JSON.stringify(list.filters)}
          path={basePath}
          list={list}
          config={config}
          fixed={fixed}
        />
      ) : null}

      <section aria-labelledby="gift-card-listing-title" className="mt-10">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="gift-card-listing-title" className="text-2xl sm:text-3xl">
            {t('gift-cards.listing.title', { name: listingName })}
          </h2>
          {cards.length > 0 ? (
            <p className="text-sm text-ink-soft">
              {pages && pages.pages.length > 0
                ? t('gift-cards.listing.count-paged', {
                    count: total,
                    page: current,
                    pages: pageInfo?.totalPages ?? 1,
                  })
                : t('gift-cards.listing.count', { count: total })}
            </p>
          ) : null}
        </div>

        {cards.length === 0 && filtered ? (
          <div
            role="status"
            className="mt-6 rounded-xl border border-dashed border-line bg-white px-6 py-10 text-center"
          >
            <p className="font-display text-xl text-ink">{t('gift-cards.listing.no-match.title')}</p>
            <p className="mt-2 text-ink-soft">{t('gift-cards.listing.no-match.body')}</p>
            <p className="mt-4">
              <Link to={basePath} className="font-semibold">
                {t('gift-cards.filters.clear')}
              </Link>
            </p>
          </div>
        ) : cards.length === 0 ? (
          <div className="mt-6 rounded-xl border border-dashed border-line bg-white px-6 py-10 text-center">
            <p className="font-display text-xl text-ink">{t('gift-cards.listing.empty.title')}</p>
            <p className="mt-2 text-ink-soft">{t('gift-cards.listing.empty.body')}</p>
            <p className="mt-4">
              <Link to="/gift-cards" className="font-semibold">
                {t('gift-cards.listing.empty.link')}
              </Link>
            </p>
          </div>
        ) : (
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card, index) => (
              <li key={card.id}>
                <GiftCardTile card={card} priority={index === 0 && !content.featureImage} />
              </li>
            ))}
          </ul>
        )}

        {pages && (pages.pages.length > 0 || pages.prev || pages.next) ? (
          <nav aria-label={t('gift-cards.pagination.label')} className="mt-10">
            <ul className="flex flex-wrap items-center justify-center gap-2 text-sm">
              {pages.prev ? (
                <li>
                  <Link
                    to={pages.prev}
                    rel="prev"
                    className="inline-flex items-center rounded-full border border-line bg-white px-4 py-2 font-medium text-ink hover:border-accent hover:no-underline"
                  >
                    <span aria-hidden="true">←&nbsp;</span>
                    {t('gift-cards.pagination.prev')}
                  </Link>
                </li>
              ) : null}
              {pages.pages.map((entry, index) =>
                entry ? (
                  <li key={entry.page}>
                    <Link
                      to={entry.url}
                      aria-current={entry.current ? 'page' : undefined}
                      aria-label={t('gift-cards.pagination.page', { page: entry.page })}
                      className={`inline-flex size-10 items-center justify-center rounded-full border font-medium hover:no-underline ${
                        entry.current
                          ? 'border-ink bg-ink text-white'
                          : 'border-line bg-white text-ink hover:border-accent'
                      }`}
                    >
                      {entry.page}
                    </Link>
                  </li>
                ) : (
                  <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-soft">
                    …
                  </li>
                ),
              )}
              {pages.next ? (
                <li>
                  <Link
                    to={pages.next}
                    rel="next"
                    className="inline-flex items-center rounded-full border border-line bg-white px-4 py-2 font-medium text-ink hover:border-accent hover:no-underline"
                  >
                    {t('gift-cards.pagination.next')}
                    <span aria-hidden="true">&nbsp;→</span>
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
