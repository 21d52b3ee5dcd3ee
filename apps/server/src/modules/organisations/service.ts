import { INVITATION_LIFETIME_DAYS, type OrganisationPermission } from '@cardshop/shared/constants';
import {
  ALL_PERMISSIONS,
  type BusinessSignupInput,
  type Invitation,
  type InvitationAccepted,
  type InvitationParams,
  type InvitationStatus,
  type InviteInput,
  invitationPath,
  type ManagedOrganisation,
  type Member,
  type MemberPermissionsInput,
  type Members,
  type MyOrganisations,
  ORGANISATION_REQUIREMENTS,
  type Organisation,
  OrganisationSchema,
  type OrganisationSettingsInput,
  type PendingInvitation,
  type PermissionFlags,
  PermissionFlagsSchema,
} from '@cardshop/shared/contracts/organisations';
import { canManageOrganisation, satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { renderMail } from '../../platform/mail-layout.ts';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import { hashToken, randomToken, sameSecret } from '../../platform/sessions.ts';
import type { AuthService, ClientInfo, UserProfile } from '../auth/service.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './store.ts';

// Businesses (issue 19; decision 0032): the business sign-up, the organisation's members and their
// permissions, and the invitations that bring members in. Every manage call acts in the caller's current
// organisation and is checked there against ORGANISATION_REQUIREMENTS; a member id of any other
// organisation is not found.

export type OrganisationService = ReturnType<typeof createOrganisationService>;
export type MembershipService = ReturnType<typeof createMembershipService>;

const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * How often sign-ups and invitations may be made: sign-ups per client address (besides the account
 * sign-up's own limit), invitations per organisation and per inviting manager, and the invitation pages
 * per client address (unknown tokens count too, so tokens cannot be tried quickly).
 */
export const ORGANISATION_LIMITS = {
  signUpPerIp: { limit: 10, windowSeconds: HOUR },
  invitesPerOrganisation: { limit: 50, windowSeconds: DAY },
  invitesPerUser: { limit: 20, windowSeconds: HOUR },
  invitationPerIp: { limit: 60, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/** The permission an organisation can never be without: someone must be able to manage its members. */
const KEEPER: OrganisationPermission = 'members';

const permissionDenied = () => new HttpError(403, 'global.errors.permission-denied');
const linkExpired = () => new ValidationError({ token: ['validation.link-expired'] });
const lastManager = () => new ValidationError({ permissions: ['validation.last-manager'] });

/** Stored flags as every known permission, true or false (a key dropped or added since reads as false). */
const flagsOf = (stored: Record<string, boolean>): PermissionFlags => PermissionFlagsSchema.parse(stored);

const nameOf = (profile: UserProfile | undefined) =>
  profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';

/**
 * The memberships behind the signed-in user's payload: a module of its own, because the auth service
 * reads it and the organisation service signs accounts up through the auth service.
 */
export function createMembershipService(db: Db) {
  return {
    /** The user's current membership (the organisation selected last), or null outside any organisation. */
    async currentOf(userId: string) {
      const [current] = await store.membershipsOf(db, userId);
      return current ? { ...current, permissions: flagsOf(current.permissions) } : null;
    },

    /** The organisation the user works in (selected last), or null; `db` may be the caller's transaction. */
    async organisationOf(tx: Db, userId: string): Promise<string | null> {
      const [current] = await store.membershipsOf(tx, userId);
      return current?.organisationId ?? null;
    },

    /**
     * The user's permissions in one organisation (every known name, true or false), or null when they
     * are not its member: what a member may use of the organisation's is decided by these, read in the
     * caller's transaction at the moment it is used.
     */
    async permissionsIn(tx: Db, userId: string, organisationId: string): Promise<PermissionFlags | null> {
      const membership = await store.membershipIn(tx, userId, organisationId);
      return membership ? flagsOf(membership.permissions) : null;
    },

    /** What the user payload carries: the permissions in the current organisation, and every organisation. */
    async accessOf(
      userId: string,
    ): Promise<{ permissions: PermissionFlags | Record<string, never>; organisations: string[] }> {
      const memberships = await store.membershipsOf(db, userId);
      const [current] = memberships;
      return {
        permissions: current ? flagsOf(current.permissions) : {},
        organisations: memberships.map((membership) => membership.organisationId),
      };
    },
  };
}

export function createOrganisationService(
  db: Db,
  deps: {
    auth: AuthService;
    memberships: MembershipService;
    config: ConfigService;
    mailer: Mailer;
    publicUrl: string;
    clock?: () => Date;
    limits?: Partial<typeof ORGANISATION_LIMITS>;
  },
) {
  const clock = deps.clock ?? (() => new Date());
  const limits = { ...ORGANISATION_LIMITS, ...deps.limits };
  const limiter = createRateLimiter(db, clock);
  const publicUrl = deps.publicUrl.replace(/\/+$/, '');

  /**
   * The caller's current membership when it grants the requirements; a 403 otherwise (no organisation,
   * or not the permission), checked on every call.
   */
  async function caller(userId: string, requirements: readonly string[]) {
    const membership = await deps.memberships.currentOf(userId);
    if (!membership || !satisfiesRequirements(membership.permissions, [...requirements])) {
      throw permissionDenied();
    }
    return membership;
  }

  async function myOrganisations(userId: string): Promise<MyOrganisations> {
    const rows = await store.organisationsOf(db, userId);
    return {
      organisations: rows.map((row, index) => ({
        id: row.id,
        name: row.name,
        current: index === 0,
        manager: canManageOrganisation(flagsOf(row.permissions)),
      })),
    };
  }

  async function organisationOf(id: string): Promise<Organisation> {
    const row = await store.organisationById(db, id);
    if (!row) throw new NotFoundError();
    return OrganisationSchema.parse({ ...row, createdAt: row.createdAt.toISOString() });
  }

  const pendingOf = (
    row: store.InvitationRow,
    profiles: Map<string, UserProfile>,
    now: Date,
  ): PendingInvitation => ({
    id: row.id,
    email: row.email,
    permissions: flagsOf(row.permissions),
    invitedBy: nameOf(row.invitedBy ? profiles.get(row.invitedBy) : undefined),
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
  });

  async function membersOf(organisationId: string, callerId: string): Promise<Members> {
    const [rows, invitations] = await Promise.all([
      store.membersOf(db, organisationId),
      store.openInvitationsOf(db, organisationId),
    ]);
    const profiles = await deps.auth.profilesOf([
      ...rows.map((row) => row.userId),
      ...invitations.flatMap((row) => (row.invitedBy ? [row.invitedBy] : [])),
    ]);
    const members: Member[] = rows.flatMap((row) => {
      const profile = profiles.get(row.userId);
      if (!profile) return [];
      const permissions = flagsOf(row.permissions);
      return [
        {
          id: row.id,
          firstName: profile.firstName,
          lastName: profile.lastName,
          email: profile.email,
          permissions,
          manager: canManageOrganisation(permissions),
          you: row.userId === callerId,
          joinedAt: row.joinedAt.toISOString(),
        },
      ];
    });
    // Managers first, each group in the order they joined.
    members.sort((a, b) => Number(b.manager) - Number(a.manager));
    const now = clock();
    return { members, invitations: invitations.map((row) => pendingOf(row, profiles, now)) };
  }

  /**
   * Runs a change to one member of the caller's organisation with the organisation locked, so the rule
   * that someone keeps the members permission holds even when two managers act at once.
   */
  async function changeMember(
    userId: string,
    memberId: string,
    change: (tx: Db, member: store.MemberRow) => Promise<void>,
  ) {
    const membership = await caller(userId, ORGANISATION_REQUIREMENTS.members);
    await db.transaction(async (tx) => {
      await store.lockOrganisation(tx, membership.organisationId);
      const member = await store.memberOf(tx, membership.organisationId, memberId);
      if (!member) throw new NotFoundError();
      await change(tx, member);
    });
    return membership;
  }

  /** Refuses to take the members permission from its last holder. */
  async function keepAManager(tx: Db, member: store.MemberRow, keeps: boolean) {
    if (keeps || !flagsOf(member.permissions)[KEEPER]) return;
    if (!(await store.othersHold(tx, member.organisationId, member.id, KEEPER))) throw lastManager();
  }

  /** The invitation the link names, when its token is right (compared as hashes, in constant time). */
  async function invitationByLink(params: InvitationParams, ip: string) {
    await limiter.enforce([[`organisation-invitation:ip:${ip}`, limits.invitationPerIp]]);
    const row = await store.invitationById(db, params.id);
    if (!row || !sameSecret(hashToken(params.token), row.tokenHash)) throw new NotFoundError();
    return row;
  }

  return {
    /**
     * A business sign-up: the account (the auth service's quick account, its verification link mailed),
     * the organisation and the user as its first manager with every permission, written in one
     * transaction. Answers the new user's id; the route signs them in.
     */
    async signUp(
      input: BusinessSignupInput,
      client: ClientInfo,
    ): Promise<{ userId: string; mailError: unknown }> {
      await limiter.enforce([[`business-signup:ip:${client.ip}`, limits.signUpPerIp]]);
      try {
        return await deps.auth.createAccount(
          {
            username: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            subscribe: input.subscribe,
          },
          client,
          async (tx, userId) => {
            const at = clock();
            const organisationId = await store.insertOrganisation(tx, {
              name: input.organisation,
              size: input.size,
              sendBand: input.sendBand,
              useCases: input.useCases,
              industry: input.industry,
              createdAt: at,
            });
            await store.insertMember(tx, { organisationId, userId, permissions: ALL_PERMISSIONS, at });
          },
        );
      } catch (error) {
        // The account's address is this form's `email`.
        const taken = error instanceof ValidationError && error.data?.errors;
        if (taken && typeof taken === 'object' && 'username' in taken) {
          throw new ValidationError({ email: (taken as { username: string[] }).username });
        }
        throw error;
      }
    },

    /** `GET /api/account/organisations`: every organisation the user belongs to, the current one first. */
    organisationsOf: myOrganisations,

    /**
     * `POST /api/account/organisations/select`: the user works in this organisation from now on (its
     * orders, credits and permissions are theirs). Another organisation's id, or an unknown one, is a 404.
     */
    async select(userId: string, organisationId: string): Promise<MyOrganisations> {
      if (!(await store.selectMembership(db, userId, organisationId, clock()))) throw new NotFoundError();
      return myOrganisations(userId);
    },

    /** The caller's organisation (managers), with their own permissions in it. */
    async organisation(userId: string): Promise<ManagedOrganisation> {
      const membership = await caller(userId, ORGANISATION_REQUIREMENTS.manage);
      return {
        organisation: await organisationOf(membership.organisationId),
        permissions: membership.permissions,
      };
    },

    /** Changes the caller's organisation's settings (the settings permission); answers it as changed. */
    async updateSettings(userId: string, input: OrganisationSettingsInput): Promise<ManagedOrganisation> {
      const membership = await caller(userId, ORGANISATION_REQUIREMENTS.settings);
      await store.updateOrganisation(db, membership.organisationId, input);
      return {
        organisation: await organisationOf(membership.organisationId),
        permissions: membership.permissions,
      };
    },

    /** The members and open invitations of the caller's organisation (the members permission). */
    async members(userId: string): Promise<Members> {
      const membership = await caller(userId, ORGANISATION_REQUIREMENTS.members);
      return membersOf(membership.organisationId, userId);
    },

    /**
     * Mails an invitation to join the caller's organisation with the permissions given: a link that works
     * once, for INVITATION_LIFETIME_DAYS. A new invitation to the same address replaces one not yet
     * accepted; an address that is a member already is refused. Answers the invitation.
     */
    async invite(userId: string, input: InviteInput, client: ClientInfo): Promise<PendingInvitation> {
      const membership = await caller(userId, ORGANISATION_REQUIREMENTS.members);
      const current = await membersOf(membership.organisationId, userId);
      if (current.members.some((member) => member.email === input.email)) {
        throw new ValidationError({ email: ['validation.already-member'] });
      }
      await limiter.enforce([
        [`organisation-invite:organisation:${membership.organisationId}`, limits.invitesPerOrganisation],
        [`organisation-invite:user:${userId}`, limits.invitesPerUser],
      ]);
      const token = randomToken();
      const now = clock();
      const row = await db.transaction(async (tx) => {
        await store.withdrawOpenInvitations(tx, membership.organisationId, input.email);
        return store.insertInvitation(tx, {
          organisationId: membership.organisationId,
          email: input.email,
          permissions: input.permissions,
          tokenHash: hashToken(token),
          invitedBy: userId,
          createdAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_DAYS * DAY * 1000),
        });
      });
      const [organisation, profiles, region] = await Promise.all([
        organisationOf(membership.organisationId),
        deps.auth.profilesOf([userId]),
        deps.config.region(client.region),
      ]);
      try {
        await deps.mailer.send(
          renderMail({
            to: input.email,
            locale: region.locale,
            subjectKey: 'mail.organisation-invitation.subject',
            paragraphKeys: [
              'mail.organisation-invitation.body',
              'mail.organisation-invitation.expiry',
              'mail.organisation-invitation.ignore',
            ],
            values: {
              name: nameOf(profiles.get(userId)),
              organisation: organisation.name,
              days: String(INVITATION_LIFETIME_DAYS),
            },
            action: {
              labelKey: 'mail.organisation-invitation.action',
              url: `${publicUrl}${invitationPath(row.id, token)}`,
            },
          }),
        );
      } catch (error) {
        // An invitation nobody received would only wait to expire: it goes, and the manager can try again.
        await store.deleteInvitation(db, row.id);
        throw error;
      }
      return pendingOf(row, profiles, now);
    },

    /**
     * Withdraws an invitation not accepted yet (the members permission): its link no longer works. Another
     * organisation's invitation, or one accepted already, is a 404, as an id that never existed.
     */
    async withdrawInvitation(userId: string, invitationId: string): Promise<Members> {
      const membership = await caller(userId, ORGANISATION_REQUIREMENTS.members);
      if (!(await store.withdrawInvitation(db, membership.organisationId, invitationId))) {
        throw new NotFoundError();
      }
      return membersOf(membership.organisationId, userId);
    },

    /** Sets a member's permissions (the members permission); the last holder of it cannot lose it. */
    async setPermissions(userId: string, memberId: string, input: MemberPermissionsInput): Promise<Members> {
      const membership = await changeMember(userId, memberId, async (tx, member) => {
        await keepAManager(tx, member, input.permissions[KEEPER]);
        await store.setMemberPermissions(tx, member.id, input.permissions);
      });
      return membersOf(membership.organisationId, userId);
    },

    /** Takes a member out of the organisation (the members permission); never its last holder of it. */
    async removeMember(userId: string, memberId: string): Promise<{ removed: true }> {
      await changeMember(userId, memberId, async (tx, member) => {
        await keepAManager(tx, member, false);
        await store.deleteMember(tx, member.id);
      });
      return { removed: true };
    },

    /**
     * An invitation for its own page: the organisation, who invited whom, the permissions it gives, and
     * what stands between the visitor (signed in or not) and accepting it. A wrong token is a 404.
     */
    async invitation(params: InvitationParams, viewerId: string | null, ip: string): Promise<Invitation> {
      const row = await invitationByLink(params, ip);
      const [organisation, profiles, memberships] = await Promise.all([
        organisationOf(row.organisationId),
        deps.auth.profilesOf([...(row.invitedBy ? [row.invitedBy] : []), ...(viewerId ? [viewerId] : [])]),
        viewerId ? deps.memberships.accessOf(viewerId) : null,
      ]);
      const viewer = viewerId ? profiles.get(viewerId) : undefined;
      const invited = viewer?.email === row.email;
      let status: InvitationStatus;
      // The one invited who is in the organisation (having accepted this, or before) is told so first.
      if (invited && memberships?.organisations.includes(row.organisationId)) status = 'member';
      else if (row.acceptedAt) status = 'accepted';
      else if (row.expiresAt <= clock()) status = 'expired';
      else if (!viewer) status = 'sign-in';
      else if (!invited) status = 'other-account';
      else if (!viewer.emailVerified) status = 'verify-email';
      else status = 'ready';
      return {
        organisation: organisation.name,
        email: row.email,
        invitedBy: nameOf(row.invitedBy ? profiles.get(row.invitedBy) : undefined),
        permissions: flagsOf(row.permissions),
        expiresAt: row.expiresAt.toISOString(),
        status,
      };
    },

    /**
     * Accepts an invitation as the signed-in user, whose verified address must be the one invited: they
     * join the organisation with the invitation's permissions (a member already keeps theirs) and work in
     * it from now on. The link works once.
     */
    async accept(params: InvitationParams, userId: string, ip: string): Promise<InvitationAccepted> {
      const row = await invitationByLink(params, ip);
      const viewer = (await deps.auth.profilesOf([userId])).get(userId);
      if (!viewer) throw new HttpError(401, 'global.error.unauthenticated');
      if (row.acceptedAt || row.expiresAt <= clock()) throw linkExpired();
      if (viewer.email !== row.email) throw new HttpError(403, 'validation.invitation-other-account');
      if (!viewer.emailVerified) throw new HttpError(403, 'validation.email-unverified');
      const at = clock();
      await db.transaction(async (tx) => {
        if (!(await store.claimInvitation(tx, row.id, userId, at))) throw linkExpired();
        await store.insertMember(tx, {
          organisationId: row.organisationId,
          userId,
          permissions: flagsOf(row.permissions),
          at,
        });
      });
      const membership = await deps.memberships.currentOf(userId);
      return {
        organisationId: row.organisationId,
        next: membership && canManageOrganisation(membership.permissions) ? '/manage' : '/',
      };
    },
  };
}
