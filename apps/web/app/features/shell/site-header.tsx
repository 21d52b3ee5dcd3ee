import { Suspense } from 'react';
import { Link, useMatches } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Icon, isIconName } from '../../ui/icons.tsx';
import { accountUserOf } from './account-menu.ts';
import { AccountMenu } from './account-menu.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { SearchButton, SearchFlyout, useGlobalSearch } from './global-search.tsx';
import { artistBrandOf, artistSecondaryNav, navigationModeOf, primaryItems } from './layout.ts';
import { MiniCart } from './mini-cart.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { PrimaryNav } from './primary-nav.tsx';
import { RegionSwitcher } from './region-switcher.tsx';

/**
 * The header: a slim bar with the secondary navigation and the region switcher, then the logo, the
 * primary navigation (a menu button under 768 px), search, account and the mini cart.
 */
export function SiteHeader() {
  const t = useT();
  const shell = useShell();
  const matches = useMatches();
  const routeData = matches.map((match) => match.loaderData);
  const items = primaryItems(shell.navigation, navigationModeOf(routeData));
  const search = useGlobalSearch();
  // Artist mode: on an artist's pages and their cards, the artist's logo, name and navigation.
  const artist = artistBrandOf(routeData);
  const secondary = artist ? artistSecondaryNav(artist, t) : shell.navigation.secondary;
  const { user } = useAuth();

  return (
    <header className="relative z-40 bg-paper">
      <div className="border-b border-line bg-sand">
        <div className="mx-auto flex h-10 max-w-6xl items-center gap-4 px-4">
          {secondary.length > 0 ? (
            <nav
              aria-label={t('shell.nav.secondary')}
              className="min-w-0 [scrollbar-width:none] flex-1 overflow-x-auto"
            >
              <ul className="flex items-center gap-5 text-[0.8rem] whitespace-nowrap">
                {secondary.map((link) => (
                  <li key={link.id}>
                    <Link
                      to={link.url}
                      className="flex items-center gap-1.5 py-1 text-ink no-underline hover:text-accent-dark hover:underline"
                    >
                      {link.icon && isIconName(link.icon) ? <Icon name={link.icon} size={15} /> : null}
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : (
            <div className="flex-1" />
          )}
          <Suspense fallback={null}>
            <RegionSwitcher />
          </Suspense>
        </div>
      </div>
      <div className="relative border-b border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 px-4 lg:h-[4.75rem] lg:flex-nowrap">
          <MobileMenu
            items={items}
            secondary={secondary}
            brandName={artist?.brandName ?? shell.brand.name}
            className="md:hidden"
          />
          {artist ? (
            <Link
              to={artist.fullPath}
              className="flex h-16 min-w-0 shrink-0 items-center gap-2 rounded-md no-underline hover:no-underline lg:h-auto"
              data-testid="artist-brand"
            >
              <img
                src={artist.cardLogo}
                alt=""
                width={40}
                height={40}
                className="size-10 shrink-0 rounded-full"
              />
              <span className="grid min-w-0 leading-tight">
                <span className="truncate font-display text-[1.3rem] font-semibold text-ink">
                  {artist.brandName}
                </span>
                <span className="text-xs text-ink-soft">
                  {t('shell.artist.label', { shop: shell.brand.name })}
                </span>
              </span>
            </Link>
          ) : (
            <Link
              to="/"
              className="flex h-16 shrink-0 items-center rounded-md no-underline hover:no-underline lg:h-auto"
              aria-label={t('shell.brand.home', { name: shell.brand.name })}
            >
              <BrandLogo name={shell.brand.name} />
            </Link>
          )}
          <Suspense fallback={null}>
            <PrimaryNav
              items={items}
              className="order-last -mx-2.5 hidden h-12 w-full md:flex lg:order-none lg:mx-0 lg:ml-8 lg:h-auto lg:w-auto lg:self-stretch"
            />
          </Suspense>
          <div className="ml-auto flex items-center gap-0.5 md:gap-1">
            <SearchButton
              open={search.state.open}
              onOpen={() => search.dispatch({ type: search.state.open ? 'close' : 'open' })}
            />
            <Suspense fallback={null}>
              <AccountMenu user={accountUserOf(user)} />
            </Suspense>
            <Suspense fallback={null}>
              <MiniCart />
            </Suspense>
          </div>
        </div>
        {search.state.open ? (
          <Suspense fallback={null}>
            <SearchFlyout state={search.state} dispatch={search.dispatch} />
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}
