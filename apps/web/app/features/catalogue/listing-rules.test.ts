import { describe, expect, it } from 'vitest';
import {
  firstRenderCount,
  isPlainLeftClick,
  pageWindow,
  showCustomTile,
  splitFirstRender,
} from './listing-rules.ts';

describe('showCustomTile', () => {
  it('follows the organisation in organisation mode, whatever the listing', () => {
    expect(showCustomTile({ organisation: { allowCustom: true }, artist: null, allowCustom: false })).toBe(
      true,
    );
    expect(showCustomTile({ organisation: { allowCustom: false }, artist: null, allowCustom: true })).toBe(
      false,
    );
    expect(
      showCustomTile({ organisation: { allowCustom: true }, artist: { id: 'a' }, allowCustom: false }),
    ).toBe(true);
  });

  it('shows on listings without an artist that allow custom artwork', () => {
    expect(showCustomTile({ organisation: null, artist: null, allowCustom: true })).toBe(true);
  });

  it('hides on an artist listing and where custom artwork is not allowed', () => {
    expect(showCustomTile({ organisation: null, artist: { id: 'a' }, allowCustom: true })).toBe(false);
    expect(showCustomTile({ organisation: null, artist: null, allowCustom: false })).toBe(false);
    expect(showCustomTile({ organisation: null, artist: undefined, allowCustom: false })).toBe(false);
  });
});

describe('first render', () => {
  const page = Array.from({ length: 24 }, (_, index) => index + 1);

  it('renders 7 cards beside the custom tile and 8 without it', () => {
    expect(firstRenderCount(true)).toBe(7);
    expect(firstRenderCount(false)).toBe(8);
  });

  it('defers the rest of the page until the client is ready', () => {
    const withTile = splitFirstRender(page, { revealed: 0, withCustomTile: true });
    expect(withTile.shown).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(withTile.deferred).toHaveLength(17);
    expect([...withTile.shown, ...withTile.deferred]).toEqual(page);
    const without = splitFirstRender(page, { revealed: 0, withCustomTile: false });
    expect(without.shown).toHaveLength(8);
    expect(without.deferred[0]).toBe(9);
  });

  it('reveals the rest a batch at a time, then renders everything', () => {
    const partly = splitFirstRender(page, { revealed: 4, withCustomTile: true });
    expect(partly.shown).toEqual(page.slice(0, 11));
    expect(partly.deferred).toEqual(page.slice(11));
    expect(splitFirstRender(page, { revealed: Number.POSITIVE_INFINITY, withCustomTile: true })).toEqual({
      shown: page,
      deferred: [],
    });
  });

  it('handles a short page', () => {
    expect(splitFirstRender([1, 2, 3], { revealed: 0, withCustomTile: false })).toEqual({
      shown: [1, 2, 3],
      deferred: [],
    });
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
