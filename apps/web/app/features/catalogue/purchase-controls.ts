import {
  FAVOURITE_TOOLTIP_FADE_MS,
  FAVOURITE_TOOLTIP_MS,
  PREVIOUS_SENDS_SHOWN,
  PREVIOUS_SENDS_SHOWN_MOBILE,
} from '@cardshop/shared/constants';

// Rules of the favourite and previous-sends controls shown on the card page and in the purchase modal.

/** Where the favourite tooltip is: shown, fading out, or gone. */
export type TooltipPhase = 'shown' | 'hiding' | 'hidden';

/** The favourite tooltip ('added' / 'removed') `elapsedMs` after it appeared: 1500 ms shown, 300 ms fade. */
export function favouriteTooltipPhase(elapsedMs: number): TooltipPhase {
  if (elapsedMs < FAVOURITE_TOOLTIP_MS) return 'shown';
  if (elapsedMs < FAVOURITE_TOOLTIP_MS + FAVOURITE_TOOLTIP_FADE_MS) return 'hiding';
  return 'hidden';
}

/** When the tooltip changes phase, measured from when it appeared. */
export const FAVOURITE_TOOLTIP_STEPS: ReadonlyArray<{ at: number; phase: TooltipPhase }> = [
  { at: FAVOURITE_TOOLTIP_MS, phase: 'hiding' },
  { at: FAVOURITE_TOOLTIP_MS + FAVOURITE_TOOLTIP_FADE_MS, phase: 'hidden' },
];

/** The previous recipients listed by name (8, or 5 on a phone) and how many more there are. */
export function previousSendsSummary(
  names: readonly string[],
  mobile: boolean,
): { shown: string[]; others: number } {
  const limit = mobile ? PREVIOUS_SENDS_SHOWN_MOBILE : PREVIOUS_SENDS_SHOWN;
  return { shown: names.slice(0, limit), others: Math.max(0, names.length - limit) };
}

/** The names a signed-in user sent this card to, most recent first as the server lists them; none for guests. */
export function previousSendsOf(
  user: { previousSends?: Record<string, readonly string[]> } | null,
  cardId: string,
): readonly string[] {
  const names = user?.previousSends?.[cardId];
  return Array.isArray(names) ? names.filter((name) => typeof name === 'string' && name.trim() !== '') : [];
}
