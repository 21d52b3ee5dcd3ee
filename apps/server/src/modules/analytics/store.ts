import { asc } from 'drizzle-orm';
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
