import { describe, expect, it } from 'vitest';
import { completionModeOf, isCompletionMode, shownCompletionMode } from './completion-mode.ts';

const blank = (quantity = 10) => ({ blank: true, quantity });
const written = () => ({ blank: false, quantity: 1 });

describe('the mode of a completed order', () => {
  it('is blank when only blank cards were bought', () => {
    expect(completionModeOf([blank(), blank(5)])).toBe('blank');
  });

  it('is single for one written card, with or without blanks beside it', () => {
    expect(completionModeOf([written()])).toBe('single');
    expect(completionModeOf([written(), blank()])).toBe('single');
  });

  it('is bulk when several written cards go out', () => {
    expect(completionModeOf([written(), written()])).toBe('bulk');
    expect(completionModeOf([written(), written(), blank()])).toBe('bulk');
  });

  it('has none without items, and knows only its three modes', () => {
    expect(completionModeOf([])).toBeNull();
    expect(['single', 'bulk', 'blank', 'gift', ''].filter((mode) => isCompletionMode(mode))).toEqual([
      'single',
      'bulk',
      'blank',
    ]);
  });
});

describe('the mode the completion page reads in', () => {
  it('is the one its address names when that is true of the order', () => {
    // One written card with blanks: bought as blanks or as a card sent, both are true.
    expect(shownCompletionMode('blank', [written(), blank()])).toBe('blank');
    expect(shownCompletionMode('single', [written(), blank()])).toBe('single');
    expect(shownCompletionMode('bulk', [written(), written()])).toBe('bulk');
  });

  it('is the order’s own when the address names something it is not, or nothing', () => {
    expect(shownCompletionMode('blank', [written()])).toBe('single');
    expect(shownCompletionMode('single', [blank()])).toBe('blank');
    expect(shownCompletionMode('bulk', [written()])).toBe('single');
    expect(shownCompletionMode(null, [written(), written()])).toBe('bulk');
  });
});
