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

/** The URL of the widest rendition of a responsive image (from its JPEG srcset), e.g. for og:image. */
export function largestImage(image: { src: string; srcset: { jpeg: string } }): string {
  let best = { url: image.src, width: 0 };
  for (const candidate of image.srcset.jpeg.split(',')) {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    // Only width descriptors ('1000w') say how wide a rendition is; density ones ('2x') do not.
    const width = /^\d+w$/.test(descriptor ?? '') ? Number.parseInt(descriptor ?? '', 10) : 0;
    if (url && width > best.width) best = { url, width };
  }
  return best.url;
}
