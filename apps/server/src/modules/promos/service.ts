import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../platform/errors.ts';
import { Memo } from '../../platform/memo.ts';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit.ts';
import type { DiscountPolicy, OrdersService } from '../orders/service.ts';
import { createPromoLimits } from './limits.ts';
import {
  currencyRule,
  dateRule,
  discountOf,
  evaluatePromo,
  minimumSpendRule,
  normalisePromoCode,
  type PromoCode,
  type PromoResult,
  type PromoRule,
  promoErrorKey,
} from './rules.ts';
import * as store from './store.ts';

export type PromoService = ReturnType<typeof createPromoService>;

/** A 422 for a code that does not apply: `{ errors: { code: [key] }, order? }` (order when it changed). */
export class PromoError extends HttpError {
  readonly rule: PromoRule;
  constructor(rule: PromoRule, order: Order | null) {
    super(422, 'global.errors.validation-failed', {
      errors: { code: [promoErrorKey(rule)] },
      ...(order ? { order } : {}),
    });
    this.rule = rule;
  }
}

const notOpen = () => new HttpError(409, 'orders.errors.not-open');

/** Codes tried from one address: enough for a buyer with a few codes, too few to guess codes by trying. */
export const PROMO_TRIES_PER_IP: RateLimit = { limit: 30, windowSeconds: 15 * 60 };

/**
 * Promo codes on orders (docs/decisions/0011-promo-and-payment-rules.md): one code per order, checked
 * when applied and again when quoted; a use is reserved when the payment starts and recorded when the
 * order is paid, both under a lock on the code (limits.ts, docs/decisions/0020-money-you-can-trust.md).
 */
export function createPromoService(db: Db, deps: { orders: OrdersService; clock: () => Date }) {
  const { orders, clock } = deps;
  const limiter = createRateLimiter(db, clock);

  // Codes are reference data, kept in memory like the catalogue: the discount policy below runs inside
  // the orders module's transaction, where an embedded database answers no other query.
  const codes = new Memo(async () => {
    const rows = await store.listPromos(db);
    return new Map(rows.map((row) => [row.code, row]));
  });

  async function find(code: string): Promise<PromoCode | null> {
    return (await codes.get()).get(normalisePromoCode(code)) ?? null;
  }

  const limits = createPromoLimits({ find });

  /**
   * Every rule, the usage limits included: counted from paid orders other than this one and the uses
   * reserved by payments under way. Advisory (apply, quote): the limits hold at reserve and redeem.
   */
  async function check(
    code: string,
    order: { id: string; currency: string; subtotal: number; email: string | null },
  ): Promise<PromoResult & { promo: PromoCode | null }> {
    const promo = await find(code);
    if (!promo) return { ok: false, rule: 'unknown', promo };
    const uses = await store.countRedemptions(db, promo.code, order.id, order.email, clock());
    const result = evaluatePromo(promo, {
      currency: order.currency,
      subtotal: order.subtotal,
      now: clock(),
      usesOverall: uses.overall,
      usesByCustomer: uses.byCustomer,
    });
    return { ...result, promo };
  }

  /**
   * The discount of the order's code when the orders module recalculates: money off the cards, plus the
   * postage for free shipping. A code that stopped applying (dates, currency, minimum spend) gives
   * nothing; the quote then takes it off and says why. Usage limits are checked at apply, quote and
   * payment, not here (a count per item edit would buy nothing).
   */
  const discountPolicy: DiscountPolicy = async (order) => {
    const promo = await find(order.couponCode);
    if (!promo) return 0;
    const broken =
      dateRule(promo, clock()) ??
      currencyRule(promo, order.currency) ??
      minimumSpendRule(promo, order.currency, order.subtotal);
    if (broken) return 0;
    const discount = discountOf(promo, order.currency, order.subtotal);
    return promo.kind === 'free-shipping' ? discount + order.shipping : discount;
  };
  orders.setDiscountPolicy(discountPolicy);

  /** The open order a reference names (404 for a wrong token, 409 once a payment started or it was paid). */
  async function openOrder(ref: OrderRef, userId: string | null) {
    const found = await orders.authorise(ref, userId);
    if (found.status !== 'open') throw notOpen();
    return found;
  }

  return {
    discountPolicy,
    find,
    check,

    /** Loads the codes (at start-up, and after they changed: tests, the seed). */
    async reload(): Promise<void> {
      codes.clear();
      await codes.get();
    },

    /**
     * `POST /api/payment/order/apply-promo`: puts the code on the order in place of any other (one code
     * per order). A code that does not apply is refused with its rule; when the order had another code,
     * that one is off now and the refusal carries the order as it is.
     */
    async apply(
      ref: OrderRef,
      input: { code: string; email?: string | null },
      client: { userId: string | null; ip: string },
    ): Promise<Order> {
      await limiter.enforce([[`promo-apply:ip:${client.ip}`, PROMO_TRIES_PER_IP]]);
      const { id } = await openOrder(ref, client.userId);
      const current = await orders.recalculate(id);
      const email = input.email?.trim().toLowerCase() || current.customer?.email || null;
      const result = await check(input.code, {
        id,
        currency: current.currency,
        subtotal: current.totals.subtotal,
        email,
      });
      if (!result.ok) {
        if (!current.couponCode) throw new PromoError(result.rule, null);
        await orders.setCoupon(id, null);
        throw new PromoError(result.rule, await orders.recalculate(id));
      }
      await orders.setCoupon(id, result.promo?.code ?? normalisePromoCode(input.code));
      return orders.recalculate(id);
    },

    /** `POST /api/payment/order/remove-promo`: takes the code off; answers the order. */
    async remove(ref: OrderRef, userId: string | null): Promise<Order> {
      const { id } = await openOrder(ref, userId);
      await orders.setCoupon(id, null);
      return orders.recalculate(id);
    },

    /**
     * Checks the order's code again (quote, payment): a code that no longer applies is taken off, and the
     * answer says which and why.
     */
    async revalidate(
      order: Order,
    ): Promise<{ order: Order; removed: { code: string; rule: PromoRule } | null }> {
      if (!order.couponCode || order.status !== 'open') return { order, removed: null };
      const result = await check(order.couponCode, {
        id: order.id,
        currency: order.currency,
        subtotal: order.totals.subtotal,
        email: order.customer?.email ?? null,
      });
      if (result.ok) return { order, removed: null };
      await orders.setCoupon(order.id, null);
      return {
        order: await orders.recalculate(order.id),
        removed: { code: order.couponCode, rule: result.rule },
      };
    },

    /** Reserves a use of the order's code for its payment (limits.ts); in the caller's transaction. */
    reserve: (tx: Db, order: Parameters<typeof limits.reserve>[1]) => limits.reserve(tx, order, clock()),

    /** Records the use by the order being paid, within the limits (limits.ts); in the completion transaction. */
    redeem: limits.redeem,

    /** Gives back a use reserved for the order's payment; in the caller's transaction. */
    release: limits.release,
  };
}
