import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { type AccountSection, sectionsFor } from './account-nav.ts';

function NavList({ active, className = '' }: { active: AccountSection | null; className?: string }) {
  const t = useT();
  const { user } = useAuth();
  return (
    <ul className={className}>
      {sectionsFor(user).map((section) => {
        const current = section.id === active?.id;
        return (
          <li key={section.id}>
            <Link
              to={section.url}
              aria-current={current ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-[0.95rem] no-underline hover:bg-sand hover:no-underline ${
                current ? 'bg-sand font-semibold text-ink' : 'text-ink'
              }`}
            >
              {t(section.labelKey)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The account secondary navigation: a side list from 1024 px; on smaller screens one disclosure that
 * names the current page and opens the list (a native <details>, so it works before scripts load).
 */
export function AccountNavigation({ active }: { active: AccountSection | null }) {
  const t = useT();
  return (
    <nav aria-label={t('account.nav.label')} className="mb-6 lg:mb-0">
      {/* Keyed by the page, so the list is closed again after choosing one. */}
      <details key={active?.id ?? 'none'} className="group rounded-xl border border-line bg-paper lg:hidden">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="block text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
              {t('account.nav.title')}
            </span>
            <span className="font-medium text-ink">
              {active ? t(active.labelKey) : t('account.nav.dashboard')}
            </span>
          </span>
          <Icon name="chevron" size={18} className="transition-transform group-open:rotate-180" />
        </summary>
        <NavList active={active} className="border-t border-line p-2" />
      </details>
      <div className="hidden lg:block">
        <p className="px-3 pb-2 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
          {t('account.nav.title')}
        </p>
        <NavList active={active} />
      </div>
    </nav>
  );
}
