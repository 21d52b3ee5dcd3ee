import { describe, expect, it } from 'vitest';
import { activeTabId, tabIdFromHash, tabIndexForKey } from './tabs-state.ts';

const TABS = ['details', 'reviews', 'delivery'];

describe('activeTabId', () => {
  it('follows the URL hash first', () => {
    expect(activeTabId(TABS, { hash: '#reviews', model: 'delivery' })).toBe('reviews');
  });

  it('uses the model value when the hash names no tab', () => {
    expect(activeTabId(TABS, { hash: '#top', model: 'delivery' })).toBe('delivery');
    expect(activeTabId(TABS, { hash: '', model: 'delivery' })).toBe('delivery');
  });

  it('falls back to the first tab', () => {
    expect(activeTabId(TABS, {})).toBe('details');
    expect(activeTabId(TABS, { hash: '#nope', model: 'gone' })).toBe('details');
    expect(activeTabId([], { hash: '#reviews' })).toBeNull();
  });
});

describe('tabIdFromHash', () => {
  it('reads the id after the hash sign', () => {
    expect(tabIdFromHash('#reviews')).toBe('reviews');
    expect(tabIdFromHash('#caf%C3%A9')).toBe('café');
    expect(tabIdFromHash('#')).toBeNull();
    expect(tabIdFromHash(null)).toBeNull();
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrow keys and wraps at both ends', () => {
    expect(tabIndexForKey(0, 'ArrowRight', 3)).toBe(1);
    expect(tabIndexForKey(2, 'ArrowRight', 3)).toBe(0);
    expect(tabIndexForKey(0, 'ArrowLeft', 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabIndexForKey(1, 'Home', 3)).toBe(0);
    expect(tabIndexForKey(1, 'End', 3)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(tabIndexForKey(1, 'a', 3)).toBeNull();
    expect(tabIndexForKey(0, 'ArrowRight', 0)).toBeNull();
  });
});
