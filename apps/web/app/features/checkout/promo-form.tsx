import type { Order, OrderRef } from '@cardshop/shared/contracts/orders';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { readPendingCoupon, storePendingCoupon } from '../../lib/pending-coupon.ts';
import { useAlerts } from '../../ui/alerts.tsx';
import { ACCOUNT_BUTTON_SECONDARY } from '../../ui/form-controls.tsx';
import { applyPromo, removePromo } from './checkout-api.ts';
import {
  forgetPendingCoupon,
  isAbort,
  latestRequest,
  normaliseCode,
  orderFromError,
  pendingToApply,
  promoErrorKey,
} from './promo.ts';

export interface PromoState {
  /** A code is being applied or removed. */
  busy: boolean;
  /** The message key of the last refusal, shown under the field. */
  error: string | null;
  /** The code the last refusal was about (kept in the field). */
  refused: string;
  apply(code: string): Promise<void>;
  remove(): Promise<void>;
}

/**
 * The discount code of the current order. Applying keeps the code as the pending coupon and says so
 * (terms.discount-stored); a pending code is applied by itself once the order has items. A refusal that
 * carries the order (an earlier code was taken off) updates the cart. Only the newest apply counts.
 */
export function usePromo({
  orderRef,
  order,
  email,
  onOrder,
}: {
  orderRef: OrderRef | null;
  order: Order | null;
  /** The buyer's e-mail when it is known and valid (per-customer limits). */
  email: string | null;
  onOrder: (order: Order) => void;
}): PromoState {
  const t = useT();
  const alerts = useAlerts();
  const requests = useRef(latestRequest());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState('');
  const has = (key: string) => t(key) !== key;

  useEffect(() => () => requests.current.abort(), []);

  const run = async (code: string, announce: boolean) => {
    if (!orderRef) return;
    const normalised = normaliseCode(code);
    const signal = requests.current.next();
    setBusy(true);
    setError(null);
    try {
      const next = await applyPromo(orderRef, normalised, email, signal);
      storePendingCoupon(normalised);
      setRefused('');
      onOrder(next);
      if (announce) alerts.show({ type: 'success', message: 'checkout.terms.discount-stored' });
    } catch (failure) {
      if (isAbort(failure) || signal.aborted) return;
      const changed = orderFromError(failure);
      if (changed) onOrder(changed);
      setRefused(normalised);
      setError(promoErrorKey(failure, has));
    } finally {
      if (!signal.aborted) setBusy(false);
    }
  };

  // The pending code goes onto the order by itself, once per order and code.
  const tried = useRef('');
  useEffect(() => {
    const code = pendingToApply(readPendingCoupon(), order);
    if (!code || !order || tried.current === `${order.id}:${code}`) return;
    tried.current = `${order.id}:${code}`;
    void run(code, false);
  });

  const remove = async () => {
    if (!orderRef) return;
    requests.current.abort();
    setBusy(true);
    setError(null);
    try {
      onOrder(await removePromo(orderRef));
      forgetPendingCoupon();
    } catch (failure) {
      const changed = orderFromError(failure);
      if (changed) onOrder(changed);
      setError(promoErrorKey(failure, has));
    } finally {
      setBusy(false);
    }
  };

  return { busy, error, refused, apply: (code) => run(code, true), remove };
}

/** The discount code field: applied code with a remove button, or the field with its message. */
export function PromoForm({ order, promo }: { order: Order; promo: PromoState }) {
  const t = useT();
  const id = useId();
  const [code, setCode] = useState('');
  // A refused code stays in the field so it can be corrected.
  useEffect(() => {
    if (promo.refused) setCode(promo.refused);
  }, [promo.refused]);

  if (order.couponCode) {
    return (
      <div className="rounded-xl border border-success/30 bg-success/10 px-4 py-3">
        <p role="status" className="text-sm font-semibold text-success">
          {t('checkout.promo.applied', { code: order.couponCode })}
        </p>
        <button
          type="button"
          disabled={promo.busy}
          onClick={() => void promo.remove()}
          className="mt-1 min-h-11 cursor-pointer text-sm font-medium text-accent underline disabled:cursor-wait"
        >
          {t('checkout.promo.remove')}
        </button>
        {promo.error ? (
          <p role="alert" className="mt-1 text-sm text-danger">
            {t(promo.error)}
          </p>
        ) : null}
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim() !== '') void promo.apply(code);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {t('checkout.promo.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? errorId : undefined}
          className={`h-12 min-w-0 flex-1 rounded-lg border bg-white px-3.5 text-base uppercase text-ink ${promo.error ? 'border-danger' : 'border-line focus:border-accent'}`}
        />
        <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} aria-busy={promo.busy || undefined}>
          {t(promo.busy ? 'checkout.promo.applying' : 'checkout.promo.apply')}
        </button>
      </div>
      <div aria-live="polite">
        {promo.error ? (
          <p id={errorId} className="mt-1.5 text-sm text-danger">
            {t(promo.error, { code: promo.refused })}
          </p>
        ) : null}
      </div>
    </form>
  );
}
