import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema.ts';

// Refunds the shop owes (decision 0020): a row is written, `due`, in the transaction that finds that a
// succeeded payment may not pay its order; the refund is asked of the provider after the commit, and
// asked again by reconciliation until the provider takes it.

export type RefundReason = (typeof paymentRefunds.$inferSelect)['reason'];
export type RefundStatus = (typeof paymentRefunds.$inferSelect)['status'];

const columns = {
  id: paymentRefunds.id,
  paymentId: paymentRefunds.paymentId,
  orderId: paymentRefunds.orderId,
  provider: paymentRefunds.provider,
  intentId: paymentRefunds.intentId,
  amount: paymentRefunds.amount,
  currencyCode: paymentRefunds.currencyCode,
  reason: paymentRefunds.reason,
  status: paymentRefunds.status,
  providerRefundId: paymentRefunds.providerRefundId,
  attempts: paymentRefunds.attempts,
};
export type RefundRow = { [K in keyof typeof columns]: (typeof paymentRefunds.$inferSelect)[K] };

/** Records a refund due for a payment; once per payment (a repeat changes nothing). Answers the row. */
export async function insertDue(
  tx: Db,
  refund: {
    paymentId: string;
    orderId: string;
    provider: string;
    intentId: string;
    amount: number;
    currencyCode: string;
    reason: RefundReason;
  },
): Promise<RefundRow | null> {
  const [row] = await tx
    .insert(paymentRefunds)
    .values(refund)
    .onConflictDoNothing({ target: paymentRefunds.paymentId })
    .returning(columns);
  return row ?? null;
}

/** Writes what the provider answered (or why asking failed, leaving it due for the next try). */
export async function recordAttempt(
  db: Db,
  id: string,
  outcome: { status: RefundStatus; providerRefundId: string | null; failureMessage: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      providerRefundId: outcome.providerRefundId,
      failureMessage: outcome.failureMessage,
      attempts: sql`${paymentRefunds.attempts} + 1`,
      updatedAt: now,
      refundedAt: outcome.status === 'succeeded' ? now : null,
    })
    .where(eq(paymentRefunds.id, id));
}

/** Refunds not yet taken by the provider, oldest first (reconciliation asks again). */
export async function listDue(db: Db, provider: string, limit: number): Promise<RefundRow[]> {
  return db
    .select(columns)
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'due'), eq(paymentRefunds.provider, provider)))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
}

/** The refund of one payment, if it has one. */
export async function findByPayment(db: Db, paymentId: string): Promise<RefundRow | null> {
  const [row] = await db.select(columns).from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  return row ?? null;
}

/** The refunds of an order's payments, oldest first. */
export async function listOfOrder(db: Db, orderId: string): Promise<RefundRow[]> {
  return db
    .select(columns)
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(asc(paymentRefunds.createdAt));
}
