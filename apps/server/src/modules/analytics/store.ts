import { and, asc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { journeyEvents } from '../../db/schema.ts';

export type JourneyEventRow = typeof journeyEvents.$inferInsert;

/** Stores a batch of journey events in one statement. */
export async function insertJourneyEvents(db: Db, rows: JourneyEventRow[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db.insert(journeyEvents).values(rows);
  return rows.length;
}

/** Every stored event, oldest first (tests and reports). */
export function listJourneyEvents(db: Db) {
  return db.select().from(journeyEvents).orderBy(asc(journeyEvents.id));
}

/**
 * Product views of these cards received since `since`, counted per card and month (`YYYY-MM`, UTC): one a
 * visit (session) and day, so reloading a page, or posting the same view again and again, counts once;
 * events that came without a session are not counted.
 */
export async function countCardViews(db: Db, cardIds: readonly string[], since: Date) {
  if (cardIds.length === 0) return [];
  const month = sql<string>`to_char(${journeyEvents.receivedAt} at time zone 'UTC', 'YYYY-MM')`;
  const visitDay = sql`${journeyEvents.session} || to_char(${journeyEvents.receivedAt} at time zone 'UTC', ' YYYY-MM-DD')`;
  return db
    .select({
      cardId: sql<string>`${journeyEvents.label}`,
      month,
      count: sql<number>`count(distinct ${visitDay})::integer`,
    })
    .from(journeyEvents)
    .where(
      and(
        eq(journeyEvents.category, 'product'),
        eq(journeyEvents.event, 'view'),
        inArray(journeyEvents.label, [...cardIds]),
        gte(journeyEvents.receivedAt, since),
        isNotNull(journeyEvents.session),
      ),
    )
    .groupBy(journeyEvents.label, month);
}
