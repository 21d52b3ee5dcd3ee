import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import type { OrderTotals } from '@cardshop/shared/rules/order-totals';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import type { OrderAnswer } from './order-answer.ts';
import type { Pricing } from './pricing.ts';
import type { OrderCore } from './service.ts';
import * as store from './store.ts';

// What the payments and promos modules read and write of an order, with no token check where they have
// checked the reference: the order as a payment reads it, its re-pricing (for a quote, a payment intent,
// a code), its totals, coupon and status, the lock a payment's checks hold, and its completion and
// confirmation mail.

/** Totals as the orders table keeps them (shipping is `shippingTotal` there). */
export type OrderTotalsInput = Partial<OrderTotals>;

/** An order as the payments module reads it: no token check, with its owner and region. */
export type PaymentOrder = Order & {
  userId: string | null;
  regionIso: string;
  confirmationSentAt: string | null;
};

export interface OrderPaymentsDeps extends Pick<OrderCore, 'tokenOpens' | 'regionOf' | 'sameCustomer'> {
  pricing: Pick<Pricing, 'reprice' | 'offersAndLinesOf' | 'isPurchasable' | 'readOrder'>;
  answer: Pick<OrderAnswer, 'toOrder'>;
}

export function createOrderPayments(db: Db, deps: OrderPaymentsDeps) {
  const { tokenOpens, regionOf, sameCustomer } = deps;
  const { reprice, offersAndLinesOf, isPurchasable, readOrder } = deps.pricing;
  const { toOrder } = deps.answer;
  return {
    /** The order by id, without a token check, as the payments module reads it; null when unknown. */
    async getForPayment(orderId: string, tx?: Db): Promise<PaymentOrder | null> {
      const q = tx ?? db;
      const row = await store.findOrder(q, orderId);
      if (!row) return null;
      const [order, region] = await Promise.all([
        toOrder(q, row, await readOrder(q, row)),
        regionOf(row, tx),
      ]);
      return {
        ...order,
        userId: row.userId,
        regionIso: region.iso,
        confirmationSentAt: row.confirmationSentAt?.toISOString() ?? null,
      };
    },

    /**
     * Re-prices an open order's items from the current card prices and postage and stores its totals
     * (keeping the discount, or asking the discount policy); answers the order. Paying or paid orders are
     * answered as they are. With `tx`, runs inside the caller's transaction (and only through it).
     */
    async recalculate(orderId: string, tx?: Db): Promise<Order> {
      const run = async (inner: Db) => {
        const row = await store.lockOrder(inner, orderId);
        if (!row) throw new NotFoundError();
        const items = await reprice(inner, row, await regionOf(row, inner));
        return toOrder(inner, row, items);
      };
      return tx ? run(tx) : db.transaction(run);
    },

    /**
     * The quote's order: the reference checked (404) with the order locked, the buyer's details saved while
     * it is open, then re-priced and answered, in one transaction. A paying order is answered `paying`
     * untouched unless `settled` (the caller settles its payments first, outside the lock, then asks again).
     */
    async refreshForQuote(
      ref: OrderRef,
      userId: string | null,
      options: {
        customer?: { email: string; firstName: string; lastName: string } | undefined;
        settled?: boolean;
      } = {},
    ): Promise<{ paying: true; id: string } | { paying: false; order: Order }> {
      return db.transaction(async (tx) => {
        const row = await store.lockOrder(tx, ref.id);
        if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
        if (row.status === 'paying' && !options.settled) return { paying: true as const, id: row.id };
        const given = options.customer;
        if (given && row.status === 'open') {
          const customer = {
            ...(row.customer ?? {}),
            email: given.email,
            firstName: given.firstName,
            lastName: given.lastName,
          };
          if (!sameCustomer(row.customer, customer)) {
            await store.updateOrder(tx, row.id, { customer });
            row.customer = customer;
          }
        }
        const items = await reprice(tx, row, await regionOf(row, tx));
        return { paying: false as const, order: await toOrder(tx, row, items) };
      });
    },

    /**
     * The order of the reference (404 for a wrong id or token), locked in the caller's transaction and
     * re-priced, as the payment intent's checks read it: its status, code, totals and whether it can be
     * bought (worked out for an open order only), without building the whole order answer.
     */
    async priceForPayment(ref: OrderRef, userId: string | null, tx: Db) {
      const row = await store.lockOrder(tx, ref.id);
      if (!row || !tokenOpens(row, ref.token, userId)) throw new NotFoundError();
      const items = await reprice(tx, row, await regionOf(row, tx));
      let purchasable = false;
      if (row.status === 'open') {
        const [offers, lines] = await offersAndLinesOf(tx, row, items);
        purchasable = isPurchasable(row, items, offers, lines);
      }
      return {
        id: row.id,
        status: row.status,
        couponCode: row.couponCode,
        currency: row.currencyCode,
        subtotal: row.subtotal,
        total: row.total,
        email: row.customer?.email ?? null,
        itemCount: items.length,
        purchasable,
      };
    },

    /** Stores totals worked out elsewhere (the promos module's discount); only the fields given. */
    async setTotals(orderId: string, totals: OrderTotalsInput, tx: Db = db): Promise<void> {
      const values: Parameters<typeof store.updateOrder>[2] = {};
      if (totals.subtotal !== undefined) values.subtotal = totals.subtotal;
      if (totals.discount !== undefined) values.discount = totals.discount;
      if (totals.shipping !== undefined) values.shippingTotal = totals.shipping;
      if (totals.tax !== undefined) values.tax = totals.tax;
      if (totals.total !== undefined) values.total = totals.total;
      for (const [field, value] of Object.entries(values)) {
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
          throw new Error(`setTotals: ${field} must be a non-negative integer of minor units`);
        }
      }
      await store.updateOrder(tx, orderId, values);
    },

    /** Sets or clears the order's coupon code. */
    async setCoupon(orderId: string, code: string | null, tx: Db = db): Promise<void> {
      await store.updateOrder(tx, orderId, { couponCode: code });
    },

    /**
     * Moves the order to a status: only from one of `from` when given (e.g. open → paying), from any
     * other status otherwise. Never use it for paid: that is `completePaid`. True when it moved.
     */
    async setStatus(
      orderId: string,
      status: Exclude<store.OrderStatus, 'paid'>,
      options: { from?: store.OrderStatus[] } = {},
      tx: Db = db,
    ): Promise<boolean> {
      return store.setStatus(tx, orderId, status, options.from);
    },

    /**
     * The order as a payment's checks read it, locked (SELECT … FOR UPDATE) until the caller's transaction
     * ends, so no edit, quote or other payment changes it between the checks and the payment's write.
     */
    async lockForPayment(orderId: string, tx: Db) {
      const row = await store.lockOrder(tx, orderId);
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        currency: row.currencyCode,
        total: row.total,
        subtotal: row.subtotal,
        couponCode: row.couponCode,
        email: row.customer?.email?.trim().toLowerCase() || null,
        userId: row.userId,
        organisationId: row.organisationId,
        /** Credits the owner pays with, taken in the transaction that marks the order paid. */
        credits: row.credits,
        /** Gift credit (minor units) the owner pays with, taken in the same transaction (decision 0027). */
        giftCredit: row.giftCreditAmount,
      };
    },

    /**
     * Marks a paying order paid at `paidAt` (a conditional UPDATE): true only for the one call that did
     * it, however many completions race; false for an order that is not paying (open again, or paid).
     */
    async completePaid(orderId: string, paidAt: Date, tx: Db = db): Promise<boolean> {
      return store.completePaid(tx, orderId, paidAt);
    },

    /** Records the confirmation mail as sent; true only for the first call (send it only then). */
    async markConfirmationSent(orderId: string, at: Date, tx: Db = db): Promise<boolean> {
      return store.markConfirmationSent(tx, orderId, at);
    },
  };
}
