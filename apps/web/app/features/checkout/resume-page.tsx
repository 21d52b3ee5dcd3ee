import type { OrderRef } from '@cardshop/shared/contracts/orders';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api.ts';
import { browserStorage, storeOrderRef } from '../../lib/cart/current-order.ts';
import { useCart } from '../../lib/cart/use-cart.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Notice } from '../../ui/form-controls.tsx';
import { fetchOrder } from './checkout-api.ts';
import { LoadingStatus } from './loading-status.tsx';

type ResumeState = 'loading' | 'paid' | 'closed' | 'not-found' | 'failed';

/**
 * /orders/resume/{id}/{token}: the link back to an unpaid order (from a mail, another device). An order
 * that can still be bought becomes this browser's current order and the payment page opens; otherwise
 * the page says why not.
 */
export function ResumePage({ orderRef }: { orderRef: OrderRef }) {
  const t = useT();
  const navigate = useNavigate();
  const cart = useCart();
  const [state, setState] = useState<ResumeState>('loading');
  const [attempt, setAttempt] = useState(0);
  const { replace } = cart;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per order link and attempt
  useEffect(() => {
    let live = true;
    setState('loading');
    fetchOrder(orderRef).then(
      (order) => {
        if (!live) return;
        if (!order.purchasable) {
          setState(order.status === 'paid' || order.status === 'paying' ? 'paid' : 'closed');
          return;
        }
        storeOrderRef(browserStorage(), orderRef);
        replace(order);
        void navigate('/payment', { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const gone = error instanceof ApiError && [403, 404, 410, 422].includes(error.status);
        setState(gone ? 'not-found' : 'failed');
      },
    );
    return () => {
      live = false;
    };
  }, [orderRef.id, orderRef.token, attempt]);

  const completeUrl = `/complete/${encodeURIComponent(orderRef.id)}/${encodeURIComponent(orderRef.token)}`;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:pt-10">
      <h1 className="mb-6 text-3xl sm:text-4xl">{t('checkout.resume.title')}</h1>
      {state === 'loading' ? (
        <LoadingStatus messageKey="checkout.resume.loading" />
      ) : (
        <div role="alert">
          <Notice tone={state === 'paid' ? 'info' : 'error'}>{t(`checkout.resume.${state}`)}</Notice>
        </div>
      )}
      {state === 'failed' ? (
        <button
          type="button"
          className={`${ACCOUNT_BUTTON_SECONDARY} mt-4`}
          onClick={() => setAttempt((value) => value + 1)}
        >
          {t('checkout.retry')}
        </button>
      ) : null}
      {state === 'paid' ? (
        <p className="mt-4">
          <Link to={completeUrl} className={ACCOUNT_BUTTON}>
            {t('checkout.resume.view-order')}
          </Link>
        </p>
      ) : null}
      {state === 'closed' || state === 'not-found' ? (
        <p className="mt-4">
          <Link to="/cards" className={ACCOUNT_BUTTON}>
            {t('checkout.cart.browse')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
