import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSignups } from '../../db/schema.ts';

export type SignupRow = typeof newsletterSignups.$inferSelect;

/**
 * Records a signup waiting for its confirmation; a repeat for an address still waiting updates its name,
 * region and consent time. A confirmed signup is left as it is: only its owner changes it.
 */
export async function upsertPendingSignup(
  db: Db,
  signup: { email: string; name: string; regionId: number; consentedAt: Date },
): Promise<void> {
  await db
    .insert(newsletterSignups)
    .values({ ...signup, confirmedAt: null })
    .onConflictDoUpdate({
      target: newsletterSignups.email,
      set: { name: signup.name, regionId: signup.regionId, consentedAt: signup.consentedAt },
      setWhere: isNull(newsletterSignups.confirmedAt),
    });
}

export async function findSignup(db: Db, email: string): Promise<SignupRow | null> {
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email)).limit(1);
  return row ?? null;
}

/** Marks the signup of an address confirmed (the first confirmation counts); false when there is none. */
export async function confirmSignup(db: Db, email: string, at: Date): Promise<boolean> {
  await db
    .update(newsletterSignups)
    .set({ confirmedAt: at })
    .where(and(eq(newsletterSignups.email, email), isNull(newsletterSignups.confirmedAt)));
  return (await findSignup(db, email))?.confirmedAt != null;
}

/** Removes the signup of an address, if there is one. */
export async function deleteSignup(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSignups).where(eq(newsletterSignups.email, email));
}

/** Deletes the signups never confirmed that were asked for before `before` (their links have run out). */
export async function deleteUnconfirmedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSignups)
    .where(and(isNull(newsletterSignups.confirmedAt), lt(newsletterSignups.consentedAt, before)))
    .returning({ email: newsletterSignups.email });
  return rows.length;
}
