import { createContext, useContext } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { TILE_FRAME } from './card-tile.tsx';

/**
 * Whether the card listings of this page start with the custom-artwork tile: the page's loader decides by
 * the spec's rule (rules/custom-artwork `showsCustomArtworkTile`) and provides it around the page.
 */
export const CustomArtworkTileContext = createContext(false);

/** Whether this page's listings start with the custom-artwork tile. */
export function useCustomArtworkTile(): boolean {
  return useContext(CustomArtworkTileContext);
}

/** The path of the custom-artwork page (storefront.md §2, frontend.custom-artwork). */
export const CUSTOM_ARTWORK_URL = '/custom-artwork';

/** The first tile of a card listing: upload your own photo or design for a card's front. */
export function CustomArtworkTile() {
  const t = useT();
  return (
    <article className={`${TILE_FRAME} border-2 border-dashed border-accent/40`}>
      <Link
        to={CUSTOM_ARTWORK_URL}
        className="flex aspect-[4/5] flex-col items-center justify-center gap-3 rounded-lg bg-sand p-4 text-center no-underline hover:no-underline"
      >
        <span aria-hidden="true" className="text-5xl leading-none text-accent">
          +
        </span>
        <span className="font-display text-lg text-ink">{t('catalogue.custom-tile.title')}</span>
        <span className="text-sm text-ink-soft">{t('catalogue.custom-tile.text')}</span>
      </Link>
      <p className="mt-2 px-1 pb-1 text-center">
        <Link to={CUSTOM_ARTWORK_URL} className="text-sm font-semibold text-accent">
          {t('catalogue.custom-tile.action')}
        </Link>
      </p>
    </article>
  );
}
