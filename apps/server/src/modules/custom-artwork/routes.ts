import { CardDetailSchema } from '@cardshop/shared/contracts/catalogue';
import {
  CardLogoSchema,
  CustomArtworkCropSchema,
  CustomArtworkListSchema,
  CustomArtworkParamsSchema,
  CustomArtworkSchema,
  CustomArtworkUploadQuerySchema,
} from '@cardshop/shared/contracts/custom-artwork';
import { RemovedSchema } from '@cardshop/shared/contracts/organisations';
import { CARD_LOGO_MAX_BYTES, CUSTOM_ARTWORK_MAX_BYTES } from '@cardshop/shared/rules/custom-artwork';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { parseImageFile } from '../../platform/image-routes.ts';
import type { ImageRenderer } from '../../platform/images.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { requireUserId } from '../../platform/security.ts';
import { registerUploadScope, uploadedBytes } from '../../platform/upload-scope.ts';
import type { Services } from '../../services.ts';
import type { UploadPicture } from './service.ts';

// Custom artwork and the card logo (decision 0035). Uploads are the file's bytes as the body (any content
// type, as the address import's): Fastify stops reading past the limit and answers 413 naming the field.
// Every call needs a signed-in user; an upload that is not theirs (or their organisation's) is a 404,
// images included.

const TAG = 'custom-artwork';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

const PICTURES: Record<string, UploadPicture> = { full: 'full', front: 'front', logo: 'logo' };

export async function registerCustomArtworkRoutes(
  app: FastifyInstance,
  services: Services,
  images: ImageRenderer,
) {
  const { customArtwork, config } = services;

  await registerUploadScope(app, CUSTOM_ARTWORK_MAX_BYTES, (scope) => {
    defineRoute(scope, {
      method: 'POST',
      url: '/api/custom-artwork',
      summary:
        'Uploads a photo or design (JPEG, PNG or WebP, at most 15 MB) for the front of a card of `size`; checks its resolution for print and answers it with a centred crop',
      tag: TAG,
      query: CustomArtworkUploadQuerySchema,
      response: CustomArtworkSchema,
      limited: '30 uploads an hour per user',
      bodyLimit: CUSTOM_ARTWORK_MAX_BYTES,
      handler: async ({ query, request, reply }) => {
        const userId = await requireUserId(request);
        noStore(reply);
        return customArtwork.upload(userId, query.size, uploadedBytes(request.body));
      },
    });

    defineRoute(scope, {
      method: 'POST',
      url: '/api/manage/card-logo',
      summary:
        "Uploads the organisation's card logo (JPEG, PNG or WebP, at most 5 MB), printed on the back of its cards (settings permission)",
      tag: TAG,
      response: CardLogoSchema,
      limited: '30 uploads an hour per user',
      bodyLimit: CARD_LOGO_MAX_BYTES,
      handler: async ({ request, reply }) => {
        const userId = await requireUserId(request);
        noStore(reply);
        return customArtwork.uploadCardLogo(userId, uploadedBytes(request.body));
      },
    });
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/card-logo/delete',
    summary: "Removes the organisation's card logo: its cards go without one (settings permission)",
    tag: TAG,
    response: RemovedSchema,
    handler: async ({ request }) => {
      await customArtwork.removeCardLogo(await requireUserId(request));
      return { removed: true as const };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/custom-artwork',
    summary: "The caller's uploaded artworks and their organisation's, newest first",
    tag: TAG,
    response: CustomArtworkListSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return customArtwork.list(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/custom-artwork/:id',
    summary: 'One uploaded artwork of the caller (or their organisation); any other id is a 404',
    tag: TAG,
    params: CustomArtworkParamsSchema,
    response: CustomArtworkSchema,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return customArtwork.get(await requireUserId(request), params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/custom-artwork/:id/crop',
    summary: "Moves an artwork's crop: position (x, y from 0 to 1) and zoom, at the card's proportions",
    tag: TAG,
    params: CustomArtworkParamsSchema,
    body: CustomArtworkCropSchema,
    response: CustomArtworkSchema,
    handler: async ({ params, body, request }) =>
      customArtwork.crop(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/custom-artwork/:id/card',
    summary:
      'An uploaded artwork as the editor opens a card: its size, its front and its price in the region',
    tag: TAG,
    params: CustomArtworkParamsSchema,
    response: CardDetailSchema,
    handler: async ({ params, request, reply }) => {
      const region = await config.region(requestedRegion(request));
      noStore(reply);
      return customArtwork.card(await requireUserId(request), params.id, region.id);
    },
  });

  // The pictures of an upload, for its owner only: private caching, and a 404 for anyone else.
  app.get('/images/uploads/:id/:revision/:file', async (request, reply) => {
    const params = request.params as { id: string; revision: string; file: string };
    const id = CustomArtworkParamsSchema.safeParse({ id: params.id });
    const revision = /^r(\d{1,9})$/.exec(params.revision);
    if (!id.success || !revision) throw new HttpError(404, 'global.errors.not-found');
    const file = parseImageFile(params.file);
    const picture = PICTURES[file.name];
    if (!picture) throw new HttpError(404, 'global.errors.not-found');
    const session = await request.session();
    const { body, current } = await customArtwork.image(
      session?.userId ?? null,
      id.data.id,
      picture,
      Number(revision[1]),
      file,
      (name, render) => images.cached(name, file.format, render),
    );
    return reply
      .type(file.format === 'webp' ? 'image/webp' : 'image/jpeg')
      .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
      .header('vary', 'cookie')
      .send(body);
  });
}
