import {
  AddressValidateResultSchema,
  AddressValidateSchema,
  DeliveryWindowParamsSchema,
  DeliveryWindowResultSchema,
  ShippingOptionsSchema,
  ShippingParamsSchema,
  ShippingQuerySchema,
} from '@cardshop/shared/contracts/shipping';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import type { Services } from '../../services.ts';

export function registerShippingRoutes(app: FastifyInstance, services: Services) {
  const { shipping, config } = services;

  // The optional segments of the spec's paths are registered one route per depth.
  for (const url of [
    '/api/shipping/:country',
    '/api/shipping/:country/:adminAreaLevel1',
    '/api/shipping/:country/:adminAreaLevel1/:postcode',
  ]) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary:
        'Shipping options of the request region for a destination (empty where nothing ships); ?item=written prices them for a written card',
      tag: 'shipping',
      params: ShippingParamsSchema,
      query: ShippingQuerySchema,
      response: ShippingOptionsSchema,
      handler: async ({ params, query, request }) =>
        shipping.options(await config.region(requestedRegion(request)), params, query.item),
    });
  }

  for (const url of [
    '/api/delivery-window/:method/:date/:n',
    '/api/delivery-window/:method/:date/:n/:a',
    '/api/delivery-window/:method/:date/:n/:a/:b',
  ]) {
    defineRoute(app, {
      method: 'GET',
      url,
      summary:
        'Dispatch and delivery dates of a method to a country (n), state (a) and postcode (b) for an order on date',
      tag: 'shipping',
      params: DeliveryWindowParamsSchema,
      response: DeliveryWindowResultSchema,
      handler: async ({ params, request }) =>
        shipping.deliveryWindow(
          await config.region(requestedRegion(request)),
          params.method,
          { country: params.n, adminAreaLevel1: params.a ?? null, postcode: params.b ?? null },
          params.date === 'today' ? undefined : params.date,
        ),
    });
  }

  defineRoute(app, {
    method: 'POST',
    url: '/api/addresses/validate',
    summary: 'Checks and normalises an address by its country rules; answers it with field errors',
    tag: 'shipping',
    body: AddressValidateSchema,
    response: AddressValidateResultSchema,
    handler: async ({ body }) => shipping.validateAddress(body),
  });
}
