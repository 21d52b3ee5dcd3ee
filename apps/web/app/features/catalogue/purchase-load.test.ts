import { describe, expect, it } from 'vitest';
import { initialLoad, type LoadState, loadReducer } from './purchase-load.ts';

describe('purchase modal load', () => {
  it('starts loading, or loaded when the card is already at hand', () => {
    expect(initialLoad(null)).toEqual({ status: 'loading', attempt: 1 });
    expect(initialLoad({ id: 'a' })).toMatchObject({ status: 'loaded', value: { id: 'a' } });
  });

  it('goes from loading to loaded', () => {
    const state = loadReducer(initialLoad<string>(null), { type: 'loaded', attempt: 1, value: 'card' });
    expect(state).toEqual({ status: 'loaded', attempt: 1, value: 'card' });
  });

  it('goes from loading to failed, and a retry loads again as a new attempt', () => {
    let state: LoadState<string> = loadReducer(initialLoad<string>(null), { type: 'failed', attempt: 1 });
    expect(state.status).toBe('failed');
    state = loadReducer(state, { type: 'retry' });
    expect(state).toEqual({ status: 'loading', attempt: 2 });
    state = loadReducer(state, { type: 'loaded', attempt: 2, value: 'card' });
    expect(state).toEqual({ status: 'loaded', attempt: 2, value: 'card' });
  });

  it('ignores a late answer of an earlier attempt', () => {
    let state: LoadState<string> = loadReducer(initialLoad<string>(null), { type: 'failed', attempt: 1 });
    state = loadReducer(state, { type: 'retry' });
    expect(loadReducer(state, { type: 'loaded', attempt: 1, value: 'stale' })).toEqual(state);
    expect(loadReducer(state, { type: 'failed', attempt: 1 })).toEqual(state);
  });

  it('does not retry while loading or after loading', () => {
    const loading = initialLoad<string>(null);
    expect(loadReducer(loading, { type: 'retry' })).toBe(loading);
    const loaded = initialLoad('card');
    expect(loadReducer(loaded, { type: 'retry' })).toBe(loaded);
    expect(loadReducer(loaded, { type: 'failed', attempt: 0 })).toBe(loaded);
  });
});
