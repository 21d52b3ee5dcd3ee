import type { DeliveryWindowResult, ShippingOption } from '@cardshop/shared/contracts/shipping';
import { arrivalMessage } from '@cardshop/shared/rules/arrival';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import type { useShippingOptions } from '../../../lib/shipping-options.ts';
import { ShippingRadio } from '../../../ui/shipping-radio.tsx';
import { SECONDARY } from './compose-styles.ts';

type WindowLoad =
  | { status: 'idle' | 'loading' | 'failed'; window: null }
  | { status: 'ready'; window: DeliveryWindowResult };

/** The delivery window of a later send (`GET /api/delivery-window/...`), asked again when the path changes. */
export function useDeliveryWindow(path: string | null): WindowLoad {
  const [state, setState] = useState<{ path: string | null; load: WindowLoad }>({
    path: null,
    load: { status: 'idle', window: null },
  });
  useEffect(() => {
    if (!path) return;
    let live = true;
    setState({ path, load: { status: 'loading', window: null } });
    api<DeliveryWindowResult>(path).then(
      (window) => live && setState({ path, load: { status: 'ready', window } }),
      () => live && setState({ path, load: { status: 'failed', window: null } }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  if (!path) return { status: 'idle', window: null };
  return state.path === path ? state.load : { status: 'loading', window: null };
}

/** When the card is posted and arrives: the chosen option's window now, or the window for the later date. */
export function DeliveryWindowNote({
  later,
  window,
  option,
}: {
  later: boolean;
  window: WindowLoad;
  option: ShippingOption | null;
}) {
  const t = useT();
  const shown = later ? window.window : option?.window;
  let message: string | null = null;
  if (later && window.status === 'loading') message = t('editor.compose.window.loading');
  else if (later && window.status === 'failed') message = t('editor.compose.window.failed');
  else if (shown) {
    const { key, values } = arrivalMessage(shown);
    message = t(`global.arrival.${key}`, values);
  }
  return (
    <p role="status" aria-live="polite" className="mt-3 text-sm text-ink-soft empty:hidden">
      {message}
    </p>
  );
}

/** The delivery methods to the posting address: waiting for a country, loading, failed, none, or a list. */
export function ShippingMethods({
  load,
  method,
  later,
  country,
  currency,
  name,
  errorId,
  error,
  onMethod,
}: {
  load: ReturnType<typeof useShippingOptions>;
  method: string;
  later: boolean;
  country: string | null;
  currency: string;
  name: string;
  errorId: string;
  error: string | undefined;
  onMethod: (method: string) => void;
}) {
  const t = useT();
  let body: React.ReactNode;
  if (load.status === 'idle') {
    body = <p className="text-sm text-ink-soft">{t('editor.compose.shipping.no-country')}</p>;
  } else if (load.status === 'loading') {
    body = (
      <div aria-busy="true">
        <p role="status" className="text-sm text-ink-soft">
          {t('editor.compose.shipping.loading')}
        </p>
        <div className="mt-2 h-16 animate-pulse rounded-lg bg-sand motion-reduce:animate-none" />
      </div>
    );
  } else if (load.status === 'failed') {
    body = (
      <div role="alert" className="rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
        <p className="font-medium text-danger">{t('editor.compose.shipping.failed')}</p>
        <button type="button" className={`${SECONDARY} mt-3`} onClick={load.retry}>
          {t('editor.compose.retry')}
        </button>
      </div>
    );
  } else if (load.status === 'empty') {
    body = (
      <p role="alert" className="rounded-xl border border-line bg-sand px-4 py-3 text-sm text-ink">
        {t('editor.compose.shipping.empty', { country: country ?? '' })}
      </p>
    );
  } else {
    body = (
      <div className="space-y-2">
        {load.options.map((option) => (
          // A later send shows its own dates above; a send now shows each option's days from now.
          <ShippingRadio
            key={option.type}
            option={option}
            name={name}
            id={option.type === load.options[0]?.type ? errorId : undefined}
            checked={method === option.type}
            onChange={() => onMethod(option.type)}
            currency={currency}
            showArrival={!later}
          />
        ))}
      </div>
    );
  }
  return (
    <fieldset className="mt-4" aria-describedby={error ? `${errorId}-error` : undefined}>
      <legend className="mb-2 font-medium text-ink">{t('editor.compose.shipping.method')}</legend>
      {body}
      {error ? (
        <p id={`${errorId}-error`} className="mt-1.5 text-sm text-danger">
          {t(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
