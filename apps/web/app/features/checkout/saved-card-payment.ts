import type { User } from '@cardshop/shared/contracts/auth';
import type { SavedCard } from '@cardshop/shared/contracts/saved-card';
import { useEffect, useState } from 'react';
import { fetchSavedCard } from './checkout-api.ts';
import {
  completeOrder,
  declineMessage,
  type GatewayResult,
  type PaymentIntent,
  type PaymentOutcome,
  type PaymentSteps,
} from './payment-flow.ts';

// Paying with the account's saved card (issue 17, decision 0025): one call asks the shop to pay the
// order with it, then, as with a typed card, a 3-D Secure check when the provider asks for one, and the
// completion of the order. The server gives a double press the same intent and confirmation.

/** What the saved-card flow calls; the page passes the API, tests pass fakes. */
export interface SavedCardSteps
  extends Pick<PaymentSteps, 'challenge' | 'answerChallenge' | 'complete' | 'wait'> {
  /** Pays with the saved card: the intent, and where the payment stands. */
  paySaved(cardId: string): Promise<PaymentIntent & GatewayResult>;
}

/**
 * Pays for the order with the saved card: pay → (challenge → answer) → complete. A decline is an
 * outcome; CompletionFailed when the card was charged but the order could not be completed from here.
 */
export async function payWithSavedCard(steps: SavedCardSteps, cardId: string): Promise<PaymentOutcome> {
  const payment = await steps.paySaved(cardId);
  let result: GatewayResult = payment;
  if (payment.status === 'requires_action') {
    const approve = await steps.challenge(payment);
    result = await steps.answerChallenge(payment.secret, approve);
  }
  if (result.status === 'failed') return { kind: 'declined', message: declineMessage(result) };
  if (result.status !== 'succeeded') return { kind: 'declined', message: 'checkout.payment.declined' };
  const order = await completeOrder(steps, payment.intentId);
  return { kind: 'paid', order, intentId: payment.intentId };
}

/**
 * The signed-in buyer's saved card, when it can still pay, and whether they may save a typed one (in
 * organisation mode, holders of billing only: decision 0036); no card and no saving signed out (a
 * signed-out checkout never asks), while it loads, or when the look-up failed.
 */
export function useSavedCard(user: Pick<User, 'id'> | null): { card: SavedCard | null; canSave: boolean } {
  const [state, setState] = useState<{ card: SavedCard | null; canSave: boolean }>(NONE);
  const userId = user?.id ?? null;
  useEffect(() => {
    setState(NONE);
    if (!userId) return;
    let live = true;
    fetchSavedCard().then(
      (answer) => {
        if (live)
          setState({
            card: answer.card && !answer.card.expired ? answer.card : null,
            canSave: answer.canChange,
          });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return state;
}

const NONE = { card: null, canSave: false };
