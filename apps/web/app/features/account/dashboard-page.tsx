import type { User } from '@cardshop/shared/contracts/auth';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { AccountPageHeader, Notice } from '../../ui/form-controls.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';

const SHORTCUTS: ReadonlyArray<{ key: string; url: string; icon: IconName }> = [
  { key: 'profile', url: '/account/profile', icon: 'user' },
  { key: 'security', url: '/account/security', icon: 'login' },
  { key: 'change-password', url: '/account/change-password', icon: 'pen' },
  { key: 'favourites', url: '/favourites', icon: 'heart' },
  { key: 'orders', url: '/account/orders', icon: 'cart' },
  { key: 'gifts', url: '/account/gifts', icon: 'mail' },
  { key: 'credits', url: '/account/credits/purchase', icon: 'mail' },
  { key: 'credit-history', url: '/account/credit-history', icon: 'check' },
  { key: 'saved-card', url: '/account/saved-card', icon: 'card' },
];

/** /account: a greeting, whether the e-mail address is verified, how the sign-in is protected, shortcuts. */
export function DashboardPage({ user }: { user: User }) {
  const t = useT();
  const protectedBy = user.mfa.totp || user.mfa.email;
  return (
    <>
      <AccountPageHeader
        title={t('account.dashboard.greeting', { name: user.firstName })}
        intro={t('account.dashboard.intro')}
      />
      <div className="grid gap-3">
        {user.emailVerified ? (
          <Notice tone="success">{t('account.dashboard.verified', { email: user.email })}</Notice>
        ) : (
          <Notice tone="warning">{t('account.dashboard.unverified', { email: user.email })}</Notice>
        )}
        {protectedBy ? null : (
          <Notice tone="info">
            {t('account.dashboard.mfa-off')}{' '}
            <Link to="/account/security" className="font-semibold text-ink underline">
              {t('account.dashboard.mfa-link')}
            </Link>
          </Notice>
        )}
      </div>
      <h2 className="mt-8 mb-3 text-xl">{t('account.dashboard.shortcuts')}</h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.key}>
            <Link
              to={shortcut.url}
              className="flex h-full items-start gap-3 rounded-xl border border-line bg-white p-4 text-ink no-underline shadow-sm transition-colors hover:border-accent hover:no-underline"
            >
              <Icon name={shortcut.icon} size={22} className="mt-0.5 shrink-0 text-accent" />
              <span>
                <span className="block font-semibold">{t(`account.dashboard.${shortcut.key}.title`)}</span>
                <span className="block text-sm text-ink-soft">
                  {t(`account.dashboard.${shortcut.key}.text`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
