import { AuthStateSchema } from '@cardshop/shared/contracts/auth';
import {
  BusinessSignupSchema,
  InvitationAcceptedSchema,
  InvitationIdParamsSchema,
  InvitationParamsSchema,
  InvitationSchema,
  InviteSchema,
  ManagedOrganisationSchema,
  MemberParamsSchema,
  MemberPermissionsSchema,
  MembersSchema,
  MyOrganisationsSchema,
  OrganisationOverviewSchema,
  OrganisationSettingsSchema,
  PendingInvitationSchema,
  RemovedSchema,
  SelectOrganisationSchema,
} from '@cardshop/shared/contracts/organisations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineRoute } from '../../platform/api.ts';
import { requestedRegion } from '../../platform/request-region.ts';
import { requireUserId, startSession } from '../../platform/security.ts';
import type { Services } from '../../services.ts';
import type { ClientInfo } from '../auth/service.ts';

// Businesses (issue 19; decision 0032). The sign-up and the invitation links under /api/business; the
// organisation's management under /api/manage, in the caller's current organisation: signed out a 401,
// without the permission a 403, a member id of another organisation a 404. Changes are POSTs with a verb
// at the end of the path, as elsewhere.

const TAG = 'organisations';

const clientOf = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  region: requestedRegion(request),
});

// Answers about who may do what, and pages holding a token, are never kept by a cache.
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerOrganisationRoutes(app: FastifyInstance, services: Services) {
  const { organisations, organisationDashboard, auth, sessions } = services;

  defineRoute(app, {
    method: 'GET',
    url: '/api/account/organisations',
    summary: 'The organisations the signed-in user belongs to, the one they work in first',
    tag: TAG,
    response: MyOrganisationsSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return organisations.organisationsOf(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/account/organisations/select',
    summary: 'Works in another of the user’s organisations from now on (404 for one they do not belong to)',
    tag: TAG,
    body: SelectOrganisationSchema,
    response: MyOrganisationsSchema,
    handler: async ({ body, request, reply }) => {
      noStore(reply);
      return organisations.select(await requireUserId(request), body.organisation);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/manage/overview',
    summary:
      "The manage dashboard's figures: the organisation's recent orders (managers), its credits, gift credit and this month's spend (billing)",
    tag: TAG,
    response: OrganisationOverviewSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return organisationDashboard.overview(await requireUserId(request), requestedRegion(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/business/signup',
    summary:
      'Opens a business account: the account (its verification link mailed), the organisation and the user as its first manager with every permission; signs them in',
    tag: TAG,
    limited: 'sign-ups per client address',
    body: BusinessSignupSchema,
    response: AuthStateSchema,
    handler: async ({ body, request, reply }) => {
      const { userId, mailError } = await organisations.signUp(body, clientOf(request));
      if (mailError) request.log.error({ err: mailError }, 'mail not sent');
      const csrfToken = await startSession(request, reply, sessions, userId);
      noStore(reply);
      return auth.authState(userId, csrfToken, requestedRegion(request));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/manage/organisation',
    summary: "The caller's organisation and their permissions in it (any management permission)",
    tag: TAG,
    response: ManagedOrganisationSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return organisations.organisation(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/organisation',
    summary:
      "Changes the caller's organisation's settings: name, requireAuth, allowCustom (settings permission)",
    tag: TAG,
    body: OrganisationSettingsSchema,
    response: ManagedOrganisationSchema,
    handler: async ({ body, request }) => organisations.updateSettings(await requireUserId(request), body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/manage/members',
    summary:
      "The members of the caller's organisation, managers first, and the invitations not yet accepted (members permission)",
    tag: TAG,
    response: MembersSchema,
    handler: async ({ request, reply }) => {
      noStore(reply);
      return organisations.members(await requireUserId(request));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/members/invite',
    summary:
      'Mails an invitation to join the organisation with the permissions given, a link that works once for 7 days (members permission)',
    tag: TAG,
    limited: 'invitations per organisation and per inviting member',
    body: InviteSchema,
    response: PendingInvitationSchema,
    handler: async ({ body, request }) =>
      organisations.invite(await requireUserId(request), body, clientOf(request)),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/members/:id',
    summary:
      "Sets a member's permissions (members permission); the organisation's last holder of the members permission keeps it",
    tag: TAG,
    params: MemberParamsSchema,
    body: MemberPermissionsSchema,
    response: MembersSchema,
    handler: async ({ params, body, request }) =>
      organisations.setPermissions(await requireUserId(request), params.id, body),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/members/:id/delete',
    summary:
      'Takes a member out of the organisation (members permission); never its last holder of the members permission',
    tag: TAG,
    params: MemberParamsSchema,
    response: RemovedSchema,
    handler: async ({ params, request }) =>
      organisations.removeMember(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/manage/invitations/:id/delete',
    summary:
      "Withdraws an invitation of the caller's organisation not yet accepted; answers the members (members permission)",
    tag: TAG,
    params: InvitationIdParamsSchema,
    response: MembersSchema,
    handler: async ({ params, request }) =>
      organisations.withdrawInvitation(await requireUserId(request), params.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/business/invitation/:id/:token',
    summary:
      'An invitation by its link: the organisation, who invited which address, the permissions, and what stands before accepting it',
    tag: TAG,
    limited: 'views and acceptances from one client address',
    params: InvitationParamsSchema,
    response: InvitationSchema,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return organisations.invitation(params, (await request.session())?.userId ?? null, request.ip);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/business/invitation/:id/:token/accept',
    summary:
      'Accepts an invitation, signed in with the verified address it was sent to: the user joins the organisation and works in it',
    tag: TAG,
    limited: 'views and acceptances from one client address',
    params: InvitationParamsSchema,
    response: InvitationAcceptedSchema,
    handler: async ({ params, request, reply }) => {
      noStore(reply);
      return organisations.accept(params, await requireUserId(request), request.ip);
    },
  });
}
