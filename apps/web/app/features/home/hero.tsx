import {
  BREAKPOINT_PORTRAIT_MOBILE,
  HERO_DRAG_FACTOR,
  HERO_FIRST_SLIDE_ONLY_MS,
  HERO_INTERVAL_MS,
} from '@cardshop/shared/constants';
import type { HeroSlide } from '@cardshop/shared/contracts/home';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { belowWidth } from '@cardshop/shared/rules/media';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import { CarouselControls, carouselLabels } from './carousel-controls.tsx';
import { isRendered } from './carousel-state.ts';
import { isLongTitle, slideBackground, slideTone } from './hero-state.ts';
import { ArrowRight } from './icons.tsx';
import { useCarousel } from './use-carousel.ts';

const TRACK_ID = 'home-hero-slides';

// The slide artwork spans the content width of the page (the phone image only below 480 px).
const MOBILE_IMAGE_SIZES = 'calc(100vw - 2rem)';
/** Where the phone image applies: portrait phones, up to 479 px. */
const MOBILE_IMAGE_MEDIA = belowWidth(BREAKPOINT_PORTRAIT_MOBILE);
const DESKTOP_IMAGE_SIZES = '(min-width: 1152px) 1120px, calc(100vw - 2rem)';

/** The homepage hero: rotating slides with their artwork, text and a call to action. */
export function Hero({ slides }: { slides: HeroSlide[] }) {
  const t = useT();
  const carousel = useCarousel({
    count: slides.length,
    intervalMs: HERO_INTERVAL_MS,
    firstSlideOnlyMs: HERO_FIRST_SLIDE_ONLY_MS,
    dragFactor: HERO_DRAG_FACTOR,
  });
  const { state, rotating } = carousel;
  if (slides.length === 0) return null;
  const dragging = state.dragOffset !== 0;

  return (
    <section
      ref={carousel.rootProps.ref as React.RefObject<HTMLElement>}
      onPointerEnter={carousel.rootProps.onPointerEnter}
      onPointerLeave={carousel.rootProps.onPointerLeave}
      onFocus={carousel.rootProps.onFocus}
      onBlur={carousel.rootProps.onBlur}
      aria-roledescription={t('home.hero.roledescription')}
      aria-label={t('home.hero.label')}
      className="mx-auto max-w-6xl px-4 pt-4 md:pt-6"
    >
      {/* One fixed height per breakpoint whatever the slide says, so nothing below moves when slides
          change or the others render after the first-slide delay. */}
      <div className="relative isolate h-[30rem] overflow-hidden rounded-2xl bg-sand shadow-[0_1px_3px_rgb(31_36_48/0.08),0_12px_32px_-12px_rgb(31_36_48/0.18)] md:h-[27.5rem] lg:h-[29rem]">
        <div
          id={TRACK_ID}
          aria-live={rotating ? 'off' : 'polite'}
          className={`relative h-full touch-pan-y touch-pinch-zoom ${dragging ? '' : 'transition-transform duration-300 ease-out motion-reduce:transition-none'}`}
          style={dragging ? { transform: `translate3d(${state.dragOffset}px,0,0)` } : undefined}
          {...carousel.swipeProps}
        >
          {slides.map((slide, index) =>
            isRendered(state, index) ? (
              <Slide
                key={slide.id}
                slide={slide}
                index={index}
                count={slides.length}
                active={index === state.index}
              />
            ) : null,
          )}
        </div>
        {slides.length > 1 ? (
          <CarouselControls
            carousel={carousel}
            controls={TRACK_ID}
            labels={carouselLabels(t, 'home.hero', slides.length)}
            className="absolute top-3 right-3 z-20 md:top-auto md:right-5 md:bottom-5"
          />
        ) : null}
      </div>
    </section>
  );
}

function Slide({
  slide,
  index,
  count,
  active,
}: {
  slide: HeroSlide;
  index: number;
  count: number;
  active: boolean;
}) {
  const t = useT();
  const first = index === 0;
  const dark = slideTone(slide.bgColor) === 'dark';
  const long = isLongTitle(slide.title);
  const { mobile, desktop } = slide.imagery;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI carousel pattern), not a form fieldset.
    <div
      role="group"
      aria-roledescription={t('home.hero.slide-roledescription')}
      aria-label={t('home.hero.slide-label', { index: index + 1, count })}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={[
        'hero-slide absolute inset-0 flex flex-col motion-safe:transition-opacity motion-safe:duration-700 motion-safe:ease-out',
        // The incoming slide fades in on top; the outgoing one stays beneath until it is covered.
        active ? 'z-10 opacity-100' : 'z-0 opacity-0 motion-safe:delay-700',
        // Slides that render later fade in when they arrive already current (first-slide delay or a click).
        first ? '' : 'motion-safe:starting:opacity-0',
        long ? 'hero-slide--long' : '',
        slide.className ?? '',
      ].join(' ')}
      style={{ backgroundColor: slideBackground(slide.bgColor) }}
    >
      <picture className="relative block h-52 shrink-0 overflow-hidden md:absolute md:inset-0 md:h-full">
        <source
          media={MOBILE_IMAGE_MEDIA}
          type="image/webp"
          srcSet={imageSrcset(mobile.src, 'webp')}
          sizes={MOBILE_IMAGE_SIZES}
        />
        <source
          media={MOBILE_IMAGE_MEDIA}
          srcSet={imageSrcset(mobile.src, 'jpeg')}
          sizes={MOBILE_IMAGE_SIZES}
        />
        <source type="image/webp" srcSet={imageSrcset(desktop.src, 'webp')} sizes={DESKTOP_IMAGE_SIZES} />
        <img
          src={desktop.src}
          srcSet={imageSrcset(desktop.src, 'jpeg')}
          sizes={DESKTOP_IMAGE_SIZES}
          width={desktop.width}
          height={desktop.height}
          alt={desktop.alt}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding={first ? 'sync' : 'async'}
          draggable={false}
          className="h-full w-full object-cover object-[50%_50%] select-none xs:object-[80%_50%]"
        />
      </picture>
      <div
        className={[
          'relative flex min-h-0 flex-1 flex-col justify-center gap-3 p-6',
          'md:absolute md:inset-y-6 md:left-6 md:w-[min(58%,30rem)] lg:w-[min(48%,32rem)] md:flex-none md:gap-4 md:rounded-xl md:p-9 lg:inset-y-8 lg:left-8 lg:p-10',
          'md:shadow-[0_10px_30px_-12px_rgb(31_36_48/0.35)]',
          dark ? 'text-paper' : 'text-ink',
        ].join(' ')}
        style={{ backgroundColor: slideBackground(slide.bgColor) }}
      >
        <h2
          className={[
            'shrink-0 font-display leading-[1.1] tracking-tight text-balance',
            dark ? 'text-paper' : 'text-ink',
            long
              ? 'text-[1.625rem] md:text-[2.125rem] lg:text-[2.375rem]'
              : 'text-4xl md:text-5xl lg:text-[3.5rem]',
          ].join(' ')}
        >
          {slide.title}
        </h2>
        <p
          className={`line-clamp-3 shrink-0 text-base leading-snug text-pretty md:text-lg ${dark ? 'text-paper/90' : 'text-ink-soft'}`}
        >
          {slide.subtitle}
        </p>
        <div
          className={`hidden shrink-0 text-[0.9375rem] leading-relaxed text-pretty lg:line-clamp-3 [&_p]:m-0 ${dark ? 'text-paper/85' : 'text-ink-soft'}`}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: slide text is sanitised when written (docs/decisions/0005).
          dangerouslySetInnerHTML={{ __html: slide.content }}
        />
        <p className="mt-1 md:mt-2">
          <Link
            to={slide.ctaLink}
            className={[
              'inline-flex min-h-11 items-center gap-2 rounded-full px-5 py-2.5 text-[0.9375rem] font-semibold no-underline shadow-sm transition-colors hover:no-underline',
              dark
                ? 'bg-paper text-ink hover:bg-sand focus-visible:outline-paper'
                : 'bg-accent text-paper hover:bg-accent-dark',
            ].join(' ')}
          >
            {slide.ctaLabel}
            <ArrowRight className="h-4 w-4" />
          </Link>
        </p>
      </div>
    </div>
  );
}
