import { describe, expect, it } from 'vitest';
import { freeSpot, writtenArea } from './placement.ts';
import type { CardObject, TextObject } from './schema.ts';

// A folded card's inside page: 127 × 178 mm, 10 mm margins left and right, 12 mm top and bottom.
const SIZE = {
  dimensions: { width: 127, height: 178 },
  margins: { top: 12, right: 10, bottom: 12, left: 10 },
};
const DECAL = 24;

const message = (text: string, vAlign: TextObject['vAlign'] = 'top'): TextObject => ({
  type: 'text',
  id: 'text-1',
  x: 10,
  y: 12,
  width: 107,
  height: 154,
  text,
  font: 'caveat',
  size: 28,
  lineHeight: 100,
  color: '#1f2a44',
  hAlign: 'center',
  vAlign,
  strokeSize: 20,
  penStyle: 'ballpoint',
});

const square = (spot: { x: number; y: number }) => ({
  left: spot.x,
  top: spot.y,
  right: spot.x + DECAL,
  bottom: spot.y + DECAL,
});
const overlaps = (
  a: ReturnType<typeof square>,
  b: { left: number; top: number; right: number; bottom: number },
) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('where a decoration goes', () => {
  it('goes in the middle of an empty page', () => {
    expect(freeSpot([message('')], SIZE, DECAL)).toEqual({ x: 51.5, y: 77 });
  });

  it('lands clear of a message written in the middle, inside the margins', () => {
    const text = message('Happy birthday, Nan!\nLots of love\nSam', 'middle');
    const words = writtenArea(text);
    expect(words).not.toBeNull();
    const spot = freeSpot([text], SIZE, DECAL);
    expect(overlaps(square(spot), words!)).toBe(false);
    expect(spot.x).toBeGreaterThanOrEqual(10);
    expect(spot.y).toBeGreaterThanOrEqual(12);
    expect(spot.x + DECAL).toBeLessThanOrEqual(117);
    expect(spot.y + DECAL).toBeLessThanOrEqual(166);
  });

  it('lands clear of the decorations already there too', () => {
    const text = message('Happy birthday!');
    const first = freeSpot([text], SIZE, DECAL);
    const decal: CardObject = {
      type: 'decal',
      id: 'decal-1',
      decalId: 'heart',
      ...first,
      width: DECAL,
      height: DECAL,
      rotation: 0,
    };
    const second = freeSpot([text, decal], SIZE, DECAL);
    expect(overlaps(square(second), square(first))).toBe(false);
    expect(overlaps(square(second), writtenArea(text)!)).toBe(false);
  });

  it('covers the least it can when the words fill the page', () => {
    const full = message('A long letter that goes on. '.repeat(60));
    const spot = freeSpot([full], SIZE, DECAL);
    expect(spot.x).toBeGreaterThanOrEqual(10);
    expect(spot.y + DECAL).toBeLessThanOrEqual(166);
  });
});

describe('the band a message covers', () => {
  it('follows the box’s vertical alignment and has none when nothing is written', () => {
    expect(writtenArea(message(''))).toBeNull();
    const top = writtenArea(message('One line'))!;
    const bottom = writtenArea(message('One line', 'bottom'))!;
    expect(top.top).toBe(12);
    expect(bottom.bottom).toBe(166);
    expect(bottom.bottom - bottom.top).toBeCloseTo(top.bottom - top.top);
  });
});
