import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qrCodes, qrScans } from '../../db/schema.ts';

// The QR codes' tables (decision 0034): one row a code, one row a scan. Codes are read by id (the
// landing page, open to anyone) or within one organisation (its scans, the codes a card already carries).

export interface NewQrCode {
  id: string;
  organisationId: string;
  campaignId: string | null;
  target: string;
}

export async function insertCodes(db: Db, codes: NewQrCode[], orderItemId: string | null, at: Date) {
  if (codes.length === 0) return;
  await db.insert(qrCodes).values(codes.map((code) => ({ ...code, orderItemId, createdAt: at })));
}

export async function codeById(db: Db, id: string) {
  const [row] = await db
    .select({ id: qrCodes.id, organisationId: qrCodes.organisationId, target: qrCodes.target })
    .from(qrCodes)
    .where(eq(qrCodes.id, id));
  return row ?? null;
}

/** Which of these ids are codes of the organisation. */
export async function codesOfOrganisation(
  db: Db,
  organisationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: qrCodes.id })
    .from(qrCodes)
    .where(and(eq(qrCodes.organisationId, organisationId), inArray(qrCodes.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function insertScan(db: Db, qrCodeId: string, at: Date): Promise<void> {
  await db.insert(qrScans).values({ qrCodeId, scannedAt: at });
}

/** The organisation's codes and their scans, per campaign (null: single cards), one query. */
export async function scansByCampaign(db: Db, organisationId: string) {
  const rows = await db
    .select({
      campaignId: qrCodes.campaignId,
      codes: sql<number>`count(distinct ${qrCodes.id})::int`,
      scans: count(qrScans.id),
    })
    .from(qrCodes)
    .leftJoin(qrScans, eq(qrScans.qrCodeId, qrCodes.id))
    .where(eq(qrCodes.organisationId, organisationId))
    .groupBy(qrCodes.campaignId)
    .orderBy(sql`${qrCodes.campaignId} nulls first`);
  return rows.map((row) => ({
    campaignId: row.campaignId,
    codes: Number(row.codes),
    scans: Number(row.scans),
  }));
}
