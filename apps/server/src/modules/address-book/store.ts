import type {
  Contact,
  ContactListQuery,
  GroupListQuery,
  GroupMember,
  GroupRef,
  GroupSummary,
} from '@cardshop/shared/contracts/address-book';
import { contactName } from '@cardshop/shared/rules/names';
import { and, asc, count, desc, eq, exists, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { addressBookContacts, addressBookGroupMembers, addressBookGroups } from '../../db/schema.ts';

// The address book's tables (decision 0028). Every statement names the owner, so another account's id
// finds nothing.

type ContactRow = typeof addressBookContacts.$inferSelect;
export type ContactValues = Omit<
  typeof addressBookContacts.$inferInsert,
  'id' | 'userId' | 'sortName' | 'searchText' | 'createdAt' | 'updatedAt'
>;

/** A `LIKE` pattern that finds `term` anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** The lower-case words a search looks in: names, e-mail, phone, place, postcode and country. */
export function searchTextOf(values: ContactValues): string {
  return [
    values.title,
    values.firstName,
    values.lastName,
    values.email,
    values.phone,
    values.locality,
    values.adminAreaLevel1,
    values.postcode,
    values.country,
  ]
    .filter((part): part is string => !!part)
    .join(' ')
    .toLowerCase();
}

export const sortNameOf = (values: ContactValues) => `${values.lastName} ${values.firstName}`.toLowerCase();

function contactOf(row: ContactRow, groups: GroupRef[]): Contact {
  return {
    id: row.id,
    title: (row.title ?? null) as Contact['title'],
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    address2Type: (row.address2Type ?? null) as Contact['address2Type'],
    address2: row.address2,
    locality: row.locality,
    adminAreaLevel1: row.adminAreaLevel1,
    postcode: row.postcode,
    country: row.country,
    email: row.email,
    phone: row.phone,
    birthdayDay: row.birthdayDay,
    birthdayMonth: row.birthdayMonth,
    birthdayYear: row.birthdayYear,
    anniversaryDay: row.anniversaryDay,
    anniversaryMonth: row.anniversaryMonth,
    anniversaryYear: row.anniversaryYear,
    note: row.note,
    groups,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The groups of each contact, by name. */
async function groupsOf(db: Db, contactIds: string[]): Promise<Map<string, GroupRef[]>> {
  const found = new Map<string, GroupRef[]>();
  if (contactIds.length === 0) return found;
  const rows = await db
    .select({
      contactId: addressBookGroupMembers.contactId,
      id: addressBookGroups.id,
      name: addressBookGroups.name,
    })
    .from(addressBookGroupMembers)
    .innerJoin(addressBookGroups, eq(addressBookGroups.id, addressBookGroupMembers.groupId))
    .where(inArray(addressBookGroupMembers.contactId, contactIds))
    .orderBy(sql`lower(${addressBookGroups.name})`);
  for (const row of rows) {
    const list = found.get(row.contactId) ?? [];
    list.push({ id: row.id, name: row.name });
    found.set(row.contactId, list);
  }
  return found;
}

export async function contactById(db: Db, userId: string, id: string): Promise<Contact | null> {
  const [row] = await db
    .select()
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.id, id), eq(addressBookContacts.userId, userId)))
    .limit(1);
  if (!row) return null;
  return contactOf(row, (await groupsOf(db, [row.id])).get(row.id) ?? []);
}

/** A contact's groups by name, as JSON beside its row. */
const groupsJson = sql<
  GroupRef[] | null
>`(SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY lower(g.name), g.id)
  FROM ${addressBookGroupMembers} m JOIN ${addressBookGroups} g ON g.id = m.group_id
  WHERE m.contact_id = ${addressBookContacts.id})`;

const CONTACT_ORDER = {
  name: [addressBookContacts.sortName],
  locality: [sql`lower(${addressBookContacts.locality})`, addressBookContacts.sortName],
  created: [addressBookContacts.createdAt],
  updated: [addressBookContacts.updatedAt],
} as const;

// The total of a list (a `count(*)` over the account's matching rows) is what costs at 10,000 contacts, and
// it does not change while the person pages, sorts or comes back: it is kept per account and filter until
// the account's book changes. Every write calls `forgetTotals` once it has committed; a count read while a
// write was under way is not kept (the account's generation moved). A minute's limit bounds what another
// server process's writes could leave stale.
const TOTAL_TTL_MS = 60_000;
const TOTAL_ACCOUNTS = 5_000;
const generations = new Map<string, number>();
const totals = new Map<string, { generation: number; at: number; byFilter: Map<string, number> }>();

/** The account's address book changed (after its transaction committed): its list totals are counted again. */
export function forgetTotals(userId: string) {
  totals.delete(userId);
  generations.set(userId, (generations.get(userId) ?? 0) + 1);
  if (generations.size > TOTAL_ACCOUNTS * 4) generations.clear();
}

function keptTotal(userId: string, filter: string, now: number): number | undefined {
  const kept = totals.get(userId);
  if (!kept || kept.generation !== (generations.get(userId) ?? 0) || now - kept.at > TOTAL_TTL_MS) return;
  return kept.byFilter.get(filter);
}

function keepTotal(userId: string, filter: string, generation: number, at: number, value: number) {
  if ((generations.get(userId) ?? 0) !== generation) return;
  let kept = totals.get(userId);
  if (!kept || kept.generation !== generation || at - kept.at > TOTAL_TTL_MS) {
    kept = { generation, at, byFilter: new Map() };
    totals.delete(userId);
    if (totals.size >= TOTAL_ACCOUNTS) {
      const oldest = totals.keys().next().value;
      if (oldest !== undefined) totals.delete(oldest);
    }
    totals.set(userId, kept);
  }
  if (kept.byFilter.size < 100) kept.byFilter.set(filter, value);
}

/**
 * Brings the planner's statistics and the visibility map up to date after a large import. The embedded
 * database has no autovacuum: without this, a book of 10,000 fresh rows looks empty to the planner (a deep
 * page by place sorted the whole book instead of walking its index) and no scan is index-only. PostgreSQL
 * would get there by itself later; doing it now costs a fraction of the import. Never fails the import.
 */
export async function refreshStatistics(db: Db) {
  try {
    await db.execute(sql`VACUUM (ANALYZE) ${addressBookContacts}, ${addressBookGroupMembers}`);
  } catch (error) {
    console.warn(`address book: statistics not refreshed: ${(error as Error).message}`);
  }
}

/** One page of an account's contacts, searched, filtered by group and sorted, with the count of all. */
export async function listContacts(db: Db, userId: string, query: ContactListQuery) {
  const conditions: SQL[] = [eq(addressBookContacts.userId, userId)];
  if (query.group) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(addressBookGroupMembers)
          .where(
            and(
              eq(addressBookGroupMembers.contactId, addressBookContacts.id),
              eq(addressBookGroupMembers.groupId, query.group),
            ),
          ),
      ),
    );
  }
  const terms = (query.query ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  // A word may also be in the name of one of the contact's groups. The account's few groups are matched
  // first, so a word no group name holds is a plain LIKE, which the trigram index answers (an OR with a
  // group look-up could only be checked row by row).
  const groupNames =
    terms.length > 0
      ? await db
          .select({ id: addressBookGroups.id, name: sql<string>`lower(${addressBookGroups.name})` })
          .from(addressBookGroups)
          .where(eq(addressBookGroups.userId, userId))
      : [];
  for (const term of terms) {
    const pattern = containing(term);
    const inGroups = groupNames.filter((group) => group.name.includes(term)).map((group) => group.id);
    conditions.push(
      inGroups.length === 0
        ? sql`${addressBookContacts.searchText} LIKE ${pattern}`
        : sql`(${addressBookContacts.searchText} LIKE ${pattern} OR EXISTS (
        SELECT 1 FROM ${addressBookGroupMembers}
        WHERE ${addressBookGroupMembers.contactId} = ${addressBookContacts.id}
          AND ${inArray(addressBookGroupMembers.groupId, inGroups)}))`,
    );
  }
  const where = and(...conditions);
  const direction = query.sortDir === 'desc' ? desc : asc;
  const order = [...CONTACT_ORDER[query.sort], addressBookContacts.id].map((column) => direction(column));
  const filter = JSON.stringify([query.group ?? null, terms]);
  const now = Date.now();
  const generation = generations.get(userId) ?? 0;
  const kept = keptTotal(userId, filter, now);
  // The page is one statement: its ids from the sort's index (an OFFSET deep in the list walks index
  // entries, not whole rows), then only those rows in full, each with its groups by name.
  const page = db
    .select({ id: addressBookContacts.id })
    .from(addressBookContacts)
    .where(where)
    .orderBy(...order)
    .limit(query.maxResults)
    .offset((query.page - 1) * query.maxResults)
    .as('page');
  const [rows, counted] = await Promise.all([
    db
      .select({ row: addressBookContacts, groups: groupsJson })
      .from(addressBookContacts)
      .innerJoin(page, eq(page.id, addressBookContacts.id))
      .orderBy(...order),
    kept === undefined
      ? db.select({ value: count() }).from(addressBookContacts).where(where)
      : Promise.resolve(null),
  ]);
  let total = kept;
  if (total === undefined) {
    total = Number(counted?.[0]?.value ?? 0);
    keepTotal(userId, filter, generation, now, total);
  }
  return { results: rows.map(({ row, groups }) => contactOf(row, groups ?? [])), total };
}

export async function insertContact(db: Db, userId: string, values: ContactValues): Promise<string> {
  const [row] = await db
    .insert(addressBookContacts)
    .values({ ...values, userId, sortName: sortNameOf(values), searchText: searchTextOf(values) })
    .returning({ id: addressBookContacts.id });
  if (!row) throw new Error('contact insert failed');
  return row.id;
}

/** Saves a contact's new values; false when the account has no such contact. */
export async function updateContact(db: Db, userId: string, id: string, values: ContactValues) {
  const rows = await db
    .update(addressBookContacts)
    .set({ ...values, sortName: sortNameOf(values), searchText: searchTextOf(values), updatedAt: new Date() })
    .where(and(eq(addressBookContacts.id, id), eq(addressBookContacts.userId, userId)))
    .returning({ id: addressBookContacts.id });
  return rows.length > 0;
}

/** Deletes a contact (its group memberships go with it); false when the account has no such contact. */
export async function deleteContact(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(addressBookContacts)
    .where(and(eq(addressBookContacts.id, id), eq(addressBookContacts.userId, userId)))
    .returning({ id: addressBookContacts.id });
  return rows.length > 0;
}

/** Which of these ids are the account's contacts. */
export async function ownContactIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: addressBookContacts.id })
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.userId, userId), inArray(addressBookContacts.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The names of those of these ids that are the account's contacts ('Ms Mary Watson'), by id. */
export async function contactNames(db: Db, userId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: addressBookContacts.id,
      title: addressBookContacts.title,
      firstName: addressBookContacts.firstName,
      lastName: addressBookContacts.lastName,
    })
    .from(addressBookContacts)
    .where(and(eq(addressBookContacts.userId, userId), inArray(addressBookContacts.id, ids)));
  return new Map(rows.map((row) => [row.id, contactName(row)]));
}

// Groups.

const memberCount = sql<number>`(SELECT count(*)::int FROM ${addressBookGroupMembers} WHERE ${addressBookGroupMembers.groupId} = ${addressBookGroups.id})`;

const GROUP_ORDER = {
  name: [sql`lower(${addressBookGroups.name})`],
  size: [memberCount, sql`lower(${addressBookGroups.name})`],
  created: [addressBookGroups.createdAt],
} as const;

function summaryOf(row: { id: string; name: string; size: number; createdAt: Date }): GroupSummary {
  return { id: row.id, name: row.name, size: Number(row.size), createdAt: row.createdAt.toISOString() };
}

const groupColumns = {
  id: addressBookGroups.id,
  name: addressBookGroups.name,
  size: memberCount,
  createdAt: addressBookGroups.createdAt,
};

export async function listGroups(db: Db, userId: string, query: GroupListQuery) {
  const conditions: SQL[] = [eq(addressBookGroups.userId, userId)];
  if (query.query)
    conditions.push(sql`lower(${addressBookGroups.name}) LIKE ${containing(query.query.toLowerCase())}`);
  const where = and(...conditions);
  const direction = query.sortDir === 'desc' ? desc : asc;
  const order = [...GROUP_ORDER[query.sort], addressBookGroups.id].map((column) => direction(column));
  const [rows, [total]] = await Promise.all([
    db
      .select(groupColumns)
      .from(addressBookGroups)
      .where(where)
      .orderBy(...order)
      .limit(query.maxResults)
      .offset((query.page - 1) * query.maxResults),
    db.select({ value: count() }).from(addressBookGroups).where(where),
  ]);
  return { results: rows.map(summaryOf), total: total?.value ?? 0 };
}

export async function groupSummary(db: Db, userId: string, id: string): Promise<GroupSummary | null> {
  const [row] = await db
    .select(groupColumns)
    .from(addressBookGroups)
    .where(and(eq(addressBookGroups.id, id), eq(addressBookGroups.userId, userId)))
    .limit(1);
  return row ? summaryOf(row) : null;
}

export async function membersOf(db: Db, groupId: string): Promise<GroupMember[]> {
  const rows = await db
    .select({
      id: addressBookContacts.id,
      title: addressBookContacts.title,
      firstName: addressBookContacts.firstName,
      lastName: addressBookContacts.lastName,
      locality: addressBookContacts.locality,
      adminAreaLevel1: addressBookContacts.adminAreaLevel1,
      country: addressBookContacts.country,
    })
    .from(addressBookGroupMembers)
    .innerJoin(addressBookContacts, eq(addressBookContacts.id, addressBookGroupMembers.contactId))
    .where(eq(addressBookGroupMembers.groupId, groupId))
    .orderBy(addressBookContacts.sortName, addressBookContacts.id);
  return rows.map((row) => ({ ...row, title: (row.title ?? null) as GroupMember['title'] }));
}

/** Whether the account has another group of this name (in any case). */
export async function groupNameTaken(db: Db, userId: string, name: string, except?: string) {
  const conditions = [
    eq(addressBookGroups.userId, userId),
    sql`lower(${addressBookGroups.name}) = lower(${name})`,
  ];
  if (except) conditions.push(ne(addressBookGroups.id, except));
  const [row] = await db
    .select({ id: addressBookGroups.id })
    .from(addressBookGroups)
    .where(and(...conditions))
    .limit(1);
  return !!row;
}

/** A new group; null when the account has one of that name already. */
export async function insertGroup(db: Db, userId: string, name: string): Promise<string | null> {
  const [row] = await db
    .insert(addressBookGroups)
    .values({ userId, name })
    .onConflictDoNothing()
    .returning({ id: addressBookGroups.id });
  return row?.id ?? null;
}

export async function renameGroup(db: Db, groupId: string, name: string) {
  await db.update(addressBookGroups).set({ name }).where(eq(addressBookGroups.id, groupId));
}

export async function addMembers(db: Db, groupId: string, contactIds: string[]) {
  if (contactIds.length === 0) return;
  await db
    .insert(addressBookGroupMembers)
    .values(contactIds.map((contactId) => ({ groupId, contactId })))
    .onConflictDoNothing();
}

export async function removeMembers(db: Db, groupId: string, contactIds: string[]) {
  if (contactIds.length === 0) return;
  await db
    .delete(addressBookGroupMembers)
    .where(
      and(
        eq(addressBookGroupMembers.groupId, groupId),
        inArray(addressBookGroupMembers.contactId, contactIds),
      ),
    );
}

/** Sets the groups a contact is in to exactly these (the account's own, checked by the caller). */
export async function setGroupsOf(db: Db, contactId: string, groupIds: string[]) {
  await db.delete(addressBookGroupMembers).where(eq(addressBookGroupMembers.contactId, contactId));
  if (groupIds.length > 0) {
    await db
      .insert(addressBookGroupMembers)
      .values(groupIds.map((groupId) => ({ groupId, contactId })))
      .onConflictDoNothing();
  }
}

/** Which of these ids are the account's groups. */
export async function ownGroupIds(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: addressBookGroups.id })
    .from(addressBookGroups)
    .where(and(eq(addressBookGroups.userId, userId), inArray(addressBookGroups.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** Moves a group's members into another (each kept once there) and deletes the emptied group. */
export async function mergeGroup(db: Db, fromId: string, intoId: string) {
  await db.execute(sql`INSERT INTO ${addressBookGroupMembers} (group_id, contact_id)
    SELECT ${intoId}, contact_id FROM ${addressBookGroupMembers} WHERE group_id = ${fromId}
    ON CONFLICT DO NOTHING`);
  await db.delete(addressBookGroups).where(eq(addressBookGroups.id, fromId));
}

/** Deletes a group; its contacts stay. False when the account has no such group. */
export async function deleteGroup(db: Db, userId: string, id: string) {
  const rows = await db
    .delete(addressBookGroups)
    .where(and(eq(addressBookGroups.id, id), eq(addressBookGroups.userId, userId)))
    .returning({ id: addressBookGroups.id });
  return rows.length > 0;
}

/** A contact as a bulk send takes it: name, address and the days to remember. */
export interface SendContact {
  id: string;
  firstName: string;
  lastName: string;
  address: string;
  address2: string | null;
  locality: string;
  adminAreaLevel1: string | null;
  postcode: string | null;
  country: string;
  birthdayDay: number | null;
  birthdayMonth: number | null;
  anniversaryDay: number | null;
  anniversaryMonth: number | null;
}

/** The account's contacts named, and the members of its groups named, each once, by name. */
export async function contactsForSend(
  db: Db,
  userId: string,
  contactIds: string[],
  groupIds: string[],
): Promise<SendContact[]> {
  if (contactIds.length === 0 && groupIds.length === 0) return [];
  const c = addressBookContacts;
  const inGroups = db
    .select({ id: addressBookGroupMembers.contactId })
    .from(addressBookGroupMembers)
    .innerJoin(addressBookGroups, eq(addressBookGroups.id, addressBookGroupMembers.groupId))
    .where(and(eq(addressBookGroups.userId, userId), inArray(addressBookGroupMembers.groupId, groupIds)));
  const named = [
    ...(contactIds.length > 0 ? [inArray(c.id, contactIds)] : []),
    ...(groupIds.length > 0 ? [inArray(c.id, inGroups)] : []),
  ];
  return db
    .select({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      address: c.address,
      address2: c.address2,
      locality: c.locality,
      adminAreaLevel1: c.adminAreaLevel1,
      postcode: c.postcode,
      country: c.country,
      birthdayDay: c.birthdayDay,
      birthdayMonth: c.birthdayMonth,
      anniversaryDay: c.anniversaryDay,
      anniversaryMonth: c.anniversaryMonth,
    })
    .from(c)
    .where(and(eq(c.userId, userId), named.length === 1 ? named[0] : sql`(${named[0]} or ${named[1]})`))
    .orderBy(asc(c.sortName), asc(c.id));
}

/** A contact's days to remember, as reminders read them. */
export interface ContactOccasions {
  id: string;
  firstName: string;
  lastName: string;
  country: string;
  adminAreaLevel1: string | null;
  postcode: string | null;
  birthdayDay: number | null;
  birthdayMonth: number | null;
  birthdayYear: number | null;
  anniversaryDay: number | null;
  anniversaryMonth: number | null;
  anniversaryYear: number | null;
}

/** The account's contacts that have a birthday or an anniversary, by name. */
export async function contactOccasions(db: Db, userId: string): Promise<ContactOccasions[]> {
  const c = addressBookContacts;
  return db
    .select({
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      country: c.country,
      adminAreaLevel1: c.adminAreaLevel1,
      postcode: c.postcode,
      birthdayDay: c.birthdayDay,
      birthdayMonth: c.birthdayMonth,
      birthdayYear: c.birthdayYear,
      anniversaryDay: c.anniversaryDay,
      anniversaryMonth: c.anniversaryMonth,
      anniversaryYear: c.anniversaryYear,
    })
    .from(c)
    .where(and(eq(c.userId, userId), sql`(${c.birthdayDay} IS NOT NULL OR ${c.anniversaryDay} IS NOT NULL)`))
    .orderBy(asc(c.sortName), asc(c.id));
}

/** The accounts with a contact that has a birthday or an anniversary. */
export async function accountsWithOccasions(db: Db): Promise<string[]> {
  const c = addressBookContacts;
  const rows = await db
    .selectDistinct({ userId: c.userId })
    .from(c)
    .where(sql`(${c.birthdayDay} IS NOT NULL OR ${c.anniversaryDay} IS NOT NULL)`);
  return rows.map((row) => row.userId);
}
