import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCartState } from '../../lib/cart/use-cart.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { cartFingerprint, INITIAL_BANNER, observeCart } from './cart-banner.ts';

/**
 * The 'cart updated' banner with a check-out button: shown for 4.5 s whenever the cart's lines change,
 * except on the payment page. Mounted once in the page shell.
 */
export function CartBanner() {
  const t = useT();
  const { status, order } = useCartState();
  const { pathname } = useLocation();
  const [banner, setBanner] = useState(INITIAL_BANNER);
  // Only an answered cart has a fingerprint: loading and failed loads are not changes.
  const fingerprint = status === 'ready' ? cartFingerprint(order) : null;

  useEffect(() => {
    if (fingerprint !== null) setBanner((state) => observeCart(state, fingerprint, pathname, Date.now()));
  }, [fingerprint, pathname]);

  useEffect(() => {
    if (banner.until === null) return;
    const timer = setTimeout(
      () => setBanner((state) => ({ ...state, until: null })),
      Math.max(0, banner.until - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [banner.until]);

  const hide = () => setBanner((state) => ({ ...state, until: null }));
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-20 z-40 flex justify-center sm:inset-x-auto sm:right-4 sm:bottom-20"
    >
      {banner.until !== null ? (
        <div className="pointer-events-auto flex w-full max-w-sm items-center gap-3 rounded-xl border border-line border-l-4 border-l-success bg-paper py-3 pr-2 pl-4 shadow-lg transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none">
          <Icon name="check" className="shrink-0 text-success" />
          <p className="min-w-0 flex-1 text-sm font-medium text-ink">{t('cart.banner.updated')}</p>
          <Link
            to="/payment"
            onClick={hide}
            className="shrink-0 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-paper no-underline hover:bg-accent-dark hover:no-underline"
          >
            {t('cart.banner.checkout')}
          </Link>
          <button
            type="button"
            onClick={hide}
            className="shrink-0 cursor-pointer rounded-full p-1.5 text-ink-soft hover:bg-sand hover:text-ink"
            aria-label={t('cart.banner.dismiss')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
