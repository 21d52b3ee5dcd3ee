import {
  NewsletterConfirmResultSchema,
  NewsletterConfirmSchema,
  NewsletterSignupResultSchema,
  NewsletterSignupSchema,
} from '@cardshop/shared/contracts/newsletter';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import type { Services } from '../../services.ts';

export function registerNewsletterRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/newsletter-signup',
    summary:
      'Asks for the newsletter for an address: a link to confirm it is mailed there (the same answer for any address; 429 beside the email field when over the limits)',
    tag: 'account',
    body: NewsletterSignupSchema,
    response: NewsletterSignupResultSchema,
    handler: async ({ body, request }) => {
      await services.account.newsletterSignUp(body, { ip: request.ip, region: requestedRegion(request) });
      return { checkInbox: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/newsletter-confirm',
    summary:
      'Confirms a newsletter signup, given its mailed link (403 when the signature does not match, 410 when it has run out)',
    tag: 'account',
    body: NewsletterConfirmSchema,
    response: NewsletterConfirmResultSchema,
    handler: async ({ body }) => {
      await services.account.newsletterConfirm(body);
      return { confirmed: true as const };
    },
  });
}
