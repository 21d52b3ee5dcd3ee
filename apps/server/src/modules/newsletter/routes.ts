import { NewsletterSignupResultSchema, NewsletterSignupSchema } from '@cardshop/shared/contracts/newsletter';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import type { Services } from '../../services.ts';

export function registerNewsletterRoutes(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'POST',
    url: '/api/account/newsletter-signup',
    summary: 'Signs an address up for the newsletter (a repeat updates the name)',
    tag: 'account',
    body: NewsletterSignupSchema,
    response: NewsletterSignupResultSchema,
    handler: async ({ body, request }) => {
      await services.account.newsletterSignUp(body, requestedRegion(request));
      return { subscribed: true as const };
    },
  });
}
