import type { CardObject, CardSizeSpec, TextObject } from './schema.ts';
import { bounds, type Rect, writtenHeight } from './validate.ts';

// Where a new decoration goes: on free space of the page's safe area, clear of the words written and
// of the other decorations and QR codes, as near the middle as there is room; the middle itself when
// the page is full.

/** The band of a text box its words cover, aligned as the box aligns them; null when nothing is written. */
export function writtenArea(text: TextObject): Rect | null {
  if (text.text.trim() === '') return null;
  const height = Math.min(text.height, writtenHeight(text));
  const top =
    text.vAlign === 'bottom'
      ? text.y + text.height - height
      : text.vAlign === 'middle'
        ? text.y + (text.height - height) / 2
        : text.y;
  return { left: text.x, top, right: text.x + text.width, bottom: top + height };
}

function overlap(a: Rect, b: Rect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The top left corner for a square of `side` mm on a page with these objects: the free spot nearest the
 * middle of the safe area (a grid of half-sides), else the spot covering the least of what is there.
 */
export function freeSpot(
  objects: readonly CardObject[],
  size: Pick<CardSizeSpec, 'dimensions' | 'margins'>,
  side: number,
): { x: number; y: number } {
  const { dimensions, margins } = size;
  const safe = {
    left: margins.left,
    top: margins.top,
    right: dimensions.width - margins.right,
    bottom: dimensions.height - margins.bottom,
  };
  const middle = { x: (dimensions.width - side) / 2, y: (dimensions.height - side) / 2 };
  if (safe.right - safe.left < side || safe.bottom - safe.top < side)
    return { x: round(middle.x), y: round(middle.y) };
  const taken = objects.flatMap((object) =>
    object.type === 'text' ? (writtenArea(object) ?? []) : [bounds(object)],
  );
  const step = side / 2;
  let best = { x: middle.x, y: middle.y, covered: Number.POSITIVE_INFINITY, distance: 0 };
  for (let y = safe.top; y <= safe.bottom - side + 1e-9; y += step) {
    for (let x = safe.left; x <= safe.right - side + 1e-9; x += step) {
      const spot = { left: x, top: y, right: x + side, bottom: y + side };
      const covered = taken.reduce((sum, rect) => sum + overlap(spot, rect), 0);
      const distance = Math.hypot(x - middle.x, y - middle.y);
      if (covered < best.covered || (covered === best.covered && distance < best.distance)) {
        best = { x, y, covered, distance };
      }
    }
  }
  // Nothing written or placed yet: the middle, as before.
  if (taken.length === 0) return { x: round(middle.x), y: round(middle.y) };
  return { x: round(best.x), y: round(best.y) };
}
