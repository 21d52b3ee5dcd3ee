import { createHmac } from 'node:crypto';
import type { TestCards, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import { cardDigits, expiryIsCurrent, parseCardExpiry } from '@cardshop/shared/rules/payment-card';
import { cardBrandOf, savedCardExpired } from '@cardshop/shared/rules/saved-card';
import { NotFoundError, ValidationError } from '../errors.ts';
import { sameSecret } from '../sessions.ts';
import {
  type ConfirmResult,
  type ConfirmWithMethodInput,
  type CreatedIntent,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
  type RetrievedIntent,
  type SavedMethod,
  WebhookSignatureError,
} from './provider.ts';

// The built-in TEST-MODE gateway: no money moves. It behaves like a card provider so the whole checkout
// (intent → confirm → 3-D Secure → webhook → completion → refund) runs without an account anywhere. Its
// intents are rows of its own table (the ledger below, apart from the shop's payments as a real
// provider's records are), its secrets and webhooks are signed with the app secret. The test cards are documented in docs/decisions/0011-promo-and-payment-rules.md.

/** The gateway's view of one intent, kept by the payments store. */
export interface LedgerIntent {
  intentId: string;
  orderId: string;
  amount: number;
  currency: string;
  status: IntentStatus;
  failureMessage: string | null;
  /** Set once the intent was refunded (in full). */
  refundId?: string | null;
  /** The customer it belongs to (decision 0025), whose card it keeps once it succeeds (`saveMethod`). */
  customerId?: string | null;
  saveMethod?: boolean;
  /** The kept card it was paid with, if any. */
  paymentMethodId?: string | null;
}

/**
 * A card the gateway keeps for a customer (decision 0025). Only documented test numbers are ever kept:
 * the gateway makes one only for a payment that asked to save its card, with a test card that can pay.
 */
export interface LedgerMethod {
  methodId: string;
  customerId: string | null;
  cardNumber: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Where the gateway keeps its intents (its own table, through the payments module's ledger store). */
export interface TestGatewayLedger {
  /** Adds the intent unless one with its id exists (same idempotency key); true when this call added it. */
  insert(intent: LedgerIntent): Promise<boolean>;
  find(intentId: string): Promise<LedgerIntent | null>;
  /** Moves the intent to `status` only from one of `from`; true when this call moved it. */
  transition(
    intentId: string,
    from: IntentStatus[],
    status: IntentStatus,
    failureMessage: string | null,
  ): Promise<boolean>;
  /** Records the refund of a succeeded intent unless it has one; true when this call recorded it. */
  refund(intentId: string, refundId: string): Promise<boolean>;
  /** Keeps a card (not attached yet) unless one with its id exists, and names it as the intent's card. */
  keepMethod(intentId: string, method: LedgerMethod): Promise<void>;
  /** Names a kept card as the one that pays the intent. */
  useMethod(intentId: string, methodId: string): Promise<void>;
  findMethod(methodId: string): Promise<LedgerMethod | null>;
  /** Attaches a kept card to a customer, unless it was detached meanwhile. */
  attachMethod(methodId: string, customerId: string): Promise<void>;
  /** Detaches a kept card for good. */
  detachMethod(methodId: string): Promise<void>;
}

export const TEST_CARDS: TestCards['cards'] = [
  { number: '4242 4242 4242 4242', outcome: 'succeeded', description: 'Payment succeeds.' },
  {
    number: '4000 0000 0000 3220',
    outcome: 'requires_action',
    description: 'Asks for a 3-D Secure check; approving it succeeds, failing it declines.',
  },
  { number: '4000 0000 0000 0002', outcome: 'declined', description: 'Declined: “Your card was declined.”' },
  {
    number: '4000 0000 0000 9995',
    outcome: 'insufficient_funds',
    description: 'Declined: “Your card has insufficient funds.”',
  },
];

export const DECLINED = 'Your card was declined.';
export const INSUFFICIENT_FUNDS = 'Your card has insufficient funds.';
export const UNKNOWN_TEST_CARD =
  'Your card was declined. The shop is in test mode: use a test card such as 4242 4242 4242 4242.';
export const CHALLENGE_FAILED = 'We could not verify the payment with your bank (3-D Secure failed).';
export const CANCELLED = 'This payment was cancelled. Please try again.';
export const CARD_EXPIRED = 'Your card has expired.';

/** The webhook header the gateway signs with: `t=<unix seconds>,v1=<hex HMAC of "t.body">`, like Stripe's. */
export const TEST_SIGNATURE_HEADER = 'x-test-gateway-signature';
/** Webhooks older than this are refused, so a captured one cannot be replayed later. */
const WEBHOOK_TOLERANCE_S = 300;

const OPEN: IntentStatus[] = ['requires_payment', 'requires_action', 'failed'];

export interface TestGatewayOptions {
  ledger: TestGatewayLedger;
  appSecret: string;
  clock?: () => Date;
}

export type TestGateway = PaymentProvider & ReturnType<typeof createTestGateway>;

/** The test gateway; `deliverWith` connects its webhooks to the app's own endpoint. */
export function createTestGateway(options: TestGatewayOptions) {
  const { ledger, appSecret } = options;
  const clock = options.clock ?? (() => new Date());
  const hmac = (data: string) => createHmac('sha256', appSecret).update(data).digest('hex');
  let deliver: ((body: string, headers: Record<string, string>) => Promise<void>) | null = null;
  const inFlight = new Set<Promise<void>>();
  let eventSequence = 0;

  // Intents and secrets derive from the idempotency key and the app secret: the same key names the same
  // intent (like Stripe's idempotency), and a secret cannot be made without the app secret.
  const intentIdOf = (idempotencyKey: string) =>
    `pi_test_${hmac(`test-intent:${idempotencyKey}`).slice(0, 24)}`;
  const secretOf = (intentId: string) => `${intentId}_secret_${hmac(`test-secret:${intentId}`).slice(0, 24)}`;
  // One kept card per intent that saves its card: a retried confirmation names the same one.
  const methodIdOf = (intentId: string) => `pm_test_${hmac(`test-method:${intentId}`).slice(0, 24)}`;

  async function intentOfSecret(secret: string): Promise<LedgerIntent> {
    const intentId = secret.split('_secret_')[0] ?? '';
    const intent = sameSecret(secretOf(intentId), secret) ? await ledger.find(intentId) : null;
    if (!intent) throw new NotFoundError('payment.errors.unknown-intent');
    return intent;
  }

  function signedEvent(type: string, intentId: string) {
    eventSequence += 1;
    const id = `evt_test_${hmac(`event:${intentId}:${type}:${clock().getTime()}:${eventSequence}`).slice(0, 24)}`;
    const body = JSON.stringify({ id, type, data: { intentId } });
    const timestamp = Math.floor(clock().getTime() / 1000);
    return {
      body,
      headers: { [TEST_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(`${timestamp}.${body}`)}` },
    };
  }

  /** Sends the success webhook in the background, as a provider does after it answered the browser. */
  function emitSucceeded(intentId: string) {
    if (!deliver) return;
    const { body, headers } = signedEvent('payment_intent.succeeded', intentId);
    const delivery = deliver(body, headers)
      .catch(() => undefined) // A lost webhook is what reconciliation is for.
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  /** Moves an open intent to the outcome; a concurrent confirm that lost the race answers the winner's. */
  async function settle(
    intent: LedgerIntent,
    status: IntentStatus,
    message: string | null,
  ): Promise<TestPaymentResult> {
    const moved = await ledger.transition(intent.intentId, OPEN, status, message);
    if (!moved) return resultOf((await ledger.find(intent.intentId)) ?? intent);
    if (status === 'succeeded') await succeeded(intent);
    return resultOf({ ...intent, status, failureMessage: message });
  }

  /** After a success: the card it saves is attached to its customer (before the webhook tells the shop). */
  async function succeeded(read: LedgerIntent) {
    // Whether it saves its card is fixed when it is made; only then is it read again for the card kept.
    const intent = read.saveMethod ? await ledger.find(read.intentId) : null;
    if (intent?.saveMethod && intent.customerId && intent.paymentMethodId) {
      await ledger.attachMethod(intent.paymentMethodId, intent.customerId);
    }
    emitSucceeded(read.intentId);
  }

  /** What a test card number does (see TEST_CARDS). */
  function outcomeOf(digits: string): { status: IntentStatus; message: string | null } {
    switch (digits) {
      case '4242424242424242':
        return { status: 'succeeded', message: null };
      case '4000000000003220':
        return { status: 'requires_action', message: null };
      case '4000000000000002':
        return { status: 'failed', message: DECLINED };
      case '4000000000009995':
        return { status: 'failed', message: INSUFFICIENT_FUNDS };
      default:
        return { status: 'failed', message: UNKNOWN_TEST_CARD };
    }
  }

  return {
    name: 'test' as const,
    publishableKey: null,
    testMode: true as const,

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      const intentId = intentIdOf(input.idempotencyKey);
      const inserted = await ledger.insert({
        intentId,
        orderId: input.orderId,
        amount: input.amount,
        currency: input.currency,
        status: 'requires_payment',
        failureMessage: null,
        customerId: input.card?.customerId ?? null,
        saveMethod: input.card?.use === 'save',
      });
      // The same key again finds the intent made the first time, in whatever state it is now.
      const intent = inserted ? null : await ledger.find(intentId);
      return { intentId, secret: secretOf(intentId), status: intent?.status ?? 'requires_payment' };
    },

    async retrieve(intentId: string): Promise<RetrievedIntent> {
      const intent = await ledger.find(intentId);
      if (!intent) throw new NotFoundError('payment.errors.unknown-intent');
      return {
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        orderId: intent.orderId,
        failureMessage: intent.failureMessage,
        paymentMethodId: intent.paymentMethodId ?? null,
        customerId: intent.customerId ?? null,
      };
    },

    async cancel(intentId: string): Promise<IntentStatus> {
      if (await ledger.transition(intentId, OPEN, 'cancelled', CANCELLED)) return 'cancelled';
      // Not open any more: answered with what it became (a payment that got there first is not undone).
      const intent = await ledger.find(intentId);
      if (!intent) throw new NotFoundError('payment.errors.unknown-intent');
      return intent.status;
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const intent = await ledger.find(input.intentId);
      if (!intent) throw new PaymentProviderError(`test gateway: no intent ${input.intentId}`);
      if (intent.status !== 'succeeded') {
        throw new PaymentProviderError(`test gateway: intent ${input.intentId} has not succeeded`);
      }
      if (input.amount !== intent.amount || input.currency !== intent.currency) {
        throw new PaymentProviderError(`test gateway: refund of ${input.intentId} is not its full amount`);
      }
      // One refund an intent: its id derives from the intent, so a retried refund answers the same one.
      const refundId = intent.refundId ?? `re_test_${hmac(`refund:${input.intentId}`).slice(0, 24)}`;
      if (!intent.refundId) await ledger.refund(input.intentId, refundId);
      return { refundId, status: 'succeeded', failureMessage: null };
    },

    async createCustomer(input: { accountId: string; idempotencyKey: string }) {
      // Named by the key, as an idempotent create at a provider answers the same customer.
      return `cus_test_${hmac(`test-customer:${input.idempotencyKey}`).slice(0, 24)}`;
    },

    async retrieveMethod(methodId: string): Promise<SavedMethod> {
      const method = await ledger.findMethod(methodId);
      if (!method) throw new PaymentProviderError(`test gateway: no payment method ${methodId}`);
      // Never the number: the shop keeps only the display fields.
      const { methodId: id, customerId, brand, last4, expMonth, expYear } = method;
      return { methodId: id, customerId, brand, last4, expMonth, expYear };
    },

    async confirmWithMethod(input: ConfirmWithMethodInput): Promise<ConfirmResult> {
      const intent = await ledger.find(input.intentId);
      if (!intent) throw new PaymentProviderError(`test gateway: no intent ${input.intentId}`);
      const method = await ledger.findMethod(input.methodId);
      // Only the customer's own attached card pays the customer's intent.
      if (!method || method.customerId !== input.customerId || intent.customerId !== input.customerId) {
        throw new PaymentProviderError(`test gateway: ${input.methodId} cannot pay ${input.intentId}`);
      }
      if (OPEN.includes(intent.status)) {
        await ledger.useMethod(intent.intentId, method.methodId);
        const outcome = savedCardExpired(method, clock())
          ? { status: 'failed' as const, message: CARD_EXPIRED }
          : outcomeOf(method.cardNumber);
        await settle(intent, outcome.status, outcome.message);
      }
      const now = await ledger.find(input.intentId);
      return { status: now?.status ?? intent.status, failureMessage: now?.failureMessage ?? null };
    },

    async detachMethod(methodId: string): Promise<void> {
      await ledger.detachMethod(methodId);
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
      const header = headers[TEST_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const parts = Object.fromEntries((value ?? '').split(',').map((part) => part.split('=', 2)));
      const timestamp = Number(parts.t);
      const body = rawBody.toString('utf8');
      if (!parts.v1 || !Number.isInteger(timestamp) || !sameSecret(hmac(`${timestamp}.${body}`), parts.v1)) {
        throw new WebhookSignatureError('test gateway webhook signature does not verify');
      }
      if (Math.abs(clock().getTime() / 1000 - timestamp) > WEBHOOK_TOLERANCE_S) {
        throw new WebhookSignatureError('test gateway webhook is too old');
      }
      const event = JSON.parse(body) as { id: string; type: string; data?: { intentId?: string } };
      return {
        id: event.id,
        type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'other',
        intentId: event.data?.intentId ?? null,
      };
    },

    /** The documented test cards, for the payment page. */
    cards: (): TestCards => ({ testMode: true, cards: TEST_CARDS }),

    /**
     * Charges the (pretend) card: the outcome depends only on the number (see TEST_CARDS). A card whose
     * expiry has passed is a field error, like the real form's.
     */
    async confirm(secret: string, card: { number: string; expiry: string }): Promise<TestPaymentResult> {
      const expiry = parseCardExpiry(card.expiry);
      if (!expiry || !expiryIsCurrent(expiry, clock())) {
        throw new ValidationError({ 'card.expiry': ['validation.card-expired'] });
      }
      const intent = await intentOfSecret(secret);
      if (!OPEN.includes(intent.status)) return resultOf(intent);
      const digits = cardDigits(card.number);
      const outcome = outcomeOf(digits);
      // A card that can pay is kept when the payment asked for it (attached once it succeeds); no other
      // number is ever stored.
      if (intent.saveMethod && outcome.status !== 'failed') {
        await ledger.keepMethod(intent.intentId, {
          methodId: methodIdOf(intent.intentId),
          customerId: null,
          cardNumber: digits,
          brand: cardBrandOf(digits),
          last4: digits.slice(-4),
          expMonth: expiry.month,
          expYear: expiry.year,
        });
      }
      return settle(intent, outcome.status, outcome.message);
    },

    /** The buyer's answer to the simulated 3-D Secure check. */
    async challenge(secret: string, approve: boolean): Promise<TestPaymentResult> {
      const intent = await intentOfSecret(secret);
      if (intent.status !== 'requires_action') return resultOf(intent);
      const status: IntentStatus = approve ? 'succeeded' : 'failed';
      const moved = await ledger.transition(
        intent.intentId,
        ['requires_action'],
        status,
        approve ? null : CHALLENGE_FAILED,
      );
      if (!moved) return resultOf((await ledger.find(intent.intentId)) ?? intent);
      if (approve) await succeeded(intent);
      return resultOf({ ...intent, status, failureMessage: approve ? null : CHALLENGE_FAILED });
    },

    /** Connects the webhooks to the app's endpoint (POST /api/payment/webhook/test). */
    deliverWith(send: (body: string, headers: Record<string, string>) => Promise<void>) {
      deliver = send;
    },

    /** Resolves once every webhook under way has been delivered (tests, and before shutdown). */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },

    /** A signed event as the gateway sends it: tests replay one to check de-duplication. */
    signedEvent,
  };
}

function resultOf(intent: Pick<LedgerIntent, 'status' | 'failureMessage'>): TestPaymentResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded' };
    case 'requires_action':
      return { status: 'requires_action' };
    case 'cancelled':
      return { status: 'failed', message: intent.failureMessage ?? CANCELLED };
    case 'failed':
      return { status: 'failed', message: intent.failureMessage ?? DECLINED };
    default:
      // Open and never confirmed: nothing was charged.
      return { status: 'failed', message: intent.failureMessage ?? DECLINED };
  }
}
