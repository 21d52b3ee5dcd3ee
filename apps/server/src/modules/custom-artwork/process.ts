import type { ResolutionShortfall } from '@cardshop/shared/contracts/custom-artwork';
import sharp, { type Metadata } from 'sharp';
import { ValidationError } from '../../platform/errors.ts';

// The upload pipeline of custom artwork and card logos (decision 0035). A file is what its bytes say
// (never its name or content type); it is measured before it is decoded; sharp decodes it under a pixel
// limit, turns it upright by its EXIF orientation, drops every piece of metadata (location, camera,
// comments) and encodes it again, so what is stored and later printed is an image the shop made.

export type UploadType = 'jpeg' | 'png' | 'webp' | 'heic';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes begin with, or null for anything else (a PDF, a text, an SVG …). */
export function sniffImageType(bytes: Uint8Array): UploadType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO media ('ftyp' box) with a HEIF brand: an iPhone's photo.
  if (
    bytes.length >= 12 &&
    ascii(bytes, 4, 8) === 'ftyp' &&
    /^(heic|heix|hevc|heim|heis|mif1|msf1)$/.test(ascii(bytes, 8, 12))
  )
    return 'heic';
  return null;
}

/**
 * Whether HEIC photos are read: not by the shop's sharp, whose prebuilt libvips decodes HEIF only with AV1
 * (AVIF), not the HEVC an iPhone writes. They are told to send a JPEG instead.
 */
export const HEIC_SUPPORTED = false;

const refuse = (field: string, rule: string, extra: Record<string, unknown> = {}) => {
  const error = new ValidationError({ [field]: [rule] });
  Object.assign(error.data ?? {}, extra);
  return error;
};

export interface ProcessLimits {
  /** The field the answer's errors name ('file'). */
  field: string;
  maxBytes: number;
  maxPixels: number;
  /** The fewest pixels wide and high the image must have, upright (a card's front at 300 dpi). */
  minimum: { width: number; height: number };
  /** The longest side kept: larger images are scaled down to it (more than print ever uses). */
  maxSide: number;
  /** What is stored: a photo as JPEG on white, a logo as PNG (its transparency kept). */
  output: 'jpeg' | 'png';
}

export interface ProcessedImage {
  bytes: Buffer;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/**
 * Checks and re-encodes an upload. Refusals are 422s on the field: `empty`, `too-large`, `type` (not a
 * JPEG, PNG or WebP by its bytes), `heic` (an iPhone photo this server cannot read), `too-many-pixels`,
 * `unreadable` (bytes that do not decode), and `too-small` with the figures (`resolution`: the image's
 * width and height and the width and height needed).
 */
export async function processImage(input: Uint8Array, limits: ProcessLimits): Promise<ProcessedImage> {
  const { field } = limits;
  if (input.byteLength === 0) throw refuse(field, 'custom-artwork.errors.empty');
  if (input.byteLength > limits.maxBytes) throw refuse(field, 'custom-artwork.errors.too-large');
  const type = sniffImageType(input);
  if (type === 'heic' && !HEIC_SUPPORTED) throw refuse(field, 'custom-artwork.errors.heic');
  if (!type) throw refuse(field, 'custom-artwork.errors.type');

  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    // The header alone is read here (no pixels decoded), so the count is checked before any decoding.
    metadata = await sharp(input, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw refuse(field, 'custom-artwork.errors.unreadable');
  }
  const { width = 0, height = 0 } = metadata;
  if (width <= 0 || height <= 0) throw refuse(field, 'custom-artwork.errors.unreadable');
  if (width * height > limits.maxPixels) throw refuse(field, 'custom-artwork.errors.too-many-pixels');
  // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned ? { width: height, height: width } : { width, height };
  if (upright.width < limits.minimum.width || upright.height < limits.minimum.height) {
    const resolution: ResolutionShortfall = {
      width: upright.width,
      height: upright.height,
      neededWidth: limits.minimum.width,
      neededHeight: limits.minimum.height,
    };
    throw refuse(field, 'custom-artwork.errors.too-small', { resolution });
  }

  try {
    let pipeline = sharp(input, options)
      .rotate()
      .resize({
        width: limits.maxSide,
        height: limits.maxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb');
    pipeline =
      limits.output === 'png'
        ? pipeline.png({ compressionLevel: 9 })
        : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: limits.output, width: info.width, height: info.height };
  } catch {
    throw refuse(field, 'custom-artwork.errors.unreadable');
  }
}
