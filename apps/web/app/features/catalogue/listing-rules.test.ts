import { describe, expect, it } from 'vitest';
import { isPlainLeftClick, pageWindow, splitFirstRender } from './listing-rules.ts';

describe('first render', () => {
  const page = Array.from({ length: 24 }, (_, index) => index + 1);

  it('renders two rows of 4 cards and defers the rest of the page until the client is ready', () => {
    const first = splitFirstRender(page, 0);
    expect(first.shown).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(first.deferred).toHaveLength(16);
    expect([...first.shown, ...first.deferred]).toEqual(page);
  });

  it('reveals the rest a batch at a time, then renders everything', () => {
    const partly = splitFirstRender(page, 4);
    expect(partly.shown).toEqual(page.slice(0, 12));
    expect(partly.deferred).toEqual(page.slice(12));
    expect(splitFirstRender(page, Number.POSITIVE_INFINITY)).toEqual({ shown: page, deferred: [] });
  });

  it('renders 7 cards when the custom-artwork tile leads the listing (8 without it)', () => {
    const first = splitFirstRender(page, 0, 1);
    expect(first.shown).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...first.shown, ...first.deferred]).toEqual(page);
  });

  it('handles a short page', () => {
    expect(splitFirstRender([1, 2, 3], 0)).toEqual({ shown: [1, 2, 3], deferred: [] });
  });
});

describe('pageWindow', () => {
  it('offers nothing for a single page', () => {
    expect(pageWindow(1, 1, 1)).toEqual([]);
  });

  it('lists every page of a short listing', () => {
    expect(pageWindow(1, 1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps the first and last page with gaps around the current one', () => {
    expect(pageWindow(1, 1, 27)).toEqual([1, 2, 'gap', 27]);
    expect(pageWindow(10, 10, 27)).toEqual([1, 'gap', 9, 10, 11, 'gap', 27]);
    expect(pageWindow(27, 27, 27)).toEqual([1, 'gap', 26, 27]);
  });

  it('fills a gap of a single page instead of an ellipsis', () => {
    expect(pageWindow(4, 4, 27)).toEqual([1, 2, 3, 4, 5, 'gap', 27]);
  });

  it('spans the pages already on screen after infinite loading', () => {
    expect(pageWindow(2, 5, 27)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 27]);
  });

  it('clamps a page past the end', () => {
    expect(pageWindow(40, 40, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('isPlainLeftClick', () => {
  const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it('takes over a plain left click', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it('leaves new-tab and new-window clicks to the browser', () => {
    expect(isPlainLeftClick({ ...plain, button: 1 })).toBe(false);
    expect(isPlainLeftClick({ ...plain, metaKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, ctrlKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, shiftKey: true })).toBe(false);
    expect(isPlainLeftClick({ ...plain, altKey: true })).toBe(false);
  });
});
