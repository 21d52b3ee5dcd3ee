import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organisationInvitations, organisationMembers, organisations } from '../../db/schema.ts';

// The organisations' tables (decision 0032). Members and invitations are always looked up within one
// organisation, so an id of another organisation's member finds nothing.

export type OrganisationRow = typeof organisations.$inferSelect;
export type MemberRow = typeof organisationMembers.$inferSelect;
export type InvitationRow = typeof organisationInvitations.$inferSelect;

const organisationColumns = {
  id: organisations.id,
  name: organisations.name,
  size: organisations.size,
  sendBand: organisations.sendBand,
  useCases: organisations.useCases,
  industry: organisations.industry,
  requireAuth: organisations.requireAuth,
  allowCustom: organisations.allowCustom,
  cardLogo: organisations.cardLogo,
  createdAt: organisations.createdAt,
};

const memberColumns = {
  id: organisationMembers.id,
  organisationId: organisationMembers.organisationId,
  userId: organisationMembers.userId,
  permissions: organisationMembers.permissions,
  joinedAt: organisationMembers.joinedAt,
  selectedAt: organisationMembers.selectedAt,
};

const invitationColumns = {
  id: organisationInvitations.id,
  organisationId: organisationInvitations.organisationId,
  email: organisationInvitations.email,
  permissions: organisationInvitations.permissions,
  tokenHash: organisationInvitations.tokenHash,
  invitedBy: organisationInvitations.invitedBy,
  createdAt: organisationInvitations.createdAt,
  expiresAt: organisationInvitations.expiresAt,
  acceptedAt: organisationInvitations.acceptedAt,
  acceptedBy: organisationInvitations.acceptedBy,
};

export async function insertOrganisation(
  db: Db,
  values: Pick<OrganisationRow, 'name' | 'size' | 'sendBand' | 'useCases' | 'industry' | 'createdAt'>,
): Promise<string> {
  const [row] = await db.insert(organisations).values(values).returning({ id: organisations.id });
  if (!row) throw new Error('organisation insert returned nothing');
  return row.id;
}

export async function updateOrganisation(
  db: Db,
  id: string,
  values: Pick<OrganisationRow, 'name'>,
): Promise<void> {
  await db.update(organisations).set(values).where(eq(organisations.id, id));
}

export async function organisationById(db: Db, id: string): Promise<OrganisationRow | null> {
  const [row] = await db.select(organisationColumns).from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

/**
 * Holds the organisation's row until the transaction ends, so two changes to its members (two managers
 * demoting each other) are made one after the other and each sees the other's result.
 */
export async function lockOrganisation(db: Db, id: string): Promise<void> {
  await db.execute(
    sql`select ${organisations.id} from ${organisations} where ${organisations.id} = ${id} for update`,
  );
}

/** Adds a member (or, already one, leaves them as they are); their organisation becomes their current one. */
export async function insertMember(
  db: Db,
  values: { organisationId: string; userId: string; permissions: Record<string, boolean>; at: Date },
): Promise<void> {
  await db
    .insert(organisationMembers)
    .values({
      organisationId: values.organisationId,
      userId: values.userId,
      permissions: values.permissions,
      joinedAt: values.at,
      selectedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [organisationMembers.organisationId, organisationMembers.userId],
      set: { selectedAt: values.at },
    });
}

/** The user's organisations with their names, the current one (selected last) first. */
export async function organisationsOf(db: Db, userId: string) {
  return db
    .select({ id: organisations.id, name: organisations.name, permissions: organisationMembers.permissions })
    .from(organisationMembers)
    .innerJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(organisationMembers.userId, userId))
    .orderBy(desc(organisationMembers.selectedAt), asc(organisationMembers.joinedAt));
}

/** Makes the user's membership of the organisation their current one: false when they are not its member. */
export async function selectMembership(
  db: Db,
  userId: string,
  organisationId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(organisationMembers)
    .set({ selectedAt: at })
    .where(
      and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
    )
    .returning({ id: organisationMembers.id });
  return rows.length > 0;
}

/** The user's memberships, the current one (selected last) first. */
export async function membershipsOf(db: Db, userId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(organisationMembers)
    .where(eq(organisationMembers.userId, userId))
    .orderBy(desc(organisationMembers.selectedAt), asc(organisationMembers.joinedAt));
}

/** The user's membership of one organisation, or null when they are not (or no longer) its member. */
export async function membershipIn(
  db: Db,
  userId: string,
  organisationId: string,
): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(organisationMembers)
    .where(
      and(eq(organisationMembers.userId, userId), eq(organisationMembers.organisationId, organisationId)),
    );
  return row ?? null;
}

/** The organisation's members, earliest first. */
export async function membersOf(db: Db, organisationId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(organisationMembers)
    .where(eq(organisationMembers.organisationId, organisationId))
    .orderBy(asc(organisationMembers.joinedAt), asc(organisationMembers.id));
}

/** One member of the organisation, or null (another organisation's member too). */
export async function memberOf(db: Db, organisationId: string, id: string): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(organisationMembers)
    .where(and(eq(organisationMembers.organisationId, organisationId), eq(organisationMembers.id, id)));
  return row ?? null;
}

/** Whether a member other than `exceptId` holds the permission. */
export async function othersHold(
  db: Db,
  organisationId: string,
  exceptId: string,
  permission: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: organisationMembers.id })
    .from(organisationMembers)
    .where(
      and(
        eq(organisationMembers.organisationId, organisationId),
        ne(organisationMembers.id, exceptId),
        sql`(${organisationMembers.permissions} ->> ${permission})::boolean is true`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function setMemberPermissions(
  db: Db,
  id: string,
  permissions: Record<string, boolean>,
): Promise<void> {
  await db.update(organisationMembers).set({ permissions }).where(eq(organisationMembers.id, id));
}

export async function deleteMember(db: Db, id: string): Promise<void> {
  await db.delete(organisationMembers).where(eq(organisationMembers.id, id));
}

/** Withdraws the invitations to this address not accepted yet (a new one replaces them). */
export async function withdrawOpenInvitations(db: Db, organisationId: string, email: string): Promise<void> {
  await db
    .delete(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        eq(organisationInvitations.email, email),
        isNull(organisationInvitations.acceptedAt),
      ),
    );
}

export async function insertInvitation(
  db: Db,
  values: Pick<
    InvitationRow,
    'organisationId' | 'email' | 'permissions' | 'tokenHash' | 'invitedBy' | 'createdAt' | 'expiresAt'
  >,
): Promise<InvitationRow> {
  const [row] = await db.insert(organisationInvitations).values(values).returning(invitationColumns);
  if (!row) throw new Error('invitation insert returned nothing');
  return row;
}

export async function deleteInvitation(db: Db, id: string): Promise<void> {
  await db.delete(organisationInvitations).where(eq(organisationInvitations.id, id));
}

/** Withdraws one of the organisation's invitations not accepted yet: false when it has no such one. */
export async function withdrawInvitation(db: Db, organisationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.id, id),
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  return rows.length > 0;
}

/** The organisation's invitations not accepted yet, newest first. */
export async function openInvitationsOf(db: Db, organisationId: string): Promise<InvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(organisationInvitations)
    .where(
      and(
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
      ),
    )
    .orderBy(desc(organisationInvitations.createdAt));
}

export async function invitationById(db: Db, id: string): Promise<InvitationRow | null> {
  const [row] = await db
    .select(invitationColumns)
    .from(organisationInvitations)
    .where(eq(organisationInvitations.id, id));
  return row ?? null;
}

/**
 * Marks the invitation accepted by the user, only while it is open and unexpired: false when another
 * request accepted it first, or it has run out.
 */
export async function claimInvitation(db: Db, id: string, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(organisationInvitations)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(
      and(
        eq(organisationInvitations.id, id),
        isNull(organisationInvitations.acceptedAt),
        sql`${organisationInvitations.expiresAt} > ${at.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: organisationInvitations.id });
  return rows.length > 0;
}
