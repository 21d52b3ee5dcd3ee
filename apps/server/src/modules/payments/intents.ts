import type { OrderRef } from '@cardshop/shared/contracts/orders';
import type { IntentResult } from '@cardshop/shared/contracts/payments';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import {
  type CreatedIntent,
  type PaymentMethodKind,
  PaymentProviderError,
} from '../../platform/payments/provider.ts';
import type { PromoRule } from '../promos/rules.ts';
import { PromoError } from '../promos/service.ts';
import type { CompletionService } from './completion.ts';
import { badGateway, type PaymentContext } from './context.ts';
import type { SettlementService } from './settlement.ts';
import * as store from './store.ts';

// The payment intent (decisions 0011 and 0020). Two transactions with the order locked, around the call
// to the provider (never made while a lock is held): the first freezes the order (paying), reserves its
// promo code's use and reads the amount; the second records the intent as the order's one payment that
// may pay it, and marks every other as superseded, to be cancelled at the provider.

/**
 * How the intent will be paid: a card typed in the page (the default), or an account's card (decision
 * 0024): typed and kept for later (`card-save`), or the saved one (`saved-card`), at the account's
 * customer.
 */
export type IntentPlan =
  | { method: 'card' }
  | { method: Exclude<PaymentMethodKind, 'card'>; userId: string; customerId: string };

const TYPED_CARD: IntentPlan = { method: 'card' };

type Frozen =
  | { kind: 'ok'; amount: number; currency: string; attempt: number }
  | { kind: 'promo'; rule: PromoRule };

export function createIntents(
  ctx: PaymentContext,
  completion: CompletionService,
  settlement: SettlementService,
) {
  const { db, orders, promos, provider, clock } = ctx;

  /**
   * Open → paying with the code's use reserved, or the paying order as it is; answers the amount. The
   * reference is checked here, with the order locked, rather than read once more before.
   */
  async function freeze(
    tx: Db,
    ref: OrderRef,
    userId: string | null,
    method: PaymentMethodKind,
  ): Promise<Frozen> {
    const order = await orders.priceForPayment(ref, userId, tx);
    const orderId = order.id;
    if (order.status === 'paid') throw new HttpError(409, 'payment.errors.already-paid');
    if (order.status !== 'open' && order.status !== 'paying')
      throw new HttpError(409, 'orders.errors.not-open');
    if (order.status === 'open') {
      if (order.couponCode) {
        const reserved = await promos.reserve(tx, {
          id: order.id,
          couponCode: order.couponCode,
          currency: order.currency,
          subtotal: order.subtotal,
          email: order.email?.trim().toLowerCase() || null,
        });
        if (!reserved.ok) {
          // The total changes under the buyer's eyes: the code comes off, and they see it before paying.
          await orders.setCoupon(order.id, null, tx);
          await orders.recalculate(order.id, tx);
          return { kind: 'promo', rule: reserved.rule };
        }
      }
      if (!order.purchasable || order.itemCount === 0)
        throw new HttpError(409, 'payment.errors.not-purchasable');
      if (order.total <= 0) throw new HttpError(409, 'payment.errors.nothing-to-pay');
      await orders.setStatus(order.id, 'paying', { from: ['open'] }, tx);
    }
    const where = {
      orderId,
      provider: provider.name,
      amount: order.total,
      currencyCode: order.currency,
      method,
    };
    return {
      kind: 'ok',
      amount: where.amount,
      currency: where.currencyCode,
      attempt: await store.countEndedAttempts(tx, where),
    };
  }

  /**
   * Records the intent. It is the order's current payment when the order is still paying at its amount;
   * every other payment not completed is superseded then. Otherwise (the cart reopened or was paid
   * meanwhile) the new intent itself is superseded. Answers what to cancel at the provider.
   */
  async function record(
    orderId: string,
    created: CreatedIntent,
    amount: number,
    currency: string,
    plan: IntentPlan,
  ) {
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const order = await orders.lockForPayment(orderId, t);
      await store.insertPayment(t, {
        orderId,
        provider: provider.name,
        intentId: created.intentId,
        amount,
        currencyCode: currency,
        status: created.status,
        method: plan.method,
        userId: plan.method === 'card' ? null : plan.userId,
      });
      const now = clock();
      const current = order?.status === 'paying' && order.total === amount && order.currency === currency;
      if (!current) {
        return { current, superseded: await store.supersedeOne(t, created.intentId, now) };
      }
      return { current, superseded: await store.supersedeOthers(t, orderId, created.intentId, now) };
    });
  }

  /**
   * `POST /api/payment/order/intent`: checks the order (open or already paying, purchasable, priced now),
   * freezes it and answers an intent for exactly its total. The same order and amount get the same intent
   * back (the idempotency key is the order, the amount and the attempt), so a double click or a retry never
   * makes a second one; a new intent replaces every earlier one, which the provider cancels. Each way of
   * paying (`plan`) has keys of its own, so switching to the saved card and back makes new intents
   * without changing the key a double click of either gets.
   */
  async function createIntent(
    ref: OrderRef,
    userId: string | null,
    plan: IntentPlan = TYPED_CARD,
  ): Promise<IntentResult> {
    const frozen = await db.transaction((tx) => freeze(tx as unknown as Db, ref, userId, plan.method));
    const found = { id: ref.id };
    if (frozen.kind === 'promo') throw new PromoError(frozen.rule, await orders.recalculate(found.id));
    const { amount, currency, attempt } = frozen;

    let created: CreatedIntent;
    try {
      // A typed card keeps the keys it always had; the other ways name themselves in theirs.
      const way = plan.method === 'card' ? '' : `-${plan.method}`;
      created = await provider.createIntent({
        orderId: found.id,
        amount,
        currency,
        idempotencyKey: `order-${found.id}-${amount}-${currency}${way}-${attempt}`,
        ...(plan.method === 'card'
          ? {}
          : {
              card: { customerId: plan.customerId, use: plan.method === 'card-save' ? 'save' : 'saved' },
            }),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error(
        { orderId: found.id, err: error },
        'payment provider refused or failed to create an intent',
      );
      await completion.reopenIfIdle(found.id);
      throw badGateway();
    }

    const { current, superseded } = await record(found.id, created, amount, currency, plan);
    await settlement.cancelAtProvider(
      superseded,
      current ? 'Superseded by a newer payment.' : 'Made for a cart that changed.',
    );
    if (!current) throw new HttpError(409, 'orders.errors.not-open');
    return { secret: created.secret, intentId: created.intentId, provider: provider.name, amount, currency };
  }

  return { createIntent };
}

export type IntentsService = ReturnType<typeof createIntents>;
