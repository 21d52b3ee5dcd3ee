import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import { CARD_GRID_CLASS } from './card-grid.tsx';
import { CardTile } from './card-tile.tsx';
import { FavouriteButton } from './purchase-favourite.tsx';

/** Favourite cards as listing tiles, in the order given, each with its heart (the account's /favourites). */
export function FavouriteCards({ cards }: { cards: CardSummary[] }) {
  return (
    <ul className={CARD_GRID_CLASS}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <CardTile
            card={card}
            priority={index === 0 ? 'high' : index < 4 ? 'eager' : 'lazy'}
            corner={<FavouriteButton cardId={card.id} cardName={card.name} size="sm" />}
          />
        </li>
      ))}
    </ul>
  );
}
