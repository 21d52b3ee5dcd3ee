import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';
import { Money, useFormatMoney } from '../../ui/money.tsx';

type PricedCard = Pick<CardDetail, 'price' | 'alternatePrices'>;

/** The price a card page shows, and whether postage was taken off it for comparison. */
export interface ShownPrice {
  value: number;
  currency: string;
  /** True when this is the price without postage (the comparison price). */
  withoutPostage: boolean;
  /** The region's postage for this card, when known. */
  shipping: number | null;
}

/** The comparison toggle starts on for cards made for a locale (a region's own artwork). */
export function defaultCompare(card: Pick<CardDetail, 'locale'>): boolean {
  return Boolean(card.locale);
}

/**
 * The price to show in a region: with the comparison toggle on, the region's alternate price minus its
 * postage (to compare with a card bought in a shop); otherwise the full price, postage included.
 */
export function displayedPrice(
  card: PricedCard,
  regionId: number | string,
  compare: boolean,
): ShownPrice | null {
  const alternate = card.alternatePrices[String(regionId)];
  if (compare && alternate) {
    return {
      value: Math.max(0, alternate.value - alternate.shipping),
      currency: alternate.currency,
      withoutPostage: true,
      shipping: alternate.shipping,
    };
  }
  const full = card.price ?? (alternate ? { value: alternate.value, currency: alternate.currency } : null);
  if (!full) return null;
  return {
    value: full.value,
    currency: full.currency,
    withoutPostage: false,
    shipping: alternate?.shipping ?? null,
  };
}

/** The card's price with the compare-without-postage toggle and a line saying what the price covers. */
export function CardPrice({ card, size = 'lg' }: { card: CardDetail; size?: 'lg' | 'md' }) {
  const t = useT();
  const formatMoney = useFormatMoney();
  const region = useShell().region;
  const [compare, setCompare] = useState(() => defaultCompare(card));
  const toggleId = useId();
  const noteId = useId();
  const canCompare = Boolean(card.alternatePrices[String(region.id)]);
  const shown = displayedPrice(card, region.id, compare && canCompare);
  if (!shown) return <p className="text-ink-soft">{t('catalogue.card.price.unavailable')}</p>;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('catalogue.card.price.label')}</span>
        <span className={`font-semibold text-ink ${size === 'lg' ? 'text-3xl' : 'text-2xl'}`}>
          <Money value={shown.value} currency={shown.currency} />
        </span>
        <span className="text-sm text-ink-soft" id={noteId}>
          {shown.withoutPostage
            ? t('catalogue.card.price.without-postage', {
                postage: formatMoney(shown.shipping ?? 0, shown.currency),
              })
            : t('catalogue.card.price.with-postage')}
        </span>
      </p>
      {canCompare ? (
        <div className="mt-2 flex items-center gap-3">
          <input
            id={toggleId}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a checkbox's checked state is its aria-checked; ARIA in HTML forbids the attribute on it.
            role="switch"
            checked={compare}
            aria-describedby={noteId}
            onChange={(event) => setCompare(event.target.checked)}
            className="peer sr-only"
          />
          <label
            htmlFor={toggleId}
            className="flex cursor-pointer items-center gap-3 text-sm text-ink-soft peer-focus-visible:[&>span:first-child]:outline-2 peer-focus-visible:[&>span:first-child]:outline-offset-2 peer-focus-visible:[&>span:first-child]:outline-accent"
          >
            <span
              aria-hidden="true"
              className={`relative inline-flex h-6 w-10 shrink-0 rounded-full transition-colors motion-reduce:transition-none ${compare ? 'bg-sage' : 'bg-ink-soft/50'}`}
            >
              <span
                className={`absolute top-1 left-1 size-4 rounded-full bg-white shadow transition-transform motion-reduce:transition-none ${compare ? 'translate-x-4' : ''}`}
              />
            </span>
            {t('catalogue.card.price.compare')}
          </label>
        </div>
      ) : null}
    </div>
  );
}
