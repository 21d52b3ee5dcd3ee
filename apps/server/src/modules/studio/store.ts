import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artistCardSubmissions, artistPayouts, artistTermsAgreements } from '../../db/schema.ts';

// The studio module owns the artists' terms agreements, card submissions and payouts (decision 0038).

/** The artist's agreement to a version of the terms, or null. */
export async function findAgreement(db: Db, artistId: string, version: string) {
  const [row] = await db
    .select({ version: artistTermsAgreements.version, agreedAt: artistTermsAgreements.agreedAt })
    .from(artistTermsAgreements)
    .where(and(eq(artistTermsAgreements.artistId, artistId), eq(artistTermsAgreements.version, version)));
  return row ?? null;
}

/** The artist's latest agreement, whatever its version, or null. */
export async function latestAgreement(db: Db, artistId: string) {
  const [row] = await db
    .select({ version: artistTermsAgreements.version, agreedAt: artistTermsAgreements.agreedAt })
    .from(artistTermsAgreements)
    .where(eq(artistTermsAgreements.artistId, artistId))
    .orderBy(desc(artistTermsAgreements.agreedAt))
    .limit(1);
  return row ?? null;
}

/** Records the agreement; agreeing again to the same version keeps the first date. */
export async function insertAgreement(
  db: Db,
  values: { artistId: string; version: string; userId: string; agreedAt: Date },
): Promise<void> {
  await db.insert(artistTermsAgreements).values(values).onConflictDoNothing();
}

const submissionColumns = {
  id: artistCardSubmissions.id,
  artistId: artistCardSubmissions.artistId,
  uploadId: artistCardSubmissions.uploadId,
  sizeId: artistCardSubmissions.sizeId,
  title: artistCardSubmissions.title,
  description: artistCardSubmissions.description,
  tags: artistCardSubmissions.tags,
  status: artistCardSubmissions.status,
  createdAt: artistCardSubmissions.createdAt,
};
export type SubmissionRow = {
  [K in keyof typeof submissionColumns]: (typeof artistCardSubmissions.$inferSelect)[K];
};

export async function insertSubmission(db: Db, values: typeof artistCardSubmissions.$inferInsert) {
  await db.insert(artistCardSubmissions).values(values);
}

/** The artist's submissions, newest first. */
export async function listSubmissions(db: Db, artistId: string, limit: number): Promise<SubmissionRow[]> {
  return db
    .select(submissionColumns)
    .from(artistCardSubmissions)
    .where(eq(artistCardSubmissions.artistId, artistId))
    .orderBy(desc(artistCardSubmissions.createdAt), desc(artistCardSubmissions.id))
    .limit(limit);
}

/** One submission of the artist's; another artist's is as unknown as none. */
export async function findSubmission(db: Db, artistId: string, id: string): Promise<SubmissionRow | null> {
  const [row] = await db
    .select(submissionColumns)
    .from(artistCardSubmissions)
    .where(and(eq(artistCardSubmissions.id, id), eq(artistCardSubmissions.artistId, artistId)));
  return row ?? null;
}

/** What the shop has paid the artist, per currency. */
export async function paidOut(db: Db, artistId: string) {
  return db
    .select({
      currency: artistPayouts.currencyCode,
      value: sql<number>`sum(${artistPayouts.amount})::integer`,
    })
    .from(artistPayouts)
    .where(eq(artistPayouts.artistId, artistId))
    .groupBy(artistPayouts.currencyCode)
    .orderBy(artistPayouts.currencyCode);
}
