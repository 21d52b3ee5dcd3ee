/** Lines an expandable text shows while collapsed. */
export const EXPANDABLE_LINES = 3;

/** Tells whether content of this full height needs the show more / show less toggle at `lines` lines. */
export function needsExpanding(fullHeight: number, lineHeight: number, lines = EXPANDABLE_LINES): boolean {
  if (!(lineHeight > 0) || !(fullHeight > 0)) return false;
  // Half a line of slack: rounding of fractional line heights must not add a toggle to exactly 3 lines.
  return fullHeight > lineHeight * (lines + 0.5);
}
