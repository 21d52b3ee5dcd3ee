import { AddCardSchema } from '@cardshop/shared/contracts/compose';
import {
  AccountOrderParamsSchema,
  AccountOrderQuerySchema,
  AccountOrdersSchema,
  AddBlanksResultSchema,
  AddBlanksSchema,
  EditItemSchema,
  ItemActionSchema,
  OrderGetParamsSchema,
  type OrderRef,
  OrderSchema,
  ReloadItemResultSchema,
} from '@cardshop/shared/contracts/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

/** The signed-in user's id, or null for a guest (guests can buy). */
async function userIdOf(request: FastifyRequest): Promise<string | null> {
  return (await request.session())?.userId ?? null;
}

/** The largest add-card body accepted (413 above it). */
export const ADD_CARD_BODY_LIMIT = 256 * 1024;

export function registerOrderRoutes(app: FastifyInstance, services: Services) {
  const { orders } = services;

  // A buyer who left the payment page mid-payment comes back to a cart that is still paying. Settle that
  // payment first (the order completes if it went through, else the cart reopens), so what they add joins
  // the same order instead of starting another that would hide the first.
  async function settlePaying(ref: OrderRef | undefined, userId: string | null) {
    if (ref && (await orders.get(ref, { userId })).status === 'paying') {
      await services.payments.settleOpenPayments(ref.id);
    }
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/order/add-blanks',
    summary:
      'Adds blank cards to the given order, or to a new one in the request region (its token is in the answer)',
    tag: 'orders',
    body: AddBlanksSchema,
    response: AddBlanksResultSchema,
    handler: async ({ body, request }) => {
      const userId = await userIdOf(request);
      await settlePaying(body.order, userId);
      return orders.addBlanks(body, { userId, regionIdOrIso: requestedRegion(request) });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/order/add-card',
    summary:
      'Adds a written card (layout, recipient, sender, schedule, shipping) to the given order or a new one; with item, replaces that item',
    tag: 'orders',
    body: AddCardSchema,
    response: AddBlanksResultSchema,
    // A full four-page card is a few kilobytes; nothing a writer makes comes near this.
    bodyLimit: ADD_CARD_BODY_LIMIT,
    handler: async ({ body, request }) => {
      const userId = await userIdOf(request);
      await settlePaying(body.order, userId);
      return orders.addCard(body, { userId, regionIdOrIso: requestedRegion(request) });
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/order/get/:orderId/:token',
    summary: 'The order its token opens, with purchasable; 404 for a wrong id or token',
    tag: 'orders',
    params: OrderGetParamsSchema,
    response: OrderSchema,
    handler: async ({ params, request }) =>
      orders.get({ id: params.orderId, token: params.token }, { userId: await userIdOf(request) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/order/reload-item',
    summary: 'An item of an open order, to restore the draft it came from',
    tag: 'orders',
    body: ItemActionSchema,
    response: ReloadItemResultSchema,
    handler: async ({ body, request }) => orders.reloadItem(body, await userIdOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/order/remove-item',
    summary: 'Removes an item from an open order; answers the order',
    tag: 'orders',
    body: ItemActionSchema,
    response: OrderSchema,
    handler: async ({ body, request }) => orders.removeItem(body, await userIdOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/order/edit-item',
    summary: "Changes an item's quantity (1 to 250) in an open order; answers the order",
    tag: 'orders',
    body: EditItemSchema,
    response: OrderSchema,
    handler: async ({ body, request }) => orders.editItem(body, await userIdOf(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/orders',
    summary: "The signed-in user's paid orders, newest first, each with a view token",
    tag: 'orders',
    response: AccountOrdersSchema,
    handler: async ({ request }) => ({ orders: await orders.history(await requireUserId(request)) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/orders/:id/:token',
    summary:
      "One of the signed-in user's orders with a page of its items (itemsMax, itemPage) and itemsTotal",
    tag: 'orders',
    params: AccountOrderParamsSchema,
    query: AccountOrderQuerySchema,
    response: OrderSchema,
    handler: async ({ params, query, request }) =>
      orders.accountOrder(await requireUserId(request), params, query),
  });
}
