import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  creditAccounts,
  creditLedger,
  creditPayments,
  creditPurchases,
  giftCreditAccounts,
  giftCreditLedger,
} from '../../db/schema.ts';
import type { IntentStatus } from '../../platform/payments/provider.ts';
import { type Holder, holderColumns } from '../organisations/holder.ts';

// The credits module's tables (decision 0024): the balance of each account (one row, locked while it
// changes), the append-only ledger, purchases of credits and their payments at the provider.

export type LedgerKind = (typeof creditLedger.$inferSelect)['kind'];

// --- Holders ------------------------------------------------------------------------------------------------

export type { Holder };

/** The holder a row names (the database's check makes one of the two set). */
function holderFrom(row: { userId: string | null; organisationId: string | null }): Holder {
  if (row.userId) return { userId: row.userId };
  if (row.organisationId) return { organisationId: row.organisationId };
  throw new Error('a credit row names no holder');
}

const accountOf = (holder: Holder) =>
  'userId' in holder
    ? eq(creditAccounts.userId, holder.userId)
    : eq(creditAccounts.organisationId, holder.organisationId);

const ledgerOf = (holder: Holder) =>
  'userId' in holder
    ? eq(creditLedger.userId, holder.userId)
    : eq(creditLedger.organisationId, holder.organisationId);

const giftAccountOf = (holder: Holder) =>
  'userId' in holder
    ? eq(giftCreditAccounts.userId, holder.userId)
    : eq(giftCreditAccounts.organisationId, holder.organisationId);

// --- Balances and the ledger ----------------------------------------------------------------------------

/** The holder's balance, without a lock (what a page or a price shows); 0 for a holder with none. */
export async function balanceOf(db: Db, holder: Holder): Promise<number> {
  const [row] = await db
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(accountOf(holder));
  return row?.balance ?? 0;
}

/**
 * The holder's balance, locked (SELECT … FOR UPDATE) until the transaction ends: two changes of one
 * balance take turns, so both read the balance the other left. The row is made first when missing.
 */
export async function lockBalance(tx: Db, holder: Holder): Promise<number> {
  await tx
    .insert(creditAccounts)
    .values(holderColumns(holder))
    .onConflictDoNothing({
      target: 'userId' in holder ? creditAccounts.userId : creditAccounts.organisationId,
    });
  const [row] = await tx
    .select({ balance: creditAccounts.balance })
    .from(creditAccounts)
    .where(accountOf(holder))
    .for('update');
  if (!row) throw new Error('the credit account is missing');
  return row.balance;
}

/**
 * Appends a ledger row and moves the (locked) balance by `quantity`, in the caller's transaction. The
 * database refuses a balance below zero and a second purchase row of one purchase, or a second use or
 * refund of one order (unique indexes): answers false then, having changed nothing.
 */
export async function append(
  tx: Db,
  entry: {
    holder: Holder;
    kind: LedgerKind;
    quantity: number;
    balanceAfter: number;
    purchaseId?: string | null;
    orderId?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(creditLedger)
    .values({
      ...holderColumns(entry.holder),
      kind: entry.kind,
      quantity: entry.quantity,
      balanceAfter: entry.balanceAfter,
      purchaseId: entry.purchaseId ?? null,
      orderId: entry.orderId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: creditLedger.id });
  if (rows.length === 0) return false;
  await tx
    .update(creditAccounts)
    .set({ balance: entry.balanceAfter, updatedAt: sql`now()` })
    .where(accountOf(entry.holder));
  return true;
}

/** The ledger row of an order of one kind (its use, or its refund) with its holder, if it has one. */
export async function findOrderEntry(db: Db, orderId: string, kind: LedgerKind) {
  const [row] = await db
    .select({
      userId: creditLedger.userId,
      organisationId: creditLedger.organisationId,
      quantity: creditLedger.quantity,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.orderId, orderId), eq(creditLedger.kind, kind)));
  return row ? { holder: holderFrom(row), quantity: row.quantity } : null;
}

/** The holder's ledger, newest first. */
export async function listEntries(db: Db, holder: Holder, limit: number) {
  return db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      quantity: creditLedger.quantity,
      balanceAfter: creditLedger.balanceAfter,
      purchaseId: creditLedger.purchaseId,
      buyerId: creditPurchases.userId,
      orderId: creditLedger.orderId,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .leftJoin(creditPurchases, eq(creditPurchases.id, creditLedger.purchaseId))
    .where(ledgerOf(holder))
    .orderBy(desc(creditLedger.seq))
    .limit(limit);
}

// --- Gift credit (decision 0027): a balance per holder and currency, and its append-only ledger ----------

export type GiftLedgerKind = (typeof giftCreditLedger.$inferSelect)['kind'];

/** The holder's gift credit per currency (minor units), without a lock; currencies never held are absent. */
export async function giftBalancesOf(db: Db, holder: Holder) {
  return db
    .select({ currency: giftCreditAccounts.currencyCode, balance: giftCreditAccounts.balance })
    .from(giftCreditAccounts)
    .where(giftAccountOf(holder))
    .orderBy(giftCreditAccounts.currencyCode);
}

/** The holder's gift credit in one currency, without a lock (what a price shows); 0 when none. */
export async function giftBalanceOf(db: Db, holder: Holder, currency: string): Promise<number> {
  const [row] = await db
    .select({ balance: giftCreditAccounts.balance })
    .from(giftCreditAccounts)
    .where(and(giftAccountOf(holder), eq(giftCreditAccounts.currencyCode, currency)));
  return row?.balance ?? 0;
}

/**
 * The holder's gift-credit balance in a currency, locked (SELECT … FOR UPDATE) until the transaction
 * ends, made first when missing: two changes of one balance take turns, each reading what the other left.
 */
export async function lockGiftBalance(
  tx: Db,
  holder: Holder,
  currency: string,
): Promise<{ accountId: string; balance: number }> {
  await tx
    .insert(giftCreditAccounts)
    .values({ ...holderColumns(holder), currencyCode: currency })
    .onConflictDoNothing({
      target: [
        'userId' in holder ? giftCreditAccounts.userId : giftCreditAccounts.organisationId,
        giftCreditAccounts.currencyCode,
      ],
    });
  const [row] = await tx
    .select({ accountId: giftCreditAccounts.id, balance: giftCreditAccounts.balance })
    .from(giftCreditAccounts)
    .where(and(giftAccountOf(holder), eq(giftCreditAccounts.currencyCode, currency)))
    .for('update');
  if (!row) throw new Error('the gift credit account is missing');
  return row;
}

/**
 * Appends a gift-credit ledger row and sets the (locked) balance to its `balanceAfter`, in the caller's
 * transaction. A second top-up row of one purchase, or a second use or refund of one order, is refused by
 * unique indexes: false then, having changed nothing. A balance below zero is refused by the database.
 */
export async function appendGift(
  tx: Db,
  entry: {
    accountId: string;
    kind: GiftLedgerKind;
    amount: number;
    balanceAfter: number;
    purchaseId?: string | null;
    orderId?: string | null;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(giftCreditLedger)
    .values({
      accountId: entry.accountId,
      kind: entry.kind,
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
      purchaseId: entry.purchaseId ?? null,
      orderId: entry.orderId ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: giftCreditLedger.id });
  if (rows.length === 0) return false;
  await tx
    .update(giftCreditAccounts)
    .set({ balance: entry.balanceAfter, updatedAt: sql`now()` })
    .where(eq(giftCreditAccounts.id, entry.accountId));
  return true;
}

/** The gift-credit ledger row of an order of one kind (its use, or its refund), with its balance's holder. */
export async function findGiftOrderEntry(db: Db, orderId: string, kind: GiftLedgerKind) {
  const [row] = await db
    .select({
      userId: giftCreditAccounts.userId,
      organisationId: giftCreditAccounts.organisationId,
      currency: giftCreditAccounts.currencyCode,
      amount: giftCreditLedger.amount,
    })
    .from(giftCreditLedger)
    .innerJoin(giftCreditAccounts, eq(giftCreditAccounts.id, giftCreditLedger.accountId))
    .where(and(eq(giftCreditLedger.orderId, orderId), eq(giftCreditLedger.kind, kind)));
  return row ? { holder: holderFrom(row), currency: row.currency, amount: row.amount } : null;
}

/** The holder's gift-credit ledger over every currency, newest first. */
export async function listGiftEntries(db: Db, holder: Holder, limit: number) {
  return db
    .select({
      id: giftCreditLedger.id,
      kind: giftCreditLedger.kind,
      amount: giftCreditLedger.amount,
      currency: giftCreditAccounts.currencyCode,
      balanceAfter: giftCreditLedger.balanceAfter,
      purchaseId: giftCreditLedger.purchaseId,
      buyerId: creditPurchases.userId,
      orderId: giftCreditLedger.orderId,
      createdAt: giftCreditLedger.createdAt,
    })
    .from(giftCreditLedger)
    .innerJoin(giftCreditAccounts, eq(giftCreditAccounts.id, giftCreditLedger.accountId))
    .leftJoin(creditPurchases, eq(creditPurchases.id, giftCreditLedger.purchaseId))
    .where(giftAccountOf(holder))
    .orderBy(desc(giftCreditLedger.seq))
    .limit(limit);
}

// --- Purchases --------------------------------------------------------------------------------------------

const purchaseColumns = {
  id: creditPurchases.id,
  kind: creditPurchases.kind,
  userId: creditPurchases.userId,
  organisationId: creditPurchases.organisationId,
  regionId: creditPurchases.regionId,
  currencyCode: creditPurchases.currencyCode,
  quantity: creditPurchases.quantity,
  unitPrice: creditPurchases.unitPrice,
  savingPercent: creditPurchases.savingPercent,
  subtotal: creditPurchases.subtotal,
  tax: creditPurchases.tax,
  total: creditPurchases.total,
  status: creditPurchases.status,
  paidAt: creditPurchases.paidAt,
  createdAt: creditPurchases.createdAt,
};
export type PurchaseRow = { [K in keyof typeof purchaseColumns]: (typeof creditPurchases.$inferSelect)[K] };

export async function insertPurchase(
  db: Db,
  values: Omit<PurchaseRow, 'id' | 'kind' | 'status' | 'paidAt' | 'createdAt'> & {
    kind?: PurchaseRow['kind'];
  },
): Promise<PurchaseRow> {
  const [row] = await db.insert(creditPurchases).values(values).returning(purchaseColumns);
  if (!row) throw new Error('the purchase was not written');
  return row;
}

export async function findPurchase(db: Db, id: string): Promise<PurchaseRow | null> {
  const [row] = await db.select(purchaseColumns).from(creditPurchases).where(eq(creditPurchases.id, id));
  return row ?? null;
}

/** The purchase, locked until the transaction ends (always before its payment: purchases, then payments). */
export async function lockPurchase(tx: Db, id: string): Promise<PurchaseRow | null> {
  const [row] = await tx
    .select(purchaseColumns)
    .from(creditPurchases)
    .where(eq(creditPurchases.id, id))
    .for('update');
  return row ?? null;
}

/** Marks an open purchase paid: true only for the one call that did it. */
export async function markPurchasePaid(tx: Db, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(creditPurchases)
    .set({ status: 'paid', paidAt: at, updatedAt: at })
    .where(and(eq(creditPurchases.id, id), eq(creditPurchases.status, 'open')))
    .returning({ id: creditPurchases.id });
  return rows.length > 0;
}

// --- Payments of purchases -------------------------------------------------------------------------------

const paymentColumns = {
  id: creditPayments.id,
  purchaseId: creditPayments.purchaseId,
  provider: creditPayments.provider,
  intentId: creditPayments.intentId,
  amount: creditPayments.amount,
  currencyCode: creditPayments.currencyCode,
  status: creditPayments.status,
  failureMessage: creditPayments.failureMessage,
  createdAt: creditPayments.createdAt,
  completedAt: creditPayments.completedAt,
  supersededAt: creditPayments.supersededAt,
  refundReason: creditPayments.refundReason,
  refundStatus: creditPayments.refundStatus,
};
export type CreditPaymentRow = {
  [K in keyof typeof paymentColumns]: (typeof creditPayments.$inferSelect)[K];
};
export type RefundReason = NonNullable<CreditPaymentRow['refundReason']>;

/** Records an intent; the same intent again (a retried or concurrent call) changes nothing. */
export async function insertPayment(
  db: Db,
  row: {
    purchaseId: string;
    provider: string;
    intentId: string;
    amount: number;
    currencyCode: string;
    status: IntentStatus;
  },
): Promise<void> {
  await db.insert(creditPayments).values(row).onConflictDoNothing({ target: creditPayments.intentId });
}

export async function findPaymentByIntent(db: Db, intentId: string): Promise<CreditPaymentRow | null> {
  const [row] = await db
    .select(paymentColumns)
    .from(creditPayments)
    .where(eq(creditPayments.intentId, intentId));
  return row ?? null;
}

export async function lockPaymentByIntent(tx: Db, intentId: string): Promise<CreditPaymentRow | null> {
  const [row] = await tx
    .select(paymentColumns)
    .from(creditPayments)
    .where(eq(creditPayments.intentId, intentId))
    .for('update');
  return row ?? null;
}

export async function listPaymentsOf(db: Db, purchaseId: string): Promise<CreditPaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(creditPayments)
    .where(eq(creditPayments.purchaseId, purchaseId))
    .orderBy(creditPayments.createdAt);
}

/** Earlier attempts at the purchase that can no longer pay it: the next intent needs a new key. */
export async function countEndedAttempts(db: Db, purchaseId: string, provider: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(creditPayments)
    .where(
      and(
        eq(creditPayments.purchaseId, purchaseId),
        eq(creditPayments.provider, provider),
        or(
          inArray(creditPayments.status, ['failed', 'cancelled']),
          isNotNull(creditPayments.completedAt),
          isNotNull(creditPayments.supersededAt),
        ),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Marks the purchase's other payments that have not completed as superseded (one that is `keep`, or
 * every one when null): none of them may pay it any more. Answers them, to be cancelled at the provider.
 */
export async function supersedePayments(
  tx: Db,
  purchaseId: string,
  keep: string | null,
  now: Date,
): Promise<CreditPaymentRow[]> {
  return tx
    .update(creditPayments)
    .set({ supersededAt: now, updatedAt: now })
    .where(
      and(
        eq(creditPayments.purchaseId, purchaseId),
        keep ? ne(creditPayments.intentId, keep) : undefined,
        isNull(creditPayments.completedAt),
        isNull(creditPayments.supersededAt),
      ),
    )
    .returning(paymentColumns);
}

/** Writes what the provider says of an intent that has not completed (a cancel keeps an earlier decline). */
export async function recordPaymentStatus(
  db: Db,
  intentId: string,
  status: IntentStatus,
  failureMessage: string | null,
  now: Date,
): Promise<void> {
  const message =
    status === 'cancelled'
      ? sql`coalesce(${creditPayments.failureMessage}, ${failureMessage})`
      : failureMessage;
  await db
    .update(creditPayments)
    .set({ status, failureMessage: message, updatedAt: now })
    .where(and(eq(creditPayments.intentId, intentId), isNull(creditPayments.completedAt)));
}

/**
 * Marks the payment succeeded and handled, in the completion transaction; with a reason, the refund is
 * recorded as due at the same time (asked of the provider after the commit). True for the one call that
 * did it.
 */
export async function completePayment(
  tx: Db,
  intentId: string,
  now: Date,
  refundReason: RefundReason | null = null,
): Promise<boolean> {
  const rows = await tx
    .update(creditPayments)
    .set({
      status: 'succeeded',
      completedAt: now,
      updatedAt: now,
      refundReason,
      refundStatus: refundReason ? 'due' : null,
    })
    .where(and(eq(creditPayments.intentId, intentId), isNull(creditPayments.completedAt)))
    .returning({ id: creditPayments.id });
  return rows.length > 0;
}

/** Writes the provider's answer to a refund (or leaves it due, counting the attempt). */
export async function recordRefund(
  db: Db,
  intentId: string,
  outcome: { status: 'due' | 'pending' | 'succeeded' | 'failed'; providerRefundId: string | null },
  now: Date,
): Promise<void> {
  await db
    .update(creditPayments)
    .set({
      refundStatus: outcome.status,
      providerRefundId: outcome.providerRefundId,
      refundAttempts: sql`${creditPayments.refundAttempts} + 1`,
      refundedAt: outcome.status === 'succeeded' ? now : null,
      updatedAt: now,
    })
    .where(eq(creditPayments.intentId, intentId));
}

/** Refunds not yet taken by the provider, oldest first (reconciliation asks again). */
export async function listRefundsDue(db: Db, provider: string, limit: number): Promise<CreditPaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(creditPayments)
    .where(and(eq(creditPayments.provider, provider), eq(creditPayments.refundStatus, 'due')))
    .orderBy(creditPayments.createdAt)
    .limit(limit);
}

/**
 * Payments whose outcome the shop may have missed: succeeded but not completed, or still open after
 * `openBefore` and made after `notBefore` (older ones were abandoned), oldest first.
 */
export async function listPaymentsToReconcile(
  db: Db,
  provider: string,
  window: { openBefore: Date; notBefore: Date },
  limit: number,
): Promise<CreditPaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(creditPayments)
    .where(
      and(
        eq(creditPayments.provider, provider),
        isNull(creditPayments.completedAt),
        or(
          eq(creditPayments.status, 'succeeded'),
          and(
            inArray(creditPayments.status, ['requires_payment', 'requires_action', 'processing', 'failed']),
            lt(creditPayments.createdAt, window.openBefore),
            gte(creditPayments.createdAt, window.notBefore),
          ),
        ),
      ),
    )
    .orderBy(creditPayments.createdAt)
    .limit(limit);
}
