import { useT } from '../../lib/i18n/use-t.tsx';

/**
 * The line above every page while the shop's built-in test gateway takes payments (the server's PAYMENTS
 * setting or no Stripe keys: docs/decisions/0020-money-you-can-trust.md), so nobody mistakes it for a shop
 * that takes real money. A labelled section (a region landmark), text only: nothing to focus, nothing to dismiss.
 */
export function TestModeBanner({ testMode }: { testMode: boolean }) {
  const t = useT();
  if (!testMode) return null;
  return (
    <section
      aria-label={t('shell.test-mode.label')}
      data-test-mode-banner=""
      className="bg-warning px-4 py-1.5 text-center text-sm font-medium text-paper"
    >
      {t('shell.test-mode.text')}
    </section>
  );
}
