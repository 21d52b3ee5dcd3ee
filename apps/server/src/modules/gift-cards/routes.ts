import { IdParamsSchema } from '@cardshop/shared/contracts/catalogue';
import {
  GiftCardDetailSchema,
  GiftCardListSchema,
  GiftCardQuerySchema,
} from '@cardshop/shared/contracts/gift-cards';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { parseImageFile, sendImage } from '../../platform/image-routes.ts';
import type { ImageRenderer } from '../../platform/images.ts';
import { renderGiftCardImage } from '../../seed/artwork/other-art.ts';
import type { Services } from '../../services.ts';

export function registerGiftCardRoutes(app: FastifyInstance, services: Services, images: ImageRenderer) {
  const { giftCards } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/gift-cards',
    summary: 'A page of gift cards, filtered by category, region, wildcard and name',
    tag: 'gift-cards',
    query: GiftCardQuerySchema,
    response: GiftCardListSchema,
    cache: { store: services.responseCache },
    handler: ({ query }) => giftCards.list(query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/gift-cards/:id',
    summary: 'One gift card with its terms, regions and alternates',
    tag: 'gift-cards',
    params: IdParamsSchema,
    response: GiftCardDetailSchema,
    cache: { store: services.responseCache },
    handler: ({ params }) => giftCards.detail(params.id),
  });

  app.get('/images/gift-cards/:file', async (request, reply) => {
    const { file: name } = request.params as { file: string };
    // `{uuid}-{width}.{ext}`: the id is the first 36 characters.
    const id = IdParamsSchema.safeParse({ id: name.slice(0, 36) });
    if (!id.success || name[36] !== '-') throw new HttpError(404, 'global.errors.not-found');
    const file = parseImageFile(`card${name.slice(36)}`);
    const spec = await giftCards.imageSpec(id.data.id);
    return sendImage(reply, images, `gift-card-${id.data.id}`, file, () => renderGiftCardImage(spec));
  });
}
