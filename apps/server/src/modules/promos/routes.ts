import { OrderSchema } from '@cardshop/shared/contracts/orders';
import { ApplyPromoSchema, RemovePromoSchema } from '@cardshop/shared/contracts/payments';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import type { Services } from '../../services.ts';

export function registerPromoRoutes(app: FastifyInstance, services: Services) {
  // The codes are kept in memory (see the service); load them before the first request.
  app.addHook('onReady', () => services.promos.reload());

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/apply-promo',
    summary:
      'Puts a promo code on an open order (one code per order); 422 code: validation.promo-<rule>, with data.order when the order changed',
    tag: 'payment',
    body: ApplyPromoSchema,
    response: OrderSchema,
    handler: async ({ body, request }) =>
      services.promos.apply(
        body.order,
        { code: body.code, email: body.email ?? null },
        { userId: (await request.session())?.userId ?? null, ip: request.ip },
      ),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/remove-promo',
    summary: 'Takes the promo code off an open order',
    tag: 'payment',
    body: RemovePromoSchema,
    response: OrderSchema,
    handler: async ({ body, request }) =>
      services.promos.remove(body.order, (await request.session())?.userId ?? null),
  });
}
