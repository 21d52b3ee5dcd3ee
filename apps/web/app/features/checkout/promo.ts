import type { Order } from '@cardshop/shared/contracts/orders';
import { ApiError } from '../../lib/api.ts';
import { PENDING_COUPON_KEY, sameCoupon } from '../../lib/pending-coupon.ts';

// The discount code at checkout (account-ordering.md §4): a code applied here, or on a content page, is
// kept in this browser as the pending coupon until an order is paid with it or the buyer removes it; the
// payment page applies a pending code to the order by itself. Only one apply call runs at a time: a new
// attempt aborts the one before, so a slow answer for an old code can never overwrite a newer one.

/** A code as the buyer typed it, as the shop compares codes: trimmed, upper case. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The pending code the page should apply to this order by itself, or null (none, or already on it). */
export function pendingToApply(pending: string | null, order: Pick<Order, 'couponCode' | 'items'> | null) {
  if (!pending || !order || order.items.length === 0) return null;
  return sameCoupon(order.couponCode, pending) ? null : normaliseCode(pending);
}

/** Forgets the pending code (removed by the buyer, or used by a paid order). */
export function forgetPendingCoupon(): void {
  try {
    window.localStorage.removeItem(PENDING_COUPON_KEY);
  } catch {
    // Storage unavailable: there is nothing stored to forget either.
  }
}

/** Whether a failure is only the abort of a request that a newer one replaced. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One request at a time: `next()` aborts the request under way (if any) and hands the signal of the
 * new one; `abort()` aborts the current one (the page is left).
 */
export function latestRequest() {
  let current: AbortController | null = null;
  return {
    next(): AbortSignal {
      current?.abort();
      current = new AbortController();
      return current.signal;
    },
    abort(): void {
      current?.abort();
      current = null;
    },
  };
}

/**
 * The order a refused call carried (`data.order`): the code failed, but applying it changed the order
 * (an earlier code was taken off), so the cart must show the order as it is now.
 */
export function orderFromError(error: unknown): Order | null {
  if (!(error instanceof ApiError) || !error.data) return null;
  const order = error.data.order;
  return order && typeof order === 'object' && 'id' in order ? (order as Order) : null;
}

/**
 * The message key shown under the code field for a refused code: the rule's own wording where the shop
 * has one (`validation.<rule>`, then `checkout.promo.errors.<rule>`), else the general 'code not valid'.
 * `has` tells whether a key has a wording.
 */
export function promoErrorKey(error: unknown, has: (key: string) => boolean): string {
  if (!(error instanceof ApiError)) return 'global.error.internal-server-error';
  const rule = error.errors.code?.[0] ?? error.errors._?.[0];
  if (rule) {
    if (rule.includes('.')) return rule;
    for (const key of [`checkout.promo.errors.${rule}`, `validation.${rule}`]) if (has(key)) return key;
    return 'checkout.promo.errors.invalid';
  }
  const message = error.messages.find((entry) => entry.type === 'error');
  return (
    message?.message ??
    (error.status >= 500 ? 'global.error.internal-server-error' : 'checkout.promo.errors.invalid')
  );
}
