import { describe, expect, it } from 'vitest';
import { sameCoupon } from './pending-coupon.ts';

describe('sameCoupon', () => {
  it('shows a code as applied whatever its case or spacing', () => {
    expect(sameCoupon('WELCOME10', ' welcome10 ')).toBe(true);
  });

  it('does not treat another code, or no code, as applied', () => {
    expect(sameCoupon('WELCOME10', 'WELCOME20')).toBe(false);
    expect(sameCoupon('WELCOME10', null)).toBe(false);
    expect(sameCoupon('', '')).toBe(false);
  });
});
