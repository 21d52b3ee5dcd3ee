import {
  ContactInputSchema,
  ContactListQuerySchema,
  ContactListSchema,
  ContactParamsSchema,
  ContactSchema,
  DeletedSchema,
  GroupCreateSchema,
  GroupListQuerySchema,
  GroupListSchema,
  GroupMergeSchema,
  GroupSchema,
  GroupUpdateSchema,
} from '@cardshop/shared/contracts/address-book';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requireUserId } from '../../platform/security.ts';
import type { Services } from '../../services.ts';

// The address book (account-ordering.md §7; decision 0028): the spec's GET calls, and POSTs that create,
// change and delete in the codebase's style (a verb at the end of the path). Signed-in owners only:
// another account's id is a 404, exactly as an id that never existed.

export function registerAddressBookRoutes(app: FastifyInstance, services: Services) {
  const { addressBook } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses',
    summary:
      "One page of the account's contacts: searched by name, place or group, filtered by group, sorted",
    tag: 'address-book',
    query: ContactListQuerySchema,
    response: ContactListSchema,
    handler: async ({ query, request }) => addressBook.list(await requireUserId(request), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses',
    summary: 'Adds a contact, its address checked by the country rules; answers it',
    tag: 'address-book',
    body: ContactInputSchema,
    response: ContactSchema,
    handler: async ({ body, request }) => addressBook.create(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses/groups',
    summary: "The account's groups with their sizes (maxResults 100, sort name, sortDir asc, query)",
    tag: 'address-book',
    query: GroupListQuerySchema,
    response: GroupListSchema,
    handler: async ({ query, request }) => addressBook.groups.list(await requireUserId(request), query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/groups',
    summary: 'Makes a group (its name is the account’s once), with the contacts it starts with; answers it',
    tag: 'address-book',
    body: GroupCreateSchema,
    response: GroupSchema,
    handler: async ({ body, request }) => addressBook.groups.create(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses/groups/:id',
    summary: 'One of the account’s groups with its members',
    tag: 'address-book',
    params: ContactParamsSchema,
    response: GroupSchema,
    handler: async ({ params, request }) => addressBook.groups.get(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/groups/:id',
    summary: 'Renames a group and adds and takes out members; answers it',
    tag: 'address-book',
    params: ContactParamsSchema,
    body: GroupUpdateSchema,
    response: GroupSchema,
    handler: async ({ params, body, request }) =>
      addressBook.groups.update(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/groups/:id/merge',
    summary: 'Moves a group’s members into another group (each once) and deletes it; answers the other',
    tag: 'address-book',
    params: ContactParamsSchema,
    body: GroupMergeSchema,
    response: GroupSchema,
    handler: async ({ params, body, request }) =>
      addressBook.groups.merge(await requireUserId(request), params.id, body.into),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/groups/:id/delete',
    summary: 'Deletes a group; its contacts stay',
    tag: 'address-book',
    params: ContactParamsSchema,
    response: DeletedSchema,
    handler: async ({ params, request }) =>
      addressBook.groups.remove(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/addresses/:id',
    summary: 'One of the account’s contacts, with its groups',
    tag: 'address-book',
    params: ContactParamsSchema,
    response: ContactSchema,
    handler: async ({ params, request }) => addressBook.contact(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/:id',
    summary: 'Saves a contact’s fields (and its groups, when sent); answers it',
    tag: 'address-book',
    params: ContactParamsSchema,
    body: ContactInputSchema,
    response: ContactSchema,
    handler: async ({ params, body, request }) =>
      addressBook.update(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/addresses/:id/delete',
    summary: 'Deletes a contact (it leaves its groups)',
    tag: 'address-book',
    params: ContactParamsSchema,
    response: DeletedSchema,
    handler: async ({ params, request }) => addressBook.remove(await requireUserId(request), params.id),
  });
}
