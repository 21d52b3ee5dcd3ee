import { formatArticleDay, formatIsoDay } from '@cardshop/shared/rules/dates';
import { createContext, useContext } from 'react';
import { useShell } from './shell/use-shell.ts';

/** How a content date reads: articles '1st March, 2024'; changelog updates '2024-03-01'. */
export type DateStyle = 'article' | 'iso';

/** The date style of a page: updates under /changelog use ISO days, everything else article dates. */
export function dateStyleFor(path: string): DateStyle {
  return /^\/changelog(\/|$)/.test(path) ? 'iso' : 'article';
}

/**
 * The calendar days of the dates a page shows, in its region's time zone, keyed by the moment as the API
 * gave it. A page's loader works them out on the server and sends them with the page, because a phone's
 * first `Intl.DateTimeFormat` costs it 20–40 ms while the page hydrates; dates the browser meets later
 * (the next page of an infinite listing) it works out itself.
 */
export type KnownDays = Readonly<Record<string, string>>;

/** The calendar days of `moments` in a time zone (unreadable moments are left out: they show no date). */
export function knownDays(moments: ReadonlyArray<string | null | undefined>, timeZone: string): KnownDays {
  const days: Record<string, string> = {};
  for (const moment of moments) {
    if (!moment || Object.hasOwn(days, moment)) continue;
    try {
      days[moment] = formatIsoDay(moment, timeZone);
    } catch {
      // displayDate shows no date for it.
    }
  }
  return days;
}

/**
 * A publication date ready for a `<time>` element in the region's time zone: its text in the chosen style
 * and the machine-readable day. Gives null for a missing or unreadable date, so the page shows none.
 */
export function displayDate(
  publishedAt: string | null | undefined,
  timeZone: string,
  style: DateStyle,
  days: KnownDays = {},
): { text: string; dateTime: string } | null {
  if (!publishedAt) return null;
  try {
    const dateTime = Object.hasOwn(days, publishedAt)
      ? (days[publishedAt] as string)
      : formatIsoDay(publishedAt, timeZone);
    return { text: style === 'iso' ? dateTime : formatArticleDay(dateTime), dateTime };
  } catch {
    return null;
  }
}

/** The days the page's loader worked out (content.tsx provides them). */
export const KnownDaysContext = createContext<KnownDays>({});

/** `displayDate` in the region's time zone, with the days the page came with. */
export function useDisplayDate(): (
  publishedAt: string | null | undefined,
  style: DateStyle,
) => ReturnType<typeof displayDate> {
  const { region } = useShell();
  const days = useContext(KnownDaysContext);
  return (publishedAt, style) => displayDate(publishedAt, region.timeZone, style, days);
}

/** Items newest first by publication date; undated items go last, ties keep their order. */
export function newestFirst<T extends { publishedAt: string | null }>(items: readonly T[]): T[] {
  const time = (item: T) => {
    const value = item.publishedAt ? Date.parse(item.publishedAt) : Number.NaN;
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...items].sort((a, b) => time(b) - time(a));
}
