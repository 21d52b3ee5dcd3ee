import type { OrderRef } from '@cardshop/shared/contracts/orders';
import type { IntentResult } from '@cardshop/shared/contracts/payments';
import type { SavedCard, SavedCardPayment } from '@cardshop/shared/contracts/saved-card';
import { savedCardExpired } from '@cardshop/shared/rules/saved-card';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import {
  type ConfirmResult,
  PaymentProviderError,
  type RetrievedIntent,
} from '../../platform/payments/provider.ts';
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

  /** The account's customer at the provider, made there the first time (one per account). */
  async function customerOf(userId: string): Promise<string> {
    const known = await cards.findCustomer(db, userId, provider.name);
    if (known) return known;
    let made: string;
    try {
      made = await provider.createCustomer({ accountId: userId, idempotencyKey: `customer-${userId}` });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.error({ userId, err: error }, 'payment provider refused or failed to create a customer');
      throw badGateway();
    }
    return cards.keepCustomer(db, userId, provider.name, made);
  }

  /** The owner's card by its id; another account's id, or a card of another provider, is not found. */
  async function ownCard(userId: string, cardId: string): Promise<cards.SavedCardRow> {
    const card = await cards.cardOfOwner(db, cardId, userId);
    if (!card || card.provider !== provider.name)
      throw new NotFoundError('payment.errors.saved-card-not-found');
    return card;
  }

  return {
    /** `GET /api/account/saved-card` and the account page: the account's card, or null. */
    async get(userId: string): Promise<SavedCard | null> {
      const card = await cards.cardOfUser(db, userId, provider.name);
      return card ? shown(card) : null;
    },

    /**
     * Removes the owner's card: detached at the provider first (so it can never pay again, even if
     * forgetting it here failed), then forgotten. 404 for a card that is not theirs or is gone.
     */
    async remove(userId: string, cardId: string): Promise<void> {
      const card = await ownCard(userId, cardId);
      try {
        await provider.detachMethod(card.paymentMethodId);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        ctx.log.error({ userId, err: error }, 'payment provider failed to detach a saved card');
        throw badGateway();
      }
      await cards.deleteCard(db, card.id, userId);
    },

    /** `POST /api/payment/order/intent` with `saveCard`: an intent of the buyer's customer that keeps the card. */
    async createSavingIntent(ref: OrderRef, userId: string | null): Promise<IntentResult> {
      if (!userId) throw unauthenticated();
      const customerId = await customerOf(userId);
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
      const card = await ownCard(userId, cardId);
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
        const customerId = await cards.findCustomer(db, userId, provider.name);
        if (!customerId || !intent.paymentMethodId) {
          ctx.log.warn({ intentId: payment.intentId }, 'a payment to save its card has no card to save');
          return;
        }
        const method = await provider.retrieveMethod(intent.paymentMethodId);
        // Only a card attached to this account's own customer is ever the account's.
        if (method.customerId !== customerId) {
          ctx.log.warn({ intentId: payment.intentId }, 'the card to save is not attached to the account');
          return;
        }
        const { replaced } = await cards.keepCard(db, {
          userId,
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
