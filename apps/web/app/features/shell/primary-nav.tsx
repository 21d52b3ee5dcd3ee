import { MEGA_MENU_COLUMN_SIZE, NAV_HIDE_AFTER_CLICK_MS } from '@cardshop/shared/constants';
import type { NavItem } from '@cardshop/shared/contracts/config';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Icon } from '../../ui/icons.tsx';
import { columnsOf } from './layout.ts';

const TOP_LINK =
  'flex items-center gap-1 rounded-md px-2.5 py-2 text-[0.95rem] font-medium text-ink no-underline hover:bg-sand hover:text-accent-dark hover:no-underline lg:px-3';
const MENU_LINK =
  'block rounded-md px-2 py-1.5 text-[0.95rem] text-ink no-underline hover:bg-sand hover:text-accent-dark hover:no-underline';

/**
 * The desktop primary navigation: plain links, dropdowns (items with children) and mega-menus (items with
 * groups, 7 links a column). Menus open on mouse hover and on their button (click, Enter, Space); Escape
 * closes. After a link in it is clicked the menus hide for 400 ms so none stays open over the new page.
 * A menu's links are only built while it is open: the mega-menus are a tenth of a page's elements, and
 * every page would otherwise render and hydrate them. Without script the footer's link groups (and every
 * page's breadcrumbs) are the navigation.
 */
export function PrimaryNav({ items, className = '' }: { items: NavItem[]; className?: string }) {
  const t = useT();
  const [openId, setOpenId] = useState<string | null>(null);
  const [resting, setResting] = useState(false);
  const restTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A click on a button the mouse has just opened by hovering keeps its menu open.
  const hoverOpened = useRef<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(restTimer.current), []);

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenId(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      nav.current?.querySelector<HTMLElement>(`[aria-controls="menu-${openId}"]`)?.focus();
      setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openId]);

  const afterLinkClick = (event: React.MouseEvent) => {
    if (!(event.target as Element).closest('a')) return;
    setOpenId(null);
    setResting(true);
    clearTimeout(restTimer.current);
    restTimer.current = setTimeout(() => setResting(false), NAV_HIDE_AFTER_CLICK_MS);
  };

  return (
    <nav ref={nav} aria-label={t('shell.nav.primary')} className={className} onClickCapture={afterLinkClick}>
      <ul className="flex h-full items-stretch gap-0.5">
        {items.map((item) => {
          const hasMenu = (item.groups?.length ?? 0) > 0 || (item.children?.length ?? 0) > 0;
          if (!hasMenu) {
            return (
              <li key={item.id} className="flex items-center">
                <Link to={item.url} className={TOP_LINK}>
                  {item.label}
                </Link>
              </li>
            );
          }
          const open = openId === item.id && !resting;
          const mega = (item.groups?.length ?? 0) > 0;
          return (
            <li
              key={item.id}
              className={`group flex items-center ${mega ? '' : 'relative'}`}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || resting) return;
                hoverOpened.current = item.id;
                setOpenId(item.id);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== 'mouse') return;
                hoverOpened.current = null;
                setOpenId((current) => (current === item.id ? null : current));
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenId((current) => (current === item.id ? null : current));
                }
              }}
            >
              <button
                type="button"
                className={`${TOP_LINK} ${open ? 'bg-sand text-accent-dark' : ''}`}
                aria-expanded={open}
                aria-controls={`menu-${item.id}`}
                onClick={() => {
                  if (hoverOpened.current === item.id) hoverOpened.current = null;
                  else setOpenId(open ? null : item.id);
                }}
              >
                {item.label}
                <Icon
                  name="chevron"
                  size={16}
                  className={`transition-transform ${open ? 'rotate-180' : ''}`}
                />
              </button>
              <div
                id={`menu-${item.id}`}
                className={`absolute top-full z-40 ${open ? 'block' : 'hidden'} ${mega ? 'inset-x-0' : 'left-0'}`}
              >
                {open ? mega ? <MegaMenu item={item} /> : <Dropdown item={item} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Dropdown({ item }: { item: NavItem }) {
  const t = useT();
  const all = item.allLink ?? {
    id: `${item.id}-all`,
    label: t('shell.nav.view-all', { label: item.label }),
    url: item.url,
  };
  return (
    <div className="min-w-60 rounded-b-xl border border-line bg-paper p-2 shadow-xl">
      <ul>
        {item.children?.map((child) => (
          <li key={child.id}>
            <Link to={child.url} className={MENU_LINK}>
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-1 border-t border-line pt-2">
        <Link to={all.url} className={`${MENU_LINK} font-semibold text-accent`}>
          {all.label} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}

function MegaMenu({ item }: { item: NavItem }) {
  const t = useT();
  return (
    <div className="border-y border-line bg-paper shadow-xl">
      <div className="mx-auto flex max-w-6xl gap-10 px-4 py-8">
        <div className="flex min-w-0 flex-1 flex-wrap gap-x-10 gap-y-8 lg:flex-nowrap">
          {item.groups?.map((group, index) => {
            const headingId = `menu-${item.id}-g${index}`;
            return (
              <div key={group.label} className="shrink-0">
                <p
                  id={headingId}
                  className="px-2 text-xs font-semibold tracking-[0.12em] text-ink-soft uppercase"
                >
                  {group.label}
                </p>
                <div className="mt-3 flex gap-4">
                  {columnsOf(group.links, MEGA_MENU_COLUMN_SIZE).map((column, columnIndex) => (
                    <ul key={columnIndex} aria-labelledby={headingId} className="min-w-32 whitespace-nowrap">
                      {column.map((link) => (
                        <li key={link.id}>
                          <Link to={link.url} className={MENU_LINK}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ))}
                </div>
                {group.allLink ? (
                  <Link
                    to={group.allLink.url}
                    className="mt-3 ml-2 inline-flex items-center gap-1 rounded-full border border-ink/20 px-3.5 py-1.5 text-sm font-medium text-ink no-underline hover:border-accent hover:text-accent-dark hover:no-underline"
                  >
                    {group.allLink.label} <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </div>
            );
          })}
        </div>
        {item.allLink ? (
          <div className="hidden w-60 shrink-0 flex-col self-start rounded-xl bg-sand p-6 lg:flex">
            <div>
              <p className="font-display text-xl text-ink">{t('shell.nav.feature.title')}</p>
              <p className="mt-2 text-sm text-ink-soft">
                {t('shell.nav.feature.text', { label: item.label.toLowerCase() })}
              </p>
            </div>
            <Link
              to={item.allLink.url}
              className="mt-6 inline-flex items-center justify-center gap-1 rounded-full bg-accent px-4 py-2.5 text-sm font-semibold text-paper no-underline hover:bg-accent-dark hover:no-underline"
            >
              {item.allLink.label} <span aria-hidden="true">→</span>
            </Link>
          </div>
        ) : null}
      </div>
      {item.allLink ? (
        <div className="mx-auto max-w-6xl px-4 pb-6 lg:hidden">
          <Link to={item.allLink.url} className="font-semibold">
            {item.allLink.label} →
          </Link>
        </div>
      ) : null}
    </div>
  );
}
