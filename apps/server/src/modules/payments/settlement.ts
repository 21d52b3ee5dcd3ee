import type { CompletionService } from './completion.ts';
import { ENDED, type PaymentContext } from './context.ts';
import * as store from './store.ts';

// Intents that may no longer pay their order are cancelled at the provider, whatever their state, and a
// paying cart whose buyer is back in the shop is settled: completed if its payment went through, else
// reopened once its open intents are cancelled (decisions 0011 and 0020).

/** How long a 3-D Secure check may wait for the buyer before the cart may reopen without it. */
const CHALLENGE_PATIENCE_MS = 15 * 60_000;

export function createSettlement(ctx: PaymentContext, completion: CompletionService) {
  const { db, provider, clock } = ctx;

  /**
   * Cancels the intents at the provider. The provider answers where each stands: one that was paid
   * before the cancel arrived is completed (and, if it may not pay its order, refunded) rather than
   * written over; one still processing is left to its outcome. Answers whether all are over now (false
   * when one is still under way, paid an order, or could not be cancelled: reconciliation tries again).
   */
  async function cancelAtProvider(rows: store.PaymentRow[], why: string): Promise<boolean> {
    let allCancelled = true;
    for (const row of rows) {
      try {
        const status = await provider.cancel(row.intentId);
        if (status === 'cancelled') {
          await store.recordStatus(db, row.intentId, 'cancelled', why, clock());
          continue;
        }
        allCancelled = false;
        if (status === 'succeeded') await completion.complete(row.intentId);
        else if (!ENDED.includes(status)) await store.recordStatus(db, row.intentId, status, null, clock());
      } catch (error) {
        allCancelled = false;
        ctx.log.warn({ intentId: row.intentId, err: error }, 'could not cancel an intent');
      }
    }
    return allCancelled;
  }

  /**
   * A paying order on the payment page again: a payment that succeeded meanwhile completes it; when none
   * is under way its open intents are cancelled and it reopens, so its cart can change. A 3-D Secure check
   * younger than CHALLENGE_PATIENCE_MS may still be answered and keeps the order paying.
   */
  async function settleOpenPayments(orderId: string): Promise<void> {
    const payments = (await store.listOfOrder(db, orderId)).filter(
      (payment) => !payment.completedAt && !ENDED.includes(payment.status),
    );
    const patience = clock().getTime() - CHALLENGE_PATIENCE_MS;
    const cancellable: store.PaymentRow[] = [];
    for (const payment of payments) {
      const intent = await completion.refresh(payment.intentId);
      if (intent.status === 'succeeded') {
        const result = await completion.complete(payment.intentId);
        if (result.completed || !result.problem) return;
        continue;
      }
      const current = !payment.supersededAt;
      if (current && intent.status === 'processing') return;
      if (current && intent.status === 'requires_action' && payment.createdAt.getTime() > patience) return;
      if (!ENDED.includes(intent.status)) cancellable.push(payment);
    }
    if (await cancelAtProvider(cancellable, 'Cancelled: the cart was reopened.')) {
      await completion.reopenIfIdle(orderId);
    }
  }

  return { cancelAtProvider, settleOpenPayments };
}

export type SettlementService = ReturnType<typeof createSettlement>;
