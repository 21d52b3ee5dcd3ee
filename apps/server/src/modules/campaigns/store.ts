import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaignRecipients, campaigns } from '../../db/schema.ts';

// The campaigns module's tables (decision 0033): campaigns and their recipients. Every read by id is
// checked against its owner by the service.

export type CampaignRow = typeof campaigns.$inferSelect;
export type RecipientRow = typeof campaignRecipients.$inferSelect;
export type RecipientValues = Omit<typeof campaignRecipients.$inferInsert, 'id' | 'campaignId' | 'position'>;

/** Rows a single INSERT carries (14 columns each). */
const BATCH = 1000;

export async function insertCampaign(db: Db, values: typeof campaigns.$inferInsert): Promise<string> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error('campaign not stored');
  return row.id;
}

export async function findCampaign(db: Db, id: string): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row ?? null;
}

/** The campaign, locked until the transaction ends (changes to one campaign take turns). */
export async function lockCampaign(tx: Db, id: string): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row ?? null;
}

/** The campaign an order was made from (inside the order's transaction). */
export async function campaignOfOrder(
  db: Db,
  orderId: string,
): Promise<{ id: string; regionId: number } | null> {
  const [row] = await db
    .select({ id: campaigns.id, regionId: campaigns.regionId })
    .from(campaigns)
    .where(eq(campaigns.orderId, orderId));
  return row ?? null;
}

/** An organisation's campaigns, or a user's own outside any organisation; newest first. */
export async function listCampaigns(
  db: Db,
  owner: { userId: string; organisationId: string | null },
  limit: number,
): Promise<CampaignRow[]> {
  const whose = owner.organisationId
    ? eq(campaigns.organisationId, owner.organisationId)
    : and(eq(campaigns.userId, owner.userId), isNull(campaigns.organisationId));
  return db.select().from(campaigns).where(whose).orderBy(desc(campaigns.createdAt)).limit(limit);
}

export async function updateCampaign(
  db: Db,
  id: string,
  values: Partial<Omit<typeof campaigns.$inferInsert, 'id' | 'userId' | 'organisationId' | 'createdAt'>>,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(campaigns.id, id));
}

/** Adds recipients after the last one, in the order given. */
export async function insertRecipients(db: Db, campaignId: string, rows: RecipientValues[]): Promise<void> {
  if (rows.length === 0) return;
  const [last] = await db
    .select({ position: sql<number | null>`max(${campaignRecipients.position})` })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId));
  const start = (last?.position ?? 0) + 1;
  for (let from = 0; from < rows.length; from += BATCH) {
    await db
      .insert(campaignRecipients)
      .values(
        rows
          .slice(from, from + BATCH)
          .map((row, index) => ({ ...row, campaignId, position: start + from + index })),
      );
  }
}

/** How many recipients each campaign has, and how many of them have problems. */
export async function countsOf(
  db: Db,
  campaignIds: string[],
): Promise<Map<string, { total: number; withProblems: number }>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      total: sql<number>`count(*)::integer`,
      withProblems: sql<number>`count(*) filter (where jsonb_array_length(${campaignRecipients.problems}) > 0)::integer`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId);
  return new Map(rows.map((row) => [row.campaignId, row]));
}

/** One page of recipients in their order, or of those with problems. */
export async function pageOfRecipients(
  db: Db,
  campaignId: string,
  page: { offset: number; limit: number; problemsOnly: boolean },
): Promise<RecipientRow[]> {
  const condition = page.problemsOnly
    ? and(
        eq(campaignRecipients.campaignId, campaignId),
        sql`jsonb_array_length(${campaignRecipients.problems}) > 0`,
      )
    : eq(campaignRecipients.campaignId, campaignId);
  return db
    .select()
    .from(campaignRecipients)
    .where(condition)
    .orderBy(asc(campaignRecipients.position))
    .limit(page.limit)
    .offset(page.offset);
}

export async function allRecipients(db: Db, campaignId: string): Promise<RecipientRow[]> {
  return db
    .select()
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, campaignId))
    .orderBy(asc(campaignRecipients.position));
}

export async function findRecipient(db: Db, campaignId: string, id: string): Promise<RecipientRow | null> {
  const [row] = await db
    .select()
    .from(campaignRecipients)
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.campaignId, campaignId)));
  return row ?? null;
}

export async function updateRecipient(
  db: Db,
  id: string,
  values: Partial<Omit<RecipientValues, 'source' | 'contactId'>>,
): Promise<void> {
  await db.update(campaignRecipients).set(values).where(eq(campaignRecipients.id, id));
}

export async function deleteRecipient(db: Db, campaignId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(campaignRecipients)
    .where(and(eq(campaignRecipients.id, id), eq(campaignRecipients.campaignId, campaignId)))
    .returning({ id: campaignRecipients.id });
  return rows.length > 0;
}

/** Stores the problems of many recipients at once (after the message, font or schedule changed). */
export async function setProblems(db: Db, changes: Array<{ id: string; problems: string[] }>): Promise<void> {
  for (let from = 0; from < changes.length; from += BATCH) {
    const batch = changes.slice(from, from + BATCH);
    const values = sql.join(
      batch.map((change) => sql`(${change.id}::uuid, ${JSON.stringify(change.problems)}::jsonb)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${campaignRecipients} set problems = v.problems from (values ${values}) as v(id, problems) where ${campaignRecipients.id} = v.id`,
    );
  }
}

/** Records the order item each recipient became (in the order's transaction). */
export async function linkItems(db: Db, links: Array<{ id: string; itemId: string }>): Promise<void> {
  for (let from = 0; from < links.length; from += BATCH) {
    const values = sql.join(
      links.slice(from, from + BATCH).map((link) => sql`(${link.id}::uuid, ${link.itemId}::uuid)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${campaignRecipients} set order_item_id = v.item from (values ${values}) as v(id, item) where ${campaignRecipients.id} = v.id`,
    );
  }
}

/** The countries of each campaign's recipients, one entry a recipient (for postage). */
export async function countriesOf(db: Db, campaignIds: string[]): Promise<Map<string, string[]>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({
      campaignId: campaignRecipients.campaignId,
      country: sql<string>`coalesce(${campaignRecipients.address}->>'country', '')`,
      n: sql<number>`count(*)::integer`,
    })
    .from(campaignRecipients)
    .where(inArray(campaignRecipients.campaignId, campaignIds))
    .groupBy(campaignRecipients.campaignId, sql`2`);
  const countries = new Map<string, string[]>();
  for (const row of rows) {
    const list = countries.get(row.campaignId) ?? [];
    for (let i = 0; i < row.n; i++) list.push(row.country);
    countries.set(row.campaignId, list);
  }
  return countries;
}

/** The list columns the campaign's recipients have (their merge fields beyond the names). */
export async function fieldNamesOf(db: Db, campaignId: string): Promise<string[]> {
  const rows = await db.execute(
    sql`select distinct jsonb_object_keys(${campaignRecipients.fields}) as name from ${campaignRecipients} where ${campaignRecipients.campaignId} = ${campaignId} order by 1 limit 100`,
  );
  return (rows as unknown as { rows: Array<{ name: string }> }).rows.map((row) => row.name);
}

/** The address-book contacts already among the campaign's recipients. */
export async function contactIdsOf(db: Db, campaignId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: campaignRecipients.contactId })
    .from(campaignRecipients)
    .where(
      and(eq(campaignRecipients.campaignId, campaignId), sql`${campaignRecipients.contactId} is not null`),
    );
  return new Set(rows.flatMap((row) => (row.id ? [row.id] : [])));
}
