import { PRODUCT_VIEW_DELAY_MS } from '@cardshop/shared/constants';
import type { CardDetail, CardRelated, CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { formatDimensions } from '@cardshop/shared/rules/units';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { track } from '../../lib/analytics/journey.ts';
import { trackProductView } from '../../lib/analytics/product-events.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { Deferred } from '../../ui/deferred.tsx';
import { Expandable } from '../../ui/expandable.tsx';
import { Money } from '../../ui/money.tsx';
import { CardPreview } from './card-preview.tsx';
import { CardPrice } from './card-price.tsx';
import { DimensionVisual } from './dimension-visual.tsx';
import { PreviousSends } from './previous-sends.tsx';
import { BUTTON_PRIMARY, BUTTON_SECONDARY } from './purchase-buttons.ts';
import { FavouriteButton } from './purchase-favourite.tsx';
import { usePurchaseOptions } from './purchase-options.tsx';

const INCLUDED = ['envelope', 'printing', 'handwriting', 'postage'] as const;

/** A card's own page: preview, price, actions, details, the artist and related cards. */
export function CardArtView({
  content,
  related,
}: {
  content: Content;
  related: Promise<CardRelated | null>;
}) {
  const t = useT();
  const openOptions = usePurchaseOptions();
  const card = content.card;
  const cardId = card?.id;

  // A product view counts once the visitor has stayed a second (bounces are not views): in the journey
  // and in the data layer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: one view per card shown, not per render.
  useEffect(() => {
    if (!card) return;
    const timer = window.setTimeout(() => {
      track({ category: 'product', event: 'view', label: card.id });
      trackProductView(card);
    }, PRODUCT_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cardId]);

  if (!card) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6">
        <Breadcrumbs items={content.breadcrumbs} />
        <h1 className="mt-4 text-3xl">{content.heading}</h1>
      </div>
    );
  }

  const size = card.sizeDetails;
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-16 sm:pt-6">
      <Breadcrumbs items={content.breadcrumbs} />
      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-14">
        <section aria-label={t('catalogue.card.preview.label')} className="md:sticky md:top-6 md:self-start">
          <CardPreview card={card} priority sizes="(max-width: 767px) 80vw, 440px" />
        </section>

        <div className="min-w-0">
          <p className="text-sm text-ink-soft">
            {t('catalogue.card.by')}{' '}
            <Link to={card.artist.fullPath} className="font-medium">
              {card.artist.brandName}
            </Link>
          </p>
          <div className="mt-1 flex items-start justify-between gap-4">
            <h1 className="text-3xl leading-tight sm:text-4xl">{card.name}</h1>
            <FavouriteButton cardId={card.id} cardName={card.name} className="shrink-0" />
          </div>
          {card.greeting ? <p className="mt-2 text-lg text-ink-soft italic">“{card.greeting}”</p> : null}

          <div className="mt-6">
            <CardPrice card={card} />
          </div>

          <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
            <Link to={`/write?card=${encodeURIComponent(card.id)}`} className={BUTTON_PRIMARY}>
              {t('catalogue.card.actions.write')}
            </Link>
            <button type="button" className={BUTTON_SECONDARY} onClick={() => openOptions(card, 'blank')}>
              {t('catalogue.card.actions.blank')}
            </button>
            <Link
              to={`/send?card=${encodeURIComponent(card.id)}`}
              className={`${BUTTON_SECONDARY} col-span-2`}
            >
              {t('catalogue.card.actions.bulk')}
            </Link>
          </div>
          <div className="mt-3 empty:hidden">
            <PreviousSends cardId={card.id} />
          </div>

          <section aria-labelledby="card-includes" className="mt-8 rounded-2xl bg-sand px-5 py-4">
            <h2
              id="card-includes"
              className="font-sans text-sm font-semibold tracking-wide text-ink uppercase"
            >
              {t('catalogue.card.includes.title')}
            </h2>
            <ul className="mt-3 grid gap-2 text-sm text-ink sm:grid-cols-2">
              {INCLUDED.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <svg
                    viewBox="0 0 20 20"
                    width="18"
                    height="18"
                    aria-hidden="true"
                    className="mt-px shrink-0 text-sage"
                  >
                    <path
                      d="M4 10.5l3.5 3.5L16 6"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {t(`catalogue.card.includes.${item}`)}
                </li>
              ))}
            </ul>
          </section>

          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-ink-soft">{t('catalogue.card.details.format')}</dt>
            <dd className="text-ink">{size.name}</dd>
            <dt className="text-ink-soft">{t('catalogue.card.details.dimensions')}</dt>
            <dd className="flex items-center gap-3 text-ink">
              <DimensionVisual dimensions={size.dimensions} />
              {t('catalogue.card.details.dimensions-value', {
                mm: formatDimensions(size.dimensions, 'mm'),
                inches: formatDimensions(size.dimensions, 'in'),
              })}
            </dd>
          </dl>

          {card.description ? (
            <Expandable className="mt-6">
              <div
                className="prose-shop text-ink"
                // Catalogue HTML is sanitised when written (ARCHITECTURE.md).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server content
                dangerouslySetInnerHTML={{ __html: card.description }}
              />
            </Expandable>
          ) : null}

          {card.tags.length > 0 ? (
            <section aria-labelledby="card-similar" className="mt-8">
              <h2 id="card-similar" className="text-xl">
                {t('catalogue.card.similar.title')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {card.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={tag.path}
                      className="inline-flex min-h-10 items-center rounded-full border border-line bg-paper px-4 py-2 text-sm text-ink no-underline transition-colors hover:border-accent hover:text-accent hover:no-underline"
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <AboutArtist card={card} summary={content.artist?.summary ?? null} />
      <Deferred resolve={related}>
        {(value) => (value ? <RelatedCards card={card} related={value} /> : null)}
      </Deferred>
    </div>
  );
}

function AboutArtist({ card, summary }: { card: CardDetail; summary: string | null }) {
  const t = useT();
  const artist = card.artist;
  return (
    <section
      aria-labelledby="card-artist"
      className="mt-14 flex flex-col items-start gap-5 rounded-2xl border border-line bg-white/60 p-6 sm:flex-row sm:items-center sm:p-8"
    >
      <img
        src={artist.cardLogo}
        alt={t('catalogue.card.artist.logo-alt', { artist: artist.brandName })}
        width={96}
        height={96}
        loading="lazy"
        className="size-20 shrink-0 rounded-full bg-sand object-contain sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium tracking-wide text-ink-soft uppercase">
          {t('catalogue.card.artist.title')}
        </p>
        <h2 id="card-artist" className="mt-1 text-2xl">
          {artist.brandName}
        </h2>
        <p className="mt-2 max-w-prose text-ink-soft">
          {summary || t('catalogue.card.artist.body', { artist: artist.brandName })}
        </p>
      </div>
      <Link to={artist.fullPath} className={`${BUTTON_SECONDARY} shrink-0`}>
        {t('catalogue.card.artist.link', { artist: artist.brandName })}
      </Link>
    </section>
  );
}

/** The heading of the related cards: by the artist, in the card's tag, or a general suggestion. */
export function relatedHeading(
  related: Pick<CardRelated, 'type' | 'id'>,
  card: Pick<CardDetail, 'artist' | 'tags'>,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const { type, id } = related;
  if (type === 'artist') return t('catalogue.card.related.artist', { artist: card.artist.brandName });
  const tag = type === 'tag' ? card.tags.find((entry) => entry.id === id) : undefined;
  if (tag) return t('catalogue.card.related.tag', { tag: tag.name });
  return t('catalogue.card.related.generic');
}

function RelatedCards({ card, related }: { card: CardDetail; related: CardRelated }) {
  const t = useT();
  const items = related.items;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="card-related" className="mt-14">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="card-related" className="text-2xl sm:text-3xl">
          {relatedHeading(related, card, t)}
        </h2>
        <Link to={related.path} className="font-medium">
          {t('catalogue.card.related.all')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item) => (
          <RelatedTile key={item.id} card={item} />
        ))}
      </ul>
    </section>
  );
}

function RelatedTile({ card }: { card: CardSummary }) {
  const sizes = '(max-width: 639px) 45vw, (max-width: 1023px) 30vw, 260px';
  return (
    <li>
      <Link to={card.fullPath} className="group block text-ink no-underline hover:no-underline">
        <span className="flex aspect-square items-center justify-center rounded-xl bg-sand p-4 transition-colors group-hover:bg-line/70 sm:p-6">
          <picture className="contents">
            <source type="image/webp" srcSet={imageSrcset(card.image.src, 'webp')} sizes={sizes} />
            <img
              src={card.image.src}
              srcSet={imageSrcset(card.image.src, 'jpeg')}
              sizes={sizes}
              width={card.image.width}
              height={card.image.height}
              alt={card.image.alt}
              loading="lazy"
              className="block max-h-full w-auto max-w-full rounded-[2px] object-contain shadow-[0_1px_2px_rgb(31_36_48/0.12),0_8px_18px_-6px_rgb(31_36_48/0.3)] transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none"
            />
          </picture>
        </span>
        <span className="mt-3 block font-medium group-hover:text-accent">{card.name}</span>
      </Link>
      <span className="block text-sm text-ink-soft">{card.artist.brandName}</span>
      {card.price ? (
        <span className="mt-0.5 block text-sm font-medium text-ink">
          <Money value={card.price.value} currency={card.price.currency} />
        </span>
      ) : null}
    </li>
  );
}
