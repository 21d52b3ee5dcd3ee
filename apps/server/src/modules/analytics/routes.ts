import { JourneyAnswerSchema, JourneyBatchSchema } from '@cardshop/shared/contracts/analytics';
import {
  ERROR_REPORT_BODY_MAX,
  ErrorReportAnswerSchema,
  ErrorReportSchema,
} from '@cardshop/shared/contracts/error-report';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { CSRF_HEADER } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

export function registerAnalyticsRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'POST',
    url: '/j',
    summary: 'Records a batch of journey events (1–50) sent by the browser, at most every 3 s',
    tag: 'analytics',
    body: JourneyBatchSchema,
    response: JourneyAnswerSchema,
    limited: 'batches per client address',
    // The visit is the CSRF token the batch carried (checked before the handler): the visitor's, signed
    // out, or the session's; it stays the same across the visit's pages.
    handler: async ({ body, request }) => ({
      recorded: await services.analytics.record(body.ev, {
        visit: String(request.headers[CSRF_HEADER] ?? '') || null,
        ip: request.ip,
      }),
    }),
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
