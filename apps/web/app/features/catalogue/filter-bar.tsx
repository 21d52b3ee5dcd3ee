import { BREAKPOINT_MOBILE, type CardSort, type SortDirection } from '@cardshop/shared/constants';
import type { CardFilters, CardSearchResult } from '@cardshop/shared/contracts/catalogue';
import { fromWidth } from '@cardshop/shared/rules/media';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { type Translate, useT } from '../../lib/i18n/use-t.tsx';
import { useLocalSetting } from '../../lib/settings/local-settings.ts';
import { Tooltip } from '../../ui/tooltip.tsx';
import { useHydrated } from './listing-hydrated.ts';
import {
  activeChips,
  countFilters,
  DEFAULT_CONTEXT,
  type FilterChip,
  filtersFromParams,
  type ListingContext,
  listingHref,
  SORT_DEFAULT_DIRECTION,
  toggle,
  withoutChip,
  withoutFilters,
} from './listing-query.ts';

export interface FilterBarProps {
  /** The listing the bar filters (`content.cards`): its options and the applied selection. */
  cards: CardSearchResult;
  /** The listing's path without a page suffix; a new selection starts again at page 1. */
  path: string;
  context?: ListingContext;
  /** Adds a search field (the full listing at /cards is the search target). */
  search?: boolean;
  /** Less space above the bar (under a section heading). */
  compact?: boolean;
}

// One filter bar per page: the phone toggle and the no-script style find the panel by this id.
const PANEL_ID = 'card-filters';
// Without JavaScript the Filters button cannot open the panel on phones, so the panel shows open.
const NO_SCRIPT_STYLE = `<style>#${PANEL_ID}{display:flex}.card-filters-toggle{display:none}</style>`;

const MENU_SUMMARY =
  'flex cursor-pointer list-none items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-medium text-ink select-none md:border md:border-line md:bg-white md:py-2 md:hover:border-ink-soft [&::-webkit-details-marker]:hidden';
const MENU_PANEL =
  'min-w-0 border-t border-line px-3 pt-2 pb-3 md:absolute md:top-full md:left-0 md:z-30 md:mt-2 md:rounded-xl md:border md:bg-white md:p-4 md:shadow-xl';
const OPTION =
  'flex cursor-pointer items-center gap-2 rounded-md px-1.5 py-1.5 text-sm text-ink hover:bg-sand md:py-1';
const CHECKBOX = 'size-4 shrink-0 accent-accent';
const SELECT =
  'rounded-lg border border-line bg-white py-2 pr-8 pl-3 text-sm text-ink hover:border-ink-soft focus-visible:border-accent';

function chipLabel(chip: FilterChip, t: Translate): string {
  switch (chip.kind) {
    case 'query':
      return t('catalogue.filters.query-chip', { query: chip.value });
    case 'year':
      return t('catalogue.filters.year-chip', {
        year: t('catalogue.filters.year', { count: chip.value, ordinal: true }),
      });
    default:
      return chip.label;
  }
}

function Chevron() {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className="size-4 text-ink-soft transition-transform group-open/menu:rotate-180"
      fill="currentColor"
    >
      <path d="M5.2 7.7a.75.75 0 0 1 1.06.04L10 11.7l3.74-3.96a.75.75 0 1 1 1.1 1.02l-4.3 4.55a.75.75 0 0 1-1.1 0L5.16 8.76a.75.75 0 0 1 .04-1.06Z" />
    </svg>
  );
}

/**
 * A disclosure holding a checkbox list (a category, sizes, milestone ages). Each hydrates in a task of its
 * own after the bar: a category can hold dozens of options, and until then they work as the plain form's.
 */
function Menu(props: MenuProps) {
  return (
    <Suspense fallback={null}>
      <MenuBody {...props} />
    </Suspense>
  );
}

interface MenuProps {
  label: string;
  selected: number;
  columns: 1 | 2 | 3;
  children: React.ReactNode;
}

function MenuBody({ label, selected, columns, children }: MenuProps) {
  const t = useT();
  const grid = {
    1: 'grid-cols-2 md:w-56 md:grid-cols-1',
    2: 'grid-cols-2 md:w-80',
    3: 'grid-cols-2 md:w-[34rem] md:grid-cols-3',
  }[columns];
  return (
    <details data-filter-menu className="group/menu relative md:shrink-0">
      <summary className={MENU_SUMMARY}>
        <span className="inline-flex items-center gap-2">
          {label}
          {selected > 0 ? (
            <span className="inline-grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs leading-none font-semibold text-white">
              {selected}
              <span className="sr-only"> {t('catalogue.filters.selected', { count: selected })}</span>
            </span>
          ) : null}
        </span>
        <Chevron />
      </summary>
      <fieldset className={MENU_PANEL}>
        <legend className="sr-only">{label}</legend>
        <div className={`grid gap-x-4 gap-y-0.5 ${grid}`}>{children}</div>
      </fieldset>
    </details>
  );
}

/**
 * The card filters: a multi-select per filterable category, sizes, milestone ages, the adult-content
 * switch and the order. Without JavaScript it is a plain GET form; with it, every change applies at
 * once by navigating to the listing with the new query (page 1). On phones it folds behind a button.
 * It hydrates on its own, as a <Suspense> boundary (a plain GET form until then).
 */
export function FilterBar(props: FilterBarProps) {
  return (
    <Suspense fallback={null}>
      <Filters {...props} />
    </Suspense>
  );
}

function Filters({
  cards,
  path,
  context = DEFAULT_CONTEXT,
  search = false,
  compact = false,
}: FilterBarProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const ready = useHydrated();
  const { filterOptions: options } = cards;
  const applied = cards.filters;
  // The selection on screen runs ahead of the server's answer; a new answer replaces it.
  const [draft, setDraft] = useState(applied);
  const [shownFor, setShownFor] = useState(applied);
  if (shownFor !== applied) {
    setShownFor(applied);
    setDraft(applied);
  }
  const [open, setOpen] = useState(false);
  const [adultSetting, setAdultSetting] = useLocalSetting('filterAdult');
  const barRef = useRef<HTMLDivElement>(null);

  const apply = (next: CardFilters) => {
    setDraft(next);
    void navigate(listingHref(path, next, 1, context), { preventScrollReset: true });
  };

  // A visitor who turned the adult filter off gets listings without it (the server hides adult cards).
  const { adultDefault } = context;
  const currentPage = cards.page.current;
  useEffect(() => {
    if (adultSetting || !applied.filterAdult) return;
    void navigate(listingHref(path, { ...applied, filterAdult: false }, currentPage, { adultDefault }), {
      replace: true,
      preventScrollReset: true,
    });
  }, [adultSetting, applied, path, currentPage, adultDefault, navigate]);

  // Desktop menus drop down over the cards: one open at a time, closed by a click elsewhere or Escape.
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const desktop = window.matchMedia(fromWidth(BREAKPOINT_MOBILE));
    const menus = () => [...bar.querySelectorAll<HTMLDetailsElement>('details[data-filter-menu]')];
    const onPointerDown = (event: PointerEvent) => {
      if (!desktop.matches) return;
      for (const menu of menus()) if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of menus()) {
        if (!menu.open) continue;
        menu.open = false;
        if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // Enter in the search field or the panel's submit button: the form's own fields, read the way the
  // server reads a plain GET submission.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') params.append(key, value);
    const next = filtersFromParams(params, options, context);
    const href = listingHref(path, next, 1, context);
    if (href !== `${location.pathname}${location.search}`) apply(next);
  };

  const setCategory = (category: string, slug: string, on: boolean) => {
    const categories = {
      ...draft.categories,
      [category]: toggle(draft.categories[category] ?? [], slug, on),
    };
    if (categories[category]?.length === 0) delete categories[category];
    apply({ ...draft, categories });
  };
  const setSort = (sort: CardSort) => apply({ ...draft, sort, direction: SORT_DEFAULT_DIRECTION[sort] });
  const setDirection = (direction: SortDirection) => apply({ ...draft, direction });
  const setShowAdult = (show: boolean) => {
    setAdultSetting(!show);
    apply({ ...draft, filterAdult: !show });
  };

  const chips = activeChips(draft, options);
  const filterCount = countFilters(draft);

  return (
    <div ref={barRef} className={compact ? 'mt-4' : 'mt-8'}>
      <noscript
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant style rule, no outside input.
        dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }}
      />
      <form
        method="get"
        action={path}
        onSubmit={onSubmit}
        aria-label={t('catalogue.filters.title')}
        className="md:border-y md:border-line md:py-3"
      >
        {search ? (
          <div className="mb-3">
            <label htmlFor="card-search" className="sr-only">
              {t('catalogue.filters.search')}
            </label>
            <div className="relative md:max-w-md">
              <input
                key={applied.query}
                id="card-search"
                type="search"
                name="query"
                defaultValue={applied.query}
                placeholder={t('catalogue.filters.search-placeholder')}
                className="w-full rounded-lg border border-line bg-white py-2 pr-10 pl-3 text-sm text-ink placeholder:text-ink-soft hover:border-ink-soft"
              />
              <button
                type="submit"
                className="absolute inset-y-0 right-0 grid w-10 place-items-center text-ink-soft hover:text-accent"
              >
                <svg
                  viewBox="0 0 20 20"
                  aria-hidden="true"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <circle cx="8.5" cy="8.5" r="5.5" />
                  <path d="m13 13 4 4" strokeLinecap="round" />
                </svg>
                <span className="sr-only">{t('catalogue.filters.search-submit')}</span>
              </button>
            </div>
          </div>
        ) : applied.query ? (
          <input type="hidden" name="query" value={applied.query} />
        ) : null}

        <div className="card-filters-toggle md:hidden">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen(!open)}
            className="flex w-full items-center justify-between rounded-xl border border-line bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm"
          >
            <span className="flex items-center gap-2">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              >
                <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
              </svg>
              {t('catalogue.filters.toggle')}
              {filterCount > 0 ? (
                <span className="inline-grid h-5 min-w-5 place-items-center rounded-full bg-accent px-1.5 text-xs text-white">
                  {filterCount}
                  <span className="sr-only"> {t('catalogue.filters.selected', { count: filterCount })}</span>
                </span>
              ) : null}
            </span>
            <span className="text-xs font-normal text-ink-soft">
              {t(`catalogue.filters.direction.${draft.sort}.${draft.direction}`)}
            </span>
          </button>
        </div>

        <div
          id={PANEL_ID}
          className={`${open ? 'flex' : 'hidden'} mt-2 flex-col rounded-xl border border-line bg-white md:mt-0 md:flex md:flex-row md:flex-wrap md:items-center md:gap-2 md:rounded-none md:border-0 md:bg-transparent [&>*]:border-line max-md:[&>*+*]:border-t`}
        >
          {options.categories.map((category) => {
            const chosen = draft.categories[category.slug] ?? [];
            return (
              <Menu
                key={category.slug}
                label={category.name}
                selected={chosen.length}
                columns={category.tags.length > 12 ? 3 : 2}
              >
                {category.tags.map((tag) => (
                  <label key={tag.slug} className={OPTION}>
                    <input
                      type="checkbox"
                      name={category.slug}
                      value={tag.slug}
                      checked={chosen.includes(tag.slug)}
                      onChange={(event) => setCategory(category.slug, tag.slug, event.currentTarget.checked)}
                      className={CHECKBOX}
                    />
                    {tag.name}
                  </label>
                ))}
              </Menu>
            );
          })}

          {options.sizes.length > 0 ? (
            <Menu label={t('catalogue.filters.sizes')} selected={draft.sizes.length} columns={1}>
              {options.sizes.map((size) => (
                <label key={size.id} className={OPTION}>
                  <input
                    type="checkbox"
                    name="sizes"
                    value={size.id}
                    checked={draft.sizes.includes(size.id)}
                    onChange={(event) =>
                      apply({ ...draft, sizes: toggle(draft.sizes, size.id, event.currentTarget.checked) })
                    }
                    className={CHECKBOX}
                  />
                  {size.name}
                </label>
              ))}
            </Menu>
          ) : null}

          {options.years.length > 0 ? (
            <Menu label={t('catalogue.filters.years')} selected={draft.years.length} columns={1}>
              {options.years.map((year) => (
                <label key={year} className={OPTION}>
                  <input
                    type="checkbox"
                    name="years"
                    value={year}
                    checked={draft.years.includes(year)}
                    onChange={(event) =>
                      apply({ ...draft, years: toggle(draft.years, year, event.currentTarget.checked) })
                    }
                    className={CHECKBOX}
                  />
                  {t('catalogue.filters.year', { count: year, ordinal: true })}
                </label>
              ))}
            </Menu>
          ) : null}

          <Tooltip text={t('catalogue.filters.show-adult-tip')} dismissId="adult">
            {(tip) => (
              <label className="flex cursor-pointer items-center gap-2 px-3 py-3 text-sm text-ink md:px-2 md:py-2">
                <input
                  type="checkbox"
                  name="filterAdult"
                  value="false"
                  checked={!draft.filterAdult}
                  onChange={(event) => setShowAdult(event.currentTarget.checked)}
                  className={CHECKBOX}
                  {...tip}
                />
                {t('catalogue.filters.show-adult')}
              </label>
            )}
          </Tooltip>

          <div className="flex flex-wrap items-center gap-2 px-3 py-3 md:ml-auto md:p-0">
            <label htmlFor="card-sort" className="sr-only">
              {t('catalogue.filters.sort')}
            </label>
            <select
              id="card-sort"
              name="sort"
              value={draft.sort}
              onChange={(event) => setSort(event.currentTarget.value as CardSort)}
              className={SELECT}
            >
              {options.sorts.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`catalogue.filters.sort.${sort}`)}
                </option>
              ))}
            </select>
            <label htmlFor="card-direction" className="sr-only">
              {t('catalogue.filters.direction')}
            </label>
            <select
              id="card-direction"
              name="direction"
              value={draft.direction}
              onChange={(event) => setDirection(event.currentTarget.value as SortDirection)}
              className={SELECT}
            >
              {(['asc', 'desc'] as const).map((direction) => (
                <option key={direction} value={direction}>
                  {t(`catalogue.filters.direction.${draft.sort}.${direction}`)}
                </option>
              ))}
            </select>
          </div>

          <div className={`p-3 md:p-0 ${ready ? 'md:hidden' : ''}`}>
            <button
              type="submit"
              className="w-full rounded-lg bg-ink px-4 py-2.5 text-sm font-semibold text-white hover:bg-ink/90 md:w-auto md:py-2"
            >
              {ready
                ? t('catalogue.filters.show-results', { count: cards.page.total })
                : t('catalogue.filters.apply')}
            </button>
          </div>
        </div>
      </form>

      {chips.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <h2 className="sr-only">{t('catalogue.filters.active')}</h2>
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => {
              const label = chipLabel(chip, t);
              return (
                <li key={`${chip.kind}-${'category' in chip ? chip.category : ''}-${chip.value}`}>
                  <Link
                    to={listingHref(path, withoutChip(draft, chip), 1, context)}
                    preventScrollReset
                    aria-label={t('catalogue.filters.remove', { label })}
                    className="inline-flex items-center gap-1.5 rounded-full bg-sand py-1 pr-2 pl-3 text-sm text-ink no-underline ring-1 ring-line transition hover:no-underline hover:ring-ink-soft"
                  >
                    {label}
                    <span aria-hidden="true" className="text-base leading-none text-ink-soft">
                      ×
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
          {filterCount > 1 ? (
            <Link
              to={listingHref(path, withoutFilters(draft), 1, context)}
              preventScrollReset
              className="px-2 text-sm font-medium"
            >
              {t('catalogue.filters.clear')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
