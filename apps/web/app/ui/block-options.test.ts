import { describe, expect, it } from 'vitest';
import { chooseOption, followOptions, NO_CHOICE } from './block-options.ts';

const first = (available: readonly string[]) => available[0] ?? null;

describe('block options', () => {
  it('selects the fallback when nothing was chosen, and keeps a choice still offered', () => {
    expect(followOptions(NO_CHOICE, ['standard', 'express'], first)).toEqual({
      selected: 'standard',
      parked: null,
    });
    const express = chooseOption('express');
    expect(followOptions(express, ['standard', 'express'], first)).toBe(express);
  });

  it('parks a choice that is no longer offered and restores it when it is again', () => {
    const gone = followOptions(chooseOption('express'), ['standard'], first);
    expect(gone).toEqual({ selected: 'standard', parked: 'express' });
    const stillGone = followOptions(gone, ['tracked'], first);
    expect(stillGone).toEqual({ selected: 'tracked', parked: 'express' });
    expect(followOptions(stillGone, ['standard', 'express'], first)).toEqual({
      selected: 'express',
      parked: null,
    });
  });

  it('forgets the parked option once the shopper chooses another', () => {
    const gone = followOptions(chooseOption('express'), ['standard', 'tracked'], first);
    const chosen = chooseOption('tracked');
    expect(gone.parked).toBe('express');
    expect(followOptions(chosen, ['standard', 'tracked', 'express'], first)).toEqual({
      selected: 'tracked',
      parked: null,
    });
  });

  it('selects nothing when nothing is offered, keeping the choice parked', () => {
    expect(followOptions(chooseOption('express'), [], first)).toEqual({ selected: null, parked: 'express' });
  });
});
