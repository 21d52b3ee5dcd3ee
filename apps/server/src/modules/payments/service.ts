import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { IntentResult, QuoteResult, TestPaymentResult } from '@cardshop/shared/contracts/payments';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import {
  type IntentStatus,
  type PaymentProvider,
  PaymentProviderError,
  WebhookSignatureError,
} from '../../platform/payments/provider.ts';
import { createStripeProvider, type StripeProviderOptions } from '../../platform/payments/stripe.ts';
import { createTestGateway, type TestGateway } from '../../platform/payments/test-gateway.ts';
import type { ConfigService } from '../config/service.ts';
import type { OrdersService, PaymentOrder } from '../orders/service.ts';
import type { PromoService } from '../promos/service.ts';
import { PromoError } from '../promos/service.ts';
import type { ShippingService } from '../shipping/service.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { conversionOf } from './conversion.ts';
import * as store from './store.ts';

export type PaymentService = ReturnType<typeof createPaymentService>;

/** How one call to `complete` ended. `completed` is true only for the call that paid the order. */
export interface Completion {
  orderId: string;
  status: IntentStatus;
  completed: boolean;
  /** Why a succeeded payment did not pay its order (refund due); logged for the shop's staff. */
  problem?: 'amount-mismatch' | 'order-paid-by-another-payment';
}

export interface PaymentLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

const ACTIVE: IntentStatus[] = ['requires_payment', 'requires_action', 'processing'];
/** Open intents younger than this may still be paid by the buyer: reconciliation leaves them. */
const RECONCILE_OPEN_AFTER_MS = 60_000;
/** Open intents older than this were abandoned: reconciliation stops asking the provider about them. */
const RECONCILE_OPEN_UNTIL_MS = 7 * 24 * 3600_000;
const RECONCILE_BATCH = 500;
/** How long a 3-D Secure check may wait for the buyer before the cart may reopen without it. */
const CHALLENGE_PATIENCE_MS = 15 * 60_000;

const badGateway = () => new HttpError(502, 'payment.errors.provider-unavailable');

/**
 * Payments (docs/decisions/0011-promo-and-payment-rules.md): the quote, payment intents at the provider,
 * and completion, which pays each order exactly once however often and however concurrently the
 * browser's return, the webhook and reconciliation ask for it.
 */
export function createPaymentService(
  db: Db,
  deps: {
    orders: OrdersService;
    promos: PromoService;
    shipping: ShippingService;
    config: ConfigService;
    mailer: Mailer;
    provider: PaymentProvider;
    publicUrl: string;
    clock: () => Date;
    log?: PaymentLog;
    /** Called once for each order this service pays (fulfilment schedules its items). */
    onPaid?: (orderId: string) => Promise<void>;
  },
) {
  const { orders, promos, shipping, config, mailer, provider, clock } = deps;
  let log: PaymentLog = deps.log ?? {
    error: (details, message) => console.error(message, details),
    warn: (details, message) => console.warn(message, details),
  };

  async function orderOf(orderId: string): Promise<PaymentOrder> {
    const order = await orders.getForPayment(orderId);
    if (!order) throw new NotFoundError();
    return order;
  }

  /** The latest word of the provider on an intent, written to the payment (never for a completed one). */
  async function refresh(intentId: string) {
    let intent: Awaited<ReturnType<PaymentProvider['retrieve']>>;
    try {
      intent = await provider.retrieve(intentId);
    } catch (error) {
      if (error instanceof PaymentProviderError) throw badGateway();
      throw error;
    }
    if (intent.status !== 'succeeded') {
      await store.recordStatus(db, intentId, intent.status, intent.failureMessage, clock());
    }
    return intent;
  }

  /**
   * After a decline or a cancel: the order goes back to open (its items kept, so the buyer can try another
   * card or change the cart), unless another of its payments is still under way.
   */
  async function reopenIfIdle(orderId: string): Promise<void> {
    const payments = await store.listOfOrder(db, orderId);
    const busy = payments.some(
      (payment) =>
        payment.status === 'processing' ||
        payment.status === 'requires_action' ||
        payment.status === 'succeeded',
    );
    if (!busy) await orders.setStatus(orderId, 'open', { from: ['paying'] });
  }

  /** Sends the order confirmation and records it; `order` as read at completion saves reading it again. */
  async function sendConfirmation(orderId: string, known?: PaymentOrder): Promise<void> {
    const order = known ?? (await orderOf(orderId));
    if (!order.customer?.email || order.confirmationSentAt) return;
    const [region, currencies] = await Promise.all([config.region(order.regionId), config.currencies()]);
    const currency = currencies[order.currency];
    if (!currency) throw new Error(`unknown currency ${order.currency}`);
    await mailer.send(
      confirmationMail({
        order,
        locale: region.locale,
        currency,
        delivery: deliveryOf(order, region),
        publicUrl: deps.publicUrl,
        testMode: provider.name === 'test',
      }),
    );
    await orders.markConfirmationSent(orderId, clock());
  }

  /** The whole order's delivery estimate: the earliest first day and the latest last day of its items. */
  function deliveryOf(order: PaymentOrder, region: Awaited<ReturnType<ConfigService['region']>>) {
    const country = order.customer?.country;
    if (!country) return null;
    let min: string | null = null;
    let max: string | null = null;
    for (const method of new Set(order.items.map((item) => item.shippingMethod))) {
      try {
        const window = shipping.deliveryWindow(region, method as 'standard', {
          country,
          adminAreaLevel1: order.customer?.adminAreaLevel1 ?? null,
          postcode: order.customer?.postcode ?? null,
        });
        if (!min || window.minDeliveryDate < min) min = window.minDeliveryDate;
        if (!max || window.maxDeliveryDate > max) max = window.maxDeliveryDate;
      } catch {
        // A method no longer offered there has no estimate; the others still give one.
      }
    }
    return min && max ? { min, max } : null;
  }

  /**
   * Completes the order of a payment the provider says succeeded: in ONE transaction the payment is
   * marked completed, the order paid (only the first caller manages that) and the promo use recorded;
   * then that caller alone sends the confirmation. Safe to call any number of times, concurrently.
   */
  async function complete(intentId: string, known?: store.PaymentRow): Promise<Completion> {
    const payment = known ?? (await store.findByIntent(db, intentId));
    if (!payment) throw new NotFoundError('payment.errors.unknown-intent');
    if (payment.completedAt) return { orderId: payment.orderId, status: payment.status, completed: false };

    const intent = await refresh(intentId);
    if (intent.status !== 'succeeded') {
      if (intent.status === 'failed' || intent.status === 'cancelled') await reopenIfIdle(payment.orderId);
      return { orderId: payment.orderId, status: intent.status, completed: false };
    }

    const order = await orderOf(payment.orderId);
    const matches =
      intent.amount === payment.amount &&
      intent.currency === payment.currencyCode &&
      order.currency === payment.currencyCode &&
      (order.status === 'paid' || order.totals.total === payment.amount);
    // Looked up before the transaction: nothing but its own statements may run inside it (PGlite).
    const promo = order.couponCode ? await promos.find(order.couponCode) : null;
    const now = clock();

    const outcome = await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      if (!matches) {
        return (await store.markCompleted(
          t,
          intentId,
          now,
          'Amount or currency differs from the order: refund due.',
        ))
          ? ('amount-mismatch' as const)
          : ('already' as const);
      }
      // The payment row is locked from here until commit: a concurrent completion waits, then finds it done.
      if (!(await store.markCompleted(t, intentId, now))) return 'already' as const;
      if (!(await orders.completePaid(payment.orderId, now, t))) {
        await store.notePayment(
          t,
          intentId,
          'The order was already paid by another payment: refund due.',
          now,
        );
        return 'order-paid-by-another-payment' as const;
      }
      if (promo)
        await promos.redeem(t, { promo, orderId: payment.orderId, email: order.customer?.email ?? '' });
      return 'completed' as const;
    });

    if (outcome === 'amount-mismatch' || outcome === 'order-paid-by-another-payment') {
      log.error(
        {
          orderId: payment.orderId,
          intentId,
          amount: intent.amount,
          currency: intent.currency,
          total: order.totals.total,
        },
        `payment succeeded but did not pay its order (${outcome}): refund due`,
      );
      return { orderId: payment.orderId, status: 'succeeded', completed: false, problem: outcome };
    }
    if (outcome === 'completed') {
      try {
        await deps.onPaid?.(payment.orderId);
      } catch (error) {
        // The order is paid; fulfilment queues its items again at the next start.
        log.error({ orderId: payment.orderId, err: error }, 'scheduling the paid order failed');
      }
      try {
        await sendConfirmation(payment.orderId, {
          ...order,
          status: 'paid',
          paidAt: now.toISOString(),
        });
      } catch (error) {
        // The order is paid; reconciliation sends the mail later.
        log.error({ orderId: payment.orderId, err: error }, 'order confirmation mail failed');
      }
    }
    return { orderId: payment.orderId, status: 'succeeded', completed: outcome === 'completed' };
  }

  /**
   * A paying order on the payment page again: a payment that succeeded meanwhile completes it; when none
   * is under way the open intents are cancelled and the order reopens, so its cart can change. A 3-D
   * Secure check younger than CHALLENGE_PATIENCE_MS may still be answered and keeps the order paying.
   */
  async function settleOpenPayments(orderId: string): Promise<void> {
    const payments = (await store.listOfOrder(db, orderId)).filter(
      (entry) => !entry.completedAt && (ACTIVE.includes(entry.status) || entry.status === 'succeeded'),
    );
    const patience = clock().getTime() - CHALLENGE_PATIENCE_MS;
    const cancellable: string[] = [];
    for (const payment of payments) {
      const intent = await refresh(payment.intentId);
      if (intent.status === 'succeeded') {
        await complete(payment.intentId);
        return;
      }
      if (intent.status === 'processing') return;
      if (intent.status === 'requires_action' && payment.createdAt.getTime() > patience) return;
      if (intent.status === 'requires_payment' || intent.status === 'requires_action')
        cancellable.push(payment.intentId);
    }
    for (const intentId of cancellable) {
      try {
        await provider.cancel(intentId);
        await store.recordStatus(db, intentId, 'cancelled', 'Cancelled: the cart was reopened.', clock());
      } catch (error) {
        log.warn({ intentId, err: error }, 'could not cancel an open intent');
        return;
      }
    }
    await reopenIfIdle(orderId);
  }

  /** The test gateway, or a 404 when the shop takes real payments. */
  function testGateway(): TestGateway {
    if (provider.name !== 'test') throw new NotFoundError();
    return provider as TestGateway;
  }

  /** What the test gateway answered, with the order reopened after a decline. */
  async function afterTestAttempt(secret: string, result: TestPaymentResult): Promise<TestPaymentResult> {
    if (result.status === 'failed') {
      const payment = await store.findByIntent(db, secret.split('_secret_')[0] ?? '');
      if (payment) await reopenIfIdle(payment.orderId);
    }
    return result;
  }

  return {
    provider,
    complete,

    /**
     * Settles a paying order whose buyer is back in the shop (the quote does this): completes it if its
     * payment succeeded meanwhile, else reopens it unless a payment is under way.
     */
    settleOpenPayments,

    /** Logs through the app's logger (JSON lines with the request ids) once the app exists. */
    useLog(logger: PaymentLog) {
      log = logger;
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
      const found = await orders.authorise(ref, userId);
      if (found.status === 'paying') await settleOpenPayments(found.id);
      if (input.customer) {
        const current = await orderOf(found.id);
        const given = input.customer;
        const known = current.customer;
        const changed =
          !known ||
          known.email !== given.email ||
          known.firstName !== given.firstName ||
          known.lastName !== given.lastName;
        if (current.status === 'open' && changed) {
          await orders.setCustomer(found.id, {
            ...(known ?? {}),
            email: given.email,
            firstName: given.firstName,
            lastName: given.lastName,
          });
        }
      }
      const { order, removed } = await promos.revalidate(await orders.recalculate(found.id));
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

    /**
     * `POST /api/payment/order/intent`: checks the order (open or already paying, purchasable, priced
     * now), freezes it (paying) and answers an intent for exactly its total. The same order and amount
     * get the same intent back (the idempotency key is the order, the amount and the attempt), so a
     * double click or a retry never makes a second charge.
     */
    async createIntent(ref: OrderRef, userId: string | null): Promise<IntentResult> {
      const found = await orders.authorise(ref, userId);
      if (found.status === 'paid') throw new HttpError(409, 'payment.errors.already-paid');
      if (found.status === 'cancelled') throw new HttpError(409, 'orders.errors.not-open');
      if (found.status === 'open') {
        const { order, removed } = await promos.revalidate(await orders.recalculate(found.id));
        // The total just changed under the buyer's eyes: show it before charging it.
        if (removed) throw new PromoError(removed.rule, order);
        if (!order.purchasable || order.items.length === 0)
          throw new HttpError(409, 'payment.errors.not-purchasable');
        if (order.totals.total <= 0) throw new HttpError(409, 'payment.errors.nothing-to-pay');
        await orders.setStatus(found.id, 'paying', { from: ['open'] });
      }
      // Read after the freeze: the amount is the one no item change can alter any more.
      const order = await orderOf(found.id);
      if (order.status === 'paid') throw new HttpError(409, 'payment.errors.already-paid');
      if (order.status !== 'paying') throw new HttpError(409, 'orders.errors.not-open');
      const amount = order.totals.total;
      const currency = order.currency;

      // Intents made for an earlier total can no longer be paid.
      for (const stale of await store.listSuperseded(db, order.id, amount)) {
        try {
          await provider.cancel(stale.intentId);
          await store.recordStatus(db, stale.intentId, 'cancelled', 'Superseded by a new total.', clock());
        } catch (error) {
          log.warn({ intentId: stale.intentId, err: error }, 'could not cancel a superseded intent');
        }
      }

      const where = { orderId: order.id, provider: provider.name, amount, currencyCode: currency };
      const attempt = await store.countEndedAttempts(db, where);
      let created: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        created = await provider.createIntent({
          orderId: order.id,
          amount,
          currency,
          idempotencyKey: `order-${order.id}-${amount}-${currency}-${attempt}`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.error(
          { orderId: order.id, err: error },
          'payment provider refused or failed to create an intent',
        );
        await reopenIfIdle(order.id);
        throw badGateway();
      }
      await store.insertPayment(db, {
        ...where,
        intentId: created.intentId,
        currencyCode: currency,
        status: created.status,
      });
      return {
        secret: created.secret,
        intentId: created.intentId,
        provider: provider.name,
        amount,
        currency,
      };
    },

    /**
     * `POST /api/payment/order/complete`: the browser is back from paying. Completes the order when the
     * provider says the payment succeeded (idempotent) and answers the order.
     */
    async completeForBrowser(ref: OrderRef, intentId: string, userId: string | null): Promise<Order> {
      const found = await orders.authorise(ref, userId);
      const payment = await store.findByIntent(db, intentId);
      // An intent of another order is as unknown as one that does not exist.
      if (!payment || payment.orderId !== found.id) throw new NotFoundError('payment.errors.unknown-intent');
      const result = await complete(intentId, payment);
      if (result.problem === 'amount-mismatch') throw new HttpError(409, 'payment.errors.amount-mismatch');
      if (result.status !== 'succeeded') {
        const failed = await store.findByIntent(db, intentId);
        throw new HttpError(402, 'payment.errors.not-paid', {
          status: result.status,
          message: failed?.failureMessage ?? null,
        });
      }
      return orders.get(ref, { userId });
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
      if (!(await store.recordEvent(db, provider.name, event.id))) return { received: true, duplicate: true };
      try {
        if (event.intentId && (event.type === 'payment.succeeded' || event.type === 'payment.failed')) {
          await complete(event.intentId);
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
     * Reconciliation, at start-up: payments whose outcome the shop may have missed while it was down
     * (succeeded but not completed, or still open after a minute) are asked of the provider and completed
     * when they succeeded; paid orders whose confirmation never went out get it.
     */
    async reconcile(): Promise<{ checked: number; completed: number; confirmations: number }> {
      const now = clock();
      const rows = await store.listToReconcile(
        db,
        provider.name,
        {
          openBefore: new Date(now.getTime() - RECONCILE_OPEN_AFTER_MS),
          notBefore: new Date(now.getTime() - RECONCILE_OPEN_UNTIL_MS),
        },
        RECONCILE_BATCH,
      );
      let completed = 0;
      for (const row of rows) {
        try {
          if ((await complete(row.intentId)).completed) completed += 1;
        } catch (error) {
          log.error({ intentId: row.intentId, err: error }, 'reconciliation could not complete a payment');
        }
      }
      let confirmations = 0;
      const since = new Date(now.getTime() - 2 * 24 * 3600_000);
      const until = new Date(now.getTime() - RECONCILE_OPEN_AFTER_MS);
      for (const row of await store.listCompletedSince(db, since, until, RECONCILE_BATCH)) {
        const order = await orders.getForPayment(row.orderId);
        if (order?.status !== 'paid' || order.confirmationSentAt) continue;
        try {
          await sendConfirmation(row.orderId);
          confirmations += 1;
        } catch (error) {
          log.error({ orderId: row.orderId, err: error }, 'reconciliation could not send a confirmation');
        }
      }
      return { checked: rows.length, completed, confirmations };
    },

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
  };
}

/**
 * The shop's payment provider: Stripe when its secret key is configured, otherwise the built-in test
 * gateway (test mode), whose intents are rows of the payments table.
 */
export function createPaymentProvider(
  db: Db,
  options: { stripe?: StripeProviderOptions | undefined; appSecret: string; clock: () => Date },
): PaymentProvider {
  if (options.stripe) return createStripeProvider(options.stripe);
  return createTestGateway({
    ledger: store.testGatewayLedger(db),
    appSecret: options.appSecret,
    clock: options.clock,
  });
}
