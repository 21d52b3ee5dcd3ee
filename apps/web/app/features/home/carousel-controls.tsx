import type { Translate } from '../../lib/i18n/use-t.tsx';
import { ChevronLeft, ChevronRight, PauseGlyph, PlayGlyph } from './icons.tsx';
import type { Carousel } from './use-carousel.ts';

export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** The label of the dot that shows slide `index` (0-based). */
  goTo: (index: number) => string;
}

/** The labels of a carousel whose keys share a prefix (`home.hero` → `home.hero.previous`, …). */
export function carouselLabels(t: Translate, prefix: string, count: number): CarouselLabels {
  return {
    previous: t(`${prefix}.previous`),
    next: t(`${prefix}.next`),
    pause: t(`${prefix}.pause`),
    play: t(`${prefix}.play`),
    goTo: (index) => t(`${prefix}.go-to`, { index: index + 1, count }),
  };
}

const ROUND_BUTTON =
  'grid h-8 w-8 shrink-0 cursor-pointer place-items-center rounded-full text-ink transition-colors hover:bg-sand';

/**
 * Previous and next buttons, a paginator dot per slide and a pause toggle, in one pill. Render it only
 * with more than one slide.
 */
export function CarouselControls({
  carousel,
  controls,
  labels,
  className = '',
}: {
  carousel: Pick<Carousel, 'state' | 'dispatch'>;
  /** The id of the element holding the slides. */
  controls: string;
  labels: CarouselLabels;
  className?: string;
}) {
  const { state, dispatch } = carousel;
  return (
    <div
      // The buttons need scripts; without them the pill would only be clutter.
      className={`flex items-center gap-0.5 rounded-full bg-paper px-1 py-1 shadow-[0_2px_10px_-2px_rgb(31_36_48/0.25)] noscript:hidden ${className}`}
    >
      <button
        type="button"
        className={ROUND_BUTTON}
        aria-controls={controls}
        aria-label={labels.previous}
        onClick={() => dispatch({ type: 'previous' })}
      >
        <ChevronLeft className="h-4 w-4" />
      </button>
      <ol className="flex items-center">
        {Array.from({ length: state.count }, (_, index) => {
          const current = index === state.index;
          return (
            <li key={index}>
              <button
                type="button"
                className="group grid h-8 w-6 cursor-pointer place-items-center"
                aria-controls={controls}
                aria-label={labels.goTo(index)}
                aria-current={current ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index })}
              >
                <span
                  className={`block h-2 rounded-full transition-all duration-300 ${
                    current ? 'w-5 bg-accent' : 'w-2 bg-ink-soft/70 group-hover:bg-ink'
                  }`}
                />
              </button>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={ROUND_BUTTON}
        aria-controls={controls}
        aria-label={labels.next}
        onClick={() => dispatch({ type: 'next' })}
      >
        <ChevronRight className="h-4 w-4" />
      </button>
      <span aria-hidden="true" className="mx-0.5 h-4 w-px bg-line" />
      <button
        type="button"
        className={ROUND_BUTTON}
        aria-label={state.stopped ? labels.play : labels.pause}
        onClick={() => dispatch({ type: state.stopped ? 'play' : 'stop' })}
      >
        {state.stopped ? <PlayGlyph className="h-3.5 w-3.5" /> : <PauseGlyph className="h-4 w-4" />}
      </button>
    </div>
  );
}
