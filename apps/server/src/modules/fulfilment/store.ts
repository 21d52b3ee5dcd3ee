import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, printFiles, regions } from '../../db/schema.ts';

// Fulfilment owns the print files and the dispatch columns of order items (status, dispatched_at); the
// rest of an item is the orders module's, read here only to print and post it.

export interface FulfilmentItem {
  id: string;
  orderId: string;
  cardId: string;
  cardSize: string;
  blank: boolean;
  card: Record<string, unknown> | null;
  scheduledDate: string | null;
  dispatchStatus: 'pending' | 'scheduled' | 'printed' | 'dispatched';
  dispatchedAt: Date | null;
  timeZone: string;
  hasPrintFile: boolean;
  /** Its order's status: only a paid order's items are printed and posted (a cancelled one's are not). */
  orderStatus: 'open' | 'paying' | 'paid' | 'cancelled';
  /** The organisation the order is of (its card logo goes on the back), or null. */
  organisationId: string | null;
}

const itemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  cardId: orderItems.cardId,
  cardSize: orderItems.cardSize,
  blank: orderItems.blank,
  card: orderItems.card,
  scheduledDate: orderItems.scheduledDate,
  dispatchStatus: orderItems.dispatchStatus,
  dispatchedAt: orderItems.dispatchedAt,
  timeZone: regions.timeZone,
  orderStatus: orders.status,
  organisationId: orders.organisationId,
  hasPrintFile: sql<boolean>`exists (select 1 from ${printFiles} where ${printFiles.orderItemId} = ${orderItems.id})`,
};

const itemsOf = (db: Db) =>
  db
    .select(itemColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(regions, eq(regions.id, orders.regionId));

/** The items of a paid order. */
export async function paidOrderItems(db: Db, orderId: string): Promise<FulfilmentItem[]> {
  return itemsOf(db)
    .where(and(eq(orderItems.orderId, orderId), eq(orders.status, 'paid')))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
}

/**
 * Items of paid orders not yet dispatched (to queue again after a crash), `limit` at a time after the
 * item id `after` (keyset paging by id, so every one is reached however many wait; ids compare exactly,
 * where a timestamp read into JavaScript loses PostgreSQL's microseconds).
 */
export async function undispatchedItems(db: Db, limit: number, after?: string): Promise<FulfilmentItem[]> {
  const pending = and(eq(orders.status, 'paid'), isNull(orderItems.dispatchedAt));
  return itemsOf(db)
    .where(after ? and(pending, gt(orderItems.id, after)) : pending)
    .orderBy(asc(orderItems.id))
    .limit(limit);
}

export async function findItem(db: Db, itemId: string): Promise<FulfilmentItem | null> {
  const [row] = await itemsOf(db).where(eq(orderItems.id, itemId));
  return row ?? null;
}

/** Marks pending items of the order scheduled; answers how many moved. */
export async function markScheduled(db: Db, itemIds: string[]): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await db
    .update(orderItems)
    .set({ dispatchStatus: 'scheduled' })
    .where(and(inArray(orderItems.id, itemIds), eq(orderItems.dispatchStatus, 'pending')))
    .returning({ id: orderItems.id });
  return rows.length;
}

/** Stores the print file (the first one wins) and marks the item printed unless it is dispatched. */
export async function savePrintFile(
  db: Db,
  itemId: string,
  /** The PDF itself (the database keeps files), or the key the file store keeps it under. */
  file: { pdf: Uint8Array | null; fileKey: string | null },
  pageCount: number,
  /** Runs in the same transaction when this file is the one stored (none was before it). */
  onStored?: (tx: Db) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(printFiles)
      .values({
        orderItemId: itemId,
        pdf: file.pdf ? Buffer.from(file.pdf) : null,
        fileKey: file.fileKey,
        pageCount,
      })
      .onConflictDoNothing()
      .returning({ id: printFiles.orderItemId });
    if (stored.length > 0) await onStored?.(tx);
    await tx
      .update(orderItems)
      .set({ dispatchStatus: 'printed' })
      .where(and(eq(orderItems.id, itemId), inArray(orderItems.dispatchStatus, ['pending', 'scheduled'])));
  });
}

export async function findPrintFile(
  db: Db,
  itemId: string,
): Promise<{ pdf: Buffer | null; fileKey: string | null; pageCount: number } | null> {
  const [row] = await db
    .select({ pdf: printFiles.pdf, fileKey: printFiles.fileKey, pageCount: printFiles.pageCount })
    .from(printFiles)
    .where(eq(printFiles.orderItemId, itemId));
  return row ?? null;
}

/** Records the dispatch unless it is recorded already: true only for the one call that did it. */
export async function markDispatched(db: Db, itemId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(orderItems)
    .set({ dispatchStatus: 'dispatched', dispatchedAt: at })
    .where(and(eq(orderItems.id, itemId), isNull(orderItems.dispatchedAt)))
    .returning({ id: orderItems.id });
  return rows.length > 0;
}
