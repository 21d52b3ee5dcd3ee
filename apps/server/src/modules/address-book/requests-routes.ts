import {
  AddressAnswerParamsSchema,
  AddressAnswerSchema,
  AddressRequestPageSchema,
  AddressRequestParamsSchema,
  AddressRequestSettingsInputSchema,
  AddressRequestStateSchema,
  AnswerBodySchema,
  AnswerTakenSchema,
} from '@cardshop/shared/contracts/address-requests';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Address requests (issue 18; decision 0030). The owner's link: read it, make it, make a new one, change
// its settings (signed in). The public calls behind `/address/{token}/{slug}[/{id}]`: signed out (CSRF
// like every change: the visitor's token), rate-limited, never cached; an unknown or turned-off link is
// a 404 that says nothing more.

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerAddressRequestRoutes(app: FastifyInstance, services: Services) {
  const { addressRequests } = services;
  const limited = 'views and answers from one client address, and of one link';

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses/request',
    summary: "The account's address-request link with its settings, or null before one is made",
    tag: 'address-book',
    response: AddressRequestStateSchema,
    handler: async ({ request }) => addressRequests.state(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/request',
    summary: "Makes the account's address-request link when it has none (an existing one is kept)",
    tag: 'address-book',
    response: AddressRequestStateSchema,
    handler: async ({ request }) => addressRequests.make(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/request/new',
    summary: 'Makes a new address-request link and turns it on: the old link stops working at once',
    tag: 'address-book',
    response: AddressRequestStateSchema,
    handler: async ({ request }) => addressRequests.renew(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/request/settings',
    summary:
      "Saves the link's message, the fields it asks for, the group answers go into, and whether it is on",
    tag: 'address-book',
    body: AddressRequestSettingsInputSchema,
    response: AddressRequestStateSchema,
    handler: async ({ body, request }) => addressRequests.settings(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/address-requests/:token/:slug',
    summary: "A link's page: the owner's first name and message, and the fields it asks for (public)",
    tag: 'address-book',
    params: AddressRequestParamsSchema,
    response: AddressRequestPageSchema,
    limited,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return addressRequests.page(params, request.ip);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/address-requests/:token/:slug',
    summary:
      "Sends one's address through a link (public): into the owner's book (an existing contact updated), the owner told by mail; answers the key to correct it with",
    tag: 'address-book',
    params: AddressRequestParamsSchema,
    body: AnswerBodySchema,
    response: AnswerTakenSchema,
    limited,
    handler: async ({ params, body, request, reply }) => {
      noStore(reply);
      return addressRequests.answer(params, body, request.ip);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/address-requests/:token/:slug/:answerToken',
    summary: 'An answer as its sender gave it, by the key given back to them (public)',
    tag: 'address-book',
    params: AddressAnswerParamsSchema,
    response: AddressAnswerSchema,
    limited,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return addressRequests.answerOf(params, request.ip);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/address-requests/:token/:slug/:answerToken',
    summary: 'Corrects an answer by its key (public): the contact it went into is updated',
    tag: 'address-book',
    params: AddressAnswerParamsSchema,
    body: AnswerBodySchema,
    response: AnswerTakenSchema,
    limited,
    handler: async ({ params, body, request, reply }) => {
      noStore(reply);
      return addressRequests.correct(params, body, request.ip);
    },
  });
}
