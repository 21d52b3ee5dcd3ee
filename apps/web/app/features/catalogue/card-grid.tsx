import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Currency } from '@cardshop/shared/contracts/config';
import { formatMoney } from '@cardshop/shared/rules/money';
import { Link } from 'react-router';

/** Card tiles: artwork, name, artist and the price in the visitor's region. */
export function CardGrid({
  cards,
  currencies,
}: {
  cards: CardSummary[];
  currencies: Record<string, Currency>;
}) {
  if (cards.length === 0) return <p>No cards match your search. Try fewer filters.</p>;
  return (
    <ul className="card-grid">
      {cards.map((card, index) => {
        const currency = card.price ? currencies[card.price.currency] : undefined;
        return (
          <li key={card.id}>
            <Link to={card.fullPath}>
              <picture>
                <source
                  type="image/webp"
                  srcSet={card.image.srcset.webp}
                  sizes="(max-width: 480px) 50vw, 240px"
                />
                <img
                  src={card.image.src}
                  srcSet={card.image.srcset.jpeg}
                  sizes="(max-width: 480px) 50vw, 240px"
                  width={card.image.width}
                  height={card.image.height}
                  alt={card.image.alt}
                  loading={index < 4 ? 'eager' : 'lazy'}
                />
              </picture>
              <span>{card.name}</span>
            </Link>
            <div>
              <Link to={card.artist.fullPath}>{card.artist.brandName}</Link>
            </div>
            {card.price && currency ? <div>{formatMoney(card.price.value, currency)}</div> : null}
          </li>
        );
      })}
    </ul>
  );
}
