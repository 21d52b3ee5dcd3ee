import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodes, promoRedemptions } from '../../db/schema.ts';
import type { PromoCode } from './rules.ts';

const promoColumns = {
  code: promoCodes.code,
  kind: promoCodes.kind,
  percent: promoCodes.percent,
  amounts: promoCodes.amounts,
  minimumSpend: promoCodes.minimumSpend,
  startsAt: promoCodes.startsAt,
  endsAt: promoCodes.endsAt,
  maxUses: promoCodes.maxUses,
  maxUsesPerCustomer: promoCodes.maxUsesPerCustomer,
};

/** Every code (a few dozen at most: they are kept in memory). */
export async function listPromos(db: Db): Promise<PromoCode[]> {
  return db.select(promoColumns).from(promoCodes);
}

/**
 * Locks the code's row until the transaction ends: every reservation and redemption of one code counts
 * and writes its uses one after another, so two buyers never both take its last use.
 */
export async function lockPromo(tx: Db, code: string): Promise<PromoCode | null> {
  const [row] = await tx.select(promoColumns).from(promoCodes).where(eq(promoCodes.code, code)).for('update');
  return row ?? null;
}

/**
 * Uses of a code by orders other than `orderId`, overall and by one e-mail: paid orders, plus (with
 * `reservedAfter`) the uses reserved by payments under way that have not lapsed by then.
 */
export async function countRedemptions(
  db: Db,
  code: string,
  orderId: string,
  email: string | null,
  reservedAfter: Date | null,
): Promise<{ overall: number; byCustomer: number | null }> {
  const counted = reservedAfter
    ? or(
        eq(promoRedemptions.status, 'redeemed'),
        and(eq(promoRedemptions.status, 'reserved'), gt(promoRedemptions.expiresAt, reservedAfter)),
      )
    : eq(promoRedemptions.status, 'redeemed');
  const [row] = await db
    .select({
      overall: sql<number>`count(*)::int`,
      byCustomer: email
        ? sql<number>`(count(*) filter (where ${promoRedemptions.email} = ${email}))::int`
        : sql<null>`null`,
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), ne(promoRedemptions.orderId, orderId), counted));
  return { overall: row?.overall ?? 0, byCustomer: email ? (row?.byCustomer ?? 0) : null };
}

/** Reserves a use of the code for the order's payment until `expiresAt` (in place of any it had). */
export async function reserve(
  db: Db,
  reservation: { code: string; orderId: string; email: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(promoRedemptions)
    .values({ ...reservation, status: 'reserved' })
    .onConflictDoUpdate({
      target: promoRedemptions.orderId,
      set: {
        code: reservation.code,
        email: reservation.email,
        status: 'reserved',
        expiresAt: reservation.expiresAt,
      },
      // A paid order's redemption is never turned back into a reservation.
      setWhere: eq(promoRedemptions.status, 'reserved'),
    });
}

/** Records the use of a code by a paid order (its reservation becomes the redemption); once per order. */
export async function insertRedemption(db: Db, redemption: { code: string; orderId: string; email: string }) {
  await db
    .insert(promoRedemptions)
    .values({ ...redemption, status: 'redeemed' })
    .onConflictDoUpdate({
      target: promoRedemptions.orderId,
      set: { code: redemption.code, email: redemption.email, status: 'redeemed', expiresAt: null },
      setWhere: eq(promoRedemptions.status, 'reserved'),
    });
}

/** Gives back the use reserved for the order's payment (declined, cancelled, reopened); a redemption stays. */
export async function release(db: Db, orderId: string): Promise<void> {
  await db
    .delete(promoRedemptions)
    .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, 'reserved')));
}
