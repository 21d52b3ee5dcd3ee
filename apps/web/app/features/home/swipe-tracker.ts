import {
  isSwipe,
  isTap,
  type SwipeDirection,
  swipeAngle,
  swipeDirection,
} from '@cardshop/shared/rules/swipe';

// Follows one touch from the first contact to lift-off and decides, with the shop's shared swipe rules,
// whether it was a swipe (and which way), a tap, or neither.

export interface SwipeTrack {
  startX: number;
  startY: number;
  startTime: number;
  x: number;
  y: number;
  time: number;
  /** Touch points recorded so far: the start and every move. */
  points: number;
}

export interface SwipeOutcome {
  /** The carousel step the gesture asks for, or null when it was no swipe. */
  direction: SwipeDirection | null;
  /** The finger barely moved: a tap, which should act as a click. */
  tap: boolean;
}

export function startTrack(x: number, y: number, time: number): SwipeTrack {
  return { startX: x, startY: y, startTime: time, x, y, time, points: 1 };
}

export function moveTrack(track: SwipeTrack, x: number, y: number, time: number): SwipeTrack {
  return { ...track, x, y, time, points: track.points + 1 };
}

/** How far the finger has moved sideways, when the movement is mostly sideways; 0 while it scrolls. */
export function horizontalDrag(track: SwipeTrack): number {
  const dx = track.x - track.startX;
  const dy = track.y - track.startY;
  if (isTap(dx, dy)) return 0;
  return swipeDirection(swipeAngle(dx, dy)) ? dx : 0;
}

/** Judges the finished gesture; the lift-off point counts as one more touch point. */
export function finishTrack(track: SwipeTrack, x: number, y: number, time: number): SwipeOutcome {
  const dx = x - track.startX;
  const dy = y - track.startY;
  if (isTap(dx, dy)) return { direction: null, tap: true };
  const gesture = {
    distance: Math.hypot(dx, dy),
    points: track.points + 1,
    durationMs: time - track.startTime,
  };
  if (!isSwipe(gesture)) return { direction: null, tap: false };
  return { direction: swipeDirection(swipeAngle(dx, dy)), tap: false };
}
