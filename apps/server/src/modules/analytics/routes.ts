import { JourneyAnswerSchema, JourneyBatchSchema } from '@cardshop/shared/contracts/analytics';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import type { Services } from '../../services.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'POST',
    url: '/j',
    summary: 'Records a batch of journey events (1–50) sent by the browser, at most every 3 s',
    tag: 'analytics',
    body: JourneyBatchSchema,
    response: JourneyAnswerSchema,
    handler: async ({ body }) => ({ recorded: await services.analytics.record(body.ev) }),
  });
}
