import { describe, expect, it } from 'vitest';
import { wireframeOrientation } from './wireframe.ts';

describe('wireframeOrientation', () => {
  it('classifies common card sizes', () => {
    expect(wireframeOrientation(127, 178)).toBe('portrait');
    expect(wireframeOrientation(178, 127)).toBe('landscape');
    expect(wireframeOrientation(150, 150)).toBe('square');
  });

  it('treats ratios from 0.95 to 1.05 inclusive as square', () => {
    expect(wireframeOrientation(95, 100)).toBe('square');
    expect(wireframeOrientation(105, 100)).toBe('square');
    expect(wireframeOrientation(949, 1000)).toBe('portrait');
    expect(wireframeOrientation(1051, 1000)).toBe('landscape');
  });

  it('gives the neutral square shape for unknown or invalid sizes', () => {
    expect(wireframeOrientation(0, 0)).toBe('square');
    expect(wireframeOrientation(100, 0)).toBe('square');
    expect(wireframeOrientation(-100, 50)).toBe('square');
    expect(wireframeOrientation(Number.NaN, 100)).toBe('square');
  });
});

describe('wireframes of half-known sizes', () => {
  it('gives the neutral shape when one side is zero', () => {
    expect(wireframeOrientation(0, 100)).toBe('square');
    expect(wireframeOrientation(100, 0)).toBe('square');
  });
});
