import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Currency } from '@cardshop/shared/contracts/config';
import { useT } from '../../lib/i18n/use-t.tsx';
import { CardTile } from './card-tile.tsx';

/** The listing grid: 2 columns on phones, 3 on tablets, 4 on desktops. */
export const CARD_GRID_CLASS =
  'grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-3 sm:gap-x-5 sm:gap-y-7 lg:grid-cols-4';

/**
 * Card tiles: artwork, name, artist and the price in the visitor's region, with the buy actions.
 * (`currencies` is kept for callers; prices format through the shell's currencies.)
 */
export function CardGrid({ cards }: { cards: CardSummary[]; currencies: Record<string, Currency> }) {
  const t = useT();
  if (cards.length === 0) return <p className="text-ink-soft">{t('catalogue.listing.no-results')}</p>;
  return (
    <ul className={CARD_GRID_CLASS}>
      {cards.map((card) => (
        <li key={card.id}>
          <CardTile card={card} />
        </li>
      ))}
    </ul>
  );
}
