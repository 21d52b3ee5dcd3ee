import type { NavItem } from '@cardshop/shared/contracts/config';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon, isIconName } from '../../ui/icons.tsx';
import { accountMenuEntries, accountUserOf } from './account-menu.ts';
import { BrandLogo } from './brand-logo.tsx';

/** The open phone menu: a full-height panel with accordions; Escape, the backdrop or a link closes it. */
export function MobilePanel({
  id,
  items,
  secondary,
  brandName,
  onClose,
}: {
  id: string;
  items: NavItem[];
  secondary: NavItem[];
  brandName: string;
  onClose: () => void;
}) {
  const t = useT();
  const { user } = useAuth();
  const panel = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.querySelector<HTMLElement>('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
      if (event.key !== 'Tab' || !panel.current) return;
      // Keep keyboard focus inside the open panel.
      const focusable = panel.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  const onLink = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) onCloseRef.current();
  };
  const row =
    'flex w-full items-center justify-between px-5 py-3.5 text-left text-base font-medium text-ink no-underline hover:bg-sand hover:no-underline';
  const sub =
    'block rounded-md px-3 py-2 text-[0.95rem] text-ink no-underline hover:bg-sand hover:no-underline';

  return (
    <div className="fixed inset-0 z-50 flex">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 bg-ink/50"
        onClick={onClose}
      />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('shell.menu.label')}
        className="relative flex h-full w-[88%] max-w-sm flex-col bg-paper shadow-2xl"
        onClickCapture={onLink}
      >
        <div className="flex h-16 shrink-0 items-center justify-between border-b border-line px-5">
          <BrandLogo name={brandName} />
          <button
            type="button"
            onClick={onClose}
            className="-mr-2 flex size-10 items-center justify-center rounded-full text-ink hover:bg-sand"
            aria-label={t('shell.menu.close')}
          >
            <Icon name="close" size={22} />
          </button>
        </div>
        <nav aria-label={t('shell.nav.primary')} className="flex-1 overflow-y-auto">
          <ul className="divide-y divide-line border-b border-line">
            {items.map((item) => {
              const hasMenu = (item.groups?.length ?? 0) > 0 || (item.children?.length ?? 0) > 0;
              if (!hasMenu) {
                return (
                  <li key={item.id}>
                    <Link to={item.url} className={row}>
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const open = expanded === item.id;
              const sectionId = `${id}-${item.id}`;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={row}
                    aria-expanded={open}
                    aria-controls={sectionId}
                    onClick={() => setExpanded(open ? null : item.id)}
                  >
                    {item.label}
                    <Icon
                      name="chevron"
                      size={18}
                      className={`transition-transform ${open ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <div id={sectionId} hidden={!open} className="bg-sand/40 px-3 pb-3">
                    {item.children ? (
                      <ul>
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <Link to={child.url} className={sub}>
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {item.groups?.map((group) => (
                      <div key={group.label} className="pt-3">
                        <p className="px-3 pb-1 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase">
                          {group.label}
                        </p>
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.id}>
                              <Link to={link.url} className={sub}>
                                {link.label}
                              </Link>
                            </li>
                          ))}
                          {group.allLink ? (
                            <li>
                              <Link to={group.allLink.url} className={`${sub} font-semibold text-accent`}>
                                {group.allLink.label}
                              </Link>
                            </li>
                          ) : null}
                        </ul>
                      </div>
                    ))}
                    <Link to={(item.allLink ?? item).url} className={`${sub} mt-2 font-semibold text-accent`}>
                      {item.allLink?.label ?? t('shell.nav.view-all', { label: item.label })}{' '}
                      <span aria-hidden="true">→</span>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
          <ul className="px-2 py-3">
            {secondary.map((link) => (
              <li key={link.id}>
                <Link to={link.url} className={`${sub} flex items-center gap-2`}>
                  {link.icon && isIconName(link.icon) ? <Icon name={link.icon} size={18} /> : null}
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="border-t border-line px-2 py-3">
            {accountMenuEntries(accountUserOf(user)).map((entry) => (
              <li key={entry.id}>
                <Link to={entry.url} className={`${sub} flex items-center gap-2`}>
                  <Icon name={entry.id === 'favourites' ? 'heart' : 'user'} size={18} />
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
