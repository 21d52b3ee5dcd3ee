import Stripe from 'stripe';
import {
  type CreatedIntent,
  type CreateIntentInput,
  type IntentStatus,
  type PaymentEvent,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInput,
  type RefundResult,
  type RetrievedIntent,
  WebhookSignatureError,
} from './provider.ts';

// The Stripe adapter: used when STRIPE_SECRET_KEY is set. Card details never reach the shop: Stripe.js
// confirms the PaymentIntent in the browser with its client secret, and the shop learns the outcome by
// retrieving the intent (browser return, reconciliation) and from signature-checked webhooks. Every call
// that creates or changes something carries an idempotency key.

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string | null;
  publishableKey: string | null;
  /** Another API host (tests point it at a local stand-in for api.stripe.com). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe's intent states in the shop's words. */
export function statusOfStripe(
  intent: Pick<Stripe.PaymentIntent, 'status' | 'last_payment_error'>,
): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'requires_action':
      return 'requires_action';
    case 'canceled':
      return 'cancelled';
    default:
      // requires_payment_method after a decline still takes another card, but the attempt failed.
      return intent.last_payment_error ? 'failed' : 'requires_payment';
  }
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider & { client: Stripe } {
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  const failed = (what: string, error: unknown) =>
    new PaymentProviderError(
      `stripe: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
    );

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    client,

    async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
      try {
        const intent = await client.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata: { orderId: input.orderId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!intent.client_secret) throw new Error('no client secret in the answer');
        return { intentId: intent.id, secret: intent.client_secret, status: statusOfStripe(intent) };
      } catch (error) {
        throw failed('creating a payment intent', error);
      }
    },

    async retrieve(intentId: string): Promise<RetrievedIntent> {
      try {
        const intent = await client.paymentIntents.retrieve(intentId);
        return {
          status: statusOfStripe(intent),
          amount: intent.amount,
          currency: intent.currency.toUpperCase(),
          orderId: intent.metadata?.orderId ?? null,
          failureMessage: intent.last_payment_error?.message ?? null,
        };
      } catch (error) {
        throw failed('retrieving a payment intent', error);
      }
    },

    async cancel(intentId: string): Promise<IntentStatus> {
      try {
        const intent = await client.paymentIntents.cancel(
          intentId,
          {},
          { idempotencyKey: `cancel-${intentId}` },
        );
        return statusOfStripe(intent);
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
          throw failed('cancelling a payment intent', error);
        }
      }
      // Stripe refuses to cancel an intent that succeeded, is processing or was cancelled already: say
      // which, so a payment that got there first is completed (and refunded) rather than forgotten.
      try {
        return statusOfStripe(await client.paymentIntents.retrieve(intentId));
      } catch (error) {
        throw failed('retrieving a payment intent after a refused cancel', error);
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      try {
        const refund = await client.refunds.create(
          { payment_intent: input.intentId, amount: input.amount },
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          refundId: refund.id,
          status:
            refund.status === 'succeeded'
              ? 'succeeded'
              : refund.status === 'failed' || refund.status === 'canceled'
                ? 'failed'
                : 'pending',
          failureMessage: refund.failure_reason ?? null,
        };
      } catch (error) {
        throw failed('refunding a payment intent', error);
      }
    },

    parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent {
      const signature = headers['stripe-signature'];
      if (!options.webhookSecret || typeof signature !== 'string') {
        throw new WebhookSignatureError(
          'stripe webhook without a signature or without STRIPE_WEBHOOK_SECRET',
        );
      }
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'signature does not verify');
      }
      const object = event.data.object as { object?: string; id?: string };
      const intentId = object.object === 'payment_intent' ? (object.id ?? null) : null;
      const type =
        event.type === 'payment_intent.succeeded'
          ? 'payment.succeeded'
          : event.type === 'payment_intent.payment_failed'
            ? 'payment.failed'
            : 'other';
      return { id: event.id, type, intentId };
    },
  };
}
