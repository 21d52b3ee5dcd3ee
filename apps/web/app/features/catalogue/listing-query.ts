import {
  CARD_SORTS,
  type CardSort,
  DEFAULT_CARD_SORT,
  SORT_DEFAULT_DIRECTION,
  SORT_DIRECTIONS,
  type SortDirection,
} from '@cardshop/shared/constants';
import type { CardFilters, FilterOptions } from '@cardshop/shared/contracts/catalogue';
import { withPageSuffix } from '@cardshop/shared/rules/page-suffix';

// Card-listing filters ⇄ URL query strings. The same query string serves the page URL
// (`/occasion/birthday?recipient=mum,dad&sort=price`), its `/page-{n}` links and the JSON API
// (`/api/cards/occasion/birthday?page=2&…`), so every page of one listing shows the same selection.

// The order each sort uses when the URL names none: the shared constant the server applies too.
export { SORT_DEFAULT_DIRECTION };

/** What the listing's server defaults are: adult cards are hidden except on an adults-only tag. */
export interface ListingContext {
  /** The server's `filterAdult` when the URL names none (false on an adults-only tag). */
  adultDefault: boolean;
}

export const DEFAULT_CONTEXT: ListingContext = { adultDefault: true };

/** A listing with nothing chosen: the server's defaults. */
export function emptyFilters(context: ListingContext = DEFAULT_CONTEXT): CardFilters {
  return {
    query: '',
    filterAdult: context.adultDefault,
    sizes: [],
    years: [],
    sort: DEFAULT_CARD_SORT,
    direction: SORT_DEFAULT_DIRECTION[DEFAULT_CARD_SORT],
    categories: {},
  };
}

// Readable lists: commas stay commas (`occasion=birthday,love`), everything else is encoded.
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * The query parameters of a selection, in a stable order, leaving out whatever equals the server's
 * default (so a bare listing has a bare URL and equal selections share one URL and cache entry).
 */
export function filtersToParams(
  filters: CardFilters,
  context: ListingContext = DEFAULT_CONTEXT,
): Array<[string, string]> {
  const params: Array<[string, string]> = [];
  const query = filters.query.trim();
  if (query) params.push(['query', query]);
  for (const key of Object.keys(filters.categories).sort()) {
    const slugs = filters.categories[key] ?? [];
    if (slugs.length > 0) params.push([key, slugs.join(',')]);
  }
  if (filters.sizes.length > 0) params.push(['sizes', filters.sizes.join(',')]);
  if (filters.years.length > 0)
    params.push([
      'years',
      [...filters.years]
        .sort((a, b) => a - b)
        .map(String)
        .join(','),
    ]);
  if (filters.filterAdult !== context.adultDefault) params.push(['filterAdult', String(filters.filterAdult)]);
  const sortIsDefault = filters.sort === DEFAULT_CARD_SORT;
  const directionIsDefault = filters.direction === SORT_DEFAULT_DIRECTION[filters.sort];
  if (!sortIsDefault) params.push(['sort', filters.sort]);
  if (!directionIsDefault) params.push(['direction', filters.direction]);
  return params;
}

/** `?a=b&c=d` for a selection, or '' when everything is at its default. */
export function filtersToQueryString(
  filters: CardFilters,
  context: ListingContext = DEFAULT_CONTEXT,
): string {
  const params = filtersToParams(filters, context);
  if (params.length === 0) return '';
  return `?${params.map(([key, value]) => `${encodeURIComponent(key)}=${encodeValue(value)}`).join('&')}`;
}

// Lists arrive repeated (`a=x&a=y`, a plain GET form) or comma-joined (`a=x,y`, our links).
function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  return [...new Set(values)];
}

function readBoolean(value: string | null, fallback: boolean): boolean {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return fallback;
}

/**
 * Reads a selection from a query string (a page URL or a submitted filter form). Only options the
 * listing offers are kept, so a stale or hand-edited URL cannot produce a request the server refuses.
 */
export function filtersFromParams(
  params: URLSearchParams,
  options: FilterOptions,
  context: ListingContext = DEFAULT_CONTEXT,
): CardFilters {
  const categories: Record<string, string[]> = {};
  for (const category of options.categories) {
    const known = new Set(category.tags.map((tag) => tag.slug));
    const slugs = readList(params, category.slug).filter((slug) => known.has(slug));
    if (slugs.length > 0) categories[category.slug] = slugs;
  }
  const knownSizes = new Set(options.sizes.map((size) => size.id));
  const knownYears = new Set(options.years);
  const sortParam = params.get('sort');
  const sort = (CARD_SORTS as readonly string[]).includes(sortParam ?? '')
    ? (sortParam as CardSort)
    : DEFAULT_CARD_SORT;
  const directionParam = params.get('direction');
  const direction = (SORT_DIRECTIONS as readonly string[]).includes(directionParam ?? '')
    ? (directionParam as SortDirection)
    : SORT_DEFAULT_DIRECTION[sort];
  return {
    query: (params.get('query') ?? '').trim(),
    filterAdult: readBoolean(params.get('filterAdult'), context.adultDefault),
    sizes: readList(params, 'sizes').filter((size) => knownSizes.has(size)),
    years: readList(params, 'years')
      .map(Number)
      .filter((year) => knownYears.has(year)),
    sort,
    direction,
    categories,
  };
}

/** The URL of one page of a listing with a selection: `/occasion/birthday/page-2?recipient=mum`. */
export function listingHref(
  path: string,
  filters: CardFilters,
  page = 1,
  context: ListingContext = DEFAULT_CONTEXT,
): string {
  return `${withPageSuffix(path, page)}${filtersToQueryString(filters, context)}`;
}

/** The slug the cards API knows a listing page by: the full listing at /cards is `/all`. */
export function cardsApiSlug(listingPath: string): string {
  return listingPath === '/cards' || listingPath === '/' ? '/all' : listingPath;
}

/** `GET /api/cards{slug}?page=n&maxResults=…&<the same filters>` for the next page of a listing. */
export function cardsApiUrl(
  listingPath: string,
  filters: CardFilters,
  page: number,
  perPage: number,
  context: ListingContext = DEFAULT_CONTEXT,
): string {
  const entries: Array<[string, string]> = [
    ['page', String(page)],
    ['maxResults', String(perPage)],
    ...filtersToParams(filters, context),
  ];
  const query = entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeValue(value)}`).join('&');
  return `/api/cards${cardsApiSlug(listingPath)}?${query}`;
}

/** Adds a value to a list or takes it out. */
export function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  const without = list.filter((entry) => entry !== value);
  return on ? [...without, value] : without;
}

/** One removable chip of the applied selection. */
export type FilterChip =
  | { kind: 'query'; value: string }
  | { kind: 'category'; category: string; value: string; label: string }
  | { kind: 'size'; value: string; label: string }
  | { kind: 'year'; value: number };

/** The applied selection as chips, labelled by the listing's options, in the order the bar shows them. */
export function activeChips(filters: CardFilters, options: FilterOptions): FilterChip[] {
  const chips: FilterChip[] = [];
  if (filters.query) chips.push({ kind: 'query', value: filters.query });
  for (const category of options.categories) {
    for (const slug of filters.categories[category.slug] ?? []) {
      const tag = category.tags.find((entry) => entry.slug === slug);
      chips.push({ kind: 'category', category: category.slug, value: slug, label: tag?.name ?? slug });
    }
  }
  for (const id of filters.sizes) {
    const size = options.sizes.find((entry) => entry.id === id);
    chips.push({ kind: 'size', value: id, label: size?.name ?? id });
  }
  for (const year of [...filters.years].sort((a, b) => a - b)) chips.push({ kind: 'year', value: year });
  return chips;
}

/** The selection without one chip (what its remove link points to). */
export function withoutChip(filters: CardFilters, chip: FilterChip): CardFilters {
  switch (chip.kind) {
    case 'query':
      return { ...filters, query: '' };
    case 'size':
      return { ...filters, sizes: filters.sizes.filter((size) => size !== chip.value) };
    case 'year':
      return { ...filters, years: filters.years.filter((year) => year !== chip.value) };
    case 'category': {
      const categories = { ...filters.categories };
      const rest = (categories[chip.category] ?? []).filter((slug) => slug !== chip.value);
      if (rest.length > 0) categories[chip.category] = rest;
      else delete categories[chip.category];
      return { ...filters, categories };
    }
  }
}

/** The selection without any filter, keeping the search text, the adult setting and the order. */
export function withoutFilters(filters: CardFilters): CardFilters {
  return { ...filters, sizes: [], years: [], categories: {} };
}

/** How many filters are applied (the badge on the phone's Filters button). */
export function countFilters(filters: CardFilters): number {
  return (
    filters.sizes.length +
    filters.years.length +
    Object.values(filters.categories).reduce((sum, slugs) => sum + slugs.length, 0)
  );
}
