import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import type { CompletionService } from './completion.ts';
import type { PaymentContext } from './context.ts';
import * as refunds from './refund-store.ts';
import type { SettlementService } from './settlement.ts';
import * as store from './store.ts';

// Orders and credits (decisions 0024, 0027) beyond a card payment: an order the account's credits and
// gift credit pay for in full is paid without a card, and a paid order that is cancelled gets its card
// payment refunded and its credits and gift credit back. Each is one transaction with the order locked
// first (then its payments, then the account's credit balance, then its gift-credit balance), the order
// in which completion locks them, so none can deadlock with another.

export function createCreditFlows(
  ctx: PaymentContext,
  completion: CompletionService,
  settlement: SettlementService,
) {
  const { db, orders, credits, clock } = ctx;

  /** The order as it is now, for a 409 that shows the buyer the new total. */
  const refusal = async (orderId: string, key: string) =>
    new HttpError(409, key, { order: await orders.recalculate(orderId) });

  return {
    /**
     * `POST /api/payment/order/pay-with-credits`: the signed-in owner's order whose written cards the
     * account's credits pay for entirely (nothing left to charge). Re-priced with the order locked, its
     * credits are taken and it is marked paid in one transaction. When the credits no longer cover it
     * (spent meanwhile by another order: the balance is read again under its lock) nothing is taken and
     * the answer is a 409 with the order at its new total. Earlier card intents of the order are
     * superseded and cancelled, as a new intent would make them.
     */
    async payWithCredits(ref: OrderRef, userId: string | null): Promise<Order> {
      const found = await orders.authorise(ref, userId);
      if (!userId || found.userId !== userId) throw new NotFoundError();
      if (found.status === 'paid') throw new HttpError(409, 'payment.errors.already-paid');
      if (found.status === 'paying') await settlement.settleOpenPayments(found.id);
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const order = await orders.recalculate(found.id, t);
        if (order.status === 'paid') return { kind: 'paid-already' as const };
        if (order.status !== 'open') return { kind: 'not-open' as const };
        if (!order.purchasable || order.items.length === 0) return { kind: 'not-purchasable' as const };
        const { credits: quantity, giftCredit } = order.pricing;
        if ((quantity === 0 && giftCredit === 0) || order.totals.total > 0)
          return { kind: 'not-covered' as const };
        // Both balances are locked and read before either is spent: short of one, nothing is taken.
        const owner = { userId, organisationId: found.organisationId };
        if (quantity > 0 && !(await credits.holds(t, owner, quantity)))
          return { kind: 'not-covered' as const };
        if (giftCredit > 0 && !(await credits.holdsGift(t, owner, order.currency, giftCredit)))
          return { kind: 'not-covered' as const };
        const used =
          (await credits.use(t, { owner, orderId: order.id, quantity })) &&
          (await credits.useGift(t, {
            owner,
            orderId: order.id,
            currency: order.currency,
            amount: giftCredit,
          }));
        if (!used) throw new Error('credits held under lock could not be used');
        await orders.setStatus(order.id, 'paying', { from: ['open'] }, t);
        const superseded = await store.supersedeOthers(t, order.id, null, now);
        if (!(await orders.completePaid(order.id, now, t)))
          throw new Error('a locked paying order did not pay');
        return { kind: 'paid' as const, superseded };
      });
      switch (outcome.kind) {
        case 'paid-already':
          throw new HttpError(409, 'payment.errors.already-paid');
        case 'not-open':
          throw new HttpError(409, 'orders.errors.not-open');
        case 'not-purchasable':
          throw new HttpError(409, 'payment.errors.not-purchasable');
        case 'not-covered':
          throw await refusal(found.id, 'payment.errors.credits-not-enough');
      }
      await settlement.cancelAtProvider(outcome.superseded, 'The order was paid with credits.');
      await completion.afterPaid(found.id);
      return orders.get(ref, { userId });
    },

    /**
     * Cancels a paid order none of whose items has been posted (support, the staff): it is marked
     * cancelled, the card payment that paid it is refunded in full (recorded as due first, then asked of
     * the provider; reconciliation asks again if it could not be), and the credits and gift credit it used go
     * back to the account, all in one transaction. Fulfilment no longer posts its items. Cancelling again changes
     * nothing.
     */
    async cancelPaidOrder(
      orderId: string,
    ): Promise<{ cancelled: boolean; credits: number; giftCredit: number }> {
      const outcome = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const order = await orders.lockForPayment(orderId, t);
        if (!order) throw new NotFoundError();
        if (order.status === 'cancelled') return { cancelled: false, credits: 0, giftCredit: 0, due: null };
        if (order.status !== 'paid') throw new HttpError(409, 'orders.errors.not-paid');
        const full = await orders.getForPayment(orderId, t);
        if (full?.items.some((item) => item.dispatch.status === 'dispatched')) {
          throw new HttpError(409, 'orders.errors.dispatched');
        }
        await orders.setStatus(orderId, 'cancelled', { from: ['paid'] }, t);
        let due: refunds.RefundRow | null = null;
        for (const payment of await store.listOfOrder(t, orderId)) {
          if (!payment.completedAt || payment.status !== 'succeeded') continue;
          if (await refunds.findByPayment(t, payment.id)) continue;
          // The one payment that paid the order: its amount is what the provider charged (completion
          // checked they were equal).
          due = await refunds.insertDue(t, {
            paymentId: payment.id,
            orderId,
            provider: payment.provider,
            intentId: payment.intentId,
            amount: payment.amount,
            currencyCode: payment.currencyCode,
            reason: 'order-cancelled',
          });
        }
        const givenBack = await credits.giveBack(t, orderId);
        const giftGivenBack = await credits.giveBackGift(t, orderId);
        return { cancelled: true, credits: givenBack, giftCredit: giftGivenBack, due };
      });
      if (outcome.due) await completion.refund(outcome.due);
      return { cancelled: outcome.cancelled, credits: outcome.credits, giftCredit: outcome.giftCredit };
    },
  };
}
