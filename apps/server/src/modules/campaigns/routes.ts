import {
  CampaignCreateSchema,
  CampaignListSchema,
  CampaignParamsSchema,
  CampaignPriceQuerySchema,
  CampaignPriceSchema,
  CampaignSchema,
  CampaignUpdateSchema,
  CheckoutResultSchema,
  RecipientCardSchema,
  RecipientFixSchema,
  RecipientParamsSchema,
  RecipientsAddedSchema,
  RecipientsAddSchema,
  RecipientsUploadQuerySchema,
  ReviewQuerySchema,
  ReviewSchema,
} from '@cardshop/shared/contracts/campaigns';
import { OrderSchema } from '@cardshop/shared/contracts/orders';
import { IMPORT_MAX_BYTES } from '@cardshop/shared/rules/contact-import';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError, ValidationError } from '../../platform/errors.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Bulk sending (decision 0033). Every call: signed out a 401; in an organisation without the `campaigns`
// permission a 403; another user's or organisation's campaign (or recipient) a 404 like an unknown id.
// Changes are POSTs with a verb at the end of the path, as elsewhere.

const TAG = 'campaigns';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function registerCampaignRoutes(app: FastifyInstance, services: Services) {
  const { campaigns } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/campaigns',
    summary: "The caller's campaigns: their organisation's (campaigns permission), or their own outside one",
    tag: TAG,
    response: CampaignListSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return campaigns.list(await requireUserId(request));
    },
  });

  // Registered before /api/campaigns/:id, which a quote's path would otherwise match.
  defineRoute(app, {
    method: 'GET',
    url: '/api/campaigns/price',
    summary: 'What a bulk send of `quantity` cards costs in the request region, by its business tier',
    tag: TAG,
    query: CampaignPriceQuerySchema,
    response: CampaignPriceSchema.nullable(),
    handler: async ({ query, request }) => campaigns.quote(query.quantity, requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns',
    summary: 'A new bulk-send draft in the request region, with the card when given',
    tag: TAG,
    limited: '60 new or copied campaigns an hour per account',
    body: CampaignCreateSchema,
    response: CampaignSchema,
    handler: async ({ body, request }) =>
      campaigns.create(await requireUserId(request), body, requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/campaigns/:id',
    summary: 'A campaign: its card, message, schedule, counts, price by tier, order and progress',
    tag: TAG,
    params: CampaignParamsSchema,
    response: CampaignSchema,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return campaigns.get(await requireUserId(request), params.id);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id',
    summary: "Saves a draft's card, message (merge fields as {{firstName}}), font, schedule or name",
    tag: TAG,
    params: CampaignParamsSchema,
    body: CampaignUpdateSchema,
    response: CampaignSchema,
    handler: async ({ params, body, request }) =>
      campaigns.update(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/recipients/add',
    summary: "Adds contacts and groups of the caller's address book as recipients (each contact once)",
    tag: TAG,
    params: CampaignParamsSchema,
    body: RecipientsAddSchema,
    response: RecipientsAddedSchema,
    bodyLimit: 512 * 1024,
    handler: async ({ params, body, request }) =>
      campaigns.addContacts(await requireUserId(request), params.id, body),
  });

  // The list's bytes are the body (any content type), as the address book's import takes a file.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new HttpError(413, 'global.errors.validation-failed', {
          errors: { file: ['address-book.import.error.too-large'] },
        });
      }
      throw error;
    });
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    defineRoute(scope, {
      method: 'POST',
      url: '/api/campaigns/:id/recipients/upload',
      summary:
        'Adds the rows of a CSV list (the body, at most 5 MB) as recipients; its columns are merge fields',
      tag: TAG,
      params: CampaignParamsSchema,
      query: RecipientsUploadQuerySchema,
      response: RecipientsAddedSchema,
      limited: '30 uploads an hour per account (with the address book’s imports)',
      bodyLimit: IMPORT_MAX_BYTES,
      handler: async ({ params, request }) => {
        const userId = await requireUserId(request);
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new ValidationError({ file: ['address-book.import.error.empty'] });
        return campaigns.addList(userId, params.id, new Uint8Array(body));
      },
    });
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/campaigns/:id/review',
    summary: "One page of the recipients' cards as written (or of those with problems), with their items",
    tag: TAG,
    params: CampaignParamsSchema,
    query: ReviewQuerySchema,
    response: ReviewSchema,
    handler: async ({ params, query, request, reply }) => {
      noStore(reply);
      return campaigns.review(await requireUserId(request), params.id, query);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/recipients/:recipientId',
    summary: "Fixes one recipient's card: name, address, merge-field values, or their own message",
    tag: TAG,
    params: RecipientParamsSchema,
    body: RecipientFixSchema,
    response: RecipientCardSchema,
    handler: async ({ params, body, request }) =>
      campaigns.fixRecipient(await requireUserId(request), params.id, params.recipientId, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/recipients/:recipientId/delete',
    summary: 'Takes a recipient out of the campaign',
    tag: TAG,
    params: RecipientParamsSchema,
    response: CampaignSchema,
    handler: async ({ params, request }) =>
      campaigns.removeRecipient(await requireUserId(request), params.id, params.recipientId),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/checkout',
    summary:
      "Makes the campaign the caller's order, an item per recipient, priced by tier; pay it with the payment calls",
    tag: TAG,
    params: CampaignParamsSchema,
    response: CheckoutResultSchema,
    handler: async ({ params, request }) => campaigns.checkout(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/pay-with-credits',
    summary: "Checks out and pays with the caller's credits when they cover it all (409 when not)",
    tag: TAG,
    params: CampaignParamsSchema,
    response: OrderSchema,
    handler: async ({ params, request }) => campaigns.payWithCredits(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/campaigns/:id/copy',
    summary: 'A copy for next year: same card, message and recipients, a date for all a year on',
    tag: TAG,
    limited: '60 new or copied campaigns an hour per account',
    params: CampaignParamsSchema,
    response: CampaignSchema,
    handler: async ({ params, request }) => campaigns.copy(await requireUserId(request), params.id),
  });
}
