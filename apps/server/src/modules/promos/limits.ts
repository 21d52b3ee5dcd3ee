import type { Db } from '../../db/client.ts';
import {
  currencyRule,
  dateRule,
  minimumSpendRule,
  type PromoCode,
  type PromoRule,
  usageRule,
} from './rules.ts';
import * as store from './store.ts';

// Usage limits that hold however many buyers pay at once (docs/decisions/0020-money-you-can-trust.md).
// A use is reserved in the transaction that freezes the order for payment, so a buyer over the limit is
// told before anything is charged; it is counted again in the transaction that marks the order paid,
// so no more paid orders use a code than it allows. Both lock the code's row first: on PostgreSQL with
// a pool, two buyers counting at the same instant take turns.

/** How long a reservation holds a use for a payment that is not finished (twice the 3-D Secure patience). */
export const RESERVATION_MS = 30 * 60_000;

export type LimitResult = { ok: true } | { ok: false; rule: PromoRule };

/** What the limits read of the order (locked by the caller's transaction). */
export interface LimitOrder {
  id: string;
  couponCode: string;
  currency: string;
  subtotal: number;
  /** Lower-cased; null while unknown (the per-customer limit waits for it). */
  email: string | null;
}

export function createPromoLimits(deps: { find: (code: string) => Promise<PromoCode | null> }) {
  /** The code's row locked, and the uses of it by other orders; null for a code that is gone. */
  async function lockedUses(tx: Db, order: LimitOrder, reservedAfter: Date | null) {
    const promo = await store.lockPromo(tx, order.couponCode);
    if (!promo) return null;
    const uses = await store.countRedemptions(tx, promo.code, order.id, order.email, reservedAfter);
    return { promo, rule: usageRule(promo, uses.overall, uses.byCustomer) };
  }

  return {
    /**
     * Reserves a use of the order's code for its payment, inside the transaction that freezes the order:
     * every rule is checked, the usage limits counting paid orders and unexpired reservations. Refused
     * with the rule (the caller takes the code off and shows the new total).
     */
    async reserve(tx: Db, order: LimitOrder, now: Date): Promise<LimitResult> {
      const known = await deps.find(order.couponCode);
      if (!known) return { ok: false, rule: 'unknown' };
      const broken =
        dateRule(known, now) ??
        currencyRule(known, order.currency) ??
        minimumSpendRule(known, order.currency, order.subtotal);
      if (broken) return { ok: false, rule: broken };
      const locked = await lockedUses(tx, order, now);
      if (!locked) return { ok: false, rule: 'unknown' };
      if (locked.rule) return { ok: false, rule: locked.rule };
      await store.reserve(tx, {
        code: locked.promo.code,
        orderId: order.id,
        email: order.email ?? '',
        expiresAt: new Date(now.getTime() + RESERVATION_MS),
      });
      return { ok: true };
    },

    /**
     * Records the use by the order being paid, inside the completion transaction. Counts paid orders only:
     * the money for this one is taken, so a reservation of an unpaid cart does not outrank it (a lapsed
     * reservation or a lowered limit can still leave it over; then nothing is recorded and the caller
     * refunds). Dates and minimum spend were checked when the intent was made.
     */
    async redeem(tx: Db, order: LimitOrder): Promise<LimitResult> {
      const locked = await lockedUses(tx, order, null);
      if (!locked) return { ok: false, rule: 'unknown' };
      if (locked.rule) {
        await store.release(tx, order.id);
        return { ok: false, rule: locked.rule };
      }
      await store.insertRedemption(tx, {
        code: locked.promo.code,
        orderId: order.id,
        email: order.email ?? '',
      });
      return { ok: true };
    },

    /** Gives back the use reserved for the order (its payment was declined or cancelled, or it reopened). */
    release: (tx: Db, orderId: string) => store.release(tx, orderId),
  };
}
