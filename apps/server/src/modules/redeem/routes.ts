import {
  AccountGiftParamsSchema,
  AccountGiftQuerySchema,
  AccountGiftSchema,
  AccountGiftsSchema,
  RedeemCheckSchema,
  RedeemConfirmSchema,
  RedeemGiftSchema,
  RedeemLookupSchema,
  RedeemResultSchema,
  RedeemVerificationRequestSchema,
  VerificationSentSchema,
} from '@cardshop/shared/contracts/redeem';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// Redeeming a gift card (account-ordering.md §2, §7; decision 0026): the /redeem pages' calls, signed out
// (CSRF like every change: the visitor's token), and the buyer's /account/gifts. Every answer is private
// and never kept by a cache: it is about one bearer code.

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerRedeemRoutes(app: FastifyInstance, services: Services) {
  const { redeem, accountGifts } = services;
  redeem.useLog(app.log);
  accountGifts.useLog(app.log);
  const wrongCodes =
    'wrong redemption codes from one client address, and verification codes asked for too soon';

  defineRoute(app, {
    method: 'POST',
    url: '/api/redeem/lookup',
    summary:
      'Finds the gift card of a redemption code typed alone (/redeem): its line id (422 code: validation.redeem-code for any wrong code)',
    tag: 'redeem',
    body: RedeemLookupSchema,
    response: z.object({ orderItemId: z.uuid() }),
    limited: wrongCodes,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      const found = await redeem.lookup(body, request.ip);
      return { orderItemId: found.orderItemId };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/redeem/check',
    summary:
      'Checks a gift card line and its redemption code: the gift card and what comes next (ready, verify, redeemed, expired); one 422 for any wrong code',
    tag: 'redeem',
    body: RedeemCheckSchema,
    response: RedeemGiftSchema,
    limited: wrongCodes,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return redeem.check(body, request.ip);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/redeem/verification',
    summary:
      'Sends a verification code to the e-mail or phone the buyer gave (never one the caller gives); 429 when asked again too soon',
    tag: 'redeem',
    body: RedeemVerificationRequestSchema,
    response: VerificationSentSchema,
    limited: wrongCodes,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return redeem.sendVerification(body, request.ip);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/redeem/confirm',
    summary:
      'Redeems the gift card once: the voucher is answered and e-mailed (409 redeem.redeemed or redeem.expired; 503 redeem.supplier-unavailable when the supplier fails, nothing spent)',
    tag: 'redeem',
    body: RedeemConfirmSchema,
    response: RedeemResultSchema,
    limited: wrongCodes,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return redeem.confirm(body, request.ip);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/gifts',
    summary: 'The gift cards the account sent in its paid orders, newest first, with their progress',
    tag: 'account',
    response: AccountGiftsSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return { items: await accountGifts.list(await requireUserId(request)) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/gifts/:id',
    summary:
      'One gift card the account sent (404 for another account’s); ?refresh=true asks the supplier first',
    tag: 'account',
    params: AccountGiftParamsSchema,
    query: AccountGiftQuerySchema,
    response: AccountGiftSchema,
    handler: async ({ params, query, request, reply }) => {
      noStore(reply);
      return accountGifts.get(await requireUserId(request), params.id, { refresh: query.refresh });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/gifts/:id/resend',
    summary:
      'Resends the voucher e-mail to the address the recipient gave (409 gift.not-redeemed before redemption; a few times a day)',
    tag: 'account',
    params: AccountGiftParamsSchema,
    response: AccountGiftSchema,
    limited: 'resends of one gift card’s e-mail in a day',
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return accountGifts.resend(await requireUserId(request), params.id);
    },
  });
}
