import {
  AgreeTermsSchema,
  ArtistProfileInputSchema,
  ArtistProfileSchema,
  CardSubmissionSchema,
  StudioDashboardSchema,
  StudioSubmissionParamsSchema,
  StudioSubmissionSchema,
  StudioTermsSchema,
} from '@cardshop/shared/contracts/studio';
import { CARD_LOGO_MAX_BYTES, CUSTOM_ARTWORK_MAX_BYTES } from '@cardshop/shared/rules/custom-artwork';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import { registerUploadScope, uploadedBytes } from '../../platform/upload-scope.ts';
import type { Services } from '../../services.ts';

// The artists' studio (decision 0038), for users who manage an artist (access.artists): signed out a 401,
// no artist a 403, terms not agreed a 403 `studio.errors.terms-required` (except the terms themselves),
// another artist's submission a 404. The new card's front is the body's bytes, as custom artwork's upload.

const TAG = 'studio';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function registerStudioRoutes(app: FastifyInstance, services: Services) {
  const { studio } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/studio/terms',
    summary: 'The artist terms in force, and whether and when the artist agreed to them',
    tag: TAG,
    response: StudioTermsSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return studio.terms(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/studio/terms/agree',
    summary: 'Agrees to the artist terms of `version` (the one in force only); recorded with the date',
    tag: TAG,
    body: AgreeTermsSchema,
    response: StudioTermsSchema,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return studio.agree(await requireUserId(request), body);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/studio/dashboard',
    summary:
      "The artist's cards with views, favourites and sales by month, royalties earned, paid out and owed, and the cards waiting for review",
    tag: TAG,
    response: StudioDashboardSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return studio.dashboard(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/studio/cards/:id',
    summary: "One of the artist's submitted cards; another artist's is a 404",
    tag: TAG,
    params: StudioSubmissionParamsSchema,
    response: StudioSubmissionSchema,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return studio.submission(await requireUserId(request), params.id);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/studio/profile',
    summary: "The artist's public profile: bio, social links, logo",
    tag: TAG,
    response: ArtistProfileSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return studio.profile(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/studio/profile',
    summary:
      "Replaces the artist's bio and facebook, twitter and instagram links (https, on the network's site)",
    tag: TAG,
    body: ArtistProfileInputSchema,
    response: ArtistProfileSchema,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return studio.updateProfile(await requireUserId(request), body);
    },
  });

  await registerUploadScope(app, CUSTOM_ARTWORK_MAX_BYTES, (scope) => {
    for (const picture of ['logo', 'portrait'] as const) {
      defineRoute(scope, {
        method: 'POST',
        url: `/api/studio/profile/${picture}`,
        summary:
          picture === 'logo'
            ? "Uploads the artist's logo (JPEG, PNG or WebP, at most 5 MB, 300 px or more), shown in the header of their pages and on their cards"
            : "Uploads the artist's portrait (JPEG, PNG or WebP, at most 5 MB, 400 × 400 px or more), shown on their artist page",
        tag: TAG,
        response: ArtistProfileSchema,
        limited: '30 uploads an hour per user (with custom artwork)',
        bodyLimit: CARD_LOGO_MAX_BYTES,
        handler: async ({ request, reply }) => {
          const userId = await requireUserId(request);
          noStore(reply);
          return studio.uploadPicture(userId, picture, uploadedBytes(request.body));
        },
      });
    }

    defineRoute(scope, {
      method: 'POST',
      url: '/api/studio/cards',
      summary:
        'Submits a new card: its front (JPEG, PNG or WebP, at most 15 MB, checked for print at `size` as custom artwork is) as the body, title, description and comma-separated tags in the query; it waits for review',
      tag: TAG,
      query: CardSubmissionSchema,
      response: StudioSubmissionSchema,
      limited: '30 uploads an hour per user (with custom artwork)',
      bodyLimit: CUSTOM_ARTWORK_MAX_BYTES,
      handler: async ({ query, request, reply }) => {
        const userId = await requireUserId(request);
        noStore(reply);
        return studio.submitCard(userId, query, uploadedBytes(request.body));
      },
    });
  });
}
