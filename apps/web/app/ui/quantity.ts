export interface QuantityLimits {
  /** Smallest quantity (default 0). */
  min?: number;
  /** Largest quantity (default none). */
  max?: number;
}

/** A typed or stepped quantity as a whole number within min (default 0) and max; nonsense becomes min. */
export function clampQuantity(
  value: number | string,
  { min = 0, max = Number.POSITIVE_INFINITY }: QuantityLimits = {},
) {
  const number = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value;
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/** The quantity one step (of 1) up or down, within the limits. */
export function stepQuantity(value: number | string, direction: 1 | -1, limits: QuantityLimits = {}): number {
  return clampQuantity(clampQuantity(value, limits) + direction, limits);
}
