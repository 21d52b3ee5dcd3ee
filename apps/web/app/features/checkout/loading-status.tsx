import { useT } from '../../lib/i18n/use-t.tsx';

/**
 * What a checkout page shows until the browser has loaded what it needs (the cart lives in this
 * browser, orders are read with the link's token): a polite status, and without scripts, why nothing
 * more comes.
 */
export function LoadingStatus({ messageKey }: { messageKey: string }) {
  const t = useT();
  return (
    <>
      <p role="status" className="text-ink-soft">
        {t(messageKey)}
      </p>
      <noscript>
        <p className="mt-2 max-w-xl text-ink">{t('checkout.needs-scripts')}</p>
      </noscript>
    </>
  );
}
