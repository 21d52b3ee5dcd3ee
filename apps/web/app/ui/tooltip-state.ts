import { isDismissed } from './dismissals.ts';

export interface TooltipInputs {
  hovered: boolean;
  focused: boolean;
  /** A dismissible tooltip stays shown until it is closed. */
  dismissible: boolean;
  /** Ids of the dismissible tooltips closed in this browser. */
  dismissed: readonly string[];
  id: string;
  /** Rendering in the browser (dismissals are only known there). */
  mounted: boolean;
}

/**
 * Whether the tooltip shows: on hover or focus; a dismissible one also on its own, once the page has
 * hydrated, until it is closed; a closed one goes back to hover and focus.
 */
export function tooltipShown({
  hovered,
  focused,
  dismissible,
  dismissed,
  id,
  mounted,
}: TooltipInputs): boolean {
  if (hovered || focused) return true;
  return dismissible && mounted && !isDismissed(dismissed, id);
}
