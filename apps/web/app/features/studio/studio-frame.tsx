import type { StudioArtist } from '@cardshop/shared/contracts/studio';
import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { STUDIO_NEW_CARD_URL, STUDIO_PROFILE_URL, STUDIO_URL } from './links.ts';

/**
 * The frame of the studio's pages once the terms are agreed: the artist's logo and name, and the studio's
 * own navigation (dashboard, add a card, profile, the public page).
 */
export function StudioFrame({
  artist,
  title,
  intro,
  children,
}: {
  artist: StudioArtist;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const t = useT();
  const links = [
    { to: STUDIO_URL, label: t('studio.nav.dashboard'), end: true },
    { to: STUDIO_NEW_CARD_URL, label: t('studio.nav.new-card'), end: true },
    { to: STUDIO_PROFILE_URL, label: t('studio.nav.profile'), end: true },
    { to: artist.fullPath, label: t('studio.nav.public'), end: true },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 pt-6 pb-16 sm:pt-10">
      <header className="mb-6 flex items-center gap-4">
        <img src={artist.cardLogo} alt="" width={56} height={56} className="size-14 shrink-0 rounded-full" />
        <div className="min-w-0">
          <p className="text-sm font-medium text-ink-soft">
            {t('studio.title')} · {artist.brandName}
          </p>
          <h1 className="text-3xl leading-tight sm:text-4xl">{title}</h1>
        </div>
      </header>
      <nav aria-label={t('studio.nav.label')} className="mb-8 overflow-x-auto border-b border-line">
        <ul className="flex gap-5 text-sm whitespace-nowrap">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `inline-block border-b-2 py-2.5 no-underline ${
                    isActive
                      ? 'border-accent font-semibold text-ink'
                      : 'border-transparent text-ink-soft hover:text-ink'
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {intro ? <p className="mb-6 max-w-2xl text-ink-soft">{intro}</p> : null}
      {children}
    </div>
  );
}
