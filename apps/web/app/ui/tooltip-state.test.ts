import { describe, expect, it } from 'vitest';
import { type TooltipInputs, tooltipShown } from './tooltip-state.ts';

const base: TooltipInputs = {
  hovered: false,
  focused: false,
  dismissible: false,
  dismissed: [],
  id: 'size-guide',
  mounted: true,
};

describe('tooltipShown', () => {
  it('shows a plain tooltip on hover or focus only', () => {
    expect(tooltipShown(base)).toBe(false);
    expect(tooltipShown({ ...base, hovered: true })).toBe(true);
    expect(tooltipShown({ ...base, focused: true })).toBe(true);
  });

  it('shows a dismissible tooltip by itself until it is closed', () => {
    expect(tooltipShown({ ...base, dismissible: true })).toBe(true);
    expect(tooltipShown({ ...base, dismissible: true, dismissed: ['size-guide'] })).toBe(false);
    expect(tooltipShown({ ...base, dismissible: true, dismissed: ['size-guide'], hovered: true })).toBe(true);
  });

  it('keeps a dismissible tooltip out of the server’s HTML', () => {
    expect(tooltipShown({ ...base, dismissible: true, mounted: false })).toBe(false);
  });
});
