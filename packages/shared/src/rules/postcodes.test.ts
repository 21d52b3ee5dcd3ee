import { describe, expect, it } from 'vitest';
import { normalisePostcode } from './postcodes.ts';

describe('normalisePostcode', () => {
  it.each([
    ['AU', ' 2000 ', '2000'],
    ['NZ', '6011', '6011'],
    ['US', '94105', '94105'],
    ['US', '941051234', '94105-1234'],
    ['US', '94105 1234', '94105-1234'],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['GB', 'ec1a1bb', 'EC1A 1BB'],
    ['GB', 'M1  1AE', 'M1 1AE'],
    ['FR', ' 75001 ', '75001'],
  ])('accepts %s %j as %j', (country, postcode, expected) => {
    expect(normalisePostcode(country, postcode)).toEqual({ valid: true, postcode: expected });
  });

  it.each([
    ['AU', '200'],
    ['AU', 'ABCD'],
    ['NZ', '12345'],
    ['US', '9410'],
    ['US', '94105-12'],
    ['CA', 'W1A 0B1'],
    ['CA', 'K1A 0O1'],
    ['GB', '1AA 1AA'],
    ['GB', 'EC1A'],
    ['FR', '  '],
  ])('refuses %s %j', (country, postcode) => {
    expect(normalisePostcode(country, postcode)).toEqual({ valid: false });
  });
});

describe('postcodes at their edges', () => {
  it('reads the country code in any case and with spaces', () => {
    expect(normalisePostcode(' us ', '12345 6789')).toEqual({ valid: true, postcode: '12345-6789' });
    expect(normalisePostcode('ca', 'k1a0b1')).toEqual({ valid: true, postcode: 'K1A 0B1' });
  });

  it('takes a whole US ZIP code and nothing around it', () => {
    expect(normalisePostcode('US', '12345')).toEqual({ valid: true, postcode: '12345' });
    expect(normalisePostcode('US', '012345')).toEqual({ valid: false });
    expect(normalisePostcode('US', 'A12345')).toEqual({ valid: false });
  });

  it('takes a whole Canadian code, split by spaces only', () => {
    expect(normalisePostcode('CA', 'XK1A 0B1')).toEqual({ valid: false });
    expect(normalisePostcode('CA', 'K1A 0B1X')).toEqual({ valid: false });
    expect(normalisePostcode('CA', 'K1A-0B1')).toEqual({ valid: false });
  });
});
