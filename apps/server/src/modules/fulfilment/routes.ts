import { OrderGetParamsSchema } from '@cardshop/shared/contracts/orders';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../platform/errors.ts';
import type { Services } from '../../services.ts';

const ProofParamsSchema = OrderGetParamsSchema.extend({ itemId: z.uuid() });

export function registerFulfilmentRoutes(app: FastifyInstance, services: Services) {
  const { fulfilment } = services;
  fulfilment.useLog(app.log);

  // A file, not a JSON answer: outside defineRoute. Errors still answer the JSON envelope.
  app.get('/api/order/proof/:orderId/:token/:itemId', async (request, reply) => {
    const params = ProofParamsSchema.safeParse(request.params);
    if (!params.success) throw new NotFoundError();
    const userId = (await request.session())?.userId ?? null;
    const { orderId, token, itemId } = params.data;
    const proof = await fulfilment.proof({ id: orderId, token }, itemId, userId);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${proof.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(proof.pdf);
  });
}
