import type { ImageSources } from '@cardshop/shared/contracts/catalogue';
import type { GiftCardSummary } from '@cardshop/shared/contracts/gift-cards';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { useShell } from '../../lib/shell/use-shell.ts';

// Small pieces shared by the gift-card tile, listings and the detail page.

/** A gift card's picture at credit-card proportions (85.6 × 54 mm). */
export function GiftCardImage({
  image,
  sizes,
  priority = false,
  className = '',
}: {
  image: ImageSources;
  sizes: string;
  /** The first visible image: eager, high fetch priority. */
  priority?: boolean;
  className?: string;
}) {
  return (
    <picture
      className={`block overflow-hidden rounded-xl bg-sand shadow-md ring-1 ring-black/5 ${className}`}
    >
      <source type="image/webp" srcSet={imageSrcset(image.src, 'webp')} sizes={sizes} />
      <img
        src={image.src}
        srcSet={imageSrcset(image.src, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className="aspect-[85.6/54] h-auto w-full object-cover"
      />
    </picture>
  );
}

/** The card's name, or the generic label of a choose-any (wildcard) card. */
export function useGiftCardName(): (card: Pick<GiftCardSummary, 'name' | 'wildcard'>) => string {
  const t = useT();
  return (card) => (card.wildcard ? t('gift-cards.wildcard-label') : card.name);
}

/** '$25.00 – $500.00 AUD' */
export function useValueRange(): (card: Pick<GiftCardSummary, 'valueFormatted'>) => string {
  const t = useT();
  return ({ valueFormatted }) =>
    valueFormatted.min === valueFormatted.max
      ? t('gift-cards.value-single', { value: valueFormatted.min, currency: valueFormatted.currency })
      : t('gift-cards.value-range', {
          min: valueFormatted.min,
          max: valueFormatted.max,
          currency: valueFormatted.currency,
        });
}

/** Region names by ISO code, from the shop's regions (the code itself when the shop has no such region). */
export function useRegionNames(): {
  name: (iso: string) => string;
  icon: (iso: string) => string | null;
  list: (isos: string[]) => string;
} {
  const { regions } = useShell();
  const locale = useLocale();
  const find = (iso: string) => regions.find((region) => region.iso.toUpperCase() === iso.toUpperCase());
  const name = (iso: string) => find(iso)?.name ?? iso;
  return {
    name,
    icon: (iso) => find(iso)?.icon ?? null,
    list: (isos) =>
      new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(isos.map(name)),
  };
}

/** A small flag (2:1), decorative beside the region's name. */
export function Flag({ src, className = 'h-3.5 w-7' }: { src: string | null; className?: string }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={28}
      height={14}
      loading="lazy"
      className={`inline-block shrink-0 rounded-[3px] object-cover ring-1 ring-black/10 ${className}`}
    />
  );
}
