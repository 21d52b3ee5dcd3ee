import { and, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema.ts';
import type { IntentStatus, PaymentMethodKind } from '../../platform/payments/provider.ts';

// The payments table: one row per intent at the provider, the shop's record of it (what the provider said
// last, whether it paid its order, whether a newer intent replaced it). The provider's own record is at the
// provider (the test gateway's in test_gateway_intents: test-gateway-ledger.ts).

const columns = {
  id: payments.id,
  orderId: payments.orderId,
  provider: payments.provider,
  intentId: payments.intentId,
  amount: payments.amount,
  currencyCode: payments.currencyCode,
  status: payments.status,
  failureMessage: payments.failureMessage,
  createdAt: payments.createdAt,
  completedAt: payments.completedAt,
  supersededAt: payments.supersededAt,
  method: payments.method,
  userId: payments.userId,
};

export type PaymentRow = {
  id: string;
  orderId: string;
  provider: string;
  intentId: string;
  amount: number;
  currencyCode: string;
  status: IntentStatus;
  failureMessage: string | null;
  createdAt: Date;
  completedAt: Date | null;
  supersededAt: Date | null;
  /** How it is paid, and the account whose card it saves or uses (decision 0025). */
  method: PaymentMethodKind;
  userId: string | null;
};

/** Records an intent; a second insert of the same intent (a retried or concurrent call) changes nothing. */
export async function insertPayment(
  db: Db,
  row: {
    orderId: string;
    provider: string;
    intentId: string;
    amount: number;
    currencyCode: string;
    status: IntentStatus;
    method?: PaymentMethodKind;
    userId?: string | null;
  },
): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing({ target: payments.intentId });
}

export async function findByIntent(db: Db, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select(columns).from(payments).where(eq(payments.intentId, intentId)).limit(1);
  return row ?? null;
}

/** The payment, locked until the transaction ends (after its order: orders first, then payments). */
export async function lockByIntent(tx: Db, intentId: string): Promise<PaymentRow | null> {
  const [row] = await tx.select(columns).from(payments).where(eq(payments.intentId, intentId)).for('update');
  return row ?? null;
}

interface AttemptKey {
  orderId: string;
  provider: string;
  amount: number;
  currencyCode: string;
  /** Attempts are counted per way of paying, each with keys of its own (decision 0025). */
  method: PaymentMethodKind;
}

/**
 * Earlier attempts at this amount that can no longer be paid with (declined, cancelled, superseded, or
 * completed, even when refunded): the next intent needs a new key. The one still open keeps the count,
 * so a double click or a retry gets the same key, and the provider the same intent.
 */
export async function countEndedAttempts(db: Db, key: AttemptKey): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, key.orderId),
        eq(payments.provider, key.provider),
        eq(payments.amount, key.amount),
        eq(payments.currencyCode, key.currencyCode),
        eq(payments.method, key.method),
        or(
          inArray(payments.status, ['failed', 'cancelled']),
          isNotNull(payments.completedAt),
          isNotNull(payments.supersededAt),
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Marks every other payment of the order that has not completed as superseded (whatever its state: a
 * declined intent can still be paid with another card): none of them may pay the order any more. Answers
 * them, to be cancelled at the provider.
 */
export async function supersedeOthers(
  tx: Db,
  orderId: string,
  keepIntentId: string | null,
  now: Date,
): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ supersededAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.orderId, orderId),
        keepIntentId ? ne(payments.intentId, keepIntentId) : undefined,
        isNull(payments.completedAt),
        isNull(payments.supersededAt),
      ),
    )
    .returning(columns);
}

/** Marks one payment superseded (made for a cart that changed while it was being made). */
export async function supersedeOne(tx: Db, intentId: string, now: Date): Promise<PaymentRow[]> {
  return tx
    .update(payments)
    .set({ supersededAt: now, updatedAt: now })
    .where(and(eq(payments.intentId, intentId), isNull(payments.completedAt), isNull(payments.supersededAt)))
    .returning(columns);
}

export async function listOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select(columns).from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
}

/**
 * Writes what the provider says of an intent that has not completed (declined, cancelled, waiting). A
 * cancellation keeps the decline it may follow (`failureMessage` only fills an empty one then).
 */
export async function recordStatus(
  db: Db,
  intentId: string,
  status: IntentStatus,
  failureMessage: string | null,
  now: Date,
): Promise<void> {
  const message =
    status === 'cancelled' ? sql`coalesce(${payments.failureMessage}, ${failureMessage})` : failureMessage;
  await db
    .update(payments)
    .set({ status, failureMessage: message, updatedAt: now })
    .where(and(eq(payments.intentId, intentId), isNull(payments.completedAt)));
}

/**
 * Marks the payment succeeded and handled, inside the completion transaction. True only for the one call
 * that did it: the row is locked until that transaction ends, so a concurrent call waits and then sees
 * `completed_at` set.
 */
export async function markCompleted(
  db: Db,
  intentId: string,
  now: Date,
  note: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({ status: 'succeeded', completedAt: now, updatedAt: now, failureMessage: note })
    .where(and(eq(payments.intentId, intentId), isNull(payments.completedAt)))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Payments that paid their order between `since` and `until` (reconciliation checks their mail went out). */
export async function listCompletedSince(db: Db, since: Date, until: Date, limit: number) {
  return db
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'succeeded'),
        isNull(payments.failureMessage),
        gte(payments.completedAt, since),
        lt(payments.completedAt, until),
      ),
    )
    .orderBy(payments.completedAt)
    .limit(limit);
}

/** Remembers a webhook event; false when it was seen before (a duplicate delivery). */
export async function recordEvent(db: Db, provider: string, eventId: string): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values({ provider, eventId })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return rows.length > 0;
}

/** Forgets an event whose handling failed, so the provider's next delivery is handled again. */
export async function forgetEvent(db: Db, provider: string, eventId: string): Promise<void> {
  await db
    .delete(paymentEvents)
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId)));
}

/**
 * Payments whose outcome the shop may have missed: succeeded but not completed, or still open after
 * `openBefore` (and made after `notBefore`: older open ones were abandoned), oldest first.
 */
export async function listToReconcile(
  db: Db,
  provider: string,
  window: { openBefore: Date; notBefore: Date },
  limit: number,
): Promise<PaymentRow[]> {
  return db
    .select(columns)
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        isNull(payments.completedAt),
        or(
          eq(payments.status, 'succeeded'),
          and(
            // A declined intent can still be paid with another card (Stripe), so it is asked about too.
            inArray(payments.status, ['requires_payment', 'requires_action', 'processing', 'failed']),
            lt(payments.createdAt, window.openBefore),
            gte(payments.createdAt, window.notBefore),
          ),
        ),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}
