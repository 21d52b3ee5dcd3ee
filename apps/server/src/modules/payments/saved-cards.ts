import type { OrderRef } from '@cardshop/shared/contracts/orders';
import type { IntentResult } from '@cardshop/shared/contracts/payments';
import type { SavedCard, SavedCardPayment, SavedCardResult } from '@cardshop/shared/contracts/saved-card';
import { savedCardExpired } from '@cardshop/shared/rules/saved-card';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import {
  type ConfirmResult,
  PaymentProviderError,
  type RetrievedIntent,
} from '../../platform/payments/provider.ts';
import { type Holder, orderHolder, pageHolder } from '../organisations/holder.ts';
import type { CompletionService } from './completion.ts';
import { badGateway, type PaymentContext } from './context.ts';
import type { IntentsService } from './intents.ts';
import * as cards from './saved-card-store.ts';
import type { PaymentRow } from './store.ts';

// The saved card (issue 17, decision 0025). A signed-in buyer who ticks "save" pays with an intent of
// their account's customer that keeps the card; once the provider says it succeeded, the card's
// reference and display fields are kept here. A later checkout pays with it in one step: an intent of
// the same customer, confirmed by the shop with the kept card (3-D Secure still answered in the
// browser). Only the owner sees, uses or removes it; removing detaches it at the provider first.
// An organisation's card (decision 0036) is saved by a member with billing while paying one of its
// orders, used by members holding useSavedCard, and removed by billing holders.

const unauthenticated = () => new HttpError(401, 'global.error.unauthenticated');

export function createSavedCards(
  ctx: PaymentContext,
  deps: { intents: IntentsService; completion: CompletionService },
) {
  const { db, provider, clock } = ctx;

  const shown = (row: cards.SavedCardRow): SavedCard => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    expired: savedCardExpired(row, clock()),
  });

  /** The holder's customer at the provider, made there the first time (one per account or organisation). */
  async function customerOf(holder: Holder): Promise<string> {
    const known = await cards.findCustomer(db, holder, provider.name);
    if (known) return known;
    const accountId = 'userId' in holder ? holder.userId : holder.organisationId;
    let made: string;
    try {
      made = await provider.createCustomer({ accountId, idempotencyKey: `customer-${accountId}` });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error({ accountId, err: error }, 'payment provider refused or failed to create a customer');
      throw badGateway();
    }
    return cards.keepCustomer(db, holder, provider.name, made);
  }

  /** The holder's card by its id; another holder's id, or a card of another provider, is not found. */
  async function ownCard(holder: Holder | null, cardId: string): Promise<cards.SavedCardRow> {
    const card = holder ? await cards.cardOfOwner(db, cardId, holder) : null;
    if (!card || card.provider !== provider.name)
      throw new NotFoundError('payment.errors.saved-card-not-found');
    return card;
  }

  /** Whose card the account pages show the user: their organisation's (useSavedCard to see, billing to change). */
  const shownHolder = (userId: string) =>
    pageHolder(ctx.memberships, userId, { see: ['useSavedCard'], change: 'billing' });

  /**
   * The card the account pages and checkout show the user: the account's, or in organisation mode its
   * organisation's (null to members holding neither useSavedCard nor billing); whose it is; and whether
   * the user may save another or remove it.
   */
  async function view(userId: string): Promise<SavedCardResult> {
    const found = await shownHolder(userId);
    if (!found) return { card: null, holder: 'organisation', canChange: false };
    const card = await cards.cardOfHolder(db, found.holder, provider.name);
    return {
      card: card ? shown(card) : null,
      holder: found.organisationId ? 'organisation' : 'account',
      canChange: found.canChange,
    };
  }

  /** Whose card an order is paid with (`useSavedCard`) or saves a card to (`billing`), read now. */
  async function holderOfOrder(ref: OrderRef, userId: string, permission: 'useSavedCard' | 'billing') {
    const order = await ctx.orders.authorise(ref, userId);
    return orderHolder(ctx.memberships, db, { userId, organisationId: order.organisationId }, permission);
  }

  return {
    /** `GET /api/account/saved-card` and the account page: the card the user may use, or null. */
    async get(userId: string): Promise<SavedCard | null> {
      return (await view(userId)).card;
    },

    view,

    /**
     * Removes the owner's card: detached at the provider first (so it can never pay again, even if
     * forgetting it here failed), then forgotten. 404 for a card that is not theirs or is gone.
     */
    async remove(userId: string, cardId: string): Promise<void> {
      const found = await shownHolder(userId);
      const holder = found?.canChange ? found.holder : null;
      const card = await ownCard(holder, cardId);
      try {
        await provider.detachMethod(card.paymentMethodId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        ctx.log.error({ userId, err: error }, 'payment provider failed to detach a saved card');
        throw badGateway();
      }
      if (holder) await cards.deleteCard(db, card.id, holder);
    },

    /** `POST /api/payment/order/intent` with `saveCard`: an intent of the buyer's customer that keeps the card. */
    async createSavingIntent(ref: OrderRef, userId: string | null): Promise<IntentResult> {
      if (!userId) throw unauthenticated();
      // An organisation's order saves the organisation's card: only with billing.
      const holder = await holderOfOrder(ref, userId, 'billing');
      if (!holder) throw new HttpError(403, 'global.errors.permission-denied');
      const customerId = await customerOf(holder);
      return deps.intents.createIntent(ref, userId, { method: 'card-save', userId, customerId });
    },

    /**
     * `POST /api/payment/order/pay-saved-card`: an intent of the owner's customer, confirmed with the
     * saved card. The same order, amount and card give the same intent and the same confirmation, so a
     * double press charges once. A decline reopens the cart at once; a success is completed by the
     * browser's `complete` call (and the provider's webhook), as after a typed card.
     */
    async pay(ref: OrderRef, userId: string | null, cardId: string): Promise<SavedCardPayment> {
      if (!userId) throw unauthenticated();
      const card = await ownCard(await holderOfOrder(ref, userId, 'useSavedCard'), cardId);
      const intent = await deps.intents.createIntent(ref, userId, {
        method: 'saved-card',
        userId,
        customerId: card.customerId,
      });
      let result: ConfirmResult;
      try {
        result = await provider.confirmWithMethod({
          intentId: intent.intentId,
          customerId: card.customerId,
          methodId: card.paymentMethodId,
          idempotencyKey: `confirm-${intent.intentId}-${card.paymentMethodId}`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        ctx.log.error({ intentId: intent.intentId, err: error }, 'confirming with a saved card failed');
        throw badGateway();
      }
      if (result.status === 'succeeded' || result.status === 'processing') {
        return { ...intent, status: 'succeeded' };
      }
      // Written to the payment now: a decline reopens the cart, a 3-D Secure check keeps it paying.
      await deps.completion.complete(intent.intentId);
      if (result.status === 'requires_action') return { ...intent, status: 'requires_action' };
      return { ...intent, status: 'failed', message: result.failureMessage ?? 'checkout.payment.declined' };
    },

    /**
     * Completion calls this for a payment that succeeded (decision 0025): when it was to save its card,
     * the card the provider attached to the account's customer becomes the account's saved card (a
     * different one before it is detached). Idempotent; a failure is logged, never thrown: the payment
     * stands either way.
     */
    async keepFromPayment(payment: PaymentRow, intent: RetrievedIntent): Promise<void> {
      if (payment.method !== 'card-save' || !payment.userId) return;
      const userId = payment.userId;
      try {
        // The holder the saving intent was made for, read again: billing may have been taken meanwhile.
        const owner = await ctx.orders.ownerOf(payment.orderId);
        const holder = await orderHolder(
          ctx.memberships,
          db,
          { userId, organisationId: owner?.organisationId ?? null },
          'billing',
        );
        const customerId = holder ? await cards.findCustomer(db, holder, provider.name) : null;
        if (!customerId || !intent.paymentMethodId) {
          ctx.log.warn({ intentId: payment.intentId }, 'a payment to save its card has no card to save');
          return;
        }
        const method = await provider.retrieveMethod(intent.paymentMethodId);
        // Only a card attached to the holder's own customer is ever the holder's.
        if (!holder || method.customerId !== customerId) {
          ctx.log.warn({ intentId: payment.intentId }, 'the card to save is not attached to the account');
          return;
        }
        const { replaced } = await cards.keepCard(db, holder, {
          provider: provider.name,
          customerId,
          paymentMethodId: method.methodId,
          brand: method.brand,
          last4: method.last4,
          expMonth: method.expMonth,
          expYear: method.expYear,
        });
        if (replaced) await provider.detachMethod(replaced);
      } catch (error) {
        ctx.log.error({ intentId: payment.intentId, err: error }, 'keeping the saved card failed');
      }
    },
  };
}

export type SavedCardsService = ReturnType<typeof createSavedCards>;
