import { describe, expect, it } from 'vitest';
import {
  type CarouselAction,
  type CarouselState,
  carouselReducer,
  initialCarouselState,
  isRendered,
  isRotating,
  wrapIndex,
} from './carousel-state.ts';

function run(state: CarouselState, ...actions: CarouselAction[]): CarouselState {
  return actions.reduce(carouselReducer, state);
}

// A carousel on screen, as the hook leaves it once the observer has reported it visible.
function visible(count: number, options: { firstOnly?: boolean } = {}): CarouselState {
  return run(initialCarouselState(count, { ...options, hidden: true }), { type: 'visible', on: true });
}

describe('wrapIndex', () => {
  it('keeps indexes inside the slides and wraps past either end', () => {
    expect(wrapIndex(2, 5)).toBe(2);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
  });

  it('gives 0 when there is nothing to show or the index is not a number', () => {
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 4)).toBe(0);
  });
});

describe('stepping through slides', () => {
  it('goes forward and wraps from the last slide to the first', () => {
    const state = run(visible(3), { type: 'next' }, { type: 'next' });
    expect(state.index).toBe(2);
    expect(run(state, { type: 'next' }).index).toBe(0);
  });

  it('goes back and wraps from the first slide to the last', () => {
    expect(run(visible(3), { type: 'previous' }).index).toBe(2);
  });

  it('jumps to a chosen slide (a paginator dot), wrapping an out-of-range choice', () => {
    expect(run(visible(4), { type: 'goTo', index: 2 }).index).toBe(2);
    expect(run(visible(4), { type: 'goTo', index: 5 }).index).toBe(1);
  });

  it('does nothing useful but stays valid with no slides', () => {
    const state = run(
      initialCarouselState(0),
      { type: 'next' },
      { type: 'tick' },
      { type: 'goTo', index: 3 },
    );
    expect(state.index).toBe(0);
    expect(isRotating(state)).toBe(false);
  });
});

describe('auto-advance', () => {
  it('moves to the next slide on each timer tick and wraps', () => {
    const state = visible(2);
    expect(isRotating(state)).toBe(true);
    expect(run(state, { type: 'tick' }).index).toBe(1);
    expect(run(state, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
  });

  it('pauses while a mouse is over the carousel and resumes when it leaves', () => {
    const hovered = run(visible(3), { type: 'hover', on: true });
    expect(isRotating(hovered)).toBe(false);
    expect(run(hovered, { type: 'tick' }).index).toBe(0);
    const left = run(hovered, { type: 'hover', on: false });
    expect(isRotating(left)).toBe(true);
    expect(run(left, { type: 'tick' }).index).toBe(1);
  });

  it('pauses while keyboard focus is inside', () => {
    const focused = run(visible(3), { type: 'focus', on: true });
    expect(run(focused, { type: 'tick' }).index).toBe(0);
    expect(isRotating(run(focused, { type: 'focus', on: false }))).toBe(true);
  });

  it('does not rotate before it is seen, off screen, or in a background tab', () => {
    const offscreen = initialCarouselState(3, { hidden: true });
    expect(isRotating(offscreen)).toBe(false);
    expect(run(offscreen, { type: 'tick' }).index).toBe(0);
    expect(isRotating(run(visible(3), { type: 'visible', on: false }))).toBe(false);
  });

  it('stops for the pause button (and reduced motion) until played again', () => {
    const stopped = run(visible(3), { type: 'stop' });
    expect(run(stopped, { type: 'tick' }, { type: 'tick' }).index).toBe(0);
    // The visitor can still step by hand while it is stopped.
    expect(run(stopped, { type: 'next' }).index).toBe(1);
    expect(run(stopped, { type: 'next' }).stopped).toBe(true);
    expect(run(stopped, { type: 'play' }, { type: 'tick' }).index).toBe(1);
  });

  it('never rotates a single slide', () => {
    expect(isRotating(visible(1))).toBe(false);
    expect(run(visible(1), { type: 'tick' }).index).toBe(0);
  });

  it('does not rotate while a finger drags the track', () => {
    const dragging = run(visible(3), { type: 'drag', dx: -60, factor: 0.4 });
    expect(isRotating(dragging)).toBe(false);
    expect(run(dragging, { type: 'tick' }).index).toBe(0);
  });
});

describe('first slide only', () => {
  it('renders only the first slide at the start', () => {
    const state = visible(4, { firstOnly: true });
    expect([0, 1, 2, 3].map((index) => isRendered(state, index))).toEqual([true, false, false, false]);
  });

  it('renders every slide once the delay is over, still on the first slide', () => {
    const state = run(visible(4, { firstOnly: true }), { type: 'reveal' });
    expect(state.index).toBe(0);
    expect([0, 1, 2, 3].every((index) => isRendered(state, index))).toBe(true);
  });

  it('renders every slide at the first interaction', () => {
    const actions: CarouselAction[] = [
      { type: 'next' },
      { type: 'previous' },
      { type: 'goTo', index: 2 },
      { type: 'release', direction: 'next' },
    ];
    for (const action of actions) expect(run(visible(4, { firstOnly: true }), action).firstOnly).toBe(false);
  });

  it('renders every slide when the timer moves on while they were still held back', () => {
    const state = run(visible(4, { firstOnly: true }), { type: 'tick' });
    expect(state).toMatchObject({ index: 1, firstOnly: false });
  });

  it('keeps holding the others back while the visitor only hovers or focuses', () => {
    const state = run(
      visible(4, { firstOnly: true }),
      { type: 'hover', on: true },
      { type: 'focus', on: true },
    );
    expect(state.firstOnly).toBe(true);
  });

  it('has nothing to hold back with one slide', () => {
    expect(initialCarouselState(1, { firstOnly: true }).firstOnly).toBe(false);
  });
});

describe('swiping', () => {
  it('makes the track follow the finger by the given fraction', () => {
    expect(run(visible(3), { type: 'drag', dx: -100, factor: 0.4 }).dragOffset).toBeCloseTo(-40);
    expect(run(visible(3), { type: 'drag', dx: 50, factor: 0.4 }).dragOffset).toBeCloseTo(20);
  });

  it('does not follow a finger on a single slide', () => {
    expect(run(visible(1), { type: 'drag', dx: -100, factor: 0.4 }).dragOffset).toBe(0);
  });

  it('steps in the swipe direction with wrap and lets go of the track', () => {
    const dragged = run(visible(3), { type: 'drag', dx: -100, factor: 0.4 });
    expect(run(dragged, { type: 'release', direction: 'next' })).toMatchObject({ index: 1, dragOffset: 0 });
    expect(run(dragged, { type: 'release', direction: 'previous' })).toMatchObject({
      index: 2,
      dragOffset: 0,
    });
  });

  it('springs back without moving when the gesture was no swipe', () => {
    const state = run(
      visible(3),
      { type: 'drag', dx: -30, factor: 0.4 },
      { type: 'release', direction: null },
    );
    expect(state).toMatchObject({ index: 0, dragOffset: 0 });
    expect(isRotating(state)).toBe(true);
  });
});
