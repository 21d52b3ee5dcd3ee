import { PlacesAnswerSchema, PlacesQuerySchema } from '@cardshop/shared/contracts/places';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import type { Services } from '../../services.ts';

export function registerPlacesRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/addresses/places',
    summary:
      'Suggests localities, states and postcodes (AU, NZ, US, GB, CA) for what was typed in an address form: a postcode or the start of a locality',
    tag: 'addresses',
    query: PlacesQuerySchema,
    response: PlacesAnswerSchema,
    limited: 'lookups per client address',
    handler: async ({ query, request }) => ({
      places: await services.places.suggest(query, { ip: request.ip }),
    }),
  });
}
