import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cards, favourites } from '../../db/schema.ts';

export async function cardIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ cardId: favourites.cardId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(favourites.createdAt, favourites.cardId);
  return rows.map((row) => row.cardId);
}

async function cardExists(db: Db, cardId: string): Promise<boolean> {
  const [card] = await db.select({ id: cards.id }).from(cards).where(eq(cards.id, cardId)).limit(1);
  return !!card;
}

/** Adds a favourite; false when the card does not exist. Adding twice keeps one. */
export async function add(db: Db, userId: string, cardId: string): Promise<boolean> {
  if (!(await cardExists(db, cardId))) return false;
  await db.insert(favourites).values({ userId, cardId }).onConflictDoNothing();
  return true;
}

/** Removes a favourite; false when the card does not exist. Removing one that is not there is fine. */
export async function remove(db: Db, userId: string, cardId: string): Promise<boolean> {
  if (!(await cardExists(db, cardId))) return false;
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.cardId, cardId)));
  return true;
}

/** Favourites of these cards added since `since`, counted per card and month (`YYYY-MM`, UTC). */
export async function countAdded(db: Db, cardIds: readonly string[], since: Date) {
  if (cardIds.length === 0) return [];
  const month = sql<string>`to_char(${favourites.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({ cardId: favourites.cardId, month, count: sql<number>`count(*)::integer` })
    .from(favourites)
    .where(and(inArray(favourites.cardId, [...cardIds]), gte(favourites.createdAt, since)))
    .groupBy(favourites.cardId, month);
}
