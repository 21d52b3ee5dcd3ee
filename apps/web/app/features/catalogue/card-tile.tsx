import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { memo, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { observeImpression, trackProductClick } from '../../lib/analytics/product-events.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Money } from '../../ui/money.tsx';
import { isPlainLeftClick } from './listing-rules.ts';
import { type PurchaseMode, usePurchaseOptions } from './purchase-options.tsx';

/** How the tile's artwork loads: `high` for the largest paint, `eager` for others in the first view, else `lazy`. */
export type TilePriority = 'high' | 'eager' | 'lazy';

// The artwork is drawn at ~80 % of the tile: 2 columns on phones (a third of the width: 134 px of a
// 412 px screen), 3 on tablets, 4 from 1024 px.
const ARTWORK_SIZES = '(min-width: 1152px) 216px, (min-width: 1024px) 19vw, (min-width: 640px) 25vw, 33vw';

/** The frame of a listing tile. */
export const TILE_FRAME =
  'group relative flex h-full flex-col rounded-xl bg-white p-1.5 shadow-sm sm:p-2 ring-1 ring-line/80 transition duration-200 ease-out hover:-translate-y-1 hover:shadow-lg hover:ring-line focus-within:ring-accent/40 motion-reduce:transition-none motion-reduce:hover:translate-y-0';

/** The artwork of a card, at its own proportions, centred on a sand-coloured stage. */
export function CardArtwork({ card, priority = 'lazy' }: { card: CardSummary; priority?: TilePriority }) {
  const { image } = card;
  return (
    <picture className="block h-full w-full">
      <source type="image/webp" srcSet={imageSrcset(image.src, 'webp')} sizes={ARTWORK_SIZES} />
      <img
        src={image.src}
        srcSet={imageSrcset(image.src, 'jpeg')}
        sizes={ARTWORK_SIZES}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority === 'lazy' ? 'lazy' : 'eager'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
        decoding="async"
        className="h-full w-full object-contain drop-shadow-[0_6px_8px_rgb(31_36_48/0.2)] transition duration-300 ease-out group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
    </picture>
  );
}

/**
 * A card in a listing: artwork, name, artist and price, with the ways to buy it. The artwork and name
 * open the details modal on a plain click, yet are real links to the card's page (no JavaScript, new
 * tabs, crawlers).
 */
export const CardTile = memo(function CardTile({
  card,
  priority = 'lazy',
  corner,
}: {
  card: CardSummary;
  priority?: TilePriority;
  /** A control over the artwork's top-right corner (the favourites page puts the heart there). */
  corner?: React.ReactNode;
}) {
  const t = useT();
  const openPurchaseOptions = usePurchaseOptions();
  // The listing is named by its page: impressions and clicks say where the card was seen.
  const listName = useLocation().pathname;
  const tile = useRef<HTMLElement>(null);
  useEffect(
    () => (tile.current ? observeImpression(tile.current, card, listName) : undefined),
    [card, listName],
  );

  const choose = (mode: PurchaseMode) => {
    trackProductClick(card, listName);
    openPurchaseOptions(card, mode);
  };
  const openDetails = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    choose('details');
  };
  const action = (mode: PurchaseMode) => () => choose(mode);

  return (
    <article ref={tile} className={TILE_FRAME}>
      {/* The name below is the accessible link; this one is the same target for pointer users. */}
      <Link
        to={card.fullPath}
        onClick={openDetails}
        tabIndex={-1}
        aria-hidden="true"
        className={`relative block aspect-[4/5] overflow-hidden rounded-lg bg-sand ${
          card.image.width > card.image.height ? 'p-[7%]' : 'p-[11%]'
        }`}
      >
        <CardArtwork card={card} priority={priority} />
        {card.adult ? (
          <span className="absolute top-2 left-2 rounded-full bg-ink/85 px-2 py-0.5 text-[11px] font-semibold text-white">
            {t('catalogue.tile.adult')}
          </span>
        ) : null}
      </Link>
      {corner ? <div className="absolute top-3 right-3 sm:top-4 sm:right-4">{corner}</div> : null}
      <div className="flex flex-1 flex-col px-0.5 pt-3 pb-0.5 sm:px-1 sm:pb-1">
        <h3 className="text-base leading-snug">
          <Link
            to={card.fullPath}
            onClick={openDetails}
            className="inline-block py-0.5 text-ink decoration-accent/60 underline-offset-4 hover:underline"
          >
            {card.name}
          </Link>
        </h3>
        <p className="truncate text-xs text-ink-soft">
          {/* One text node, as the server's HTML has it: hydration then has nothing to split. */}
          {`${t('catalogue.tile.by')} `}
          <Link
            to={card.artist.fullPath}
            // At least 24 px tall: a comfortable touch target between the name and the price.
            className="inline-block py-1 text-ink-soft underline decoration-line underline-offset-2"
          >
            {card.artist.brandName}
          </Link>
        </p>
        {card.price ? (
          <p className="mt-1.5 text-sm font-semibold text-ink">
            <Money value={card.price.value} currency={card.price.currency} />
          </p>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-1.5 pt-3">
          <button
            type="button"
            onClick={action('single')}
            className="col-span-2 rounded-lg bg-accent px-2 py-2 text-sm font-semibold text-white transition-colors hover:bg-accent-dark"
          >
            {t('catalogue.tile.send-direct')}
            <span className="sr-only">{`: ${card.name}`}</span>
          </button>
          <button
            type="button"
            onClick={action('bulk')}
            className="rounded-lg border border-line px-0.5 py-1.5 text-xs font-medium whitespace-nowrap text-ink transition-colors hover:border-ink-soft hover:bg-sand"
          >
            {t('catalogue.tile.send-bulk')}
            <span className="sr-only">{`: ${card.name}`}</span>
          </button>
          <button
            type="button"
            onClick={action('blank')}
            className="rounded-lg border border-line px-0.5 py-1.5 text-xs font-medium whitespace-nowrap text-ink transition-colors hover:border-ink-soft hover:bg-sand"
          >
            {t('catalogue.tile.buy-blanks')}
            <span className="sr-only">{`: ${card.name}`}</span>
          </button>
        </div>
      </div>
    </article>
  );
});
