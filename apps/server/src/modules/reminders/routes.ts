import { DeletedSchema } from '@cardshop/shared/contracts/address-book';
import {
  ReminderInputSchema,
  ReminderListQuerySchema,
  ReminderListSchema,
  ReminderParamsSchema,
  SavedReminderSchema,
} from '@cardshop/shared/contracts/reminders';
import * as z from '@cardshop/shared/contracts/zod';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

/** The account's reminders (account-ordering.md §7): the signed-in owner only, others' ids are 404. */
export function registerReminderRoutes(app: FastifyInstance, services: Services) {
  const { reminders } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/reminders',
    summary: "The account's dates: its contacts' birthdays and anniversaries and its own reminders",
    tag: 'reminders',
    query: ReminderListQuerySchema,
    response: ReminderListSchema,
    handler: async ({ query, request }) => reminders.list(await requireUserId(request), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/reminders',
    summary: 'Adds a reminder: a name, a day, every year or once, an occasion and the days before',
    tag: 'reminders',
    body: ReminderInputSchema,
    response: SavedReminderSchema,
    handler: async ({ body, request }) => reminders.create(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/reminders/:id',
    summary: 'One reminder the account added',
    tag: 'reminders',
    params: ReminderParamsSchema,
    response: SavedReminderSchema,
    handler: async ({ params, request }) => reminders.get(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/api/account/reminders/:id',
    summary: 'Changes a reminder the account added',
    tag: 'reminders',
    params: ReminderParamsSchema,
    body: ReminderInputSchema,
    response: SavedReminderSchema,
    handler: async ({ params, body, request }) =>
      reminders.update(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/account/reminders/:id',
    summary: 'Deletes a reminder the account added',
    tag: 'reminders',
    params: ReminderParamsSchema,
    response: DeletedSchema,
    handler: async ({ params, request }) => reminders.remove(await requireUserId(request), params.id),
  });
}

/**
 * `POST /test/reminders/sweep` (TEST_HOOKS only, with the test gateway): the reminders due at the moment
 * given are queued for mailing, as the housekeeping's sweep would on that day. The journeys move the
 * reminders' clock with it; nothing else of the shop's time changes.
 */
export function registerReminderTestHooks(app: FastifyInstance, services: Services) {
  defineRoute(app, {
    method: 'POST',
    url: '/test/reminders/sweep',
    summary: 'Test hook: queues the reminder e-mails due at a given moment',
    tag: 'test',
    body: z.object({ at: z.iso.datetime() }),
    response: z.object({ queued: z.number().int() }),
    config: { csrf: false },
    handler: async ({ body }) => ({ queued: await services.reminders.sweep(new Date(body.at)) }),
  });
}
