import { TESTIMONIAL_INTERVAL_MS, TESTIMONIALS_MAX } from '@cardshop/shared/constants';
import type { Home } from '@cardshop/shared/contracts/home';
import { useT } from '../../lib/i18n/use-t.tsx';
import { CarouselControls, carouselLabels } from './carousel-controls.tsx';
import { STAR_RATING_MAX, starRating } from './home-rules.ts';
import { StarRow } from './icons.tsx';
import { LazySection, SectionHeading } from './section.tsx';
import { useCarousel } from './use-carousel.ts';

type Testimonial = Home['testimonials'][number];

const STACK_ID = 'home-testimonials-items';

/**
 * Customer reviews, one at a time. Every review sits in the same grid cell, so the box is as tall as the
 * tallest without measuring, and the server HTML is laid out exactly as the hydrated carousel (nothing
 * moves when scripts start). Without scripting (`noscript:` = `@media (scripting: none)`) the reviews form
 * a row that scrolls sideways instead, so every one of them can still be read.
 */
export function Testimonials({ items }: { items: Testimonial[] }) {
  const t = useT();
  const shown = items.slice(0, TESTIMONIALS_MAX);
  const carousel = useCarousel({ count: shown.length, intervalMs: TESTIMONIAL_INTERVAL_MS });
  if (shown.length === 0) return null;
  const { state, rotating } = carousel;

  return (
    <LazySection labelledBy="home-testimonials" tone="sand">
      <div className="grid grid-cols-1 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center md:gap-14">
        <SectionHeading
          id="home-testimonials"
          eyebrow={t('home.testimonials.eyebrow')}
          title={t('home.testimonials.title')}
          intro={t('home.testimonials.intro')}
        />
        <section
          ref={carousel.rootProps.ref as React.RefObject<HTMLElement>}
          onPointerEnter={carousel.rootProps.onPointerEnter}
          onPointerLeave={carousel.rootProps.onPointerLeave}
          onFocus={carousel.rootProps.onFocus}
          onBlur={carousel.rootProps.onBlur}
          aria-roledescription={t('home.testimonials.roledescription')}
          aria-label={t('home.testimonials.label')}
          className="flex min-w-0 flex-col items-center gap-5 md:items-start"
        >
          <div
            id={STACK_ID}
            aria-live={rotating ? 'off' : 'polite'}
            className="grid w-full touch-pan-y touch-pinch-zoom grid-cols-1 noscript:flex noscript:snap-x noscript:snap-mandatory noscript:gap-4 noscript:overflow-x-auto"
            {...carousel.swipeProps}
          >
            {shown.map((item, index) => {
              const active = index === state.index;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI carousel pattern), not a form fieldset.
                <div
                  key={item.id}
                  role="group"
                  aria-roledescription={t('home.testimonials.slide-roledescription')}
                  aria-label={t('home.testimonials.slide-label', { index: index + 1, count: shown.length })}
                  className={[
                    '[grid-area:1/1] motion-safe:transition-[opacity,visibility] motion-safe:duration-500',
                    // Hidden reviews are invisible (so also out of the accessibility tree and tab order),
                    // and leave only after the next one has started to fade in.
                    active ? 'visible opacity-100' : 'invisible opacity-0 motion-safe:delay-200',
                    'noscript:visible noscript:w-full noscript:shrink-0 noscript:snap-center noscript:opacity-100',
                  ].join(' ')}
                >
                  <Review item={item} />
                </div>
              );
            })}
          </div>
          {shown.length > 1 ? (
            <CarouselControls
              carousel={carousel}
              controls={STACK_ID}
              labels={carouselLabels(t, 'home.testimonials', shown.length)}
            />
          ) : null}
        </section>
      </div>
    </LazySection>
  );
}

function Review({ item }: { item: Testimonial }) {
  return (
    <figure className="relative flex h-full flex-col rounded-2xl bg-paper p-7 shadow-[0_1px_2px_rgb(31_36_48/0.06),0_18px_40px_-24px_rgb(31_36_48/0.35)] md:p-10">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-2 right-6 font-display text-[7rem] leading-none text-accent/10 select-none"
      >
        &ldquo;
      </span>
      <Stars rating={item.attributionExtra} />
      <h3 className="mt-4 text-2xl leading-snug md:text-[1.75rem]">{item.title}</h3>
      <blockquote
        className="mt-3 flex-1 text-base leading-relaxed text-ink-soft md:text-lg [&_p]:m-0 [&_p+p]:mt-3"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: testimonial text is sanitised when written (docs/decisions/0005).
        dangerouslySetInnerHTML={{ __html: item.content }}
      />
      <figcaption className="mt-6 flex items-center gap-3 font-semibold text-ink">
        <span aria-hidden="true" className="h-px w-8 bg-accent" />
        {item.attribution}
      </figcaption>
    </figure>
  );
}

/** A 1–5 star rating, read out as 'Rated 4 out of 5'. */
function Stars({ rating }: { rating: number }) {
  const t = useT();
  const stars = starRating(rating);
  if (stars === null) return null;
  return (
    <StarRow
      filled={stars}
      max={STAR_RATING_MAX}
      label={t('home.testimonials.rating', { rating: stars, max: STAR_RATING_MAX })}
      className="h-5 w-[6.25rem] text-[#b7791f]"
    />
  );
}
