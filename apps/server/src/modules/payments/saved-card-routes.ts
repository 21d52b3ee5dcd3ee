import {
  PaySavedCardSchema,
  SavedCardParamsSchema,
  SavedCardPaymentSchema,
  SavedCardResultSchema,
} from '@cardshop/shared/contracts/saved-card';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// The saved card's calls (issue 17, decision 0025): the owner's card, removing it, and paying with it.
// Every one needs a signed-in account and reaches only that account's card.

export function registerSavedCardRoutes(app: FastifyInstance, services: Services) {
  const { savedCards } = services.payments;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/saved-card',
    summary: "The signed-in account's saved card (brand, last four digits, expiry), or null",
    tag: 'account',
    response: SavedCardResultSchema,
    handler: async ({ request }) => savedCards.view(await requireUserId(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/saved-card/remove/:id',
    summary: 'Removes the saved card (detached at the payment provider); 404 for a card not the account’s',
    tag: 'account',
    params: SavedCardParamsSchema,
    response: SavedCardResultSchema,
    handler: async ({ params, request }) => {
      const userId = await requireUserId(request);
      await savedCards.remove(userId, params.id);
      return savedCards.view(userId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/pay-saved-card',
    summary:
      'Pays the order with the signed-in buyer’s saved card in one step; answers the intent and where it stands',
    tag: 'payment',
    body: PaySavedCardSchema,
    response: SavedCardPaymentSchema,
    handler: async ({ body, request }) =>
      savedCards.pay(body.order, await requireUserId(request), body.cardId),
  });
}
