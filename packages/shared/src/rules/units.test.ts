import { describe, expect, it } from 'vitest';
import { formatDimensions, mmToInches } from './units.ts';

describe('mmToInches', () => {
  it('converts and rounds to one decimal place', () => {
    expect(mmToInches(127)).toBe(5);
    expect(mmToInches(178)).toBe(7);
    expect(mmToInches(148)).toBe(5.8);
    expect(mmToInches(210)).toBe(8.3);
    expect(mmToInches(0)).toBe(0);
  });

  it('rounds halves up at one decimal', () => {
    // 3.81 mm is 0.15000008 in.
    expect(mmToInches(3.81)).toBe(0.2);
    expect(mmToInches(3.7)).toBe(0.1);
  });
});

describe('formatDimensions', () => {
  it('prints millimetres as given', () => {
    expect(formatDimensions({ width: 127, height: 178 }, 'mm')).toBe('127 × 178 mm');
    expect(formatDimensions({ width: 99.5, height: 210 }, 'mm')).toBe('99.5 × 210 mm');
  });

  it('prints inches with exactly one decimal', () => {
    expect(formatDimensions({ width: 127, height: 178 }, 'in')).toBe('5.0 × 7.0 in');
    expect(formatDimensions({ width: 148, height: 210 }, 'in')).toBe('5.8 × 8.3 in');
  });
});
