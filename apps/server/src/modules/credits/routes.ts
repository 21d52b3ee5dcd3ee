import {
  CreditCompleteSchema,
  CreditHistorySchema,
  CreditIntentResultSchema,
  CreditIntentSchema,
  CreditPurchaseParamsSchema,
  CreditPurchaseResultSchema,
  CreditPurchaseSchema,
  CreditQuantityParamsSchema,
  CreditQuoteSchema,
  CreditsOverviewSchema,
  GiftCreditOverviewSchema,
  GiftCreditPurchaseSchema,
} from '@cardshop/shared/contracts/credits';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Card credits (account-ordering.md §2, §7; decision 0024): signed-in accounts only. The payment itself
// goes through the shop's provider: the test gateway's confirm call (`/api/payment/test/confirm`) takes
// a credit purchase's secret like an order's, and its webhook reaches the same endpoint.

export function registerCreditRoutes(app: FastifyInstance, services: Services) {
  const { credits } = services;
  credits.useLog(app.log);

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/credits',
    summary: "The account's credits and what a credit costs in the region (its business tiers)",
    tag: 'credits',
    response: CreditsOverviewSchema,
    handler: async ({ request }) => credits.overview(await requireUserId(request), requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/credits/quote/:quantity',
    summary: 'What a pack of this many credits costs in the region, tax included or added',
    tag: 'credits',
    params: CreditQuantityParamsSchema,
    response: CreditQuoteSchema,
    handler: async ({ params, request }) => {
      await requireUserId(request);
      return credits.purchases.quote(params.quantity, requestedRegion(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/credits/purchase',
    summary: 'A purchase of credits at the region’s tier price, to be paid (its token is in the answer)',
    tag: 'credits',
    body: CreditPurchaseSchema,
    response: CreditPurchaseResultSchema,
    handler: async ({ body, request }) =>
      credits.buy(await requireUserId(request), body.quantity, requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/credits/purchase/:id/:token',
    summary: "One of the account's credit purchases (404 for anyone else's)",
    tag: 'credits',
    params: CreditPurchaseParamsSchema,
    response: CreditPurchaseResultSchema,
    handler: async ({ params, request }) => credits.purchases.view(await requireUserId(request), params),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/credits/purchase/intent',
    summary:
      'A payment intent for exactly the purchase total (the same one again until it can no longer pay)',
    tag: 'credits',
    body: CreditIntentSchema,
    response: CreditIntentResultSchema,
    handler: async ({ body, request }) =>
      credits.purchases.createIntent(await requireUserId(request), body.purchase),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/credits/purchase/complete',
    summary: 'Completes the purchase of a succeeded payment (idempotent): the credits are added',
    tag: 'credits',
    body: CreditCompleteSchema,
    response: CreditPurchaseResultSchema,
    handler: async ({ body, request }) =>
      credits.purchases.completeForBrowser(await requireUserId(request), body.purchase, body.intentId),
  });

  // Gift credit (decision 0027): a top-up is a purchase like a pack of credits, paid and completed through
  // the same intent and complete calls, by its id and token.
  defineRoute(app, {
    method: 'GET',
    url: '/api/account/gift-credit',
    summary: "The account's gift credit per currency and the top-ups offered in the region's currency",
    tag: 'credits',
    response: GiftCreditOverviewSchema,
    handler: async ({ request }) =>
      credits.giftOverview(await requireUserId(request), requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/gift-credit/purchase',
    summary:
      'A top-up of gift credit in whole units of the region’s currency, at face value, to be paid like a credit purchase',
    tag: 'credits',
    body: GiftCreditPurchaseSchema,
    response: CreditPurchaseResultSchema,
    handler: async ({ body, request }) =>
      credits.buyGiftCredit(await requireUserId(request), body.amount, requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/credit-history',
    summary: "The account's credits and gift credit, and every purchase, use and refund, newest first",
    tag: 'credits',
    response: CreditHistorySchema,
    handler: async ({ request }) => credits.history(await requireUserId(request)),
  });
}
