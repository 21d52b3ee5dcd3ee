import { and, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema.ts';
import type { IntentStatus } from '../../platform/payments/provider.ts';
import type { LedgerIntent } from '../../platform/payments/test-gateway.ts';

// The payments table: one row per intent at the provider, the shop's record of it. The test gateway keeps
// its own intents in the same rows (the ledger functions below), so its status is the provider's status.

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
  },
): Promise<void> {
  await db.insert(payments).values(row).onConflictDoNothing({ target: payments.intentId });
}

export async function findByIntent(db: Db, intentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select(columns).from(payments).where(eq(payments.intentId, intentId)).limit(1);
  return row ?? null;
}

interface AttemptKey {
  orderId: string;
  provider: string;
  amount: number;
  currencyCode: string;
}

/** The payments of one order at one provider, amount and currency, in the given statuses. */
const attemptsOf = (key: AttemptKey, statuses: PaymentRow['status'][]) =>
  and(
    eq(payments.orderId, key.orderId),
    eq(payments.provider, key.provider),
    eq(payments.amount, key.amount),
    eq(payments.currencyCode, key.currencyCode),
    inArray(payments.status, statuses),
  );

/** Earlier attempts at this amount that ended (declined, cancelled): the next intent needs a new key. */
export async function countEndedAttempts(db: Db, where: AttemptKey): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(attemptsOf(where, ['failed', 'cancelled']));
  return row?.count ?? 0;
}

/** The order's intents still open for another amount: superseded once the total changed. */
export async function listSuperseded(db: Db, orderId: string, amount: number): Promise<PaymentRow[]> {
  return db
    .select(columns)
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        sql`${payments.amount} <> ${amount}`,
        inArray(payments.status, ['requires_payment', 'requires_action']),
      ),
    );
}

export async function listOfOrder(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db.select(columns).from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt);
}

/** Writes what the provider says of an intent that has not completed (declined, cancelled, waiting). */
export async function recordStatus(
  db: Db,
  intentId: string,
  status: IntentStatus,
  failureMessage: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ status, failureMessage, updatedAt: now })
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

/** Writes a note on a payment that needs the staff (a refund due), whatever its state. */
export async function notePayment(db: Db, intentId: string, note: string, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ failureMessage: note, updatedAt: now })
    .where(eq(payments.intentId, intentId));
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

// The test gateway's ledger: its intents are these rows.

export function testGatewayLedger(db: Db) {
  return {
    async insert(intent: LedgerIntent): Promise<void> {
      await insertPayment(db, {
        orderId: intent.orderId,
        provider: 'test',
        intentId: intent.intentId,
        amount: intent.amount,
        currencyCode: intent.currency,
        status: intent.status,
      });
    },
    async find(intentId: string): Promise<LedgerIntent | null> {
      const row = await findByIntent(db, intentId);
      if (row?.provider !== 'test') return null;
      return {
        intentId: row.intentId,
        orderId: row.orderId,
        amount: row.amount,
        currency: row.currencyCode,
        status: row.status,
        failureMessage: row.failureMessage,
      };
    },
    async transition(
      intentId: string,
      from: IntentStatus[],
      status: IntentStatus,
      failureMessage: string | null,
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status, failureMessage, updatedAt: new Date() })
        .where(
          and(eq(payments.intentId, intentId), eq(payments.provider, 'test'), inArray(payments.status, from)),
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}
