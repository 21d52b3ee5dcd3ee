import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Currency } from '@cardshop/shared/contracts/config';
import type { ComponentType } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { LazySection, SectionHeading } from './section.tsx';

/**
 * Cards loaded for the 'new cards' rows. The grid has 2 columns on phones, 3 on tablets and 4 on desktops,
 * so phones and desktops show the first four (full rows) and tablets all six; the rest stay in the HTML.
 */
const FULL_ROWS = 'max-sm:[&>ul>li:nth-child(n+5)]:hidden lg:[&>ul>li:nth-child(n+5)]:hidden';

/** The newest cards, with a link to every card. */
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
  const shown = cards.slice(0, Math.max(0, count));
  if (shown.length === 0) return null;
  return (
    <LazySection labelledBy="home-latest-cards">
      <SectionHeading
        id="home-latest-cards"
        eyebrow={t('home.latest-cards.eyebrow')}
        title={t('home.latest-cards.title')}
        intro={t('home.latest-cards.intro')}
        action={{ to: '/cards', label: t('home.latest-cards.all') }}
      />
      <div className={FULL_ROWS}>
        <Grid cards={shown} currencies={currencies} />
      </div>
    </LazySection>
  );
}
