import { createHmac } from 'node:crypto';
import { GIFT_CREDIT_TOP_UP_MAX, GIFT_CREDIT_TOP_UP_MIN } from '@cardshop/shared/constants';
import type { CreditPurchase, CreditPurchaseRef } from '@cardshop/shared/contracts/credits';
import { creditPackPrice, giftCreditTopUp } from '@cardshop/shared/rules/credits';
import type { Db } from '../../db/client.ts';
import { HttpError, NotFoundError } from '../../platform/errors.ts';
import {
  type IntentStatus,
  type PaymentProvider,
  PaymentProviderError,
  type RetrievedIntent,
} from '../../platform/payments/provider.ts';
import { sameSecret } from '../../platform/sessions.ts';
import type { ConfigService } from '../config/service.ts';
import * as store from './store.ts';

// Buying credits (decision 0024), with the guarantees decision 0020 gives orders: the purchase is priced
// once, when it is made; each intent is for exactly its total (a retried or doubled call gets the same
// intent); a new intent supersedes every earlier one, which is cancelled at the provider; completion asks
// the provider first, then in one transaction with the purchase locked (then its payment, then the
// account's balance) marks it paid and adds the credits, exactly once; a succeeded payment that may not
// pay it (superseded, another amount, paid already) is refunded, recorded before it is asked for; and
// reconciliation completes what the shop missed and asks again for refunds not yet made.
//
// A purchase is of card credits or of gift credit (decision 0027): the same rows, payments, tokens and
// guarantees; only what it is priced at and what completing it adds differ (credits to the account's
// credit balance, money to its gift-credit balance in the purchase's currency).

/** Open intents younger than this may still be paid by the buyer: reconciliation leaves them. */
const RECONCILE_OPEN_AFTER_MS = 60_000;
/** Open intents older than this were abandoned: reconciliation stops asking about them. */
const RECONCILE_OPEN_UNTIL_MS = 7 * 24 * 3600_000;
const BATCH = 500;
const ENDED: readonly IntentStatus[] = ['failed', 'cancelled'];

export interface CreditsLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** How one call to `complete` ended; `completed` only for the call that paid the purchase. */
export interface PurchaseCompletion {
  purchaseId: string;
  status: IntentStatus;
  completed: boolean;
  /** Why a succeeded payment did not pay the purchase: it is refunded. */
  problem?: store.RefundReason;
}

export function createPurchases(
  db: Db,
  deps: {
    config: ConfigService;
    provider: PaymentProvider;
    appSecret: string;
    clock: () => Date;
    log: () => CreditsLog;
  },
) {
  const { config, provider, clock } = deps;

  // The purchase's token is an HMAC of it and its owner, never stored: only the signed-in owner's link
  // opens it, and a copy of the tables opens nothing.
  const tokenOf = (purchase: Pick<store.PurchaseRow, 'id' | 'userId'>) =>
    createHmac('sha256', deps.appSecret)
      .update(JSON.stringify(['credit-purchase', purchase.id, purchase.userId]))
      .digest('base64url');

  /** The purchase the reference opens for this account, or a 404 for anything else (another account's). */
  async function authorised(userId: string, ref: CreditPurchaseRef): Promise<store.PurchaseRow> {
    const row = await store.findPurchase(db, ref.id);
    if (!row || row.userId !== userId || !sameSecret(tokenOf(row), ref.token)) throw new NotFoundError();
    return row;
  }

  /** Whose balance a purchase adds to: the organisation's it was bought for, else the buyer's own. */
  const holderOf = (row: Pick<store.PurchaseRow, 'userId' | 'organisationId'>): store.Holder =>
    row.organisationId ? { organisationId: row.organisationId } : { userId: row.userId };

  /** What the purchase adds to: the holder's credits, or its gift credit in the purchase's currency. */
  const balanceFor = (row: Pick<store.PurchaseRow, 'kind' | 'userId' | 'organisationId' | 'currencyCode'>) =>
    row.kind === 'gift-credit'
      ? store.giftBalanceOf(db, holderOf(row), row.currencyCode)
      : store.balanceOf(db, holderOf(row));

  function toPurchase(row: store.PurchaseRow, balance: number): CreditPurchase {
    return {
      kind: row.kind,
      id: row.id,
      token: tokenOf(row),
      status: row.status,
      quantity: row.quantity,
      unitPrice: row.unitPrice,
      savingPercent: row.savingPercent,
      subtotal: row.subtotal,
      tax: row.tax,
      total: row.total,
      currency: row.currencyCode,
      regionId: row.regionId,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      balance,
    };
  }

  /** The tiers of a region in its own currency, or null when the region sells no credits. */
  async function tiersOf(regionIdOrIso: string | number | null | undefined) {
    const region = await config.region(regionIdOrIso);
    const pricing = (await config.businessPricing())[String(region.id)];
    if (!pricing || pricing.currency !== region.currency || pricing.tiers.length === 0) return null;
    return { region, tiers: pricing.tiers };
  }

  /** What `quantity` credits cost in the region; 409 when the region sells none at that quantity. */
  async function quote(quantity: number, regionIdOrIso: string | number | null | undefined) {
    const found = await tiersOf(regionIdOrIso);
    const price = found ? creditPackPrice(found.tiers, quantity, found.region.iso) : null;
    if (!found || !price) throw new HttpError(409, 'credits.errors.unavailable');
    return { ...price, currency: found.region.currency, regionId: found.region.id };
  }

  /** The provider's word on an intent, written to the payment unless it succeeded (completion does that). */
  async function refresh(intentId: string): Promise<RetrievedIntent> {
    let intent: RetrievedIntent;
    try {
      intent = await provider.retrieve(intentId);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new HttpError(502, 'payment.errors.provider-unavailable');
      throw error;
    }
    if (intent.status !== 'succeeded') {
      await store.recordPaymentStatus(db, intentId, intent.status, intent.failureMessage, clock());
    }
    return intent;
  }

  /** Cancels intents that may no longer pay; one paid before the cancel arrived is completed (refunded). */
  async function cancelAtProvider(rows: store.CreditPaymentRow[], why: string): Promise<void> {
    for (const row of rows) {
      try {
        const status = await provider.cancel(row.intentId);
        if (status === 'cancelled')
          await store.recordPaymentStatus(db, row.intentId, 'cancelled', why, clock());
        else if (status === 'succeeded') await complete(row.intentId);
        else if (!ENDED.includes(status))
          await store.recordPaymentStatus(db, row.intentId, status, null, clock());
      } catch (error) {
        deps.log().warn({ intentId: row.intentId, err: error }, 'could not cancel a credit purchase intent');
      }
    }
  }

  /** Asks the provider to refund a payment recorded as due, in full, and writes its answer. */
  async function refund(intentId: string): Promise<void> {
    try {
      // The whole amount the provider says it charged (the refund of an amount mismatch included).
      const charged = await provider.retrieve(intentId);
      const result = await provider.refund({
        intentId,
        amount: charged.amount,
        currency: charged.currency,
        idempotencyKey: `refund-${intentId}`,
      });
      await store.recordRefund(
        db,
        intentId,
        { status: result.status, providerRefundId: result.refundId },
        clock(),
      );
      deps.log().warn({ intentId, refundId: result.refundId }, 'credit purchase payment refunded');
    } catch (error) {
      await store.recordRefund(db, intentId, { status: 'due', providerRefundId: null }, clock());
      deps.log().error({ intentId, err: error }, 'refund failed: reconciliation asks again');
    }
  }

  /** The checks of a succeeded payment and their outcome, in one transaction with the purchase locked. */
  async function settleSucceeded(purchaseId: string, intentId: string, intent: RetrievedIntent) {
    const now = clock();
    return db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const purchase = await store.lockPurchase(t, purchaseId);
      const payment = await store.lockPaymentByIntent(t, intentId);
      if (!purchase || !payment || payment.completedAt) return 'already' as const;

      let problem: store.RefundReason | null = null;
      if (payment.supersededAt) problem = 'superseded';
      else if (
        intent.amount !== payment.amount ||
        intent.currency !== payment.currencyCode ||
        purchase.total !== payment.amount ||
        purchase.currencyCode !== payment.currencyCode
      )
        problem = 'amount-mismatch';
      else if (purchase.status !== 'open') problem = 'purchase-paid';

      await store.completePayment(t, intentId, now, problem);
      if (problem) return problem;
      if (!(await store.markPurchasePaid(t, purchase.id, now)))
        throw new Error('a locked open purchase did not pay');
      if (purchase.kind === 'gift-credit') {
        const held = await store.lockGiftBalance(t, holderOf(purchase), purchase.currencyCode);
        const topped = await store.appendGift(t, {
          accountId: held.accountId,
          kind: 'top-up',
          amount: purchase.subtotal,
          balanceAfter: held.balance + purchase.subtotal,
          purchaseId: purchase.id,
        });
        if (!topped) throw new Error('the gift credit of a purchase was added before it was paid');
        return 'completed' as const;
      }
      const balance = await store.lockBalance(t, holderOf(purchase));
      const added = await store.append(t, {
        holder: holderOf(purchase),
        kind: 'purchase',
        quantity: purchase.quantity,
        balanceAfter: balance + purchase.quantity,
        purchaseId: purchase.id,
      });
      if (!added) throw new Error('the credits of a purchase were added before it was paid');
      return 'completed' as const;
    });
  }

  /**
   * Completes the purchase of a payment the provider says succeeded (the credits are added), or refunds
   * the payment when it may not pay it. Safe to call any number of times, concurrently, from any process:
   * the browser's return, the webhook and reconciliation all call it.
   */
  async function complete(intentId: string): Promise<PurchaseCompletion> {
    const payment = await store.findPaymentByIntent(db, intentId);
    if (!payment) throw new NotFoundError('payment.errors.unknown-intent');
    if (payment.completedAt) return handled(payment);
    const intent = await refresh(intentId);
    if (intent.status !== 'succeeded') {
      return { purchaseId: payment.purchaseId, status: intent.status, completed: false };
    }
    const outcome = await settleSucceeded(payment.purchaseId, intentId, intent);
    if (outcome === 'already') return handled((await store.findPaymentByIntent(db, intentId)) ?? payment);
    if (outcome === 'completed')
      return { purchaseId: payment.purchaseId, status: 'succeeded', completed: true };
    deps
      .log()
      .error(
        { purchaseId: payment.purchaseId, intentId, amount: intent.amount, reason: outcome },
        'credit purchase payment succeeded but may not pay it: refunding it',
      );
    await refund(intentId);
    return { purchaseId: payment.purchaseId, status: 'succeeded', completed: false, problem: outcome };
  }

  function handled(payment: store.CreditPaymentRow): PurchaseCompletion {
    return {
      purchaseId: payment.purchaseId,
      status: 'succeeded',
      completed: false,
      ...(payment.refundReason ? { problem: payment.refundReason } : {}),
    };
  }

  let reconciling: Promise<{ checked: number; completed: number; refunds: number }> | null = null;
  async function reconcileOnce() {
    const now = clock();
    const rows = await store.listPaymentsToReconcile(
      db,
      provider.name,
      {
        openBefore: new Date(now.getTime() - RECONCILE_OPEN_AFTER_MS),
        notBefore: new Date(now.getTime() - RECONCILE_OPEN_UNTIL_MS),
      },
      BATCH,
    );
    let completed = 0;
    for (const row of rows) {
      try {
        const result = await complete(row.intentId);
        if (result.completed) completed += 1;
        const open = result.status !== 'succeeded' && !ENDED.includes(result.status);
        if (row.supersededAt && open) await cancelAtProvider([row], 'Superseded by a newer payment.');
      } catch (error) {
        deps
          .log()
          .error(
            { intentId: row.intentId, err: error },
            'reconciliation could not complete a credit purchase',
          );
      }
    }
    const due = await store.listRefundsDue(db, provider.name, BATCH);
    for (const row of due) await refund(row.intentId);
    return { checked: rows.length, completed, refunds: due.length };
  }

  return {
    tokenOf,
    quote,
    tiersOf,
    complete,

    /**
     * `POST /api/account/credits/purchase`: a purchase of `quantity` credits, priced in the region now, by
     * the account for itself or for `organisationId` (the caller has checked the billing permission).
     */
    async create(
      buyer: { userId: string; organisationId: string | null },
      quantity: number,
      regionIdOrIso: string | undefined,
    ): Promise<CreditPurchase> {
      const price = await quote(quantity, regionIdOrIso);
      const row = await store.insertPurchase(db, {
        ...buyer,
        regionId: price.regionId,
        currencyCode: price.currency,
        quantity,
        unitPrice: price.unitPrice,
        savingPercent: price.savingPercent,
        subtotal: price.subtotal,
        tax: price.tax,
        total: price.total,
      });
      return toPurchase(row, await balanceFor(row));
    },

    /**
     * `POST /api/account/gift-credit/purchase`: a top-up of `amount` whole major units of the region's
     * currency, at face value (gift-card money: no tax, no discount, decision 0023).
     */
    async createGiftCredit(
      buyer: { userId: string; organisationId: string | null },
      amount: number,
      regionIdOrIso: string | undefined,
    ): Promise<CreditPurchase> {
      const region = await config.region(regionIdOrIso);
      const currency = (await config.currencies())[region.currency];
      const minor = currency
        ? giftCreditTopUp(amount, currency.precision, {
            min: GIFT_CREDIT_TOP_UP_MIN,
            max: GIFT_CREDIT_TOP_UP_MAX,
          })
        : null;
      if (minor === null) throw new HttpError(409, 'credits.errors.unavailable');
      const row = await store.insertPurchase(db, {
        kind: 'gift-credit',
        ...buyer,
        regionId: region.id,
        currencyCode: region.currency,
        quantity: minor,
        unitPrice: 1,
        savingPercent: 0,
        subtotal: minor,
        tax: 0,
        total: minor,
      });
      return toPurchase(row, await balanceFor(row));
    },

    /** `GET /api/account/credits/purchase/{id}/{token}`: the account's own purchase, else 404. */
    async view(userId: string, ref: CreditPurchaseRef): Promise<CreditPurchase> {
      const row = await authorised(userId, ref);
      return toPurchase(row, await balanceFor(row));
    },

    /**
     * `POST /api/account/credits/purchase/intent`: an intent for exactly the purchase's total. The same
     * purchase gets the same intent back until that one can no longer pay (declined, cancelled); a new one
     * supersedes every earlier one, which is cancelled at the provider.
     */
    async createIntent(userId: string, ref: CreditPurchaseRef) {
      const purchase = await authorised(userId, ref);
      if (purchase.status !== 'open') throw new HttpError(409, 'credits.errors.already-paid');
      const attempt = await store.countEndedAttempts(db, purchase.id, provider.name);
      let created: Awaited<ReturnType<PaymentProvider['createIntent']>>;
      try {
        created = await provider.createIntent({
          orderId: purchase.id,
          amount: purchase.total,
          currency: purchase.currencyCode,
          idempotencyKey: `credits-${purchase.id}-${purchase.total}-${purchase.currencyCode}-${attempt}`,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        deps
          .log()
          .error({ purchaseId: purchase.id, err: error }, 'provider refused a credit purchase intent');
        throw new HttpError(502, 'payment.errors.provider-unavailable');
      }
      const now = clock();
      const { current, superseded } = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const locked = await store.lockPurchase(t, purchase.id);
        await store.insertPayment(t, {
          purchaseId: purchase.id,
          provider: provider.name,
          intentId: created.intentId,
          amount: purchase.total,
          currencyCode: purchase.currencyCode,
          status: created.status,
        });
        // Paid meanwhile (another tab): no payment may pay it again, this new one included.
        if (locked?.status !== 'open') {
          return { current: false, superseded: await store.supersedePayments(t, purchase.id, null, now) };
        }
        return {
          current: true,
          superseded: await store.supersedePayments(t, purchase.id, created.intentId, now),
        };
      });
      await cancelAtProvider(
        superseded,
        current ? 'Superseded by a newer payment.' : 'The purchase was paid.',
      );
      if (!current) throw new HttpError(409, 'credits.errors.already-paid');
      return {
        secret: created.secret,
        intentId: created.intentId,
        provider: provider.name,
        amount: purchase.total,
        currency: purchase.currencyCode,
      };
    },

    /**
     * `POST /api/account/credits/purchase/complete`: the browser is back from paying. Completes the
     * purchase (idempotent) and answers it; 402 when the payment did not go through, 409 when it was
     * refunded.
     */
    async completeForBrowser(
      userId: string,
      ref: CreditPurchaseRef,
      intentId: string,
    ): Promise<CreditPurchase> {
      const purchase = await authorised(userId, ref);
      const payment = await store.findPaymentByIntent(db, intentId);
      // An intent of another purchase is as unknown as one that does not exist.
      if (!payment || payment.purchaseId !== purchase.id)
        throw new NotFoundError('payment.errors.unknown-intent');
      const result = await complete(intentId);
      if (result.problem) throw new HttpError(409, 'payment.errors.refunded');
      if (result.status !== 'succeeded') {
        const failed = await store.findPaymentByIntent(db, intentId);
        throw new HttpError(402, 'payment.errors.not-paid', {
          status: result.status,
          message: failed?.failureMessage ?? null,
        });
      }
      const row = (await store.findPurchase(db, purchase.id)) ?? purchase;
      return toPurchase(row, await balanceFor(row));
    },

    /** Whether the intent is a credit purchase's (webhooks route it here). */
    async owns(intentId: string): Promise<boolean> {
      return (await store.findPaymentByIntent(db, intentId)) !== null;
    },

    /** Reconciliation with the shop's housekeeping; one run at a time in this process. */
    reconcile() {
      reconciling ??= reconcileOnce().finally(() => {
        reconciling = null;
      });
      return reconciling;
    },

    /** The payments of a purchase, oldest first (tests, support). */
    paymentsOf: (purchaseId: string) => store.listPaymentsOf(db, purchaseId),
  };
}

export type Purchases = ReturnType<typeof createPurchases>;
