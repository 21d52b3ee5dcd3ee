import { describe, expect, it } from 'vitest';
import { overflowsLines } from './expandable.tsx';

describe('expandable content', () => {
  it('folds text taller than 3 lines, and not text of 3 lines or fewer', () => {
    expect(overflowsLines(72, 24)).toBe(false);
    expect(overflowsLines(73, 24)).toBe(false);
    expect(overflowsLines(96, 24)).toBe(true);
  });

  it('does not fold when the line height cannot be measured', () => {
    expect(overflowsLines(500, Number.NaN)).toBe(false);
    expect(overflowsLines(500, 0)).toBe(false);
  });
});
