import { Suspense } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { type AccountUser, accountHome } from './account-menu.ts';
import { HEADER_ICON_BUTTON } from './header-styles.ts';
import { accountMenuHoverDelay } from './hover-intent.ts';
import { useDisclosure } from './use-disclosure.ts';

const AccountDropdown = lazyWithPreload(() =>
  import('./account-dropdown.tsx').then((module) => module.AccountDropdown),
);

/**
 * The account icon: goes to log in (signed out) or the user's dashboard, with a dropdown of account
 * entries that opens on mouse hover or its toggle button. `user` comes with the accounts work.
 */
export function AccountMenu({ user = null }: { user?: AccountUser | null }) {
  const t = useT();
  const { open, toggle, close, ref, hoverProps } = useDisclosure({
    onIntent: () => void AccountDropdown.preload(),
    hoverDelay: () => accountMenuHoverDelay(Date.now()),
  });
  // Named after where it goes: a manager's icon opens the organisation's dashboard.
  const home = accountHome(user);
  return (
    <div ref={ref} className="relative flex items-center" {...hoverProps}>
      <Link to={home.url} className={HEADER_ICON_BUTTON} aria-label={t(home.labelKey)}>
        <Icon name="user" size={22} />
      </Link>
      <button
        type="button"
        className="hidden h-10 w-4 items-center justify-center text-ink-soft hover:text-ink md:flex"
        aria-expanded={open}
        aria-controls={open ? 'account-menu' : undefined}
        aria-label={t('shell.account.menu')}
        onClick={toggle}
      >
        <Icon name="chevron" size={14} />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountDropdown user={user} onNavigate={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
