import { describe, expect, it } from 'vitest';
import { isSwipe, isTap, swipeAngle, swipeDirection } from './swipe.ts';

describe('swipeAngle', () => {
  it('measures 0 for right, 90 for up, 180 for left and 270 for down on screen', () => {
    expect(swipeAngle(100, 0)).toBe(0);
    expect(swipeAngle(0, -100)).toBe(90);
    expect(swipeAngle(-100, 0)).toBe(180);
    expect(swipeAngle(0, 100)).toBe(270);
  });

  it('gives diagonal angles within [0, 360)', () => {
    expect(swipeAngle(100, -100)).toBeCloseTo(45);
    expect(swipeAngle(-100, -100)).toBeCloseTo(135);
    expect(swipeAngle(-100, 100)).toBeCloseTo(225);
    expect(swipeAngle(100, 100)).toBeCloseTo(315);
  });

  it('gives 0 for no movement and never -0', () => {
    expect(Object.is(swipeAngle(0, 0), 0)).toBe(true);
    expect(Object.is(swipeAngle(5, 0), 0)).toBe(true);
  });
});

describe('swipeDirection', () => {
  it('maps a rightward finger (near 0 or 360) to previous, boundaries included', () => {
    expect(swipeDirection(0)).toBe('previous');
    expect(swipeDirection(60)).toBe('previous');
    expect(swipeDirection(300)).toBe('previous');
    expect(swipeDirection(359.9)).toBe('previous');
  });

  it('maps a leftward finger (120 to 240 inclusive) to next', () => {
    expect(swipeDirection(120)).toBe('next');
    expect(swipeDirection(180)).toBe('next');
    expect(swipeDirection(240)).toBe('next');
  });

  it('ignores mostly vertical movement', () => {
    expect(swipeDirection(60.1)).toBeNull();
    expect(swipeDirection(90)).toBeNull();
    expect(swipeDirection(119.9)).toBeNull();
    expect(swipeDirection(240.1)).toBeNull();
    expect(swipeDirection(270)).toBeNull();
    expect(swipeDirection(299.9)).toBeNull();
  });

  it('accepts angles outside [0, 360) and rejects NaN', () => {
    expect(swipeDirection(-10)).toBe('previous');
    expect(swipeDirection(540)).toBe('next');
    expect(swipeDirection(Number.NaN)).toBeNull();
  });

  it('composes with swipeAngle for real finger movements', () => {
    expect(swipeDirection(swipeAngle(120, -30))).toBe('previous');
    expect(swipeDirection(swipeAngle(-120, 30))).toBe('next');
    expect(swipeDirection(swipeAngle(10, 120))).toBeNull();
  });
});

describe('isSwipe', () => {
  it('accepts a typical flick', () => {
    expect(isSwipe({ distance: 200, points: 8, durationMs: 180 })).toBe(true);
  });

  it('accepts the slowest gesture on the limits: 50 px, 3 points, 750 ms', () => {
    expect(isSwipe({ distance: 50, points: 3, durationMs: 750 })).toBe(true);
  });

  it('rejects gestures that are too short, too sparse or too slow', () => {
    expect(isSwipe({ distance: 49, points: 8, durationMs: 100 })).toBe(false);
    expect(isSwipe({ distance: 200, points: 2, durationMs: 100 })).toBe(false);
    expect(isSwipe({ distance: 200, points: 8, durationMs: 751 })).toBe(false);
  });

  it('treats an instant gesture as fast and a negative duration as invalid', () => {
    expect(isSwipe({ distance: 80, points: 3, durationMs: 0 })).toBe(true);
    expect(isSwipe({ distance: 80, points: 3, durationMs: -5 })).toBe(false);
    expect(isSwipe({ distance: Number.NaN, points: 3, durationMs: 100 })).toBe(false);
  });
});

describe('isTap', () => {
  it('accepts movement within 20 px, boundary included', () => {
    expect(isTap(0, 0)).toBe(true);
    expect(isTap(20, 0)).toBe(true);
    expect(isTap(-12, 16)).toBe(true);
  });

  it('rejects movement beyond 20 px in any direction, measured as a straight line', () => {
    expect(isTap(21, 0)).toBe(false);
    expect(isTap(0, -21)).toBe(false);
    expect(isTap(15, 15)).toBe(false);
  });
});

describe('swipes past the duration limit', () => {
  it('refuses a long gesture even when it is far and fast enough per frame', () => {
    expect(isSwipe({ distance: 5000, points: 50, durationMs: 751 })).toBe(false);
    expect(isSwipe({ distance: 5000, points: 50, durationMs: 750 })).toBe(true);
  });
});
