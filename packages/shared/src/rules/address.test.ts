import { describe, expect, it } from 'vitest';
import { requiresState } from './address.ts';

describe('requiresState', () => {
  it('requires a state in the listed countries', () => {
    for (const iso of ['AU', 'CA', 'CN', 'MY', 'MX', 'US']) expect(requiresState(iso)).toBe(true);
  });

  it('does not require one elsewhere', () => {
    for (const iso of ['GB', 'NZ', 'DE', 'SG', '']) expect(requiresState(iso)).toBe(false);
  });

  it('ignores case and surrounding spaces', () => {
    expect(requiresState('au')).toBe(true);
    expect(requiresState(' Us ')).toBe(true);
  });

  it('matches whole codes only', () => {
    expect(requiresState('AUS')).toBe(false);
    expect(requiresState('A')).toBe(false);
  });
});
