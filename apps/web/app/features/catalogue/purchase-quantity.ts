import { BLANK_QUANTITY_MAX, BLANK_QUANTITY_MIN } from '@cardshop/shared/constants';

// The blank-card quantity stepper: steps of 1, the typed value clamped into range when the field is left.

/** A whole number within [min, max]; anything unreadable becomes min. */
export function clampQuantity(value: number, min = BLANK_QUANTITY_MIN, max = BLANK_QUANTITY_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

/** What the field holds after the visitor leaves it (blur): digits read and clamped, else min. */
export function quantityFromInput(text: string, min = BLANK_QUANTITY_MIN, max = BLANK_QUANTITY_MAX): number {
  const digits = text.trim();
  if (!/^\d{1,6}$/.test(digits)) return min;
  return clampQuantity(Number.parseInt(digits, 10), min, max);
}

/** One step up or down from the current quantity, kept in range. */
export function stepQuantity(
  current: number,
  direction: 1 | -1,
  min = BLANK_QUANTITY_MIN,
  max = BLANK_QUANTITY_MAX,
): number {
  return clampQuantity(current + direction, min, max);
}

/** The price of `quantity` blanks at `unit` minor units each. */
export function blankTotal(unit: number, quantity: number): number {
  return unit * clampQuantity(quantity);
}
