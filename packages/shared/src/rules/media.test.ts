import { describe, expect, it } from 'vitest';
import { BREAKPOINT_PORTRAIT_MOBILE } from '../constants.ts';
import { belowWidth, fromWidth } from './media.ts';

describe('breakpoint media queries', () => {
  it('split the viewport at the breakpoint with no pixel in both or neither', () => {
    expect(belowWidth(BREAKPOINT_PORTRAIT_MOBILE)).toBe('(max-width: 479px)');
    expect(fromWidth(BREAKPOINT_PORTRAIT_MOBILE)).toBe('(min-width: 480px)');
  });
});
