import { BLANK_QUANTITY_MAX, BLANK_QUANTITY_MIN } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { clampQuantity, stepQuantity } from './quantity.ts';

describe('clampQuantity', () => {
  it('keeps a quantity within min (default 0) and max', () => {
    expect(clampQuantity(5)).toBe(5);
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(300, { max: BLANK_QUANTITY_MAX })).toBe(250);
    expect(clampQuantity(0, { min: BLANK_QUANTITY_MIN, max: BLANK_QUANTITY_MAX })).toBe(1);
  });

  it('reads typed text and drops fractions', () => {
    expect(clampQuantity('12')).toBe(12);
    expect(clampQuantity(' 7 ')).toBe(7);
    expect(clampQuantity('3.9')).toBe(3);
  });

  it('turns empty or nonsense input into the minimum', () => {
    expect(clampQuantity('', { min: 1 })).toBe(1);
    expect(clampQuantity('abc', { min: 2 })).toBe(2);
    expect(clampQuantity(Number.NaN)).toBe(0);
  });
});

describe('stepQuantity', () => {
  it('steps by 1 and stops at the limits', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(1, -1)).toBe(0);
    expect(stepQuantity(0, -1)).toBe(0);
    expect(stepQuantity(250, 1, { max: 250 })).toBe(250);
    expect(stepQuantity(1, -1, { min: 1 })).toBe(1);
  });

  it('steps from a clamped value when the typed one is out of range', () => {
    expect(stepQuantity(999, -1, { max: 250 })).toBe(249);
    expect(stepQuantity('', 1, { min: 1 })).toBe(2);
  });
});
