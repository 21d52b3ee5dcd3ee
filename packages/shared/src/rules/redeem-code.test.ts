import { describe, expect, it } from 'vitest';
import { formatRedeemCode, isRedeemCode, normaliseRedeemCode, REDEEM_CODE_ALPHABET } from './redeem-code.ts';

describe('redemption codes', () => {
  it('reads a typed code forgivingly: case, spaces, dashes and look-alike letters', () => {
    expect(normaliseRedeemCode(' abcd-efgh 2345 ')).toBe('ABCDEFGH2345');
    expect(normaliseRedeemCode('o0il-1234-5678')).toBe('001112345678');
  });

  it('accepts twelve characters of the alphabet only', () => {
    expect(isRedeemCode('ABCDEFGH2345')).toBe(true);
    expect(isRedeemCode('ABCDEFGH234')).toBe(false);
    expect(isRedeemCode('ABCDEFGH23456')).toBe(false);
    expect(isRedeemCode('ABCDEFGHU345')).toBe(false);
    expect(isRedeemCode('abcdefgh2345')).toBe(false);
    expect(REDEEM_CODE_ALPHABET).toHaveLength(32);
    expect(REDEEM_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('prints a code in groups of four', () => {
    expect(formatRedeemCode('ABCDEFGH2345')).toBe('ABCD-EFGH-2345');
    expect(formatRedeemCode(normaliseRedeemCode(formatRedeemCode('ABCDEFGH2345')))).toBe('ABCD-EFGH-2345');
  });
});
