import type { PaymentProviderName } from '@cardshop/shared/contracts/payments';

// The one shape every payment provider takes (docs/decisions/0011). The payments module talks only to
// this; the test gateway and the Stripe adapter implement it. Amounts are integer minor units, currencies
// upper-case ISO codes.

/** Where an intent stands at the provider, in the shop's words (the payments table uses the same). */
export type IntentStatus =
  | 'requires_payment'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'cancelled';

export interface CreateIntentInput {
  orderId: string;
  amount: number;
  currency: string;
  /** The same key gives back the same intent, so a retried or concurrent call never makes a second charge. */
  idempotencyKey: string;
}

export interface CreatedIntent {
  intentId: string;
  /** Handed to the buyer's browser to confirm the payment (never logged). */
  secret: string;
  status: IntentStatus;
}

export interface RetrievedIntent {
  status: IntentStatus;
  amount: number;
  currency: string;
  /** The order the intent was made for (from the provider's own record or metadata). */
  orderId: string | null;
  failureMessage: string | null;
}

export interface RefundInput {
  intentId: string;
  /** The whole amount of the intent, in minor units: the shop refunds a payment in full or not at all. */
  amount: number;
  currency: string;
  /** The same key gives back the same refund, so a retried call never refunds twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  /** `pending` while the provider works on it (Stripe may take a while); `failed` when it gave up. */
  status: 'succeeded' | 'pending' | 'failed';
  failureMessage: string | null;
}

/** A webhook event, reduced to what completion needs. */
export interface PaymentEvent {
  /** The provider's event id: a second delivery of the same id changes nothing. */
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'other';
  intentId: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Given to the browser (Stripe.js); null for the test gateway. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  retrieve(intentId: string): Promise<RetrievedIntent>;
  /**
   * Cancels an intent so it can no longer be paid (superseded by a newer one, or its cart reopened).
   * Answers where the intent stands afterwards: `cancelled`, or the state that kept it from being
   * cancelled (it succeeded or is processing meanwhile), so a payment that beat the cancel is never lost.
   */
  cancel(intentId: string): Promise<IntentStatus>;
  /** Refunds a succeeded intent in full (decision 0020); idempotent by its key. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A webhook whose signature did not verify: answered 400 and otherwise ignored. */
export class WebhookSignatureError extends Error {}

/** The provider refused or could not be reached; the caller answers 502 and the buyer may retry. */
export class PaymentProviderError extends Error {}
