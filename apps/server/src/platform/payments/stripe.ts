import Stripe from 'stripe';
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

// The Stripe adapter: used when STRIPE_SECRET_KEY is set. Card details never reach the shop: Stripe.js
// confirms the PaymentIntent in the browser with its client secret, and the shop learns the outcome by
// retrieving the intent (browser return, reconciliation) and from signature-checked webhooks. Every call
// that creates or changes something carries an idempotency key. A saved card (decision 0025) is a
// PaymentMethod attached to the account's Customer by paying with `setup_future_usage`; paying with it
// later is a PaymentIntent of that Customer the shop confirms with the PaymentMethod.

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

/** The id of an expandable field (an id, an object, or nothing). */
function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
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
            // A saved card is confirmed by the shop, which can follow no redirect: only the 3-D Secure
            // check the buyer's browser answers with Stripe.js.
            automatic_payment_methods:
              input.card?.use === 'saved' ? { enabled: true, allow_redirects: 'never' } : { enabled: true },
            metadata: { orderId: input.orderId },
            ...(input.card ? { customer: input.card.customerId } : {}),
            // The buyer is there whenever it pays again ("Pay with Visa •••• 4242"), so on-session.
            ...(input.card?.use === 'save' ? { setup_future_usage: 'on_session' as const } : {}),
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
          paymentMethodId: idOf(intent.payment_method),
          customerId: idOf(intent.customer),
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

    async createCustomer(input: { accountId: string; idempotencyKey: string }) {
      try {
        const customer = await client.customers.create(
          { metadata: { accountId: input.accountId } },
          { idempotencyKey: input.idempotencyKey },
        );
        return customer.id;
      } catch (error) {
        throw failed('creating a customer', error);
      }
    },

    async retrieveMethod(methodId: string): Promise<SavedMethod> {
      let method: Stripe.PaymentMethod;
      try {
        method = await client.paymentMethods.retrieve(methodId);
      } catch (error) {
        throw failed('retrieving a payment method', error);
      }
      if (!method.card) throw new PaymentProviderError(`stripe: payment method ${methodId} is not a card`);
      return {
        methodId: method.id,
        customerId: idOf(method.customer),
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    },

    async confirmWithMethod(input: ConfirmWithMethodInput): Promise<ConfirmResult> {
      try {
        const intent = await client.paymentIntents.confirm(
          input.intentId,
          { payment_method: input.methodId },
          { idempotencyKey: input.idempotencyKey },
        );
        return { status: statusOfStripe(intent), failureMessage: intent.last_payment_error?.message ?? null };
      } catch (error) {
        // A decline is Stripe's 402: the intent says why, and takes another card.
        if (!(error instanceof Stripe.errors.StripeCardError))
          throw failed('confirming a payment intent', error);
      }
      try {
        const intent = await client.paymentIntents.retrieve(input.intentId);
        return {
          status: statusOfStripe(intent),
          failureMessage: intent.last_payment_error?.message ?? 'Your card was declined.',
        };
      } catch (error) {
        throw failed('retrieving a declined payment intent', error);
      }
    },

    async detachMethod(methodId: string): Promise<void> {
      try {
        await client.paymentMethods.detach(methodId, {}, { idempotencyKey: `detach-${methodId}` });
      } catch (error) {
        // Detached already (by an earlier try, or at Stripe's dashboard): what was asked for.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && /not attached/i.test(error.message))
          return;
        throw failed('detaching a payment method', error);
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
