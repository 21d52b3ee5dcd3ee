import {
  ChangeRegionParamsSchema,
  DisableRemindersSchema,
  FavouriteCardsSchema,
  FavouriteParamsSchema,
  FavouritesSchema,
  OneClickDisableRemindersParamsSchema,
  OneClickQuerySchema,
  OneClickUnsubscribeParamsSchema,
  ProfileSchema,
  UnsubscribeSchema,
} from '@cardshop/shared/contracts/account';
import { DoneSchema, UserSchema } from '@cardshop/shared/contracts/auth';
import { RegionSchema } from '@cardshop/shared/contracts/config';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { HttpError } from '../../platform/errors.ts';
import { REGION_COOKIE, requestedRegion } from '../../platform/request-region.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

const REGION_COOKIE_MAX_AGE = 365 * 24 * 3600;

export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  const { account } = services;

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/profile',
    summary: "Saves the signed-in user's names and address; answers the user",
    tag: 'account',
    body: ProfileSchema,
    response: UserSchema,
    handler: async ({ body, request }) => {
      const userId = await requireUserId(request);
      await account.updateProfile(userId, body);
      const user = await services.auth.userById(userId);
      if (!user) throw new HttpError(401, 'global.error.unauthenticated');
      return user;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/change-region/:regionId',
    summary: 'Switches the region: remembered by this browser, and by the account when signed in',
    tag: 'account',
    params: ChangeRegionParamsSchema,
    response: RegionSchema,
    handler: async ({ params, request, reply }) => {
      const session = await request.session();
      const region = await account.changeRegion(params.regionId, session?.userId ?? null);
      // The same cookie a `?region=` page visit sets (apps/web/app/root.tsx).
      reply.header(
        'set-cookie',
        `${REGION_COOKIE}=${region.id}; Path=/; Max-Age=${REGION_COOKIE_MAX_AGE}; SameSite=Lax`,
      );
      return region;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/favourites',
    summary: "The signed-in user's favourite cards as listing tiles, newest favourite first",
    tag: 'account',
    response: FavouriteCardsSchema,
    handler: async ({ request }) =>
      account.favouriteCards(await requireUserId(request), requestedRegion(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/favourites/:action/:cardId',
    summary: 'Adds or removes a favourite card; answers the favourites map',
    tag: 'account',
    params: FavouriteParamsSchema,
    response: FavouritesSchema,
    handler: async ({ params, request }) => {
      const userId = await requireUserId(request);
      return params.action === 'add'
        ? services.favourites.add(userId, params.cardId)
        : services.favourites.remove(userId, params.cardId);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/unsubscribe',
    summary: 'Stops a kind of mail for an address, given the signature of its unsubscribe link',
    tag: 'account',
    body: UnsubscribeSchema,
    response: DoneSchema,
    handler: async ({ body }) => {
      await account.unsubscribe(body);
      return { done: true as const };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/disable-reminders',
    summary: 'Stops reminders for an address, given the signature of its disable-reminders link',
    tag: 'account',
    body: DisableRemindersSchema,
    response: DoneSchema,
    handler: async ({ body }) => {
      await account.disableReminders(body);
      return { done: true as const };
    },
  });

  // One-click unsubscribing (RFC 8058): the List-Unsubscribe header of the shop's mail names these. A mail
  // client posts `List-Unsubscribe=One-Click` (form-encoded) with no session and no CSRF token: the link's
  // signature is the proof, as on the pages the same links open.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) =>
      done(null, undefined),
    );
    for (const url of [
      '/api/account/unsubscribe/:what/:email',
      '/api/account/unsubscribe/:what/:id/:email',
    ]) {
      defineRoute(scope, {
        method: 'POST',
        url,
        summary:
          'One-click unsubscribe (RFC 8058): stops a kind of mail for an address, given its signed link',
        tag: 'account',
        params: OneClickUnsubscribeParamsSchema,
        query: OneClickQuerySchema,
        response: DoneSchema,
        config: { csrf: false },
        handler: async ({ params, query }) => {
          await account.unsubscribe({ ...params, signature: query.sig });
          return { done: true as const };
        },
      });
    }
    defineRoute(scope, {
      method: 'POST',
      url: '/api/account/disable-reminders/:id/:email',
      summary: 'One-click (RFC 8058): stops a reminder for an address, given its signed link',
      tag: 'account',
      params: OneClickDisableRemindersParamsSchema,
      query: OneClickQuerySchema,
      response: DoneSchema,
      config: { csrf: false },
      handler: async ({ params, query }) => {
        await account.disableReminders({ ...params, signature: query.sig });
        return { done: true as const };
      },
    });
  });
}
