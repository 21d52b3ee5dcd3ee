import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY } from '../../ui/form-controls.tsx';
import type { ModalHandle } from '../../ui/modal-stack.tsx';
import { Money } from '../../ui/money.tsx';

/**
 * The test gateway's 3-D Secure challenge: what a bank's check page would ask, simulated. Approving
 * passes the check, failing it declines the payment; closing the dialog counts as failing it.
 */
export function ChallengeContent({
  modal,
  amount,
  currency,
}: {
  modal: ModalHandle<boolean>;
  amount: number;
  currency: string;
}) {
  const t = useT();
  const brand = useShell().brand.name;
  return (
    <div>
      <p className="inline-flex rounded-full bg-warning/10 px-3 py-1 text-xs font-semibold tracking-wide text-warning uppercase">
        {t('checkout.test-mode')}
      </p>
      <h2 className="mt-3 text-2xl">{t('checkout.challenge.title')}</h2>
      <p className="mt-3 text-ink-soft">
        {t('checkout.challenge.text', { shop: brand })}{' '}
        <strong className="text-ink">
          <Money value={amount} currency={currency} />
        </strong>
      </p>
      <p className="mt-2 text-sm text-ink-soft">{t('checkout.challenge.note')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className={ACCOUNT_BUTTON} onClick={() => modal.resolve(true)}>
          {t('checkout.challenge.approve')}
        </button>
        <button type="button" className={ACCOUNT_BUTTON_SECONDARY} onClick={() => modal.resolve(false)}>
          {t('checkout.challenge.fail')}
        </button>
      </div>
    </div>
  );
}
