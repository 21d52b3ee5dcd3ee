import { describe, expect, it } from 'vitest';
import { needsExpanding } from './expandable.ts';

describe('needsExpanding', () => {
  it('collapses content taller than 3 lines', () => {
    expect(needsExpanding(96, 24)).toBe(true);
    expect(needsExpanding(240, 24)).toBe(true);
  });

  it('leaves content of up to 3 lines alone, allowing for rounding', () => {
    expect(needsExpanding(72, 24)).toBe(false);
    expect(needsExpanding(73.5, 24)).toBe(false);
    expect(needsExpanding(24, 24)).toBe(false);
  });

  it('takes another line count', () => {
    expect(needsExpanding(72, 24, 2)).toBe(true);
  });

  it('never toggles content it cannot measure', () => {
    expect(needsExpanding(0, 24)).toBe(false);
    expect(needsExpanding(100, 0)).toBe(false);
    expect(needsExpanding(100, Number.NaN)).toBe(false);
  });
});
