import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsletterSignups } from '../../db/schema.ts';

/** Records a signup; a repeat for the same address updates its name, region and consent time. */
export async function upsertSignup(
  db: Db,
  signup: { email: string; name: string; regionId: number; consentedAt: Date },
): Promise<void> {
  await db
    .insert(newsletterSignups)
    .values(signup)
    .onConflictDoUpdate({
      target: newsletterSignups.email,
      set: { name: signup.name, regionId: signup.regionId, consentedAt: signup.consentedAt },
    });
}

export async function findSignup(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSignups).where(eq(newsletterSignups.email, email)).limit(1);
  return row ?? null;
}

/** Removes the signup of an address, if there is one. */
export async function deleteSignup(db: Db, email: string): Promise<void> {
  await db.delete(newsletterSignups).where(eq(newsletterSignups.email, email));
}
