import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema.ts';

// The custom-artwork module owns `uploaded_images` (decision 0035): uploaded artwork and card logos.

export type UploadRow = Omit<typeof uploadedImages.$inferSelect, 'bytes'>;
export type UploadKind = UploadRow['kind'];

const columns = {
  id: uploadedImages.id,
  userId: uploadedImages.userId,
  organisationId: uploadedImages.organisationId,
  kind: uploadedImages.kind,
  sizeId: uploadedImages.sizeId,
  format: uploadedImages.format,
  width: uploadedImages.width,
  height: uploadedImages.height,
  crop: uploadedImages.crop,
  cropRevision: uploadedImages.cropRevision,
  createdAt: uploadedImages.createdAt,
};

/** Who is asking: a user and the organisation they work in, if any. */
export interface Viewer {
  userId: string;
  organisationId: string | null;
}

/** Rows the viewer may see: their own, and their current organisation's. */
const ownedBy = (viewer: Viewer) =>
  viewer.organisationId
    ? or(eq(uploadedImages.userId, viewer.userId), eq(uploadedImages.organisationId, viewer.organisationId))
    : eq(uploadedImages.userId, viewer.userId);

export async function insertUpload(db: Db, values: typeof uploadedImages.$inferInsert): Promise<void> {
  await db.insert(uploadedImages).values(values);
}

/** The upload of this kind when the viewer owns it, else null (another's is as unknown as none). */
export async function findOwned(
  db: Db,
  viewer: Viewer,
  id: string,
  kind: UploadKind,
): Promise<UploadRow | null> {
  const [row] = await db
    .select(columns)
    .from(uploadedImages)
    .where(and(eq(uploadedImages.id, id), eq(uploadedImages.kind, kind), ownedBy(viewer)));
  return row ?? null;
}

/** The viewer's artworks, newest first. */
export async function listOwned(db: Db, viewer: Viewer, limit: number): Promise<UploadRow[]> {
  return db
    .select(columns)
    .from(uploadedImages)
    .where(and(eq(uploadedImages.kind, 'artwork'), ownedBy(viewer)))
    .orderBy(desc(uploadedImages.createdAt), desc(uploadedImages.id))
    .limit(limit);
}

/** An upload with its bytes, whoever owns it (for printing a paid order, and for serving after a check). */
export async function findWithBytes(db: Db, id: string) {
  const [row] = await db
    .select({ ...columns, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row ?? null;
}

/** Artworks of these ids that exist (any owner): what an order's items are, priced and named. */
export async function artworksByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: uploadedImages.id,
      sizeId: uploadedImages.sizeId,
      cropRevision: uploadedImages.cropRevision,
    })
    .from(uploadedImages)
    .where(
      and(
        inArray(uploadedImages.id, ids),
        eq(uploadedImages.kind, 'artwork'),
        isNotNull(uploadedImages.sizeId),
      ),
    );
}

/** Moves the artwork's crop; the revision goes up, so its front's URL changes. */
export async function updateCrop(
  db: Db,
  id: string,
  crop: { left: number; top: number; width: number; height: number },
): Promise<void> {
  await db
    .update(uploadedImages)
    .set({ crop, cropRevision: sql`${uploadedImages.cropRevision} + 1` })
    .where(eq(uploadedImages.id, id));
}
