/** How many of the newest cards the homepage shows. */
export const LATEST_CARDS_COUNT = 6;

/**
 * How long each step of the new-cards carousel lasts: the base interval plus a random share (`random`, 0 to
 * 1, from Math.random) of the jitter, so a page's carousels do not step in unison.
 */
export function cardCarouselInterval(random: number, baseMs: number, jitterMs: number): number {
  const share = Number.isFinite(random) ? Math.min(1, Math.max(0, random)) : 0;
  return baseMs + Math.round(share * jitterMs);
}

/** The list as the carousel shows it at step `index`: starting at that item and wrapping round to the first. */
export function rotated<T>(items: readonly T[], index: number): T[] {
  if (items.length === 0) return [];
  const start = ((Math.trunc(index) % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/** How many gift cards the homepage shows. */
export const HOME_GIFT_CARDS_COUNT = 3;

/** The most stars a review can have. */
export const STAR_RATING_MAX = 5;

/**
 * The stars to fill for a review's rating (its `attributionExtra`): rounded to a whole star and kept within
 * 1–5, so an odd value from the CMS never shows an empty or overflowing row. Null when there is no rating.
 */
export function starRating(rating: number | null | undefined): number | null {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return null;
  return Math.min(STAR_RATING_MAX, Math.max(1, Math.round(rating)));
}
