import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOptOuts, users } from '../../db/schema.ts';

export interface ProfileRow {
  firstName: string;
  lastName: string;
  address: string | null;
  address2: string | null;
  locality: string | null;
  adminAreaLevel1: string | null;
  postcode: string | null;
  country: string | null;
}

/** Writes a user's names and address; false when there is no such user. */
export async function updateProfile(db: Db, userId: string, profile: ProfileRow): Promise<boolean> {
  const updated = await db.update(users).set(profile).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

export async function setRegion(db: Db, userId: string, regionId: number): Promise<void> {
  await db.update(users).set({ regionId }).where(eq(users.id, userId));
}

/** Records that an address wants no more of `what` (for `subjectId`, or all of it when ''). Repeats keep one. */
export async function addOptOut(db: Db, email: string, what: string, subjectId: string): Promise<void> {
  await db.insert(mailOptOuts).values({ email, what, subjectId }).onConflictDoNothing();
}

/** Whether any of the subject ids has an opt-out of `what` for the address. */
export async function hasOptOut(db: Db, email: string, what: string, subjectIds: string[]): Promise<boolean> {
  const [row] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(
      and(
        eq(mailOptOuts.email, email),
        eq(mailOptOuts.what, what),
        inArray(mailOptOuts.subjectId, subjectIds),
      ),
    )
    .limit(1);
  return !!row;
}

/** Forgets an address's opt-out of `what` altogether (it gave consent again). */
export async function removeOptOut(db: Db, email: string, what: string): Promise<void> {
  await db
    .delete(mailOptOuts)
    .where(and(eq(mailOptOuts.email, email), eq(mailOptOuts.what, what), eq(mailOptOuts.subjectId, '')));
}
