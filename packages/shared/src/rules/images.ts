import { IMAGE_WIDTHS } from '../constants.ts';

// Every raster image (card artwork, hero slides, article and gift-card pictures) is served at the same
// widths in webp and jpeg, at `{base}-{width}.{webp|jpg}?v={version}`. An answer carries its paths at
// one width (`src`, the jpeg fallback, and `webp`); the srcsets follow from `src` by this one rule, so
// pages and API answers don't repeat them (on a listing they were a fifth of the page's embedded data).

/** The widths every raster image is offered at. */
export const RASTER_WIDTHS = [240, ...IMAGE_WIDTHS] as const;

/** Bumped when the artwork generator changes, so browsers holding year-long cached images fetch the new ones. */
export const ARTWORK_VERSION = 1;

export type ImageFormat = 'webp' | 'jpeg';

const EXTENSIONS: Record<ImageFormat, string> = { webp: 'webp', jpeg: 'jpg' };

/** `front-480.jpg?v=1`: the base, the width and what follows the extension. */
const SRC_PATTERN = /^(?<base>.+)-(?<width>\d+)\.jpg(?<query>\?[^#\s,]*)?$/;

export function isRasterWidth(width: number): boolean {
  return (RASTER_WIDTHS as readonly number[]).includes(width);
}

/** `{base}-{width}.{ext}{query}`: the one URL shape of a rendition. */
function renditionUrl(base: string, width: number, format: ImageFormat, query: string): string {
  return `${base}-${width}.${EXTENSIONS[format]}${query}`;
}

/** The URL of one rendition of the image served under `base`. */
export function imageUrl(base: string, width: number, format: ImageFormat): string {
  return renditionUrl(base, width, format, `?v=${ARTWORK_VERSION}`);
}

/** The path an answer names for the image served under `base`: the middle width, jpeg (the fallback `src`) or webp. */
export function imageSrc(base: string, format: ImageFormat = 'jpeg'): string {
  return imageUrl(base, IMAGE_WIDTHS[0], format);
}

function renditions(src: string): Array<{ width: number; url: (format: ImageFormat) => string }> {
  const match = SRC_PATTERN.exec(src);
  if (!match?.groups || !isRasterWidth(Number(match.groups.width))) return [];
  const { base = '', query = '' } = match.groups; // the pattern always captures a base
  return RASTER_WIDTHS.map((width) => ({
    width,
    url: (format: ImageFormat) => renditionUrl(base, width, format, query),
  }));
}

/**
 * The `srcset` of every rendition of the image whose fallback is `src`, in one format. A `src` of
 * another shape (a picture not served by the shop) has none: ''.
 */
export function imageSrcset(src: string, format: ImageFormat): string {
  return renditions(src)
    .map((rendition) => `${rendition.url(format)} ${rendition.width}w`)
    .join(', ');
}

/** The URL of the widest jpeg of the image whose fallback is `src` (for og:image); `src` itself otherwise. */
export function largestImage(src: string): string {
  return renditions(src).at(-1)?.url('jpeg') ?? src;
}
