import { CART_BANNER_MS } from '@cardshop/shared/constants';

// The cart banner's rules (account-ordering.md §4 "Cart banner"): the cart's fingerprint (item ids,
// quantities and line totals) is watched; when it changes away from the payment page, an 'updated'
// banner with a check-out button shows for 4.5 s.

export { CART_BANNER_MS };

interface FingerprintLine {
  id: string;
  quantity: number;
  pricing: { line: { grandTotal: number } };
}

interface FingerprintItem extends FingerprintLine {
  /** The gift card inside a card: a line of its own. */
  related?: readonly FingerprintLine[];
}

/**
 * The cart's fingerprint: each line's id, quantity and line total (in id order), gift cards inside cards
 * included; '' for an empty cart.
 */
export function cartFingerprint(order: { items: readonly FingerprintItem[] } | null): string {
  if (!order) return '';
  return order.items
    .flatMap((item) => [item, ...(item.related ?? [])])
    .map((line) => `${line.id}:${line.quantity}:${line.pricing.line.grandTotal}`)
    .sort()
    .join('|');
}

/** The payment page, where the cart is on screen already. */
export function isPaymentPath(pathname: string): boolean {
  return pathname === '/payment' || pathname.startsWith('/payment/');
}

export interface BannerState {
  /** The fingerprint last seen; null until the cart is first known (its first load is no change). */
  seen: string | null;
  /** When the banner goes away (epoch ms), or null when it is not showing. */
  until: number | null;
}

export const INITIAL_BANNER: BannerState = { seen: null, until: null };

/**
 * The banner after the cart was seen with `fingerprint` on `pathname` at `now`. The first fingerprint
 * only sets the baseline; a change shows the banner for CART_BANNER_MS unless on the payment page or the
 * cart is now empty; arriving on the payment page hides it.
 */
export function observeCart(
  state: BannerState,
  fingerprint: string,
  pathname: string,
  now: number,
  durationMs = CART_BANNER_MS,
): BannerState {
  const onPayment = isPaymentPath(pathname);
  const until = onPayment ? null : state.until;
  if (state.seen === null) return { seen: fingerprint, until };
  if (state.seen === fingerprint) return until === state.until ? state : { ...state, until };
  const show = !onPayment && fingerprint !== '';
  return { seen: fingerprint, until: show ? now + durationMs : until };
}

/** Whether the banner is showing at `now`. */
export function bannerVisible(state: BannerState, now: number): boolean {
  return state.until !== null && now < state.until;
}
