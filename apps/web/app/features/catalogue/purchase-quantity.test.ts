import { BLANK_QUANTITY_MAX, BLANK_QUANTITY_MIN } from '@cardshop/shared/constants';
import { describe, expect, it } from 'vitest';
import { blankTotal, clampQuantity, quantityFromInput, stepQuantity } from './purchase-quantity.ts';

describe('blank quantity', () => {
  it('is kept between 1 and 250', () => {
    expect(BLANK_QUANTITY_MIN).toBe(1);
    expect(BLANK_QUANTITY_MAX).toBe(250);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-5)).toBe(1);
    expect(clampQuantity(12)).toBe(12);
    expect(clampQuantity(251)).toBe(250);
    expect(clampQuantity(7.9)).toBe(7);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });

  it('reads what was typed when the field is left', () => {
    expect(quantityFromInput('12')).toBe(12);
    expect(quantityFromInput(' 40 ')).toBe(40);
    expect(quantityFromInput('1000')).toBe(250);
    expect(quantityFromInput('0')).toBe(1);
    expect(quantityFromInput('')).toBe(1);
    expect(quantityFromInput('ten')).toBe(1);
    expect(quantityFromInput('-3')).toBe(1);
    expect(quantityFromInput('2.5')).toBe(1);
  });

  it('steps by one and stops at the ends', () => {
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(250, 1)).toBe(250);
    expect(stepQuantity(250, -1)).toBe(249);
  });

  it('totals the unit price by quantity, in minor units', () => {
    expect(blankTotal(895, 1)).toBe(895);
    expect(blankTotal(895, 10)).toBe(8950);
    expect(blankTotal(895, 999)).toBe(895 * 250);
  });
});
