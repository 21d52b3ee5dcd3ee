import { JourneyAnswerSchema, JourneyBatchSchema } from '@cardshop/shared/contracts/analytics';
import {
  ERROR_REPORT_BODY_MAX,
  ErrorReportAnswerSchema,
  ErrorReportSchema,
} from '@cardshop/shared/contracts/error-report';
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

  defineRoute(app, {
    method: 'POST',
    url: '/api/error/report',
    summary:
      'Logs a script error met by the browser (route, agent, message, file, line, column, trace); 16 KiB at most',
    tag: 'analytics',
    body: ErrorReportSchema,
    response: ErrorReportAnswerSchema,
    limited: 'reports per client address',
    bodyLimit: ERROR_REPORT_BODY_MAX,
    handler: ({ body, request }) => services.errorReports.report(body, { ip: request.ip }, request.log),
  });
}
