import { CUSTOM_ARTWORK_SIZES, DEFAULT_CUSTOM_ARTWORK_SIZE } from '../rules/custom-artwork.ts';
import { ImageSourcesSchema } from './catalogue.ts';
import * as z from './zod.ts';

// Custom artwork (docs/decisions/0035-custom-artwork.md): a photo or design uploaded for a card's front,
// cropped to the card with its bleed, then written and sent like any card; and the organisation's card
// logo, printed on the back of its cards. The upload calls take the file's bytes as the body.

export const CustomArtworkParamsSchema = z.object({ id: z.uuid('validation.invalid') });

/** `POST /api/custom-artwork?size=`: the card size the artwork is for (a folded card without one). */
export const CustomArtworkUploadQuerySchema = z.object({
  size: z.enum(CUSTOM_ARTWORK_SIZES, 'validation.in').default(DEFAULT_CUSTOM_ARTWORK_SIZE),
});

const fraction = z.coerce.number('validation.number').min(0, 'validation.min').max(1, 'validation.max');

/**
 * `POST /api/custom-artwork/{id}/crop`: where the crop sits (x, y from 0 to 1 across the room left over)
 * and how far in it is zoomed (1: as large as fits); the crop keeps the card's proportions.
 */
export const CustomArtworkCropSchema = z.object({
  x: fraction.default(0.5),
  y: fraction.default(0.5),
  zoom: z.coerce.number('validation.number').min(1, 'validation.min').max(20, 'validation.max').default(1),
});
export type CustomArtworkCropInput = z.output<typeof CustomArtworkCropSchema>;

/** What a too-small image lacks, beside its field error (`custom-artwork.errors.too-small`). */
export const ResolutionShortfallSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  neededWidth: z.number().int(),
  neededHeight: z.number().int(),
});
export type ResolutionShortfall = z.infer<typeof ResolutionShortfallSchema>;

const CropBoxSchema = z.object({
  left: z.number().int(),
  top: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});

/** An uploaded artwork, as its owner sees it. */
export const CustomArtworkSchema = z.object({
  id: z.uuid(),
  size: z.string(),
  /** The stored image's pixels (EXIF rotation applied). */
  width: z.number().int(),
  height: z.number().int(),
  /** The pixels the size needs at the print resolution, bleed included. */
  needed: z.object({ width: z.number().int(), height: z.number().int() }),
  crop: CropBoxSchema,
  /** The crop as the crop form gives it: position 0–1 and zoom, with the greatest zoom allowed. */
  position: z.object({ x: z.number(), y: z.number(), zoom: z.number(), maxZoom: z.number() }),
  /** The whole image (the crop step draws the crop over it) and the cropped front. */
  image: ImageSourcesSchema,
  front: ImageSourcesSchema,
  /** Shared with the uploader's organisation (its members may use it). */
  organisation: z.boolean(),
  createdAt: z.string(),
});
export type CustomArtwork = z.infer<typeof CustomArtworkSchema>;

/** `GET /api/custom-artwork`: the caller's uploads (and their organisation's), newest first. */
export const CustomArtworkListSchema = z.object({ results: z.array(CustomArtworkSchema) });
export type CustomArtworkList = z.infer<typeof CustomArtworkListSchema>;

/** `POST /api/manage/card-logo`: the organisation's logo as stored (its image at print proportions). */
export const CardLogoSchema = z.object({
  id: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  image: ImageSourcesSchema,
});
export type CardLogo = z.infer<typeof CardLogoSchema>;
