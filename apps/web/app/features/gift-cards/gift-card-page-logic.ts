import type { PageInfo } from '@cardshop/shared/contracts/catalogue';
import type { GiftCardDetail, GiftCardList } from '@cardshop/shared/contracts/gift-cards';
import { withPageSuffix } from '@cardshop/shared/rules/page-suffix';

// Rules of the gift-card pages that are worth testing apart from the markup.

export interface PageLink {
  page: number;
  url: string;
  current: boolean;
}

export interface PageLinks {
  prev: string | null;
  next: string | null;
  /** Numbered pages to link; null entries are gaps ('…'). */
  pages: Array<PageLink | null>;
}

/**
 * The links of a paged listing: previous, next and the numbered pages around the current one (first and last
 * always shown, gaps elided). Page 1 is the bare path; other pages use the /page-{n} suffix; the filters
 * follow as the query string.
 */
export function pageLinks(
  path: string,
  page: Pick<PageInfo, 'current' | 'totalPages' | 'nextUrl' | 'prevUrl'>,
  around = 1,
  /** The listing's filters as a query string ('occasions=birthday'), kept on every numbered page. */
  search = '',
): PageLinks {
  const total = Math.max(1, page.totalPages);
  const current = Math.min(Math.max(1, page.current), total);
  const prev = page.prevUrl ?? (current > 1 ? withPageSuffix(path, current - 1) : null);
  const next = page.nextUrl ?? (current < total ? withPageSuffix(path, current + 1) : null);
  if (total <= 1) return { prev, next, pages: [] };
  const pages: Array<PageLink | null> = [];
  let last = 0;
  for (let number = 1; number <= total; number += 1) {
    const shown = number === 1 || number === total || Math.abs(number - current) <= around;
    if (!shown) continue;
    if (number - last > 1) pages.push(null);
    const url = withPageSuffix(path, number);
    pages.push({ page: number, url: search ? `${url}?${search}` : url, current: number === current });
    last = number;
  }
  return { prev, next, pages };
}

/** What the detail page says about where the card can be used, seen from the visitor's region. */
export interface RegionNotice {
  /** The visitor's region is not one the card can be used in. */
  warn: boolean;
  /** The same kind of card for the visitor's region, when there is one. */
  alternate: { iso: string; country: string; url: string } | null;
}

export function regionNotice(
  card: Pick<GiftCardDetail, 'regions' | 'alternateCards'>,
  visitorIso: string,
): RegionNotice {
  const iso = visitorIso.toUpperCase();
  const usable = card.regions.some((region) => region.toUpperCase() === iso);
  if (usable) return { warn: false, alternate: null };
  const entry = Object.entries(card.alternateCards).find(([region]) => region.toUpperCase() === iso);
  return { warn: true, alternate: entry ? { iso, country: entry[1].country, url: entry[1].url } : null };
}

/** The alternate cards of other regions, in a stable order, leaving out the regions this card covers. */
export function alternateRegions(
  card: Pick<GiftCardDetail, 'regions' | 'alternateCards'>,
): Array<{ iso: string; country: string; url: string }> {
  const own = new Set(card.regions.map((region) => region.toUpperCase()));
  return Object.entries(card.alternateCards)
    .filter(([iso]) => !own.has(iso.toUpperCase()))
    .map(([iso, entry]) => ({ iso: iso.toUpperCase(), country: entry.country, url: entry.url }));
}

/** Which choice a listing's own path makes: a region page's region, a category page's category. */
export type FixedFilter = 'region' | 'category' | null;

/** Whether the shopper chose any filter (the listing's own region or category is not a choice). */
export function hasChosenFilters(filters: GiftCardList['filters'], fixed: FixedFilter): boolean {
  return (
    filters.query !== '' ||
    filters.occasions.length > 0 ||
    filters.recipients.length > 0 ||
    filters.wildcards !== null ||
    (fixed !== 'category' && filters.categories.length > 0) ||
    (fixed !== 'region' && filters.regions.length > 0)
  );
}
