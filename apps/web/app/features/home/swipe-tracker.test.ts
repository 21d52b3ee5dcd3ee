import { describe, expect, it } from 'vitest';
import { finishTrack, horizontalDrag, moveTrack, type SwipeTrack, startTrack } from './swipe-tracker.ts';

// A finger moving in even steps from (x0, y0) over `duration` ms, `moves` move events in between.
function gesture(x0: number, y0: number, x1: number, y1: number, duration: number, moves = 4) {
  let track: SwipeTrack = startTrack(x0, y0, 0);
  for (let step = 1; step <= moves; step += 1) {
    const t = (step / (moves + 1)) * duration;
    const f = step / (moves + 1);
    track = moveTrack(track, x0 + (x1 - x0) * f, y0 + (y1 - y0) * f, t);
  }
  return { track, end: () => finishTrack(track, x1, y1, duration) };
}

describe('finishTrack', () => {
  it('reads a quick swipe to the left as next and to the right as previous', () => {
    expect(gesture(300, 200, 150, 210, 200).end()).toEqual({ direction: 'next', tap: false });
    expect(gesture(100, 200, 260, 190, 200).end()).toEqual({ direction: 'previous', tap: false });
  });

  it('ignores a mostly vertical movement (the page scrolling)', () => {
    expect(gesture(200, 400, 190, 200, 200).end().direction).toBeNull();
  });

  it('ignores a drag that is too slow (over 750 ms) or too short (under 50 px)', () => {
    expect(gesture(300, 200, 100, 200, 900).end().direction).toBeNull();
    expect(gesture(300, 200, 260, 200, 100).end().direction).toBeNull();
  });

  it('ignores a flick with too few touch points', () => {
    const track = startTrack(300, 200, 0);
    expect(finishTrack(track, 100, 200, 80).direction).toBeNull();
    expect(finishTrack(moveTrack(track, 200, 200, 40), 100, 200, 80).direction).toBe('next');
  });

  it('calls a touch that barely moved a tap', () => {
    expect(gesture(200, 200, 210, 205, 120).end()).toEqual({ direction: null, tap: true });
  });
});

describe('horizontalDrag', () => {
  it('follows a sideways finger', () => {
    const track = moveTrack(startTrack(300, 200, 0), 220, 210, 50);
    expect(horizontalDrag(track)).toBe(-80);
  });

  it('stays put while the finger is scrolling the page or has barely moved', () => {
    expect(horizontalDrag(moveTrack(startTrack(300, 200, 0), 280, 80, 50))).toBe(0);
    expect(horizontalDrag(moveTrack(startTrack(300, 200, 0), 292, 203, 50))).toBe(0);
  });
});
