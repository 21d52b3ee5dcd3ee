import type { QrLanding } from '@cardshop/shared/contracts/qr-codes';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON } from '../../ui/form-controls.tsx';

/** What the landing page shows: the code's organisation and target, or that there is no such code. */
export type QrLandingPage = ({ found: true } & QrLanding) | { found: false; retryAfter: string | null };

/** The host of the address, to name where the link goes ('florist.example'). */
function hostOf(target: string): string {
  try {
    return new URL(target).host;
  } catch {
    return target;
  }
}

/**
 * Thanks the scanner in the business's name and offers the sender's link to follow: never a redirect, so
 * the page cannot be made to send anyone anywhere on its own, and the address is shown in full.
 */
export function QrLandingView({ page }: { page: QrLandingPage }) {
  const t = useT();
  if (!page.found) {
    return (
      <div className="mx-auto max-w-xl px-4 pt-8 pb-16 sm:pt-12">
        <h1 className="text-3xl leading-tight">
          {page.retryAfter ? t('global.errors.too-many-requests') : t('qr-codes.landing.not-found')}
        </h1>
        {page.retryAfter ? null : <p className="mt-4 text-ink">{t('qr-codes.landing.not-found-text')}</p>}
        <p className="mt-6">
          <Link to="/">{t('qr-codes.landing.home')}</Link>
        </p>
      </div>
    );
  }
  const { organisation, target } = page;
  return (
    <div className="mx-auto max-w-xl px-4 pt-8 pb-16 sm:pt-12">
      <h1 className="text-3xl leading-tight break-words sm:text-4xl">
        {t('qr-codes.landing.heading', { organisation })}
      </h1>
      <p className="mt-4 text-lg text-ink">{t('qr-codes.landing.intro', { organisation })}</p>
      <p className="mt-8">
        <a href={target} rel="noopener nofollow" className={`${ACCOUNT_BUTTON} max-w-full break-all`}>
          {t('qr-codes.landing.go', { host: hostOf(target) })}
        </a>
      </p>
      <p className="mt-6 text-sm text-ink-soft">
        {t('qr-codes.landing.address')} <span className="break-all text-ink">{target}</span>
      </p>
      <p className="mt-1 text-sm text-ink-soft">{t('qr-codes.landing.note')}</p>
    </div>
  );
}
