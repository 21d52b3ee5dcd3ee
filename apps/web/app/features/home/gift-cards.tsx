import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import type { ComponentType } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { HOME_GIFT_CARDS_COUNT } from './home-rules.ts';
import { LazySection, SectionHeading } from './section.tsx';

/** A few gift cards of the visitor's region, to view or quick-add, and a link to all of them. */
export function HomeGiftCards({
  cards,
  Tile,
}: {
  cards: GiftCardSummary[];
  /** The gift cards' listing tile (routes/home.tsx composes it). */
  Tile: ComponentType<{ card: GiftCardSummary }>;
}) {
  const t = useT();
  const shown = cards.slice(0, HOME_GIFT_CARDS_COUNT);
  if (shown.length === 0) return null;
  return (
    <LazySection labelledBy="home-gift-cards" tone="sand">
      <SectionHeading
        id="home-gift-cards"
        eyebrow={t('home.gift-cards.eyebrow')}
        title={t('home.gift-cards.title')}
        intro={t('home.gift-cards.intro')}
        action={{ to: '/gift-cards', label: t('home.gift-cards.all') }}
      />
      {/* Phones get a row that scrolls sideways (the next tile peeks in) instead of three tall tiles. */}
      <ul className="relative -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
        {shown.map((card) => (
          <li key={card.id} className="w-[85%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
            <Tile card={card} />
          </li>
        ))}
      </ul>
    </LazySection>
  );
}
