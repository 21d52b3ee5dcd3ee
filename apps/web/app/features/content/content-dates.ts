import { formatArticleDate, formatIsoDay } from '@cardshop/shared/rules/dates';

/** How a content date reads: articles '1st March, 2024'; changelog updates '2024-03-01'. */
export type DateStyle = 'article' | 'iso';

/** The date style of a page: updates under /changelog use ISO days, everything else article dates. */
export function dateStyleFor(path: string): DateStyle {
  return /^\/changelog(\/|$)/.test(path) ? 'iso' : 'article';
}

/**
 * A publication date ready for a `<time>` element in the region's time zone: its text in the chosen style
 * and the machine-readable day. Gives null for a missing or unreadable date, so the page shows none.
 */
export function displayDate(
  publishedAt: string | null | undefined,
  timeZone: string,
  style: DateStyle,
): { text: string; dateTime: string } | null {
  if (!publishedAt) return null;
  try {
    const dateTime = formatIsoDay(publishedAt, timeZone);
    return { text: style === 'iso' ? dateTime : formatArticleDate(publishedAt, timeZone), dateTime };
  } catch {
    return null;
  }
}

/** Items newest first by publication date; undated items go last, ties keep their order. */
export function newestFirst<T extends { publishedAt: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const value = item.publishedAt ? Date.parse(item.publishedAt) : Number.NaN;
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
