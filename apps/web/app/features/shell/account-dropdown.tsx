import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { type AccountEntryId, type AccountUser, accountMenuEntries } from './account-menu.ts';

const ENTRY_ICONS: Record<AccountEntryId, IconName> = {
  studio: 'pen',
  manage: 'user',
  'manage-artwork': 'pen',
  account: 'user',
  favourites: 'heart',
  login: 'login',
  logout: 'login',
};

/** The open account dropdown: the entries for this user (or for a signed-out visitor). */
export function AccountDropdown({ user, onNavigate }: { user: AccountUser | null; onNavigate: () => void }) {
  const t = useT();
  const entries = accountMenuEntries(user);
  return (
    <div
      id="account-menu"
      className="absolute top-full right-0 z-40 w-60 pt-2"
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')) onNavigate();
      }}
    >
      <div className="rounded-xl border border-line bg-paper p-2 shadow-xl">
        {user ? (
          <p className="px-3 pt-1 pb-2 text-sm text-ink-soft">
            {t('shell.account.greeting', { name: user.name })}
          </p>
        ) : (
          <p className="px-3 pt-1 pb-2 text-sm text-ink-soft">{t('shell.account.signed-out')}</p>
        )}
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.url}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-[0.95rem] text-ink no-underline hover:bg-sand hover:no-underline"
              >
                <Icon name={ENTRY_ICONS[entry.id]} size={18} className="text-ink-soft" />
                {t(entry.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
