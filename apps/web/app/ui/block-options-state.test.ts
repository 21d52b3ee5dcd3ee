import { describe, expect, it } from 'vitest';
import { type BlockOptionsState, blockOptionsReducer, clientErrors } from './block-options-state.ts';

const start: BlockOptionsState = { selected: 'express', parked: null };
const availability = (...available: string[]) => ({ type: 'availability' as const, available });

describe('blockOptionsReducer', () => {
  it('parks a selected option that becomes unavailable', () => {
    expect(blockOptionsReducer(start, availability('standard'))).toEqual({
      selected: null,
      parked: 'express',
    });
  });

  it('restores the parked option when it returns', () => {
    const parked = blockOptionsReducer(start, availability('standard'));
    expect(blockOptionsReducer(parked, availability('standard', 'express'))).toEqual({
      selected: 'express',
      parked: null,
    });
  });

  it('keeps it parked while it stays unavailable', () => {
    const parked = blockOptionsReducer(start, availability('standard'));
    expect(blockOptionsReducer(parked, availability('standard', 'tracked'))).toBe(parked);
  });

  it('forgets the parked option when the customer chooses another', () => {
    const parked = blockOptionsReducer(start, availability('standard'));
    const chosen = blockOptionsReducer(parked, { type: 'select', value: 'standard' });
    expect(chosen).toEqual({ selected: 'standard', parked: null });
    expect(blockOptionsReducer(chosen, availability('standard', 'express'))).toEqual(chosen);
  });

  it('leaves an available selection alone', () => {
    expect(blockOptionsReducer(start, availability('standard', 'express'))).toBe(start);
    const none: BlockOptionsState = { selected: null, parked: null };
    expect(blockOptionsReducer(none, availability('standard'))).toBe(none);
  });
});

describe('clientErrors', () => {
  it('shows only client-type messages', () => {
    expect(
      clientErrors([
        { type: 'client', message: 'Please choose a delivery option.' },
        { type: 'server', message: 'validation.in' },
      ]),
    ).toEqual([{ type: 'client', message: 'Please choose a delivery option.' }]);
    expect(clientErrors(undefined)).toEqual([]);
  });
});
