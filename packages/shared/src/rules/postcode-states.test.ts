import { describe, expect, it } from 'vitest';
import { checkPostcodeState, statesOfPostcode } from './postcode-states.ts';

describe('Australian postcodes by state and territory', () => {
  it.each([
    ['3000', 'VIC'], // Melbourne
    ['2000', 'NSW'], // Sydney
    ['1234', 'NSW'], // large-volume receivers
    ['2600', 'ACT'], // Canberra
    ['0200', 'ACT'], // the ANU's own postcode
    ['2913', 'ACT'], // Gungahlin
    ['2921', 'NSW'],
    ['2619', 'NSW'],
    ['2899', 'NSW'], // Norfolk Island's mail goes through NSW
    ['0800', 'NT'], // Darwin
    ['0999', 'NT'],
    ['4000', 'QLD'], // Brisbane
    ['9726', 'QLD'],
    ['5000', 'SA'], // Adelaide
    ['6000', 'WA'], // Perth
    ['6798', 'WA'], // Christmas Island
    ['7000', 'TAS'], // Hobart
    ['7800', 'TAS'],
    ['8001', 'VIC'],
  ])('%s is in %s', (postcode, state) => {
    expect(checkPostcodeState('AU', state, postcode)).toBe('match');
  });

  it.each([
    ['3000', 'NSW'],
    ['2000', 'VIC'],
    ['2600', 'NSW'],
    ['2617', 'VIC'],
    ['0800', 'WA'],
    ['7000', 'VIC'],
    ['6000', 'SA'],
    ['9000', 'NSW'],
    ['0200', 'NT'],
  ])('%s is not in %s', (postcode, state) => {
    expect(checkPostcodeState('AU', state, postcode)).toBe('mismatch');
  });

  it('accepts either state for postcodes that cross a border', () => {
    expect(statesOfPostcode('AU', '3644')).toEqual(['VIC', 'NSW']);
    expect(checkPostcodeState('AU', 'NSW', '3644')).toBe('match');
    expect(checkPostcodeState('AU', 'VIC', '3644')).toBe('match');
    expect(checkPostcodeState('AU', 'QLD', '3644')).toBe('mismatch');
    expect(checkPostcodeState('AU', 'NSW', '4380')).toBe('match');
    expect(checkPostcodeState('AU', 'SA', '0872')).toBe('match');
    expect(checkPostcodeState('AU', 'NSW', '2620')).toBe('match');
    expect(checkPostcodeState('AU', 'ACT', '2620')).toBe('match');
  });

  it('gives every postcode Australia Post uses a state, and none to the numbers it does not', () => {
    const unused: string[] = [];
    const withoutState: string[] = [];
    for (let code = 0; code <= 9999; code += 1) {
      const postcode = String(code).padStart(4, '0');
      const states = statesOfPostcode('AU', postcode);
      const used = !(code < 200 || (code >= 300 && code < 800));
      if (!used && states !== null) unused.push(postcode);
      if (used && (states?.length ?? 0) === 0) withoutState.push(postcode);
    }
    expect(unused, 'numbers Australia Post does not use, given a state').toEqual([]);
    expect(withoutState, 'postcodes in use without a state').toEqual([]);
    expect(statesOfPostcode('AU', '0199')).toBeNull();
    expect(statesOfPostcode('AU', '0800')).toEqual(['NT']);
    expect(checkPostcodeState('AU', 'NT', '0500')).toBe('unknown');
  });
});

describe('US ZIP codes by state', () => {
  it.each([
    ['10001', 'NY'],
    ['00501', 'NY'], // Holtsville
    ['00601', 'PR'],
    ['00802', 'VI'],
    ['02108', 'MA'],
    ['05501', 'MA'], // Andover, in Vermont's block
    ['05401', 'VT'],
    ['02903', 'RI'],
    ['06103', 'CT'],
    ['06390', 'NY'], // Fishers Island
    ['07102', 'NJ'],
    ['09001', 'AE'],
    ['20001', 'DC'],
    ['20101', 'VA'],
    ['20500', 'DC'],
    ['21201', 'MD'],
    ['34002', 'AA'],
    ['33101', 'FL'],
    ['30301', 'GA'],
    ['39901', 'GA'],
    ['60601', 'IL'],
    ['73301', 'TX'], // Austin's IRS ZIP sits among Oklahoma's
    ['73102', 'OK'],
    ['75201', 'TX'],
    ['79901', 'TX'],
    ['88510', 'TX'], // El Paso, among New Mexico's
    ['87501', 'NM'],
    ['89101', 'NV'],
    ['90210', 'CA'],
    ['94105-1234', 'CA'],
    ['96201', 'AP'],
    ['96813', 'HI'],
    ['96799', 'AS'],
    ['96910', 'GU'],
    ['96950', 'MP'],
    ['97201', 'OR'],
    ['98101', 'WA'],
    ['99501', 'AK'],
  ])('%s is in %s', (zip, state) => {
    expect(checkPostcodeState('US', state, zip)).toBe('match');
  });

  it.each([
    ['10001', 'CA'],
    ['90210', 'NY'],
    ['73301', 'OK'],
    ['20001', 'VA'],
    ['96799', 'HI'],
    ['02108', 'RI'],
  ])('%s is not in %s', (zip, state) => {
    expect(checkPostcodeState('US', state, zip)).toBe('mismatch');
  });
});

describe('Canadian postal codes by province and territory', () => {
  it.each([
    ['A1A 1A1', 'NL'],
    ['B3H 1A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1A 1A1', 'NB'],
    ['H2X 1Y4', 'QC'],
    ['G1R 1A1', 'QC'],
    ['J4B 1A1', 'QC'],
    ['K1A 0B1', 'ON'],
    ['M5V 3L9', 'ON'],
    ['P3A 1A1', 'ON'],
    ['R3C 1A1', 'MB'],
    ['S4P 1A1', 'SK'],
    ['T2P 1A1', 'AB'],
    ['V6B 1A1', 'BC'],
    ['X1A 2P7', 'NT'],
    ['X0E 0N0', 'NT'],
    ['X0A 0H0', 'NU'],
    ['Y1A 1A1', 'YT'],
    ['k1a0b1', 'on'],
  ])('%s is in %s', (postcode, state) => {
    expect(checkPostcodeState('CA', state, postcode)).toBe('match');
  });

  it.each([
    ['M5V 3L9', 'QC'],
    ['H2X 1Y4', 'ON'],
    ['X0A 0H0', 'NT'],
    ['X1A 2P7', 'NU'],
    ['V6B 1A1', 'AB'],
  ])('%s is not in %s', (postcode, state) => {
    expect(checkPostcodeState('CA', state, postcode)).toBe('mismatch');
  });
});

describe('what the table cannot tell', () => {
  it('says unknown without a state, a postcode or a country, or for other countries', () => {
    expect(checkPostcodeState('AU', '', '3000')).toBe('unknown');
    expect(checkPostcodeState('AU', 'VIC', '')).toBe('unknown');
    expect(checkPostcodeState(null, 'VIC', '3000')).toBe('unknown');
    expect(checkPostcodeState('NZ', 'AUK', '1010')).toBe('unknown');
    expect(checkPostcodeState('MX', 'CMX', '06000')).toBe('unknown');
    // A state the table does not know (a name, before it becomes a code) is not judged.
    expect(checkPostcodeState('AU', 'victoria', '3000')).toBe('unknown');
    expect(checkPostcodeState('AU', 'Gondwana', '3000')).toBe('unknown');
    expect(checkPostcodeState('US', 'ZZ', '10001')).toBe('unknown');
  });

  it('leaves a postcode out of format to the format check', () => {
    expect(checkPostcodeState('AU', 'VIC', '300')).toBe('unknown');
    expect(checkPostcodeState('US', 'NY', '1000')).toBe('unknown');
    expect(checkPostcodeState('CA', 'ON', 'K1A')).toBe('unknown');
  });

  it('reads codes in any case and with spaces', () => {
    expect(checkPostcodeState(' au ', ' vic ', ' 3000 ')).toBe('match');
    expect(checkPostcodeState('us', 'ny', '10001 1234')).toBe('match');
  });
});
