// Rows of figures side by side: this build, the baseline, the change, the floor and whether this build meets it.

export const COMPARISON_COLUMNS = ['current', 'baseline', 'change', 'floor', 'pass'];

/** A floor in the figure's own unit (bytes, ms …); it is printed with the figure's format. */
export interface Floor {
  compare: '≥' | '≤' | '=';
  limit: number;
}

export const atLeast = (limit: number): Floor => ({ compare: '≥', limit });
export const atMost = (limit: number): Floor => ({ compare: '≤', limit });
export const exactly = (limit: number): Floor => ({ compare: '=', limit });
const meets = (value: number, { compare, limit }: Floor) =>
  compare === '≥' ? value >= limit : compare === '≤' ? value <= limit : value === limit;

/** A figure, and optionally what to print after it (a range, errors). */
export type Measured = number | { value: number; note: string };

export interface FigureSpec {
  format(value: number): string;
  floor?: Floor;
  /** The change as a percentage of the baseline (throughput) rather than a difference in the figure's unit. */
  relative?: boolean;
}

const figureOf = (measured: Measured) => (typeof measured === 'number' ? measured : measured.value);
const show = (measured: Measured, format: (value: number) => string) =>
  typeof measured === 'number' ? format(measured) : `${format(measured.value)} ${measured.note}`;

function change(current: number, baseline: number, spec: FigureSpec): string {
  const difference = spec.relative ? ((current - baseline) / baseline) * 100 : current - baseline;
  const sign = difference > 0 ? '+' : difference < 0 ? '−' : '±';
  return spec.relative
    ? `${sign}${Math.abs(difference).toFixed(0)} %`
    : `${sign}${spec.format(Math.abs(difference))}`;
}

/** `leading` cells (page, figure …), then current | baseline | change | floor | pass. */
export function comparisonRow(
  leading: string[],
  current: Measured,
  baseline: Measured | null | undefined,
  spec: FigureSpec,
): string[] {
  const value = figureOf(current);
  return [
    ...leading,
    show(current, spec.format),
    baseline === null || baseline === undefined ? '-' : show(baseline, spec.format),
    baseline === null || baseline === undefined ? '-' : change(value, figureOf(baseline), spec),
    spec.floor ? `${spec.floor.compare} ${spec.format(spec.floor.limit)}` : '-',
    spec.floor ? (meets(value, spec.floor) ? 'pass' : 'FAIL') : '-',
  ];
}
