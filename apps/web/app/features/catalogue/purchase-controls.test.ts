import { describe, expect, it } from 'vitest';
import {
  FAVOURITE_TOOLTIP_STEPS,
  favouriteTooltipPhase,
  previousSendsOf,
  previousSendsSummary,
} from './purchase-controls.ts';

describe('favourite tooltip', () => {
  it('shows for 1500 ms, then fades for 300 ms, then is gone', () => {
    expect(favouriteTooltipPhase(0)).toBe('shown');
    expect(favouriteTooltipPhase(1499)).toBe('shown');
    expect(favouriteTooltipPhase(1500)).toBe('hiding');
    expect(favouriteTooltipPhase(1799)).toBe('hiding');
    expect(favouriteTooltipPhase(1800)).toBe('hidden');
  });

  it('schedules its phase changes at the same moments', () => {
    expect(FAVOURITE_TOOLTIP_STEPS).toEqual([
      { at: 1500, phase: 'hiding' },
      { at: 1800, phase: 'hidden' },
    ]);
    for (const step of FAVOURITE_TOOLTIP_STEPS) expect(favouriteTooltipPhase(step.at)).toBe(step.phase);
  });
});

describe('previousSendsSummary', () => {
  const names = ['Ann', 'Bo', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy', 'Jo'];

  it('lists 8 names on a wide screen and counts the rest', () => {
    expect(previousSendsSummary(names, false)).toEqual({ shown: names.slice(0, 8), others: 2 });
  });

  it('lists 5 names on a phone', () => {
    expect(previousSendsSummary(names, true)).toEqual({ shown: names.slice(0, 5), others: 5 });
  });

  it('has no others when everyone fits', () => {
    expect(previousSendsSummary(['Ann'], true)).toEqual({ shown: ['Ann'], others: 0 });
    expect(previousSendsSummary([], false)).toEqual({ shown: [], others: 0 });
  });
});

describe('previousSendsOf', () => {
  const CARD = '00000000-0000-4000-8000-000000000900';

  it("gives the signed-in user's recipients of this card", () => {
    expect(previousSendsOf({ previousSends: { [CARD]: ['Ann', 'Bo'] } }, CARD)).toEqual(['Ann', 'Bo']);
  });

  it('gives none for a guest, another card, or blank names', () => {
    expect(previousSendsOf(null, CARD)).toEqual([]);
    expect(previousSendsOf({ previousSends: {} }, CARD)).toEqual([]);
    expect(previousSendsOf({ previousSends: { other: ['Ann'] } }, CARD)).toEqual([]);
    expect(previousSendsOf({ previousSends: { [CARD]: ['', '  ', 'Cy'] } }, CARD)).toEqual(['Cy']);
  });

  it('shows 8 (5 on a phone) of 12 recipients, then + 4 (+ 7) others', () => {
    const names = Array.from({ length: 12 }, (_, index) => `Name ${index + 1}`);
    const sent = previousSendsOf({ previousSends: { [CARD]: names } }, CARD);
    expect(previousSendsSummary(sent, false)).toEqual({ shown: names.slice(0, 8), others: 4 });
    expect(previousSendsSummary(sent, true)).toEqual({ shown: names.slice(0, 5), others: 7 });
  });
});
