// Custom artwork (docs/decisions/0035-custom-artwork.md): the pixels a photo needs to print on a card's
// front, where its crop sits, and when the custom-artwork tile leads a card listing. Pure rules, shared by
// the upload checks on the server and the crop step in the browser.

/** The resolution the print renderer rasterises artwork at (fulfilment/render.ts). */
export const PRINT_DPI = 300;

const MM_PER_INCH = 25.4;

/** The card sizes a custom artwork can be printed on: those whose first page is artwork. */
export const CUSTOM_ARTWORK_SIZES = ['folded', 'folded-landscape', 'notecard', 'postcard'] as const;
export type CustomArtworkSize = (typeof CUSTOM_ARTWORK_SIZES)[number];
export const DEFAULT_CUSTOM_ARTWORK_SIZE: CustomArtworkSize = 'folded';

/** The largest file accepted, in bytes (a phone's photo is 2–6 MB). */
export const CUSTOM_ARTWORK_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels an upload may decode to (about a 50-megapixel camera); sharp refuses more. */
export const CUSTOM_ARTWORK_MAX_PIXELS = 50_000_000;
/** The largest logo file, and the fewest pixels across its longer side to print sharply at its 35 mm. */
export const CARD_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const CARD_LOGO_MIN_PIXELS = 300;

export interface PrintGeometry {
  dimensions: { width: number; height: number };
  bleed: { x: number; y: number };
}

/** Whole pixels covering `mm` at the print resolution (a fraction of a pixel rounds up). */
export function pixelsForMm(mm: number, dpi = PRINT_DPI): number {
  // The small tolerance keeps 105 mm (1240.157… px) at 1241, not 1242 from floating-point noise.
  return Math.ceil((mm / MM_PER_INCH) * dpi - 1e-9);
}

/** The pixels the card's front needs, bleed included: (width + 2 × bleed) × (height + 2 × bleed) at 300 dpi. */
export function requiredPixels(size: PrintGeometry, dpi = PRINT_DPI): { width: number; height: number } {
  return {
    width: pixelsForMm(size.dimensions.width + 2 * size.bleed.x, dpi),
    height: pixelsForMm(size.dimensions.height + 2 * size.bleed.y, dpi),
  };
}

/** A rectangle of the uploaded image, in its pixels. */
export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The crop of an image at the bleed box's proportions, `zoom` times smaller than the largest that fits
 * (1: as large as fits), placed at `x`, `y` (0 to 1: left to right, top to bottom of the room left over).
 * Without a position the crop is centred: what is printed when no one moved it.
 */
export function cropBox(
  image: { width: number; height: number },
  size: PrintGeometry,
  position: { x?: number; y?: number; zoom?: number } = {},
): CropBox {
  const boxWidth = size.dimensions.width + 2 * size.bleed.x;
  const boxHeight = size.dimensions.height + 2 * size.bleed.y;
  const ratio = boxWidth / boxHeight;
  const zoom = Math.max(1, position.zoom ?? 1);
  let width = image.width;
  let height = Math.round(width / ratio);
  if (height > image.height) {
    height = image.height;
    width = Math.round(height * ratio);
  }
  width = Math.max(1, Math.min(image.width, Math.round(width / zoom)));
  height = Math.max(1, Math.min(image.height, Math.round(height / zoom)));
  const clamp = (value: number | undefined) => Math.min(1, Math.max(0, value ?? 0.5));
  return {
    left: Math.round((image.width - width) * clamp(position.x)),
    top: Math.round((image.height - height) * clamp(position.y)),
    width,
    height,
  };
}

/** The greatest zoom that still leaves the crop the pixels the size needs (at least 1). */
export function maxZoom(image: { width: number; height: number }, size: PrintGeometry): number {
  const full = cropBox(image, size);
  const needed = requiredPixels(size);
  return Math.max(1, Math.min(full.width / needed.width, full.height / needed.height));
}

/**
 * The crop's position as the crop form gives it back (0–1 each, zoom from 1): the inverse of `cropBox`,
 * so a stored crop shows where it was left.
 */
export function cropPosition(
  image: { width: number; height: number },
  crop: CropBox,
): { x: number; y: number } {
  const spareX = image.width - crop.width;
  const spareY = image.height - crop.height;
  return { x: spareX > 0 ? crop.left / spareX : 0.5, y: spareY > 0 ? crop.top / spareY : 0.5 };
}

/** What decides whether a card listing starts with the custom-artwork tile (storefront.md §2). */
export interface CustomTileContext {
  /** The shopper's platform mode (rules/permissions `userPlatformMode`). */
  mode: 'consumer' | 'organisation';
  /** In organisation mode: whether the organisation allows custom artwork (organisations.allow_custom). */
  organisationAllowsCustom: boolean;
  /** Whether the listing is an artist's (their profile's cards). */
  artist: boolean;
  /** Whether the shop offers custom artwork to shoppers outside organisations. */
  customAllowed: boolean;
}

/**
 * The tile's rule: in organisation mode only if the organisation allows custom; outside it only when
 * there is no artist and custom is allowed.
 */
export function showsCustomArtworkTile(context: CustomTileContext): boolean {
  if (context.mode === 'organisation') return context.organisationAllowsCustom;
  return !context.artist && context.customAllowed;
}

/** A card size an artwork can be made for, as an upload form offers it: with the pixels its front needs. */
export interface ArtworkSizeOption {
  id: string;
  name: string;
  dimensions: { width: number; height: number };
  needed: { width: number; height: number };
}

/** The sizes artwork is made for, in their order, of the shop's card sizes (a missing one is left out). */
export function artworkSizeOptions(
  sizes: ReadonlyArray<PrintGeometry & { id: string; name: string }>,
): ArtworkSizeOption[] {
  return CUSTOM_ARTWORK_SIZES.flatMap((id) => {
    const size = sizes.find((entry) => entry.id === id);
    return size ? [{ id, name: size.name, dimensions: size.dimensions, needed: requiredPixels(size) }] : [];
  });
}
