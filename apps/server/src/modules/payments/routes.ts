import { PayWithCreditsSchema } from '@cardshop/shared/contracts/credits';
import { OrderSchema } from '@cardshop/shared/contracts/orders';
import {
  CompleteSchema,
  IntentResultSchema,
  IntentSchema,
  QuoteResultSchema,
  QuoteSchema,
  TestCardsResultSchema,
  TestChallengeSchema,
  TestConfirmSchema,
  TestPaymentResultSchema,
} from '@cardshop/shared/contracts/payments';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import type { TestGateway } from '../../platform/payments/test-gateway.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import type { Services } from '../../services.ts';

const userIdOf = async (request: FastifyRequest) => (await request.session())?.userId ?? null;

export function registerPaymentRoutes(app: FastifyInstance, services: Services) {
  const { payments } = services;
  payments.useLog(app.log);

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/quote',
    summary:
      'Saves the buyer, re-prices the order, checks its code again; answers the charge and an estimate in the visitor currency',
    tag: 'payment',
    body: QuoteSchema,
    response: QuoteResultSchema,
    handler: async ({ body, request }) => {
      const region = await services.config.region(requestedRegion(request));
      return payments.quote(
        body.order,
        { customer: body.customer, displayCurrency: region.currency },
        await userIdOf(request),
      );
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/intent',
    summary:
      'A payment intent for exactly the order total (the same one again for the same order and amount)',
    tag: 'payment',
    body: IntentSchema,
    response: IntentResultSchema,
    handler: async ({ body, request }) =>
      payments.createIntent(body.order, await userIdOf(request), { saveCard: body.saveCard }),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/complete',
    summary: 'Completes the order of a succeeded payment (idempotent) and answers it; 402 when not paid',
    tag: 'payment',
    body: CompleteSchema,
    response: OrderSchema,
    handler: async ({ body, request }) =>
      payments.completeForBrowser(body.order, body.intentId, await userIdOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/order/pay-with-credits',
    summary:
      "Pays the signed-in owner's order with the account's credits and gift credit when they cover it all (409 with the order when not)",
    tag: 'payment',
    body: PayWithCreditsSchema,
    response: OrderSchema,
    handler: async ({ body, request }) => payments.payWithCredits(body.order, await userIdOf(request)),
  });

  // The webhook reads its body as bytes: the signature is over the exact bytes the provider sent.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    defineRoute(scope, {
      method: 'POST',
      url: '/api/payment/webhook/:provider',
      summary: 'Payment provider webhooks (signature-checked; no CSRF token: the provider signs instead)',
      tag: 'payment',
      params: z.object({ provider: z.enum(['test', 'stripe']) }),
      response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
      config: { csrf: false },
      handler: async ({ params, request }) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return payments.handleWebhook(params.provider, body, request.headers);
      },
    });
  });

  // The test gateway (TEST MODE: no money moves). Its webhooks go to the endpoint above, in-process.
  if (payments.provider.name === 'test') {
    const gateway = payments.provider as TestGateway;
    gateway.deliverWith(async (body, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/payment/webhook/test',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      if (response.statusCode >= 300) throw new Error(`test webhook answered ${response.statusCode}`);
    });
    // Webhooks under way finish before the app (and its database) closes.
    app.addHook('preClose', () => gateway.settled());
  }

  defineRoute(app, {
    method: 'GET',
    url: '/api/payment/test/cards',
    summary: 'TEST MODE: the test card numbers and what each does (404 when payments are real)',
    tag: 'payment',
    response: TestCardsResultSchema,
    handler: async () => payments.testCards(),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/test/confirm',
    summary: 'TEST MODE: pays an intent with a test card; 422 for a malformed or expired card',
    tag: 'payment',
    body: TestConfirmSchema,
    response: TestPaymentResultSchema,
    handler: async ({ body }) => payments.testConfirm(body.secret, body.card),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/payment/test/challenge',
    summary: 'TEST MODE: approves or fails the simulated 3-D Secure check',
    tag: 'payment',
    body: TestChallengeSchema,
    response: TestPaymentResultSchema,
    handler: async ({ body }) => payments.testChallenge(body.secret, body.approve),
  });
}
