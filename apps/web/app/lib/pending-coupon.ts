/** Where a discount code waits, in this browser, until the cart applies it at checkout. */
export const PENDING_COUPON_KEY = 'cardshop.pendingCoupon';

/** Whether two discount codes are the same code (codes are not case-sensitive). */
export function sameCoupon(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** The pending discount code, or null (also when storage is unavailable). */
export function readPendingCoupon(): string | null {
  try {
    return window.localStorage.getItem(PENDING_COUPON_KEY);
  } catch {
    return null;
  }
}

/** Keeps a discount code for checkout; gives false when the browser would not store it. */
export function storePendingCoupon(code: string): boolean {
  try {
    window.localStorage.setItem(PENDING_COUPON_KEY, code.trim().toUpperCase());
    return true;
  } catch {
    return false;
  }
}
