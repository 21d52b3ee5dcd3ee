import { cardSearchQuerySchema } from '@cardshop/shared/contracts/catalogue';
import { ContentSchema, LatestArticlesSchema } from '@cardshop/shared/contracts/content';
import { HomeSchema } from '@cardshop/shared/contracts/home';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { parseImageFile, sendImage } from '../../platform/image-routes.ts';
import type { ImageRenderer } from '../../platform/images.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { renderFeatureImage, renderHeroImage } from '../../seed/artwork/other-art.ts';
import type { Services } from '../../services.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The content finder takes the card-listing parameters (for tag, artist and /cards pages) plus `via`,
// which names where the visitor came from and does not change the answer.
const ContentQuerySchema = cardSearchQuerySchema({ via: z.string().max(200).optional() });

export function registerContentRoutes(app: FastifyInstance, services: Services, images: ImageRenderer) {
  const { content, config } = services;
  const byRegion = {
    store: services.responseCache,
    varyBy: (request: Parameters<typeof requestedRegion>[0]) => requestedRegion(request) ?? '',
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/content/*',
    summary:
      'The content finder: any storefront path resolved to its page (artist, card-art, category, content, gift-card, gift-card-category, gift-card-region or tag); a /page-{n} suffix picks a page',
    tag: 'content',
    query: ContentQuerySchema,
    response: ContentSchema,
    cache: byRegion,
    handler: async ({ request, query }) => {
      const path = (request.params as { '*': string })['*'];
      const region = await config.region(requestedRegion(request));
      const { via, ...listing } = query;
      return content.find(path, { regionId: region.id, query: listing });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/articles/latest',
    summary: 'The three newest articles',
    tag: 'content',
    response: LatestArticlesSchema,
    cache: { store: services.responseCache },
    handler: () => content.latestArticles(),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/home',
    summary: 'Homepage data: hero slides for the region, testimonials, latest articles and gift cards',
    tag: 'content',
    query: z.object({ region: z.string().max(4).optional() }),
    response: HomeSchema,
    cache: byRegion,
    handler: ({ request }) => content.home(requestedRegion(request)),
  });

  app.get('/images/content/:file', async (request, reply) => {
    const { file: name } = request.params as { file: string };
    const id = name.slice(0, 36);
    if (!UUID.test(id) || name[36] !== '-') throw new HttpError(404, 'global.errors.not-found');
    const file = parseImageFile(`feature${name.slice(36)}`);
    const spec = await content.featureImageSpec(id);
    return sendImage(reply, images, `content-${id}`, file, () => renderFeatureImage(spec));
  });

  app.get('/images/hero/:file', async (request, reply) => {
    const { file: name } = request.params as { file: string };
    const id = name.slice(0, 36);
    const match = /^-(mobile|desktop)(-\d+\.(webp|jpg))$/.exec(name.slice(36));
    if (!UUID.test(id) || !match) throw new HttpError(404, 'global.errors.not-found');
    const variant = match[1] as 'mobile' | 'desktop';
    const file = parseImageFile(`hero${match[2]}`);
    const spec = await content.heroImageSpec(id);
    const size = variant === 'mobile' ? { width: 480, height: 600 } : { width: 1000, height: 420 };
    return sendImage(reply, images, `hero-${id}-${variant}`, file, () =>
      renderHeroImage({ ...spec, ...size }),
    );
  });
}
