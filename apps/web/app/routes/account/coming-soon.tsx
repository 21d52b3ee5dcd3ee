import { data, Link } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { comingSoonSection } from '../../features/account/account-nav.ts';
import { AccountPageHeader } from '../../features/account/form-controls.tsx';
import { useT } from '../../features/i18n/use-t.tsx';
import type { Route } from './+types/coming-soon';

// The account pages whose content comes with later work (saved card, address book, orders, gifts …): each
// has its place in the navigation now and names itself here. Paths of no section are not found.
export function loader({ params }: Route.LoaderArgs) {
  const section = comingSoonSection(`/account/${params['*'] ?? ''}`);
  if (!section) throw data(null, { status: 404 });
  return { labelKey: section.labelKey };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return privatePageMeta(matches, loaderData?.labelKey ?? 'account.coming-soon.not-found');
}

export default function AccountComingSoon({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const section = t(loaderData.labelKey);
  return (
    <>
      <AccountPageHeader title={section} />
      <div className="max-w-2xl rounded-2xl border border-line bg-sand px-5 py-6">
        <p className="font-semibold text-ink">{t('account.coming-soon.title', { section })}</p>
        <p className="mt-2 text-ink-soft">{t('account.coming-soon.text')}</p>
        <p className="mt-4">
          <Link to="/account">{t('account.coming-soon.back')}</Link>
        </p>
      </div>
    </>
  );
}

// Shown inside the account layout, so the navigation stays.
export function ErrorBoundary() {
  const t = useT();
  return (
    <>
      <AccountPageHeader title={t('account.coming-soon.not-found')} />
      <p>
        <Link to="/account">{t('account.coming-soon.back')}</Link>
      </p>
    </>
  );
}
