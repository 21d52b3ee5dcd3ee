import { describe, expect, it } from 'vitest';
import { isDismissed, withDismissed } from './dismissals.ts';

describe('dismissals', () => {
  it('remembers each dismissed id once', () => {
    const once = withDismissed([], 'cp-strike-2025-01');
    expect(once).toEqual(['cp-strike-2025-01']);
    expect(withDismissed(once, 'cp-strike-2025-01')).toEqual(['cp-strike-2025-01']);
    expect(withDismissed(once, 'other')).toEqual(['cp-strike-2025-01', 'other']);
  });

  it('does not change the list it was given', () => {
    const list = ['a'];
    withDismissed(list, 'b');
    expect(list).toEqual(['a']);
  });

  it('tells a dismissed id from a new one', () => {
    expect(isDismissed(['a', 'b'], 'b')).toBe(true);
    expect(isDismissed(['a', 'b'], 'c')).toBe(false);
  });
});
