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
import { parseImageFile, sendImage, sendSvg } from '../../platform/image-routes.ts';
import type { ImageRenderer } from '../../platform/images.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { renderCardPage } from '../../seed/artwork/card-art.ts';
import { renderArtistLogo } from '../../seed/artwork/other-art.ts';
import type { Services } from '../../services.ts';

const byRegion = (services: Services) => ({
  store: services.responseCache,
  varyBy: (request: Parameters<typeof requestedRegion>[0]) => requestedRegion(request) ?? '',
});

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

  app.get('/images/artists/:id/logo.svg', async (request, reply) => {
    const id = IdParamsSchema.safeParse(request.params);
    if (!id.success) throw new HttpError(404, 'global.errors.not-found');
    const artist = await catalogue.artistLogoSpec(id.data.id);
    return sendSvg(reply, renderArtistLogo(artist.seed, artist.brandName));
  });
}
