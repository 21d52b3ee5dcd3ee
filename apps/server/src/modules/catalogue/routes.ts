import {
  CardDetailSchema,
  CardImagerySchema,
  CardSearchQuerySchema,
  CardSearchResultSchema,
  CardSizeSchema,
  IdParamsSchema,
  SizeParamsSchema,
} from '@cardshop/shared/contracts/catalogue';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { parseImageFile, sendImage } from '../../platform/image-routes.ts';
import type { ImageRenderer } from '../../platform/images.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { renderCardPage } from '../../seed/artwork/card-art.ts';
import { renderArtistLogo } from '../../seed/artwork/other-art.ts';
import type { Services } from '../../services.ts';

const byRegion = (services: Services) => ({
  store: services.responseCache,
  varyBy: (request: Parameters<typeof requestedRegion>[0]) => requestedRegion(request) ?? '',
});

/** An uploaded picture as an SVG of its size holding it (a data URL: an SVG image loads nothing else). */
function pictureSvg(picture: {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  bytes: Buffer;
}): string {
  const { width, height } = picture;
  const href = `data:image/${picture.format};base64,${picture.bytes.toString('base64')}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><image href="${href}" width="${width}" height="${height}"/></svg>`;
}

export function registerCatalogueRoutes(app: FastifyInstance, services: Services, images: ImageRenderer) {
  const { catalogue, config } = services;

  for (const url of ['/api/cards', '/api/cards/*']) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary: 'A page of cards: /all, or a tag, category or artist path; filtered, searched and sorted',
      tag: 'catalogue',
      query: CardSearchQuerySchema,
      response: CardSearchResultSchema,
      cache: byRegion(services),
      handler: async ({ request, query }) => {
        const slug = `/${(request.params as { '*'?: string })['*'] ?? 'all'}`.replace(/\/+$/, '') || '/all';
        const region = await config.region(requestedRegion(request));
        return catalogue.search(slug.toLowerCase(), query, region.id);
      },
    });
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/card/:id',
    summary: 'One card with prices in every region, tags, imagery and related cards',
    tag: 'catalogue',
    params: IdParamsSchema,
    response: CardDetailSchema,
    cache: byRegion(services),
    handler: async ({ request, params }) => {
      const region = await config.region(requestedRegion(request));
      return catalogue.card(params.id, region.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/card-sizes/available',
    summary: 'Every card size',
    tag: 'catalogue',
    response: z.array(CardSizeSchema),
    cache: { store: services.responseCache },
    handler: () => catalogue.sizes(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/card-sizes/:id',
    summary: 'One card size',
    tag: 'catalogue',
    params: SizeParamsSchema,
    response: CardSizeSchema,
    cache: { store: services.responseCache },
    handler: ({ params }) => catalogue.size(params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/resources/artwork/:id',
    summary: 'The imagery of every page of a card',
    tag: 'catalogue',
    params: IdParamsSchema,
    response: CardImagerySchema,
    cache: { store: services.responseCache },
    handler: ({ params }) => catalogue.imagery(params.id),
  });

  app.get('/images/cards/:id/:file', async (request, reply) => {
    const params = request.params as { id: string; file: string };
    const id = IdParamsSchema.safeParse({ id: params.id });
    if (!id.success) throw new HttpError(404, 'global.errors.not-found');
    const file = parseImageFile(params.file);
    const page = catalogue.assertPage(file.name);
    const spec = await catalogue.artworkSpec(id.data.id);
    return sendImage(reply, images, `card-${spec.id}-${page}`, file, () =>
      renderCardPage(
        {
          seed: spec.seed,
          greeting: spec.greeting,
          widthMm: spec.size.dimensions.width,
          heightMm: spec.size.dimensions.height,
          artistName: spec.artistName,
        },
        page,
      ),
    );
  });

  // An artist's logo and portrait: what they uploaded in the studio (decision 0038), as an SVG holding
  // the picture, so their addresses stay the same; else a logo drawn from their name. They can change, so
  // they are kept five minutes.
  const artistPicture = async (id: string, picture: 'logo' | 'portrait') => {
    const artist = await catalogue.artistLogoSpec(id);
    const uploadId =
      picture === 'portrait' ? (artist.portraitUploadId ?? artist.logoUploadId) : artist.logoUploadId;
    const uploaded = uploadId
      ? await services.customArtwork.artistPicture(
          uploadId,
          uploadId === artist.logoUploadId ? 'logo' : 'portrait',
        )
      : null;
    return uploaded ? pictureSvg(uploaded) : renderArtistLogo(artist.seed, artist.brandName);
  };
  app.get('/images/artists/:id/:picture', async (request, reply) => {
    const { picture, ...params } = request.params as { id: string; picture: string };
    const id = IdParamsSchema.safeParse(params);
    if (!id.success || (picture !== 'logo.svg' && picture !== 'portrait.svg')) {
      throw new HttpError(404, 'global.errors.not-found');
    }
    const svg = await artistPicture(id.data.id, picture === 'logo.svg' ? 'logo' : 'portrait');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=300').send(svg);
  });
}
