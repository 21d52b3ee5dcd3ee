import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Flag, GiftCardImage, useGiftCardName, useRegionNames, useValueRange } from './gift-card-parts.tsx';
import { GiftCardQuickAdd } from './gift-card-quick-add.tsx';
import { isGiftCardDisabled, limitFor } from './gift-card-quick-add-logic.ts';

const TILE_IMAGE_SIZES = '(max-width: 639px) calc(100vw - 2rem), (max-width: 1023px) 50vw, 360px';

/** A gift card in a listing: image, name, value range, regions, a View link and the quick-add form. */
export function GiftCardTile({
  card,
  limit,
  priority = false,
  headingLevel = 3,
}: {
  card: GiftCardSummary;
  /**
   * A spending limit in minor units (the most a gift card may carry in its currency unless given); a card
   * whose smallest value is above it is shown disabled, and the shop refuses it.
   */
  limit?: number | null;
  /** The first tile in view: its image loads eagerly. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const nameOf = useGiftCardName();
  const valueRange = useValueRange();
  const regions = useRegionNames();
  const disabled = isGiftCardDisabled(card, limitFor(card, limit));
  const name = nameOf(card);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <article
      aria-disabled={disabled || undefined}
      className={`flex h-full flex-col rounded-xl border border-line bg-white p-4 shadow-sm transition-shadow hover:shadow-md ${
        disabled ? 'opacity-70' : ''
      }`}
    >
      <Link to={card.fullPath} tabIndex={-1} aria-hidden="true" className="block">
        <GiftCardImage
          image={card.cardImage}
          sizes={TILE_IMAGE_SIZES}
          priority={priority}
          className={disabled ? 'grayscale' : ''}
        />
      </Link>
      <div className="mt-4 flex flex-1 flex-col">
        <Heading className="font-display text-xl leading-snug">
          <Link to={card.fullPath} className="text-ink hover:text-accent">
            {name}
          </Link>
        </Heading>
        <p className="mt-1 text-base font-semibold text-ink tabular-nums">
          <span className="sr-only">{t('gift-cards.value')}: </span>
          {valueRange(card)}
        </p>
        {card.regions.length > 0 ? (
          <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
            <span>{t('gift-cards.tile.usable-in')}</span>
            {card.regions.map((iso) => (
              <span key={iso} className="inline-flex items-center gap-1.5">
                <Flag src={regions.icon(iso)} />
                {regions.name(iso)}
              </span>
            ))}
          </p>
        ) : null}
        {disabled ? (
          <p className="mt-2 rounded-lg bg-sand px-3 py-2 text-sm font-medium text-warning">
            {t('gift-cards.tile.unavailable')}
          </p>
        ) : null}
        <p className="mt-3 mb-4">
          <Link
            to={card.fullPath}
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:text-accent-dark"
          >
            {t('gift-cards.tile.view')}
            <span className="sr-only"> {t('gift-cards.tile.view-hidden', { name })}</span>
            <span aria-hidden="true">→</span>
          </Link>
        </p>
        <div className="flex flex-1 flex-col border-t border-line pt-4">
          <GiftCardQuickAdd card={card} disabled={disabled} />
        </div>
      </div>
    </article>
  );
}
