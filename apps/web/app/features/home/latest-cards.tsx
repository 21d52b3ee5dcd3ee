import { CARD_CAROUSEL_INTERVAL_MS, CARD_CAROUSEL_JITTER_MS } from '@cardshop/shared/constants';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Currency } from '@cardshop/shared/contracts/config';
import { type ComponentType, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { CarouselControls, carouselLabels } from './carousel-controls.tsx';
import { cardCarouselInterval, rotated } from './home-rules.ts';
import { LazySection, SectionHeading } from './section.tsx';
import { useCarousel } from './use-carousel.ts';

const TRACK_ID = 'home-latest-cards-track';

/**
 * Cards loaded for the 'new cards' rows. The grid has 2 columns on phones, 3 on tablets and 4 on desktops,
 * so phones and desktops show the first four (full rows) and tablets all six; the rest stay in the HTML.
 */
const FULL_ROWS = 'max-sm:[&>ul>li:nth-child(n+5)]:hidden lg:[&>ul>li:nth-child(n+5)]:hidden';

/**
 * The newest cards, with a link to every card. They are a carousel: every 8 s (plus up to 1.5 s, drawn
 * once a page view) the row moves on by one card and wraps round to the first; a mouse over it or keyboard
 * focus in it pauses it, and the controls step, jump and pause. Without scripts it is the first row.
 */
export function LatestCards({
  cards,
  count,
  Grid,
}: {
  cards: CardSummary[];
  count: number;
  /** The catalogue's card grid (routes/home.tsx composes it). */
  Grid: ComponentType<{ cards: CardSummary[]; currencies: Record<string, Currency> }>;
}) {
  const t = useT();
  const { currencies } = useShell();
  const loaded = cards.slice(0, Math.max(0, count));
  // Drawn on each side on its own: it is never rendered, so server and browser need not agree.
  const [intervalMs] = useState(() =>
    cardCarouselInterval(Math.random(), CARD_CAROUSEL_INTERVAL_MS, CARD_CAROUSEL_JITTER_MS),
  );
  const carousel = useCarousel({ count: loaded.length, intervalMs });
  if (loaded.length === 0) return null;
  const shown = rotated(loaded, carousel.state.index);
  return (
    <LazySection labelledBy="home-latest-cards">
      <SectionHeading
        id="home-latest-cards"
        eyebrow={t('home.latest-cards.eyebrow')}
        title={t('home.latest-cards.title')}
        intro={t('home.latest-cards.intro')}
        action={{ to: '/cards', label: t('home.latest-cards.all') }}
      />
      <section
        ref={carousel.rootProps.ref as React.RefObject<HTMLElement>}
        onPointerEnter={carousel.rootProps.onPointerEnter}
        onPointerLeave={carousel.rootProps.onPointerLeave}
        onFocus={carousel.rootProps.onFocus}
        onBlur={carousel.rootProps.onBlur}
        aria-roledescription={t('home.latest-cards.roledescription')}
        aria-label={t('home.latest-cards.title')}
      >
        <div id={TRACK_ID} aria-live={carousel.rotating ? 'off' : 'polite'} className={FULL_ROWS}>
          <Grid cards={shown} currencies={currencies} />
        </div>
        {loaded.length > 1 ? (
          <CarouselControls
            carousel={carousel}
            controls={TRACK_ID}
            labels={carouselLabels(t, 'home.latest-cards', loaded.length)}
            className="mx-auto mt-4 w-fit"
          />
        ) : null}
      </section>
    </LazySection>
  );
}
