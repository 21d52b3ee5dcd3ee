import type { SwipeDirection } from '@cardshop/shared/rules/swipe';

// The state machine of the homepage carousels (hero slideshow and testimonials), kept free of timers and
// the DOM so it can be tested on its own. The hook in use-carousel.ts feeds it timer ticks and events.

export interface CarouselState {
  /** Number of slides. */
  count: number;
  /** The slide shown, 0-based. */
  index: number;
  /** Only the first slide is rendered (the hero, until its first-slide delay or the first interaction). */
  firstOnly: boolean;
  /** A mouse pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
  /** The carousel is off screen or the tab is in the background, so rotating would be wasted. */
  hidden: boolean;
  /** The visitor pressed pause, or prefers reduced motion. */
  stopped: boolean;
  /** How far the track follows a dragging finger, in px (0 when not dragging). */
  dragOffset: number;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  /** The auto-advance timer fired. */
  | { type: 'tick' }
  /** The first-slide-only delay is over: render every slide. */
  | { type: 'reveal' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean }
  | { type: 'visible'; on: boolean }
  | { type: 'stop' }
  | { type: 'play' }
  /** A finger moved `dx` px sideways; the track follows by `factor` of it. */
  | { type: 'drag'; dx: number; factor: number }
  /** The finger lifted: step in the swipe's direction, or spring back when it was not a swipe. */
  | { type: 'release'; direction: SwipeDirection | null };

export interface CarouselOptions {
  /** Render only the first slide until `reveal` or the first interaction. */
  firstOnly?: boolean;
  /** The carousel starts off screen until told it is visible. */
  hidden?: boolean;
}

/** Brings any whole number into 0 … count-1, so stepping past either end wraps round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

export function initialCarouselState(count: number, options: CarouselOptions = {}): CarouselState {
  const safeCount = Math.max(0, Math.trunc(count));
  return {
    count: safeCount,
    index: 0,
    // With one slide there is nothing else to hold back.
    firstOnly: Boolean(options.firstOnly) && safeCount > 1,
    hovered: false,
    focused: false,
    hidden: options.hidden ?? false,
    stopped: false,
    dragOffset: 0,
  };
}

/** Tells whether the carousel should advance by itself now. */
export function isRotating(state: CarouselState): boolean {
  return (
    state.count > 1 &&
    !state.hovered &&
    !state.focused &&
    !state.hidden &&
    !state.stopped &&
    state.dragOffset === 0
  );
}

/** Tells whether a slide is rendered at all (the rest wait for the first-slide-only gate). */
export function isRendered(state: CarouselState, index: number): boolean {
  return index === 0 || !state.firstOnly;
}

// A step the visitor asked for: it counts as the first interaction, so every slide renders from now on.
function show(state: CarouselState, index: number): CarouselState {
  if (state.count === 0) return state;
  return { ...state, index: wrapIndex(index, state.count), firstOnly: false, dragOffset: 0 };
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  switch (action.type) {
    case 'next':
      return show(state, state.index + 1);
    case 'previous':
      return show(state, state.index - 1);
    case 'goTo':
      return show(state, action.index);
    case 'tick':
      // A timer that fires while paused (hover began just before it) must not move the slide.
      return isRotating(state) ? show(state, state.index + 1) : state;
    case 'reveal':
      return state.firstOnly ? { ...state, firstOnly: false } : state;
    case 'hover':
      return state.hovered === action.on ? state : { ...state, hovered: action.on };
    case 'focus':
      return state.focused === action.on ? state : { ...state, focused: action.on };
    case 'visible':
      return state.hidden === !action.on ? state : { ...state, hidden: !action.on };
    case 'stop':
      return state.stopped ? state : { ...state, stopped: true };
    case 'play':
      return state.stopped ? { ...state, stopped: false } : state;
    case 'drag': {
      if (state.count < 2) return state;
      const offset = Number.isFinite(action.dx) ? action.dx * action.factor : 0;
      // Normalise -0 so a drag back to the start counts as not dragging.
      return { ...state, dragOffset: offset === 0 ? 0 : offset };
    }
    case 'release':
      if (action.direction === 'next') return show(state, state.index + 1);
      if (action.direction === 'previous') return show(state, state.index - 1);
      return state.dragOffset === 0 ? state : { ...state, dragOffset: 0 };
    default:
      return state;
  }
}
