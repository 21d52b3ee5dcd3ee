/** How many of the newest cards the homepage shows. */
export const LATEST_CARDS_COUNT = 6;

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
