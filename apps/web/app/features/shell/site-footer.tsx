import { BREAKPOINT_MOBILE, FOOTER_GROUP_COLUMN_SIZE } from '@cardshop/shared/constants';
import { belowWidth } from '@cardshop/shared/rules/media';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FooterGroups as Groups } from '../../lib/shell/shell-data.ts';
import { useFooterGroups, useShell } from '../../lib/shell/use-shell.ts';
import { Deferred } from '../../ui/deferred.tsx';
import { Icon, isIconName } from '../../ui/icons.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { balancedColumnsOf, footerAddress } from './layout.ts';

const SOCIALS = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;
const MOBILE_QUERY = belowWidth(BREAKPOINT_MOBILE);

/**
 * The footer: brand, socials and address; link groups (more than 7 links split into columns) that are
 * toggles on phones (closed) and open on larger screens; the copyright with the current year.
 */
export function SiteFooter() {
  const t = useT();
  const shell = useShell();
  const groups = useFooterGroups();
  const address = footerAddress(shell.region, shell.brand);
  const socials = SOCIALS.filter((name) => shell.socials[name]);
  return (
    <footer className="bg-ink text-paper">
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 md:pt-14">
        <div className="flex flex-col gap-6 border-b border-paper/15 pb-8 md:flex-row md:items-end md:justify-between">
          <div>
            <Link
              to="/"
              className="no-underline hover:no-underline"
              aria-label={t('shell.brand.home', { name: shell.brand.name })}
            >
              <BrandLogo name={shell.brand.name} tone="light" />
            </Link>
            {shell.brand.tagline ? (
              <p className="mt-3 max-w-sm text-sm leading-relaxed text-paper/80">{shell.brand.tagline}</p>
            ) : null}
          </div>
          {socials.length > 0 ? (
            <ul className="flex gap-2" aria-label={t('shell.footer.socials')}>
              {socials.map((name) => (
                <li key={name}>
                  <a
                    href={shell.socials[name]}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="flex size-10 items-center justify-center rounded-full border border-paper/25 text-paper hover:border-paper hover:bg-paper/10"
                    aria-label={t(`shell.footer.social.${name}`)}
                  >
                    {isIconName(name) ? <Icon name={name} size={18} /> : null}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <Deferred resolve={groups}>{(loaded) => <FooterGroups groups={loaded} />}</Deferred>
      </div>
      <div className="border-t border-paper/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 pt-6 pb-20 text-xs text-paper/75 md:flex-row md:items-center md:justify-between md:pr-32 md:pb-6">
          <p>{t('shell.footer.copyright', { year: new Date().getFullYear(), name: shell.brand.name })}</p>
          <address className="not-italic">{address.join(' · ')}</address>
        </div>
      </div>
    </footer>
  );
}

/** The footer's link groups: toggles on phones (closed), open on larger screens. */
function FooterGroups({ groups }: { groups: Groups }) {
  // The server renders every group open (complete without script); phones fold them after hydration.
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  const [mobile, setMobile] = useState(false);

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY);
    const apply = () => {
      setMobile(query.matches);
      setFolded(query.matches ? Object.fromEntries(groups.map((group) => [group.label, true])) : {});
    };
    apply();
    query.addEventListener('change', apply);
    return () => query.removeEventListener('change', apply);
  }, [groups]);

  return (
    <div className="mt-2 flex flex-col md:mt-10 md:flex-row md:flex-wrap md:justify-between md:gap-x-10 md:gap-y-8">
      {groups.map((group, index) => {
        const open = !folded[group.label];
        const listId = `footer-group-${index}`;
        return (
          <section key={group.label} className="border-b border-paper/15 md:border-0">
            <h2 className="font-sans">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => {
                  // Only phones fold the groups; larger screens always show them.
                  if (mobile) setFolded((state) => ({ ...state, [group.label]: open }));
                }}
                className="flex w-full items-center justify-between py-4 text-left text-sm font-semibold tracking-[0.12em] text-paper uppercase md:pointer-events-none md:py-0"
              >
                {group.label}
                <Icon
                  name="chevron"
                  size={18}
                  className={`transition-transform md:hidden ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </h2>
            <div id={listId} className={`${open ? 'flex' : 'hidden'} gap-8 pb-5 md:mt-4 md:flex md:pb-0`}>
              {balancedColumnsOf(group.links, FOOTER_GROUP_COLUMN_SIZE).map((column, columnIndex) => (
                <ul key={columnIndex} className="flex min-w-36 flex-col gap-2.5">
                  {column.map((link) => (
                    <li key={link.id}>
                      <Link
                        to={link.url}
                        className="text-sm text-paper/80 no-underline hover:text-paper hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
