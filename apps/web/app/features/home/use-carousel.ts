import { useEffect, useReducer, useRef } from 'react';
import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  isRotating,
} from './carousel-state.ts';
import { finishTrack, horizontalDrag, moveTrack, type SwipeTrack, startTrack } from './swipe-tracker.ts';

export interface CarouselOptions {
  count: number;
  /** Time each slide stays before the next. */
  intervalMs: number;
  /** Render only the first slide until this long after mount (or the first interaction). */
  firstSlideOnlyMs?: number;
  /** Fraction of the finger's sideways travel the track follows while dragged; 0 for none. */
  dragFactor?: number;
}

export interface Carousel {
  state: CarouselState;
  dispatch: (action: CarouselAction) => void;
  /** True while the carousel advances by itself (for aria-live: off while rotating). */
  rotating: boolean;
  /** Put on the carousel's outer element: it is observed for visibility and receives the events. */
  rootProps: {
    ref: React.RefObject<HTMLElement | null>;
    onPointerEnter: (event: React.PointerEvent) => void;
    onPointerLeave: (event: React.PointerEvent) => void;
    onFocus: (event: React.FocusEvent) => void;
    onBlur: (event: React.FocusEvent) => void;
  };
  /** Put on the swipeable area (with `touch-action: pan-y`, so vertical scrolling still works). */
  swipeProps: {
    onPointerDown: (event: React.PointerEvent) => void;
    onPointerMove: (event: React.PointerEvent) => void;
    onPointerUp: (event: React.PointerEvent) => void;
    onPointerCancel: () => void;
  };
}

/**
 * Wires the carousel state machine to the browser: the auto-advance and first-slide timers, pausing on
 * mouse hover and keyboard focus, stopping off screen, in a background tab and for reduced motion, and
 * touch swipes. Nothing here runs on the server, and no timer runs while the carousel is out of sight.
 */
export function useCarousel({
  count,
  intervalMs,
  firstSlideOnlyMs,
  dragFactor = 0,
}: CarouselOptions): Carousel {
  const [state, dispatch] = useReducer(carouselReducer, count, (slides) =>
    // Hidden until the observer has seen it on screen, so nothing rotates below the fold.
    initialCarouselState(slides, { firstOnly: firstSlideOnlyMs !== undefined, hidden: true }),
  );
  const ref = useRef<HTMLElement | null>(null);
  const track = useRef<SwipeTrack | null>(null);
  const rotating = isRotating(state);

  // Every other slide renders after the first-slide delay, unless an interaction has revealed them.
  useEffect(() => {
    if (!state.firstOnly || firstSlideOnlyMs === undefined) return;
    const timer = setTimeout(() => dispatch({ type: 'reveal' }), firstSlideOnlyMs);
    return () => clearTimeout(timer);
  }, [state.firstOnly, firstSlideOnlyMs]);

  // Each slide gets a full interval, also after the visitor moved it by hand.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index restarts the timer on every step.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, state.index, intervalMs]);

  // Visitors who ask for reduced motion get no auto-advance; they can still step through by hand.
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    if (query.matches) dispatch({ type: 'stop' });
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) dispatch({ type: 'stop' });
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // Rotate only while on screen and in the foreground tab.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let inView = typeof IntersectionObserver === 'undefined';
    const update = () => dispatch({ type: 'visible', on: inView && document.visibilityState === 'visible' });
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting);
            update();
          });
    observer?.observe(element);
    if (!observer) update();
    document.addEventListener('visibilitychange', update);
    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
    };
  }, []);

  const rootProps: Carousel['rootProps'] = {
    ref,
    // Touch screens emulate hover on tap; only a real mouse pauses the carousel.
    onPointerEnter: (event) => {
      if (event.pointerType === 'mouse') dispatch({ type: 'hover', on: true });
    },
    onPointerLeave: (event) => {
      if (event.pointerType === 'mouse') dispatch({ type: 'hover', on: false });
    },
    // Keyboard focus pauses it (WAI carousel pattern); a mouse click that focuses a dot does not.
    onFocus: (event) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible'))
        dispatch({ type: 'focus', on: true });
    },
    onBlur: (event) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node && ref.current?.contains(next))) dispatch({ type: 'focus', on: false });
    },
  };

  const swipeProps: Carousel['swipeProps'] = {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      track.current = startTrack(event.clientX, event.clientY, event.timeStamp);
    },
    onPointerMove: (event) => {
      if (!track.current || !event.isPrimary) return;
      track.current = moveTrack(track.current, event.clientX, event.clientY, event.timeStamp);
      if (dragFactor > 0) dispatch({ type: 'drag', dx: horizontalDrag(track.current), factor: dragFactor });
    },
    onPointerUp: (event) => {
      if (!track.current || !event.isPrimary) return;
      const outcome = finishTrack(track.current, event.clientX, event.clientY, event.timeStamp);
      track.current = null;
      dispatch({ type: 'release', direction: outcome.direction });
    },
    // The browser took the gesture over (a vertical scroll): spring back.
    onPointerCancel: () => {
      track.current = null;
      dispatch({ type: 'release', direction: null });
    },
  };

  return { state, dispatch, rotating, rootProps, swipeProps };
}
