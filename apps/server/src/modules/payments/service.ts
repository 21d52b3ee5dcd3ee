import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { QuoteResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { type PaymentProvider, WebhookSignatureError } from '../../platform/payments/provider.ts';
import { createStripeProvider, type StripeProviderOptions } from '../../platform/payments/stripe.ts';
import { createTestGateway, type TestGateway } from '../../platform/payments/test-gateway.ts';
import type { JobQueue } from '../../platform/queue.ts';
import type { ConfigService } from '../config/service.ts';
import type { CreditsService } from '../credits/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { MembershipService } from '../organisations/service.ts';
import type { PromoService } from '../promos/service.ts';
import { PromoError } from '../promos/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import { createCompletion } from './completion.ts';
import { createConfirmations } from './confirmation.ts';
import type { PaymentContext, PaymentLog } from './context.ts';
import { conversionOf } from './conversion.ts';
import { createIntents } from './intents.ts';
import { createReconciliation } from './reconcile.ts';
import * as refunds from './refund-store.ts';
import { createSavedCards } from './saved-cards.ts';
import { createSettlement } from './settlement.ts';
import * as store from './store.ts';
import { testGatewayLedger } from './test-gateway-ledger.ts';
import { createCreditFlows } from './with-credits.ts';

export type { Completion } from './completion.ts';
export type { PaymentLog } from './context.ts';
export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * Payments (docs/decisions/0011-promo-and-payment-rules.md and 0020-money-you-can-trust.md): the quote,
 * payment intents at the provider (intents.ts), completion, which pays each order exactly once however
 * often and however concurrently the browser's return, the webhook and reconciliation ask for it, or
 * refunds a payment that may not pay its order (completion.ts), settling a paying cart (settlement.ts)
 * and reconciliation (reconcile.ts).
 */
export function createPaymentService(
  db: Db,
  deps: {
    orders: OrdersService;
    promos: PromoService;
    /** The account's credits: orders pay with them, and credit purchases are paid through this provider. */
    credits: Pick<
      CreditsService,
      'holds' | 'use' | 'giveBack' | 'holdsGift' | 'useGift' | 'giveBackGift' | 'purchases'
    >;
    shipping: ShippingService;
    config: ConfigService;
    mailer: Mailer;
    provider: PaymentProvider;
    /** Organisation members' permissions: who may use or save an organisation's card (decision 0036). */
    memberships?: Pick<MembershipService, 'permissionsIn' | 'currentOf'>;
    publicUrl: string;
    clock: () => Date;
    log?: PaymentLog;
    /** Called once for each order this service pays (fulfilment schedules its items). */
    onPaid?: (orderId: string) => Promise<void>;
    /** Where order confirmations are queued; without a running one they are sent by the paying call. */
    queue?: JobQueue | undefined;
  },
) {
  const { orders, promos, credits, config, provider } = deps;
  const ctx: PaymentContext = {
    db,
    orders,
    promos,
    credits,
    provider,
    ...(deps.memberships ? { memberships: deps.memberships } : {}),
    clock: deps.clock,
    log: deps.log ?? {
      error: (details, message) => console.error(message, details),
      warn: (details, message) => console.warn(message, details),
    },
  };
  const confirmations = createConfirmations(ctx, deps);
  const completion = createCompletion(ctx, {
    onPaid: deps.onPaid,
    sendConfirmation: confirmations.request,
    // Runs only once a payment succeeded, long after savedCards below exists.
    onSucceeded: (payment, intent) => savedCards.keepFromPayment(payment, intent),
  });
  const settlement = createSettlement(ctx, completion);
  const intents = createIntents(ctx, completion, settlement);
  const creditFlows = createCreditFlows(ctx, completion, settlement);
  const savedCards = createSavedCards(ctx, { intents, completion });
  const reconcile = createReconciliation(ctx, {
    completion,
    settlement,
    sendConfirmation: confirmations.request,
  });

  /** The test gateway, or a 404 when the shop takes real payments. */
  function testGateway(): TestGateway {
    if (provider.name !== 'test') throw new NotFoundError();
    return provider as TestGateway;
  }

  /** What the test gateway answered; a decline or a 3-D Secure check is written to the payment at once. */
  async function afterTestAttempt(secret: string, result: TestPaymentResult): Promise<TestPaymentResult> {
    if (result.status !== 'succeeded') {
      const intentId = secret.split('_secret_')[0] ?? '';
      const payment = await store.findByIntent(db, intentId);
      // A decline reopens the order (unless another payment is under way); a success comes by webhook.
      if (payment) await completion.complete(payment.intentId);
      // A credit purchase's decline is written to its payment too, so its next intent is a new one.
      else if (await credits.purchases.owns(intentId)) await credits.purchases.complete(intentId);
    }
    return result;
  }

  return {
    provider,
    complete: completion.complete,

    /**
     * Settles a paying order whose buyer is back in the shop (the quote does this): completes it if its
     * payment succeeded meanwhile, else reopens it unless a payment is under way.
     */
    settleOpenPayments: settlement.settleOpenPayments,

    /** Logs through the app's logger (JSON lines with the request ids) once the app exists. */
    useLog(logger: PaymentLog) {
      ctx.log = logger;
    },

    /**
     * `POST /api/payment/order/quote`: saves the buyer's details, re-prices the order, checks its code
     * again, and answers what will be charged, with an estimate in the visitor's currency.
     */
    async quote(
      ref: OrderRef,
      input: {
        customer?: { email: string; firstName: string; lastName: string } | undefined;
        displayCurrency: string;
      },
      userId: string | null,
    ): Promise<QuoteResult> {
      // One transaction with the order locked checks the reference, saves the buyer and re-prices; a paying
      // order's payments are settled first (outside the lock: that may ask the provider).
      let refreshed = await orders.refreshForQuote(ref, userId, { customer: input.customer });
      if (refreshed.paying) {
        await settlement.settleOpenPayments(refreshed.id);
        refreshed = await orders.refreshForQuote(ref, userId, { customer: input.customer, settled: true });
      }
      if (refreshed.paying) throw new Error('a settled order answered paying');
      const { order, removed } = await promos.revalidate(refreshed.order);
      const currencies = await config.currencies();
      const precisions = Object.fromEntries(
        Object.values(currencies).map((entry) => [entry.code, entry.precision]),
      );
      return {
        order,
        payment: {
          amount: order.totals.total,
          currency: order.currency,
          provider: provider.name,
          publishableKey: provider.publishableKey,
        },
        conversion: conversionOf(order, input.displayCurrency, precisions),
        promoRemoved: removed ? { code: removed.code, error: `validation.promo-${removed.rule}` } : null,
      };
    },

    /** `POST /api/payment/order/intent` (intents.ts); `saveCard` keeps the card for the account (saved-cards.ts). */
    createIntent: (ref: OrderRef, userId: string | null, options: { saveCard?: boolean | undefined } = {}) =>
      options.saveCard ? savedCards.createSavingIntent(ref, userId) : intents.createIntent(ref, userId),

    /** The account's saved card: shown, removed, and paid with in one step (saved-cards.ts, decision 0025). */
    savedCards: {
      get: savedCards.get,
      view: savedCards.view,
      remove: savedCards.remove,
      pay: savedCards.pay,
    },

    /** `POST /api/payment/order/pay-with-credits`: an order the account's credits pay for in full (with-credits.ts). */
    payWithCredits: creditFlows.payWithCredits,

    /** Cancels a paid order not yet posted: its payment refunded, its credits given back (with-credits.ts). */
    cancelPaidOrder: creditFlows.cancelPaidOrder,

    /**
     * `POST /api/payment/order/complete`: the browser is back from paying. Completes the order when the
     * provider says the payment succeeded (idempotent) and answers the order.
     */
    async completeForBrowser(ref: OrderRef, intentId: string, userId: string | null): Promise<Order> {
      // The payment and the order read at once. One transaction completes a payment and pays its order, so
      // an order read paid beside its payment read completed is as the completion left it: the answer
      // reads it no more.
      const [payment, found] = await Promise.all([
        store.findByIntent(db, intentId),
        orders.authorise(ref, userId),
      ]);
      // An intent of another order is as unknown as one that does not exist.
      if (!payment || payment.orderId !== found.id) throw new NotFoundError('payment.errors.unknown-intent');
      const result = await completion.complete(intentId, payment);
      if (result.problem === 'promo-used-up') {
        // Refunded; the code came off and the cart is open at its new total (decision 0011's changed total).
        throw new PromoError('used-up', await orders.recalculate(found.id));
      }
      if (result.problem === 'credits-used-up') {
        // Refunded; the cart is open again, priced with the credits left (decision 0024).
        throw new HttpError(409, 'payment.errors.credits-not-enough', {
          order: await orders.recalculate(found.id),
        });
      }
      if (result.problem === 'amount-mismatch') throw new HttpError(409, 'payment.errors.amount-mismatch');
      if (result.problem === 'superseded' || result.problem === 'order-not-paying') {
        throw new HttpError(409, 'payment.errors.refunded');
      }
      if (result.status !== 'succeeded') {
        const failed = await store.findByIntent(db, intentId);
        throw new HttpError(402, 'payment.errors.not-paid', {
          status: result.status,
          message: failed?.failureMessage ?? null,
        });
      }
      const current = payment.completedAt && found.status === 'paid';
      return orders.get(ref, { userId, ...(current ? { authorised: found } : {}) });
    },

    /**
     * A provider's webhook: the signature is checked, a repeated event id changes nothing, a success
     * completes the order (the same completion as the browser's) and a failure reopens it.
     */
    async handleWebhook(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
    ): Promise<{ received: true; duplicate: boolean }> {
      if (providerName !== provider.name) throw new NotFoundError();
      let event: ReturnType<PaymentProvider['parseWebhook']>;
      try {
        event = provider.parseWebhook(rawBody, headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError) {
          throw new HttpError(400, 'payment.errors.webhook-signature');
        }
        throw error;
      }
      const intentId =
        event.intentId && (event.type === 'payment.succeeded' || event.type === 'payment.failed')
          ? event.intentId
          : null;
      // An order's payment row, handed to the completion (which needs it first), is read while the event is
      // recorded; a repeated event's read is dropped, and a failed read fails the event (below).
      const reading = intentId ? store.findByIntent(db, intentId) : Promise.resolve(null);
      reading.catch(() => undefined);
      if (!(await store.recordEvent(db, provider.name, event.id))) return { received: true, duplicate: true };
      try {
        if (intentId) {
          // A credit purchase's intent is the credits module's to complete (the same provider pays both).
          const payment = await reading;
          if (payment) await completion.complete(intentId, payment);
          else if (await credits.purchases.owns(intentId)) await credits.purchases.complete(intentId);
          else await completion.complete(intentId);
        }
      } catch (error) {
        // An intent the shop never made (another integration on the same account) is not ours to handle.
        if (error instanceof NotFoundError) return { received: true, duplicate: false };
        // Not handled: forget the event so the provider's retry is handled again.
        await store.forgetEvent(db, provider.name, event.id);
        throw error;
      }
      return { received: true, duplicate: false };
    },

    /**
     * Reconciliation (reconcile.ts), with the shop's housekeeping: payments whose outcome the shop may
     * have missed are asked of the provider and completed or refunded, refunds not yet made are asked
     * again, and paid orders whose confirmation never went out get it. One run at a time.
     */
    reconcile,

    /** `GET /api/payment/test/cards`. */
    testCards: () => testGateway().cards(),

    /** `POST /api/payment/test/confirm`: the test gateway charges the (pretend) card. */
    async testConfirm(secret: string, card: { number: string; expiry: string }): Promise<TestPaymentResult> {
      return afterTestAttempt(secret, await testGateway().confirm(secret, card));
    },

    /** `POST /api/payment/test/challenge`: the buyer's answer to the simulated 3-D Secure check. */
    async testChallenge(secret: string, approve: boolean): Promise<TestPaymentResult> {
      return afterTestAttempt(secret, await testGateway().challenge(secret, approve));
    },

    /** The payments of an order, oldest first (tests, support). */
    paymentsOf: (orderId: string) => store.listOfOrder(db, orderId),

    /** The refunds of an order's payments, oldest first (tests, support). */
    refundsOf: (orderId: string) => refunds.listOfOrder(db, orderId),
  };
}

/**
 * The shop's payment provider: Stripe when its keys are configured, otherwise the built-in test gateway
 * (test mode; in production only with PAYMENTS=test, platform/config.ts), whose intents are rows of its
 * own table.
 */
export function createPaymentProvider(
  db: Db,
  options: { stripe?: StripeProviderOptions | undefined; appSecret: string; clock: () => Date },
): PaymentProvider {
  if (options.stripe) return createStripeProvider(options.stripe);
  return createTestGateway({
    ledger: testGatewayLedger(db),
    appSecret: options.appSecret,
    clock: options.clock,
  });
}
