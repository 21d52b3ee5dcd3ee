import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import {
  type IntentStatus,
  PaymentProviderError,
  type RetrievedIntent,
} from '../../platform/payments/provider.ts';
import { badGateway, ENDED, type PaymentContext } from './context.ts';
import * as refunds from './refund-store.ts';
import * as store from './store.ts';

// Completion (decisions 0011 and 0020): what the provider says of an intent is written to the payment,
// and a payment that succeeded pays its order, exactly once, or is refunded. Every check and every state
// change of one completion is one transaction with the order row locked (then the payment row), so no
// edit, quote, cancel or other payment of the order can come between what it read and what it wrote.

/** How one call to `complete` ended. `completed` is true only for the call that paid the order. */
export interface Completion {
  orderId: string;
  status: IntentStatus;
  completed: boolean;
  /** Why a succeeded payment did not pay its order: it is refunded (the refund is recorded). */
  problem?: refunds.RefundReason;
}

type Outcome = 'already' | 'completed' | refunds.RefundReason;

const NOTES: Record<refunds.RefundReason, string> = {
  superseded: 'A newer payment of the order replaced this one: refunded.',
  'amount-mismatch': 'Amount or currency differs from the order: refunded.',
  'order-paid-by-another-payment': 'The order was already paid by another payment: refunded.',
  'order-not-paying': 'The order was no longer waiting for this payment (its cart reopened): refunded.',
  'promo-used-up': 'The order’s promo code was used up before the payment arrived: refunded.',
  'credits-used-up': 'The account’s credits were spent before the payment arrived: refunded.',
  'order-cancelled': 'The order was cancelled after it was paid: refunded.',
};

export function createCompletion(
  ctx: PaymentContext,
  deps: {
    /** Called once for each order this module pays (fulfilment schedules its items). */
    onPaid?: ((orderId: string) => Promise<void>) | undefined;
    /** Asks for the order's confirmation mail (a queued job: the mail is not sent in this call). */
    sendConfirmation: (orderId: string) => Promise<void>;
    /**
     * Called for a payment the provider says succeeded, before it pays its order (so whoever sees the
     * order paid sees what this did): keeps the card the buyer asked to save (decision 0025). Idempotent;
     * never throws.
     */
    onSucceeded?: ((payment: store.PaymentRow, intent: RetrievedIntent) => Promise<void>) | undefined;
  },
) {
  const { db, orders, promos, credits, provider, clock } = ctx;

  /** The provider's word on an intent, written to the payment (never over a completed one). */
  async function refresh(intentId: string): Promise<RetrievedIntent> {
    let intent: RetrievedIntent;
    try {
      intent = await provider.retrieve(intentId);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw badGateway();
      throw error;
    }
    if (intent.status !== 'succeeded') {
      await store.recordStatus(db, intentId, intent.status, intent.failureMessage, clock());
    }
    return intent;
  }

  /**
   * After a decline or a cancel: the order goes back to open (items kept, so the buyer can try another
   * card or change the cart) unless one of its payments may still pay it. Checked and changed with the
   * order locked; the promo use its payment reserved is given back.
   */
  async function reopenIfIdle(orderId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const order = await orders.lockForPayment(orderId, t);
      if (order?.status !== 'paying') return false;
      const live = (await store.listOfOrder(t, orderId)).some(
        (payment) => !payment.completedAt && !payment.supersededAt && !ENDED.includes(payment.status),
      );
      if (live) return false;
      await orders.setStatus(orderId, 'open', { from: ['paying'] }, t);
      await promos.release(t, orderId);
      return true;
    });
  }

  /** Asks the provider for a refund recorded as due, and writes its answer (or leaves it due). */
  async function refund(row: refunds.RefundRow): Promise<void> {
    const details = { orderId: row.orderId, intentId: row.intentId, amount: row.amount, reason: row.reason };
    try {
      const result = await provider.refund({
        intentId: row.intentId,
        amount: row.amount,
        currency: row.currencyCode,
        idempotencyKey: `refund-${row.intentId}`,
      });
      await refunds.recordAttempt(
        db,
        row.id,
        { status: result.status, providerRefundId: result.refundId, failureMessage: result.failureMessage },
        clock(),
      );
      ctx.log.warn({ ...details, refundId: result.refundId, status: result.status }, 'payment refunded');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await refunds.recordAttempt(
        db,
        row.id,
        { status: 'due', providerRefundId: null, failureMessage: message },
        clock(),
      );
      ctx.log.error({ ...details, err: error }, 'refund failed: reconciliation asks again');
    }
  }

  /** The checks of a succeeded payment and their outcome, in one transaction with the order locked. */
  async function settleSucceeded(orderId: string, intentId: string, intent: RetrievedIntent, now: Date) {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const order = await orders.lockForPayment(orderId, t);
      const payment = await store.lockByIntent(t, intentId);
      if (!order || !payment || payment.completedAt) return { outcome: 'already' as Outcome, due: null };

      let outcome: Outcome = 'completed';
      if (payment.supersededAt) outcome = 'superseded';
      else if (intent.amount !== payment.amount || intent.currency !== payment.currencyCode)
        outcome = 'amount-mismatch';
      else if (order.status === 'paid') outcome = 'order-paid-by-another-payment';
      else if (order.status !== 'paying') outcome = 'order-not-paying';
      else if (order.total !== payment.amount || order.currency !== payment.currencyCode)
        outcome = 'amount-mismatch';
      // The credits the card payment left out must still be there (the balance is locked from here on).
      else if (order.credits > 0 && !(await credits.holds(t, order, order.credits)))
        outcome = 'credits-used-up';
      // So must the gift credit that pays its gift cards (decision 0027): the same refund and re-price.
      else if (order.giftCredit > 0 && !(await credits.holdsGift(t, order, order.currency, order.giftCredit)))
        outcome = 'credits-used-up';
      else if (order.couponCode) {
        const redeemed = await promos.redeem(t, { ...order, couponCode: order.couponCode });
        if (!redeemed.ok) outcome = 'promo-used-up';
      }

      if (outcome === 'completed') {
        await store.markCompleted(t, intentId, now);
        if (order.credits > 0) {
          const used = await credits.use(t, {
            owner: order,
            orderId: order.id,
            quantity: order.credits,
          });
          if (!used) throw new Error('credits held under lock could not be used');
        }
        if (order.giftCredit > 0) {
          const used = await credits.useGift(t, {
            owner: order,
            orderId: order.id,
            currency: order.currency,
            amount: order.giftCredit,
          });
          if (!used) throw new Error('gift credit held under lock could not be used');
        }
        if (!(await orders.completePaid(order.id, now, t)))
          throw new Error('a locked paying order did not pay');
        return { outcome, due: null };
      }
      await store.markCompleted(t, intentId, now, NOTES[outcome]);
      if (outcome === 'promo-used-up') {
        // As for any changed total (decision 0011): the code comes off and the buyer sees the new total.
        await orders.setCoupon(order.id, null, t);
        await orders.setStatus(order.id, 'open', { from: ['paying'] }, t);
        await orders.recalculate(order.id, t);
      }
      if (outcome === 'credits-used-up') {
        // The same: the cart reopens priced with the credits left, and the buyer sees the new total.
        await orders.setStatus(order.id, 'open', { from: ['paying'] }, t);
        await promos.release(t, order.id);
        await orders.recalculate(order.id, t);
      }
      const due = await refunds.insertDue(t, {
        paymentId: payment.id,
        orderId: payment.orderId,
        provider: payment.provider,
        intentId,
        amount: intent.amount,
        currencyCode: intent.currency,
        reason: outcome,
      });
      return { outcome, due };
    });
  }

  /**
   * Completes the order of a payment the provider says succeeded, or refunds the payment when it may not
   * pay the order (replaced by a newer one, another amount, the order paid or reopened, its code used
   * up). Only the call that paid the order sends the confirmation. Safe to call any number of times,
   * concurrently, from any process.
   */
  async function complete(intentId: string, known?: store.PaymentRow): Promise<Completion> {
    // `known`: the payment row its caller has just read (the browser's completion), which saves a read;
    // whether it completed is checked again under the lock.
    const payment = known ?? (await store.findByIntent(db, intentId));
    if (!payment) throw new NotFoundError('payment.errors.unknown-intent');
    if (payment.completedAt) return handled(payment);

    const intent = await refresh(intentId);
    if (intent.status !== 'succeeded') {
      if (ENDED.includes(intent.status)) await reopenIfIdle(payment.orderId);
      return { orderId: payment.orderId, status: intent.status, completed: false };
    }

    await deps.onSucceeded?.(payment, intent);
    const now = clock();
    const { outcome, due } = await settleSucceeded(payment.orderId, intentId, intent, now);
    if (due) {
      ctx.log.error(
        { orderId: payment.orderId, intentId, amount: intent.amount, currency: intent.currency },
        `payment succeeded but may not pay its order (${due.reason}): refunding it`,
      );
      await refund(due);
    }
    if (outcome === 'already') return handled(payment);
    if (outcome === 'completed') {
      await afterPaid(payment.orderId);
      return { orderId: payment.orderId, status: 'succeeded', completed: true };
    }
    return { orderId: payment.orderId, status: 'succeeded', completed: false, problem: outcome };
  }

  /** A payment another call completed: how it ended (paid its order, or refunded and why). */
  async function handled(payment: store.PaymentRow): Promise<Completion> {
    const refund = await refunds.findByPayment(db, payment.id);
    return {
      orderId: payment.orderId,
      status: 'succeeded',
      completed: false,
      ...(refund ? { problem: refund.reason } : {}),
    };
  }

  /**
   * Fulfilment and the confirmation (queued); each failure is logged (housekeeping and reconciliation
   * retry).
   */
  async function afterPaid(orderId: string): Promise<void> {
    try {
      await deps.onPaid?.(orderId);
    } catch (error) {
      ctx.log.error({ orderId, err: error }, 'scheduling the paid order failed');
    }
    try {
      await deps.sendConfirmation(orderId);
    } catch (error) {
      ctx.log.error({ orderId, err: error }, 'order confirmation mail could not be queued');
    }
  }

  return { complete, refresh, reopenIfIdle, refund, afterPaid };
}

export type CompletionService = ReturnType<typeof createCompletion>;
