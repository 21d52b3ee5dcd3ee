import type { Order } from '@cardshop/shared/contracts/orders';
import { ApiError } from '../../lib/api.ts';
import type { CardValues } from '../../ui/payment-card/card-form.ts';

// Paying with the test gateway, as a flow of named steps: make the payment intent, confirm the card,
// answer a 3-D Secure challenge when the gateway asks for one, then complete the order. The server makes
// completion idempotent (one payment completes its order once), so the last step may be retried safely
// when the connection drops; nothing before it charges twice either, since each attempt makes a new
// intent only after the previous one failed.

/** What the gateway answers a confirmation or a challenge with. */
export interface GatewayResult {
  status: 'succeeded' | 'requires_action' | 'failed';
  message?: string | null;
}

export interface PaymentIntent {
  secret: string;
  intentId: string;
  provider: string;
  amount: number;
  currency: string;
}

/** The calls the flow makes; the page passes the API, tests pass fakes. */
export interface PaymentSteps {
  intent(): Promise<PaymentIntent>;
  confirm(secret: string, card: CardValues): Promise<GatewayResult>;
  /** Shows the 3-D Secure challenge; answers whether the buyer approved (a dismissed one is a no). */
  challenge(intent: PaymentIntent): Promise<boolean>;
  answerChallenge(secret: string, approve: boolean): Promise<GatewayResult>;
  complete(intentId: string): Promise<Order>;
  /** Waits before a retry of the completion (tests wait for nothing). */
  wait?(ms: number): Promise<void>;
}

export type PaymentOutcome =
  | { kind: 'paid'; order: Order; intentId: string }
  | { kind: 'declined'; message: string };

/** Attempts at completing a succeeded payment before the page gives up (and says the order is safe). */
export const COMPLETE_ATTEMPTS = 3;
const COMPLETE_RETRY_MS = 1500;

/** The decline message of a failed result: the gateway's own words, else the general one. */
export function declineMessage(result: GatewayResult): string {
  return result.message?.trim() || 'checkout.payment.declined';
}

/** A completion failure worth another attempt: the connection or the server, never a refusal (4xx). */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500;
}

/** The card was charged, but completing the order from the browser failed (the server completes it). */
export class CompletionFailed extends Error {
  readonly intentId: string;
  constructor(intentId: string, cause: unknown) {
    super('payment succeeded but the order could not be completed', { cause });
    this.intentId = intentId;
  }
}

/** Completes the order of a succeeded payment, retrying a lost connection or a server error. */
export async function completeOrder(
  steps: Pick<PaymentSteps, 'complete' | 'wait'>,
  intentId: string,
): Promise<Order> {
  let last: unknown;
  for (let attempt = 1; attempt <= COMPLETE_ATTEMPTS; attempt += 1) {
    try {
      return await steps.complete(intentId);
    } catch (error) {
      last = error;
      if (!retryable(error) || attempt === COMPLETE_ATTEMPTS) break;
      await (steps.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))))(COMPLETE_RETRY_MS);
    }
  }
  throw new CompletionFailed(intentId, last);
}

/**
 * Pays for the order with a card: intent → confirm → (challenge → answer) → complete. A decline is an
 * outcome, not an error; errors are the calls that failed (a refused intent, a lost connection), and
 * CompletionFailed when the card was charged but the order could not be completed from here (the
 * server's reconciliation completes it).
 */
export async function payWithCard(steps: PaymentSteps, card: CardValues): Promise<PaymentOutcome> {
  const intent = await steps.intent();
  let result = await steps.confirm(intent.secret, card);
  if (result.status === 'requires_action') {
    const approve = await steps.challenge(intent);
    result = await steps.answerChallenge(intent.secret, approve);
  }
  if (result.status === 'failed') return { kind: 'declined', message: declineMessage(result) };
  if (result.status !== 'succeeded') return { kind: 'declined', message: 'checkout.payment.declined' };
  const order = await completeOrder(steps, intent.intentId);
  return { kind: 'paid', order, intentId: intent.intentId };
}

/**
 * Runs one payment at a time: a second press while one is under way (a double click, Enter twice) is
 * ignored and answers null, so a buyer can never start two payments from the page.
 */
export function singleFlight<A extends unknown[], R>(run: (...args: A) => Promise<R>) {
  let running = false;
  return async (...args: A): Promise<R | null> => {
    if (running) return null;
    running = true;
    try {
      return await run(...args);
    } finally {
      running = false;
    }
  };
}
