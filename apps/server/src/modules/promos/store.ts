import { and, eq, ne, sql } from 'drizzle-orm';
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
 * Redemptions of a code by orders other than `orderId`, overall and by one e-mail. Redemptions are
 * written only when an order is paid, so these count paid orders.
 */
export async function countRedemptions(
  db: Db,
  code: string,
  orderId: string,
  email: string | null,
): Promise<{ overall: number; byCustomer: number | null }> {
  const [row] = await db
    .select({
      overall: sql<number>`count(*)::int`,
      byCustomer: email
        ? sql<number>`(count(*) filter (where ${promoRedemptions.email} = ${email}))::int`
        : sql<null>`null`,
    })
    .from(promoRedemptions)
    .where(and(eq(promoRedemptions.code, code), ne(promoRedemptions.orderId, orderId)));
  return { overall: row?.overall ?? 0, byCustomer: email ? (row?.byCustomer ?? 0) : null };
}

/** Records the use of a code by a paid order; once per order (a repeat changes nothing). */
export async function insertRedemption(db: Db, redemption: { code: string; orderId: string; email: string }) {
  await db
    .insert(promoRedemptions)
    .values(redemption)
    .onConflictDoNothing({ target: promoRedemptions.orderId });
}
