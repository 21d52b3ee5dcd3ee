import { QrScansSchema } from '@cardshop/shared/contracts/qr-codes';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// QR codes (issue 19; decision 0034). The scans of the caller's organisation's codes: signed out a 401,
// without a management permission a 403; only the caller's current organisation is ever read, so another
// organisation's counts cannot be asked for. The preview (/qr-preview) and the landing page
// (/business/thanks-for-scanning/{id}) are pages of the web app calling the service in-process.

export function registerQrCodeRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'GET',
    url: '/api/manage/qr-codes',
    summary:
      "Scans of the caller's organisation's QR codes, in total and per campaign (any management permission)",
    tag: 'qr-codes',
    response: QrScansSchema,
    handler: async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return services.qrCodes.scans(await requireUserId(request));
    },
  });
}
