import { INCH_PER_MM } from '../constants.ts';

/** Unit a card size is shown in. */
export type DimensionUnit = 'mm' | 'in';

/** Converts millimetres to inches, rounded to one decimal place as printed on card details. */
export function mmToInches(mm: number): number {
  return Math.round(mm * INCH_PER_MM * 10) / 10;
}

/** Formats a card size stored in millimetres, e.g. '127 × 178 mm' or '5.0 × 7.0 in'. */
export function formatDimensions(size: { width: number; height: number }, unit: DimensionUnit): string {
  if (unit === 'mm') return `${size.width} × ${size.height} mm`;
  // Always one decimal so sizes line up in lists ('5.0', not '5').
  return `${mmToInches(size.width).toFixed(1)} × ${mmToInches(size.height).toFixed(1)} in`;
}
