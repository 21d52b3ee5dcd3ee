import { FIRST_RENDER_CARDS } from '@cardshop/shared/constants';

/**
 * Splits a page of cards for rendering: the server and hydration render only the first few as tiles
 * (the rest go in `<noscript>`, so readers without JavaScript still get the whole page); the browser
 * then reveals the rest, `revealed` more at a time (Infinity: everything).
 */
export function splitFirstRender<T>(
  items: readonly T[],
  revealed: number,
  /** Tiles before the cards (the custom-artwork tile): the first render shows that many cards fewer. */
  leading = 0,
): { shown: T[]; deferred: T[] } {
  const count = Math.max(0, FIRST_RENDER_CARDS - leading) + revealed;
  return { shown: items.slice(0, count), deferred: items.slice(count) };
}

/** A numbered page link or a gap (…) in the pagination. */
export type PageSlot = number | 'gap';

/**
 * The page numbers to offer: always the first and last, and `radius` pages either side of the
 * current range (`from`–`to`, the pages on screen); a gap of one page is filled in rather than
 * shown as an ellipsis.
 */
export function pageWindow(from: number, to: number, totalPages: number, radius = 1): PageSlot[] {
  if (totalPages <= 1) return [];
  const low = Math.max(1, Math.min(from, totalPages) - radius);
  const high = Math.min(totalPages, Math.max(to, from) + radius);
  const wanted = new Set<number>([1, totalPages]);
  for (let page = low; page <= high; page += 1) wanted.add(page);
  const pages = [...wanted].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const page of pages) {
    if (page - previous === 2) slots.push(previous + 1);
    else if (page - previous > 2) slots.push('gap');
    slots.push(page);
    previous = page;
  }
  return slots;
}

/** A click the page may take over: the main button with no modifier (others open tabs or windows). */
export function isPlainLeftClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
