import { randomUUID } from 'node:crypto';
import type { CardDetail, CardSize, ImageSources } from '@cardshop/shared/contracts/catalogue';
import type {
  CardLogo,
  CustomArtwork,
  CustomArtworkCropInput,
  CustomArtworkList,
} from '@cardshop/shared/contracts/custom-artwork';
import {
  CARD_LOGO_MAX_BYTES,
  CARD_LOGO_MIN_PIXELS,
  type CropBox,
  CUSTOM_ARTWORK_MAX_BYTES,
  CUSTOM_ARTWORK_MAX_PIXELS,
  cropBox,
  cropPosition,
  maxZoom,
  requiredPixels,
  showsCustomArtworkTile,
} from '@cardshop/shared/rules/custom-artwork';
import type { ImageFormat } from '@cardshop/shared/rules/images';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import { databaseFileStore, type FileStore, keepFile, readFileOf } from '../../platform/file-store.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit.ts';
import type { CatalogueService } from '../catalogue/service.ts';
import type { FulfilmentService } from '../fulfilment/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { MembershipService, OrganisationService } from '../organisations/service.ts';
import { processImage } from './process.ts';
import * as store from './store.ts';

// Custom artwork (docs/decisions/0035-custom-artwork.md): a signed-in shopper's photo or design, checked
// and processed (process.ts), stored in `uploaded_images`, cropped to a card size with its bleed, and
// then a card-like product of orders (the orders service asks through `forOrders`) whose front the print
// renderer prints (`forPrint`). An organisation's card logo goes through the same pipeline. Only the
// uploader and the members of the organisation they worked in may see or use an upload: anyone else's
// id is answered as an unknown one (404).

export type CustomArtworkService = ReturnType<typeof createCustomArtworkService>;

const HOUR = 3600;

/** Uploads per user (artwork and logos together): each decodes an image of up to 50 megapixels. */
export const UPLOAD_LIMITS = {
  perUser: { limit: 30, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/** The longest side kept of an artwork: twice what the largest card prints, room for zooming in. */
const ARTWORK_MAX_SIDE = 5000;
/** The longest side kept of a logo: it prints at most 35 mm wide (about 410 px at 300 dpi). */
const LOGO_MAX_SIDE = 1200;
/** The longest side kept of an artist's portrait, and the fewest pixels it needs each way. */
const PORTRAIT_MAX_SIDE = 800;
const PORTRAIT_MIN_PIXELS = 400;
/** How many artworks the page lists. */
const LIST_LIMIT = 24;

/** The shop offers custom artwork to shoppers outside organisations (the spec's "custom is allowed"). */
export const CUSTOM_ARTWORK_OFFERED = true;

/** The name an artwork goes by in the editor, the cart and the order. */
export const CUSTOM_ARTWORK_NAME = 'Your artwork';

/** Which picture of an upload an image URL names. */
export type UploadPicture = 'full' | 'front' | 'logo';

const notAllowed = () => new HttpError(403, 'custom-artwork.errors.not-allowed');

/** `/images/uploads/{id}/r{revision}/{picture}`: the revision changes the URL whenever the crop moves. */
export function uploadImageBase(id: string, revision: number, picture: UploadPicture): string {
  return `/images/uploads/${id}/r${revision}/${picture}`;
}

function sources(base: string, size: { width: number; height: number }, alt: string): ImageSources {
  const height = Math.max(1, Math.round((480 * size.height) / Math.max(1, size.width)));
  return { width: 480, height, alt, src: `${base}-480.jpg`, webp: `${base}-480.webp` };
}

/** The trimmed card inside the crop: the crop less the bleed on every edge, in the image's pixels. */
function trimOf(crop: CropBox, size: CardSize): CropBox {
  const perMmX = crop.width / (size.dimensions.width + 2 * size.bleed.x);
  const perMmY = crop.height / (size.dimensions.height + 2 * size.bleed.y);
  const insetX = Math.round(size.bleed.x * perMmX);
  const insetY = Math.round(size.bleed.y * perMmY);
  return {
    left: crop.left + insetX,
    top: crop.top + insetY,
    width: Math.max(1, crop.width - 2 * insetX),
    height: Math.max(1, crop.height - 2 * insetY),
  };
}

/** Whether a kept crop is a box of whole pixels inside the picture. */
function fitsWithin(crop: unknown, image: { width: number; height: number }): crop is CropBox {
  if (typeof crop !== 'object' || crop === null) return false;
  const { left, top, width, height } = crop as Record<string, unknown>;
  const whole = [left, top, width, height].every(
    (value) => Number.isInteger(value) && (value as number) >= 0,
  );
  return (
    whole &&
    (width as number) > 0 &&
    (height as number) > 0 &&
    (left as number) + (width as number) <= image.width &&
    (top as number) + (height as number) <= image.height
  );
}

export function createCustomArtworkService(
  db: Db,
  deps: {
    catalogue: Pick<CatalogueService, 'size'>;
    orders: Pick<OrdersService, 'sizePrice' | 'setCustomArtworks'>;
    fulfilment: Pick<FulfilmentService, 'useUploads'>;
    memberships: Pick<MembershipService, 'currentOrganisation' | 'cardLogoOf'>;
    organisations: Pick<OrganisationService, 'settingsOrganisation' | 'setCardLogo'>;
    rateLimits: RateLimiter;
    limits?: Partial<typeof UPLOAD_LIMITS>;
    /** Where the uploaded images are kept (FILE_STORAGE); in their rows without it. */
    files?: FileStore;
  },
) {
  const limits = { ...UPLOAD_LIMITS, ...deps.limits };
  const files = deps.files ?? databaseFileStore;
  const fileKey = (id: string) => `uploads/${id}`;

  /** An upload with its bytes (from its row or the file store), whoever owns it; null when unknown. */
  async function withBytes(id: string) {
    const row = await store.findWithBytes(db, id);
    return row ? { ...row, bytes: await readFileOf(files, fileKey(id), row.bytes) } : null;
  }

  async function viewerOf(userId: string): Promise<store.Viewer & { allowCustom: boolean }> {
    const organisation = await deps.memberships.currentOrganisation(userId);
    return {
      userId,
      organisationId: organisation?.id ?? null,
      allowCustom: organisation ? organisation.allowCustom : true,
    };
  }

  async function owned(userId: string, id: string): Promise<{ row: store.UploadRow; size: CardSize }> {
    const row = await store.findOwned(db, await viewerOf(userId), id, 'artwork');
    if (!row?.sizeId) throw new NotFoundError();
    return { row, size: await deps.catalogue.size(row.sizeId) };
  }

  function toArtwork(row: store.UploadRow, size: CardSize): CustomArtwork {
    const image = { width: row.width, height: row.height };
    const crop = row.crop ?? cropBox(image, size);
    const full = cropBox(image, size);
    return {
      id: row.id,
      size: size.id,
      width: row.width,
      height: row.height,
      needed: requiredPixels(size),
      crop,
      position: {
        ...cropPosition(image, crop),
        zoom: Math.round((full.width / crop.width) * 100) / 100,
        maxZoom: Math.floor(maxZoom(image, size) * 100) / 100,
      },
      image: sources(uploadImageBase(row.id, 0, 'full'), image, 'Your uploaded picture'),
      front: sources(
        uploadImageBase(row.id, row.cropRevision, 'front'),
        size.dimensions,
        'Your artwork, as the card’s front',
      ),
      organisation: row.organisationId !== null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** The part of an upload a picture shows, as a sharp pipeline ready to resize. */
  async function pictureOf(row: store.UploadRow & { bytes: Buffer }, picture: UploadPicture) {
    if (picture !== 'front' || !row.sizeId) return sharp(row.bytes);
    const size = await deps.catalogue.size(row.sizeId);
    const trim = trimOf(row.crop ?? cropBox(row, size), size);
    return sharp(row.bytes).extract(trim);
  }

  /** An artwork for a card of `sizeId`, checked for print at that size (with its bleed) and processed. */
  async function checkedArtwork(userId: string, sizeId: string, bytes: Uint8Array) {
    await deps.rateLimits.enforce([[`custom-artwork-upload:${userId}`, limits.perUser]]);
    const size = await deps.catalogue.size(sizeId);
    const image = await processImage(bytes, {
      field: 'file',
      maxBytes: CUSTOM_ARTWORK_MAX_BYTES,
      maxPixels: CUSTOM_ARTWORK_MAX_PIXELS,
      minimum: requiredPixels(size),
      maxSide: ARTWORK_MAX_SIDE,
      output: 'jpeg',
    });
    return { size, image };
  }

  /** A logo, checked as a card logo (PNG, at least CARD_LOGO_MIN_PIXELS on its longer side) and processed. */
  async function checkedLogo(userId: string, bytes: Uint8Array) {
    await deps.rateLimits.enforce([[`custom-artwork-upload:${userId}`, limits.perUser]]);
    const image = await processImage(bytes, {
      field: 'file',
      maxBytes: CARD_LOGO_MAX_BYTES,
      maxPixels: CUSTOM_ARTWORK_MAX_PIXELS,
      minimum: { width: 1, height: 1 },
      maxSide: LOGO_MAX_SIDE,
      output: 'png',
    });
    if (Math.max(image.width, image.height) < CARD_LOGO_MIN_PIXELS) {
      throw new HttpError(422, 'global.errors.validation-failed', {
        errors: { file: ['custom-artwork.errors.logo-too-small'] },
        resolution: {
          width: image.width,
          height: image.height,
          neededWidth: CARD_LOGO_MIN_PIXELS,
          neededHeight: CARD_LOGO_MIN_PIXELS,
        },
      });
    }
    return image;
  }

  const service = {
    /**
     * Whether card listings start with the custom-artwork tile for this shopper (null: signed out): in
     * organisation mode when the organisation allows custom artwork; otherwise on listings that are not
     * an artist's, as the shop offers custom artwork to every shopper.
     */
    async tileShown(userId: string | null, artist: boolean): Promise<boolean> {
      const organisation = userId ? await deps.memberships.currentOrganisation(userId) : null;
      return showsCustomArtworkTile({
        mode: organisation ? 'organisation' : 'consumer',
        organisationAllowsCustom: organisation?.allowCustom ?? false,
        artist,
        customAllowed: CUSTOM_ARTWORK_OFFERED,
      });
    },

    /**
     * `POST /api/custom-artwork`: an artwork for a card of `sizeId`, checked (type by its bytes, size,
     * pixels, resolution for print at that size with its bleed) and stored with a centred crop. Refused
     * (403) where the user's organisation does not allow custom artwork.
     */
    async upload(userId: string, sizeId: string, bytes: Uint8Array): Promise<CustomArtwork> {
      const viewer = await viewerOf(userId);
      if (!viewer.allowCustom) throw notAllowed();
      const { size, image } = await checkedArtwork(userId, sizeId, bytes);
      const id = randomUUID();
      await store.insertUpload(db, {
        id,
        userId,
        organisationId: viewer.organisationId,
        kind: 'artwork',
        sizeId: size.id,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: await keepFile(files, fileKey(id), image.bytes, `image/${image.format}`),
        crop: cropBox(image, size),
      });
      const row = await store.findOwned(db, viewer, id, 'artwork');
      if (!row) throw new Error('the stored artwork is missing');
      return toArtwork(row, size);
    },

    /** Whether the user may upload artwork: not where their organisation does not allow custom artwork. */
    async allowed(userId: string): Promise<boolean> {
      return (await viewerOf(userId)).allowCustom;
    },

    /** `GET /api/custom-artwork`: the user's artworks and their organisation's, newest first. */
    async list(userId: string): Promise<CustomArtworkList> {
      const rows = await store.listOwned(db, await viewerOf(userId), LIST_LIMIT);
      const results: CustomArtwork[] = [];
      for (const row of rows) {
        if (row.sizeId) results.push(toArtwork(row, await deps.catalogue.size(row.sizeId)));
      }
      return { results };
    },

    /** `GET /api/custom-artwork/{id}`: one artwork the user owns; anyone else's is a 404. */
    async get(userId: string, id: string): Promise<CustomArtwork> {
      const { row, size } = await owned(userId, id);
      return toArtwork(row, size);
    },

    /**
     * `POST /api/custom-artwork/{id}/crop`: moves the crop (the card's proportions, bleed included). The
     * zoom stops where the crop would have fewer pixels than the card needs.
     */
    async crop(userId: string, id: string, input: CustomArtworkCropInput): Promise<CustomArtwork> {
      const { row, size } = await owned(userId, id);
      const image = { width: row.width, height: row.height };
      const zoom = Math.min(input.zoom, maxZoom(image, size));
      await store.updateCrop(db, row.id, cropBox(image, size, { x: input.x, y: input.y, zoom }));
      return service.get(userId, id);
    },

    /**
     * `GET /api/custom-artwork/{id}/card`: the artwork as the editor opens a card: its size, its front (the
     * crop less the bleed) and its price in the region.
     */
    async card(userId: string, id: string, regionId: number): Promise<CardDetail> {
      const { row, size } = await owned(userId, id);
      const artwork = toArtwork(row, size);
      const price = await deps.orders.sizePrice(size.id, regionId);
      const front = { ...artwork.front, page: 1, type: 'front' as const };
      return {
        id: row.id,
        name: CUSTOM_ARTWORK_NAME,
        slug: 'custom-artwork',
        fullPath: '/custom-artwork',
        artist: { id: '', brandName: 'Your own artwork', slug: '', fullPath: '', cardLogo: '' },
        price: price ? { value: price.value, currency: price.currencyCode } : null,
        size: size.id,
        adult: false,
        image: artwork.front,
        description: '',
        greeting: '',
        tags: [],
        alternatePrices: {},
        formats: ['printed'],
        locale: null,
        years: [],
        sizeDetails: size,
        imagery: [front],
        canonical: '/custom-artwork',
        hreflangs: [],
        breadcrumbs: [],
        publishedAt: artwork.createdAt,
      };
    },

    /**
     * An image of an upload for `GET /images/uploads/…`: the whole picture, an artwork's front (its crop
     * less the bleed) or a logo, at a listed width, when the viewer owns it; a 404 otherwise, signed out
     * included. Answers whether `revision` is the current one (only then may it be cached for good).
     */
    async image(
      userId: string | null,
      id: string,
      picture: UploadPicture,
      revision: number,
      file: { width: number; format: ImageFormat },
      cache: (name: string, render: () => Promise<Buffer>) => Promise<Buffer>,
    ): Promise<{ body: Buffer; current: boolean }> {
      if (!userId) throw new NotFoundError();
      const viewer = await viewerOf(userId);
      const kind = picture === 'logo' ? 'card-logo' : 'artwork';
      // An artist's submitted front (the studio) is shown like an artwork's, to its uploader only.
      const row =
        (await store.findOwned(db, viewer, id, kind)) ??
        (picture === 'logo'
          ? null
          : await store.findOwned(db, { userId, organisationId: null }, id, 'artist-front'));
      if (!row) throw new NotFoundError();
      const current = picture !== 'front' || revision === row.cropRevision;
      const name = `upload-${row.id}-${picture}-r${row.cropRevision}-${file.width}`;
      const body = await cache(name, async () => {
        const stored = await withBytes(row.id);
        if (!stored) throw new NotFoundError();
        const source = (await pictureOf(stored, picture)).resize({
          width: file.width,
          withoutEnlargement: true,
        });
        return file.format === 'webp'
          ? source.webp({ quality: 80 }).toBuffer()
          : source.flatten({ background: '#ffffff' }).jpeg({ quality: 82 }).toBuffer();
      });
      return { body, current };
    },

    /**
     * `POST /api/manage/card-logo`: the organisation's card logo (the settings permission, asked before
     * the file is read), through the same checks; it replaces the logo the organisation had.
     */
    async uploadCardLogo(userId: string, bytes: Uint8Array): Promise<CardLogo> {
      const organisationId = await deps.organisations.settingsOrganisation(userId);
      const image = await checkedLogo(userId, bytes);
      const id = randomUUID();
      await store.insertUpload(db, {
        id,
        userId,
        organisationId,
        kind: 'card-logo',
        sizeId: null,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: await keepFile(files, fileKey(id), image.bytes, `image/${image.format}`),
      });
      await deps.organisations.setCardLogo(organisationId, id);
      return service.cardLogoAnswer({ id, width: image.width, height: image.height });
    },

    /** `POST /api/manage/card-logo/delete`: the organisation's cards go without a logo (settings). */
    async removeCardLogo(userId: string): Promise<void> {
      const organisationId = await deps.organisations.settingsOrganisation(userId);
      await deps.organisations.setCardLogo(organisationId, null);
    },

    /** The organisation's card logo as the manage page shows it, or null. */
    async cardLogo(organisationId: string): Promise<CardLogo | null> {
      const id = await deps.memberships.cardLogoOf(organisationId);
      const row = id ? await store.findWithBytes(db, id) : null;
      return row ? service.cardLogoAnswer(row) : null;
    },

    cardLogoAnswer(row: { id: string; width: number; height: number }): CardLogo {
      return {
        id: row.id,
        width: row.width,
        height: row.height,
        image: sources(uploadImageBase(row.id, 0, 'logo'), row, 'Your organisation’s card logo'),
      };
    },

    /**
     * The studio's front artwork of a card an artist submits (decision 0038): checked exactly as custom
     * artwork is (type by its bytes, size, pixels, resolution for print at the size with its bleed) and
     * stored with a centred crop, as an `artist-front` upload: it is no custom artwork of the uploader's,
     * so it is neither listed on /custom-artwork nor orderable. Answers its id and front's pictures.
     */
    async uploadArtistFront(userId: string, sizeId: string, bytes: Uint8Array) {
      const { size, image } = await checkedArtwork(userId, sizeId, bytes);
      const id = randomUUID();
      await store.insertUpload(db, {
        id,
        userId,
        organisationId: null,
        kind: 'artist-front',
        sizeId: size.id,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: await keepFile(files, fileKey(id), image.bytes, `image/${image.format}`),
        crop: cropBox(image, size),
      });
      return { id, sizeId: size.id };
    },

    /**
     * An artist's logo or portrait from the studio (decision 0038), through the same checks: a logo kept
     * as PNG (transparency and all) at least 300 px on its longer side, a portrait as JPEG at least 400 px
     * square. They are public once set, as the artist's pages show them.
     */
    async uploadArtistPicture(userId: string, picture: 'logo' | 'portrait', bytes: Uint8Array) {
      const logo = picture === 'logo';
      const image = logo
        ? await checkedLogo(userId, bytes)
        : await (async () => {
            await deps.rateLimits.enforce([[`custom-artwork-upload:${userId}`, limits.perUser]]);
            return processImage(bytes, {
              field: 'file',
              maxBytes: CARD_LOGO_MAX_BYTES,
              maxPixels: CUSTOM_ARTWORK_MAX_PIXELS,
              minimum: { width: PORTRAIT_MIN_PIXELS, height: PORTRAIT_MIN_PIXELS },
              maxSide: PORTRAIT_MAX_SIDE,
              output: 'jpeg',
            });
          })();
      const id = randomUUID();
      await store.insertUpload(db, {
        id,
        userId,
        organisationId: null,
        kind: logo ? 'artist-logo' : 'artist-portrait',
        sizeId: null,
        format: image.format,
        width: image.width,
        height: image.height,
        bytes: await keepFile(files, fileKey(id), image.bytes, `image/${image.format}`),
      });
      return id;
    },

    /** An artist's uploaded logo or portrait, for their public pages; null for any other upload. */
    async artistPicture(id: string, picture: 'logo' | 'portrait') {
      const row = await withBytes(id);
      const kind = picture === 'logo' ? 'artist-logo' : 'artist-portrait';
      return row?.kind === kind
        ? { format: row.format, width: row.width, height: row.height, bytes: row.bytes }
        : null;
    },

    /** The pictures of a submitted front, as its uploader sees them in the studio. */
    artistFrontSources(id: string, size: { width: number; height: number }, alt: string): ImageSources {
      return sources(uploadImageBase(id, 0, 'front'), size, alt);
    },

    /** What the orders service asks of custom artworks: whose they are, their size and name. */
    forOrders: {
      async owned(userId: string | null, id: string) {
        if (!userId) return null;
        const row = await store.findOwned(db, await viewerOf(userId), id, 'artwork');
        if (!row?.sizeId) return null;
        const crop = row.crop ?? cropBox(row, await deps.catalogue.size(row.sizeId));
        return { sizeId: row.sizeId, crop };
      },
      async describe(q: Db, ids: string[]) {
        const rows = await store.artworksByIds(q, ids);
        return new Map(
          rows.map((row) => [
            row.id,
            {
              sizeId: row.sizeId ?? '',
              name: CUSTOM_ARTWORK_NAME,
              imageBase: uploadImageBase(row.id, row.cropRevision, 'front'),
            },
          ]),
        );
      },
    },

    /** What the print renderer asks: an artwork's front (the whole crop, bleed included) and logos. */
    forPrint: {
      async front(cardId: string, kept?: unknown): Promise<Buffer | null> {
        const row = await withBytes(cardId);
        if (row?.kind !== 'artwork' || !row.sizeId) return null;
        const size = await deps.catalogue.size(row.sizeId);
        // The crop the order item kept when the card was bought, if it still lies within the picture.
        const crop = fitsWithin(kept, row) ? kept : (row.crop ?? cropBox(row, size));
        return sharp(row.bytes).extract(crop).jpeg({ quality: 92 }).toBuffer();
      },
      async cardLogo(organisationId: string) {
        const id = await deps.memberships.cardLogoOf(organisationId);
        const row = id ? await withBytes(id) : null;
        return row && row.kind === 'card-logo' ? { format: row.format, bytes: row.bytes } : null;
      },
    },
  };

  deps.orders.setCustomArtworks(service.forOrders);
  deps.fulfilment.useUploads(service.forPrint);
  return service;
}
