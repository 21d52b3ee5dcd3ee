import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cards,
  giftCardRedemptions,
  giftCards,
  orderGiftCards,
  orderItems,
  orders,
  printFiles,
  regions,
} from '../../db/schema.ts';

// The redeem module owns gift_card_redemptions (decision 0026). A gift card line, its order, its card's
// item and print file and the gift card as the catalogue sells it are other modules' rows, read here only
// (as fulfilment reads the items it prints); nothing here writes them.

const r = giftCardRedemptions;

/** A gift card line with what redeeming it needs: its order's state, gift card, region and redemption. */
export interface RedeemLine {
  lineId: string;
  orderId: string;
  orderItemId: string;
  orderStatus: 'open' | 'paying' | 'paid' | 'cancelled';
  userId: string | null;
  giftCardId: string;
  giftCardName: string | null;
  wildcard: boolean;
  validityPeriod: string | null;
  amount: number;
  currency: string;
  canChange: boolean;
  verification: { enable: boolean; email: string | null; phone: string | null };
  timeZone: string;
  locale: string;
  /** Null until a code is issued. */
  redemption: typeof giftCardRedemptions.$inferSelect | null;
}

const lineColumns = {
  lineId: orderGiftCards.id,
  orderId: orderGiftCards.orderId,
  orderItemId: orderGiftCards.orderItemId,
  orderStatus: orders.status,
  userId: orders.userId,
  giftCardId: orderGiftCards.giftCardId,
  giftCardName: giftCards.name,
  wildcard: sql<boolean>`coalesce(${giftCards.wildcard}, false)`,
  validityPeriod: giftCards.validityPeriod,
  amount: orderGiftCards.amount,
  currency: orderGiftCards.currencyCode,
  canChange: orderGiftCards.canChange,
  verification: orderGiftCards.verification,
  timeZone: regions.timeZone,
  locale: regions.locale,
};

function linesQuery(db: Db) {
  return db
    .select({ ...lineColumns, redemption: r })
    .from(orderGiftCards)
    .innerJoin(orders, eq(orders.id, orderGiftCards.orderId))
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .leftJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .leftJoin(r, eq(r.lineId, orderGiftCards.id));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof linesQuery>['execute']>>[number];

const toLine = (row: LineRow): RedeemLine => ({
  ...row,
  redemption: row.redemption?.lineId ? row.redemption : null,
});

export async function findLine(db: Db, lineId: string): Promise<RedeemLine | null> {
  const [row] = await linesQuery(db).where(eq(orderGiftCards.id, lineId));
  return row ? toLine(row) : null;
}

/** The line whose current code has this hash, or null. */
export async function lineIdByCodeHash(db: Db, codeHash: string): Promise<string | null> {
  const [row] = await db.select({ lineId: r.lineId }).from(r).where(eq(r.codeHash, codeHash));
  return row?.lineId ?? null;
}

/**
 * Stores a line's new code (replacing an unredeemed one: a print file made again carries a new code, and
 * the old one stops working). False when the line is redeemed already; throws on a hash taken by another
 * line (the caller draws again).
 */
export async function saveCode(
  db: Db,
  values: { lineId: string; codeHash: string; issuedAt: Date; validUntil: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(r)
    .values(values)
    .onConflictDoUpdate({
      target: r.lineId,
      set: { codeHash: values.codeHash, issuedAt: values.issuedAt, validUntil: values.validUntil },
      setWhere: isNull(r.redeemedAt),
    })
    .returning({ lineId: r.lineId });
  return rows.length > 0;
}

/**
 * Claims the line for one confirm: sets redeemed_at unless it is set, or unless it was set before
 * `staleBefore` by a confirm that never stored its voucher (a crash between claim and voucher: the
 * supplier's idempotency key gives the same voucher again). One atomic update: of concurrent confirms
 * exactly one claims. Answers the claim's time, or null.
 */
export async function claim(
  db: Db,
  lineId: string,
  email: string,
  now: Date,
  staleBefore: Date,
): Promise<Date | null> {
  const rows = await db
    .update(r)
    .set({ redeemedAt: now, redeemedEmail: email })
    .where(
      and(
        eq(r.lineId, lineId),
        or(isNull(r.redeemedAt), and(isNull(r.voucherSealed), lt(r.redeemedAt, staleBefore))),
      ),
    )
    .returning({ redeemedAt: r.redeemedAt });
  return rows[0]?.redeemedAt ?? null;
}

/** Lets go of a claim whose voucher could not be issued (only that claim, only without a voucher). */
export async function release(db: Db, lineId: string, claimedAt: Date): Promise<void> {
  await db
    .update(r)
    .set({ redeemedAt: null, redeemedEmail: null })
    .where(and(eq(r.lineId, lineId), eq(r.redeemedAt, claimedAt), isNull(r.voucherSealed)));
}

/** Keeps the issued voucher (sealed) and forgets the verification code it used. */
export async function saveVoucher(db: Db, lineId: string, supplier: string, sealed: string): Promise<void> {
  await db
    .update(r)
    .set({
      supplier,
      voucherSealed: sealed,
      verificationHash: null,
      verificationChannel: null,
      verificationExpiresAt: null,
    })
    .where(eq(r.lineId, lineId));
}

/**
 * Records a new verification code unless the last was sent less than `resendAfter` ago or the line is
 * redeemed; its failures start again. False when refused.
 */
export async function saveVerification(
  db: Db,
  lineId: string,
  values: { hash: string; channel: 'email' | 'phone'; sentAt: Date; expiresAt: Date; lastSentBefore: Date },
): Promise<boolean> {
  const rows = await db
    .update(r)
    .set({
      verificationHash: values.hash,
      verificationChannel: values.channel,
      verificationSentAt: values.sentAt,
      verificationExpiresAt: values.expiresAt,
      verificationFailures: 0,
    })
    .where(
      and(
        eq(r.lineId, lineId),
        isNull(r.redeemedAt),
        or(isNull(r.verificationSentAt), lt(r.verificationSentAt, values.lastSentBefore)),
      ),
    )
    .returning({ lineId: r.lineId });
  return rows.length > 0;
}

/** Counts a wrong verification code; the `max`-th kills the code. Answers the failures so far. */
export async function failVerification(db: Db, lineId: string, max: number): Promise<number> {
  const failures = sql`${r.verificationFailures} + 1`;
  const rows = await db
    .update(r)
    .set({
      verificationFailures: sql`${failures}`,
      verificationHash: sql`case when ${failures} >= ${max} then null else ${r.verificationHash} end`,
    })
    .where(eq(r.lineId, lineId))
    .returning({ failures: r.verificationFailures });
  return rows[0]?.failures ?? max;
}

/**
 * Takes one of the day's resends of the voucher e-mail (`limit` a rolling day from the first): false
 * when they are used up.
 */
export async function takeResend(db: Db, lineId: string, now: Date, limit: number): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  const expired = or(isNull(r.resendWindowStart), lt(r.resendWindowStart, dayAgo));
  const rows = await db
    .update(r)
    .set({
      resendWindowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${r.resendWindowStart} end`,
      resendCount: sql`case when ${expired} then 1 else ${r.resendCount} + 1 end`,
    })
    .where(and(eq(r.lineId, lineId), or(expired, lt(r.resendCount, limit))))
    .returning({ lineId: r.lineId });
  return rows.length > 0;
}

/** A gift card line as its buyer's account lists it. */
export interface AccountGiftRow extends RedeemLine {
  cardId: string;
  cardName: string | null;
  recipientName: string | null;
  paidAt: Date | null;
  printedAt: Date | null;
  postedAt: Date | null;
}

function accountQuery(db: Db) {
  return db
    .select({
      ...lineColumns,
      redemption: r,
      cardId: orderItems.cardId,
      cardName: cards.name,
      recipientName: sql<string | null>`${orderItems.card} -> 'recipient' ->> 'name'`,
      paidAt: orders.paidAt,
      printedAt: printFiles.createdAt,
      postedAt: orderItems.dispatchedAt,
    })
    .from(orderGiftCards)
    .innerJoin(orders, eq(orders.id, orderGiftCards.orderId))
    .innerJoin(regions, eq(regions.id, orders.regionId))
    .innerJoin(orderItems, eq(orderItems.id, orderGiftCards.orderItemId))
    .leftJoin(cards, eq(cards.id, orderItems.cardId))
    .leftJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .leftJoin(printFiles, eq(printFiles.orderItemId, orderItems.id))
    .leftJoin(r, eq(r.lineId, orderGiftCards.id));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountQuery>['execute']>>[number];
const toAccountRow = (row: AccountRow): AccountGiftRow => ({
  ...row,
  redemption: row.redemption?.lineId ? row.redemption : null,
});

const ownPaid = (userId: string) => and(eq(orders.userId, userId), eq(orders.status, 'paid'));

/** The gift card lines of the account's paid orders, newest first. */
export async function accountGifts(db: Db, userId: string, limit = 200): Promise<AccountGiftRow[]> {
  const rows = await accountQuery(db)
    .where(ownPaid(userId))
    .orderBy(desc(orders.paidAt), desc(orderGiftCards.createdAt), desc(orderGiftCards.id))
    .limit(limit);
  return rows.map(toAccountRow);
}

/** One gift card line of the account's paid orders, or null (another account's, unknown, unpaid). */
export async function accountGift(db: Db, userId: string, lineId: string): Promise<AccountGiftRow | null> {
  const [row] = await accountQuery(db).where(and(ownPaid(userId), eq(orderGiftCards.id, lineId)));
  return row ? toAccountRow(row) : null;
}
