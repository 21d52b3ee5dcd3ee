import { describe, expect, it } from 'vitest';
import { accountMenuHoverDelay, noteSearchHover } from './hover-intent.ts';

describe('the account menu beside the search', () => {
  it('opens at once by hover when the search was not hovered', () => {
    expect(accountMenuHoverDelay(1_000)).toBe(0);
  });

  it('waits 750 ms while the search is hovered and for 750 ms after the pointer left it', () => {
    noteSearchHover(10_000, false);
    expect(accountMenuHoverDelay(10_500)).toBe(750);
    noteSearchHover(11_000, true);
    expect(accountMenuHoverDelay(11_749)).toBe(750);
    expect(accountMenuHoverDelay(11_750)).toBe(0);
  });
});
