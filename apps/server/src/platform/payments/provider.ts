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

/**
 * How a payment is paid (decision 0025): a card typed in the page, the same kept for the account's later
 * payments, or the account's saved card, confirmed by the shop.
 */
export type PaymentMethodKind = 'card' | 'card-save' | 'saved-card';

export interface CreateIntentInput {
  orderId: string;
  amount: number;
  currency: string;
  /** The same key gives back the same intent, so a retried or concurrent call never makes a second charge. */
  idempotencyKey: string;
  /**
   * For an account's card (decision 0025): the customer the intent belongs to, and whether the card typed
   * is to be kept for them once it pays (`save`), or a kept one will pay it (`saved`, confirmed by the shop
   * with `confirmWithMethod`).
   */
  card?: { customerId: string; use: 'save' | 'saved' };
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
  /** The card it was paid with, when the provider keeps it (it was saved, or is a saved one). */
  paymentMethodId: string | null;
  /** The customer the intent belongs to, if any. */
  customerId: string | null;
}

/** A card the provider keeps for a customer: its reference and what the shop may show of it. */
export interface SavedMethod {
  methodId: string;
  /** Null once detached (or never attached): it can no longer pay. */
  customerId: string | null;
  /** Lower-case brand as the provider names it: `visa`, `mastercard`, `amex` … */
  brand: string;
  last4: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
}

export interface ConfirmWithMethodInput {
  intentId: string;
  customerId: string;
  methodId: string;
  /** The same key answers the same confirmation, so a retried call never charges twice. */
  idempotencyKey: string;
}

/** Where an intent stands after the shop confirmed it with a saved card. */
export interface ConfirmResult {
  status: IntentStatus;
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
  /** A customer for an account (decision 0025), named by the account id only; idempotent by its key. */
  createCustomer(input: { accountId: string; idempotencyKey: string }): Promise<string>;
  /** A kept card: its customer and display fields (never its number). */
  retrieveMethod(methodId: string): Promise<SavedMethod>;
  /**
   * Pays an intent made with `card.use: 'saved'` with the customer's kept card. A decline is an answer
   * (`failed` with the message), not an error; a 3-D Secure check is `requires_action`.
   */
  confirmWithMethod(input: ConfirmWithMethodInput): Promise<ConfirmResult>;
  /** Detaches a kept card from its customer so it can never pay again; a detached one is fine. */
  detachMethod(methodId: string): Promise<void>;
  /** Checks the signature and reads the event; throws WebhookSignatureError when it does not verify. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
}

/** A webhook whose signature did not verify: answered 400 and otherwise ignored. */
export class WebhookSignatureError extends Error {}

/** The provider refused or could not be reached; the caller answers 502 and the buyer may retry. */
export class PaymentProviderError extends Error {}
