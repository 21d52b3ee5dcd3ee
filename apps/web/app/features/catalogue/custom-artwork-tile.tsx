import { Link } from 'react-router';
import { useT } from '../i18n/use-t.tsx';
import { TILE_FRAME } from './card-tile.tsx';

/** Where the custom-artwork tile leads (route frontend.custom-artwork). */
export const CUSTOM_ARTWORK_PATH = '/custom-artwork';

/** The first tile of a listing: send a card with your own photo or design. */
export function CustomArtworkTile() {
  const t = useT();
  return (
    <article className={TILE_FRAME}>
      <Link
        to={CUSTOM_ARTWORK_PATH}
        tabIndex={-1}
        aria-hidden="true"
        className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-accent/35 bg-[linear-gradient(135deg,var(--color-sand),#fbf3e9)] p-4 text-center"
      >
        <span className="grid size-14 place-items-center rounded-full bg-white text-accent shadow-sm ring-1 ring-line transition duration-300 group-hover:scale-110 motion-reduce:transition-none">
          <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="1.6">
            <title>{t('catalogue.tile.custom.title')}</title>
            <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
            <circle cx="9" cy="10" r="1.8" />
            <path d="m4 17 5-4.5 3.5 3 3-2.5 4.5 4" strokeLinejoin="round" />
          </svg>
        </span>
        <span className="font-display text-lg leading-tight text-ink">
          {t('catalogue.tile.custom.title')}
        </span>
      </Link>
      <div className="flex flex-1 flex-col px-1 pt-3 pb-1">
        <h3 className="text-base leading-snug">{t('catalogue.tile.custom.heading')}</h3>
        <p className="mt-1 text-xs leading-relaxed text-ink-soft">{t('catalogue.tile.custom.body')}</p>
        <div className="mt-auto pt-3">
          <Link
            to={CUSTOM_ARTWORK_PATH}
            className="block rounded-lg border border-accent px-2 py-2 text-center text-sm font-semibold text-accent no-underline transition-colors hover:bg-accent hover:text-white hover:no-underline"
          >
            {t('catalogue.tile.custom.cta')}
          </Link>
        </div>
      </div>
    </article>
  );
}
