import type { Place } from '@cardshop/shared/contracts/places';
import { describe, expect, it } from 'vitest';
import type { AddressFieldValues } from './fields.ts';
import { fillFromLocality, fillFromPostcode, postcodeReady } from './place-suggestions.ts';

const empty: AddressFieldValues = {
  country: 'AU',
  address: '1 Main Street',
  address2: '',
  locality: '',
  adminAreaLevel1: '',
  postcode: '3000',
};
const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
const place = (locality: string, state: string, postcode: string, complete = true): Place => ({
  locality,
  state,
  postcode,
  complete,
});

describe('postcodeReady', () => {
  it('waits for a whole AU, NZ or US postcode, and the first part of a CA or GB one', () => {
    expect(postcodeReady('AU', '300')).toBe(false);
    expect(postcodeReady('AU', '3000')).toBe(true);
    expect(postcodeReady('NZ', '6011')).toBe(true);
    expect(postcodeReady('US', '1000')).toBe(false);
    expect(postcodeReady('US', '10001-1234')).toBe(true);
    expect(postcodeReady('CA', 'm5')).toBe(false);
    expect(postcodeReady('CA', 'm5v')).toBe(true);
    expect(postcodeReady('GB', 'SW')).toBe(false);
    expect(postcodeReady('GB', 'SW1A')).toBe(true);
    expect(postcodeReady('FR', '75001')).toBe(false);
  });
});

describe('fillFromPostcode', () => {
  it('fills the locality and state of a postcode with one place', () => {
    expect(fillFromPostcode([place('Melbourne', 'VIC', '3000')], empty, AU_STATES)).toEqual({
      locality: 'Melbourne',
      adminAreaLevel1: 'VIC',
    });
  });

  it('fills only the state when the postcode has several localities, and keeps what was typed', () => {
    const sydney = [place('Barangaroo', 'NSW', '2000'), place('Sydney', 'NSW', '2000')];
    expect(fillFromPostcode(sydney, empty, AU_STATES)).toEqual({ adminAreaLevel1: 'NSW' });
    expect(fillFromPostcode(sydney, { ...empty, adminAreaLevel1: 'QLD' }, AU_STATES)).toEqual({});
    expect(
      fillFromPostcode([place('Melbourne', 'VIC', '3000')], { ...empty, locality: 'Southbank' }, AU_STATES),
    ).toEqual({ adminAreaLevel1: 'VIC' });
  });

  it('leaves the state alone when the places disagree or the form does not offer it', () => {
    const border = [place('Albury', 'NSW', '2640'), place('Wodonga', 'VIC', '2640')];
    expect(fillFromPostcode(border, empty, AU_STATES)).toEqual({});
    expect(fillFromPostcode([place('Nowhere', 'XX', '9999')], empty, AU_STATES)).toEqual({
      locality: 'Nowhere',
    });
    // A free-text state field (NZ) takes the region as it is.
    expect(fillFromPostcode([place('Wellington Central', 'Wellington', '6011')], empty, null)).toEqual({
      locality: 'Wellington Central',
      adminAreaLevel1: 'Wellington',
    });
  });
});

describe('fillFromLocality', () => {
  it('fills the state and an empty postcode, but never a postcode’s first part', () => {
    expect(
      fillFromLocality(place('Melbourne', 'VIC', '3000'), { ...empty, postcode: '' }, AU_STATES),
    ).toEqual({
      adminAreaLevel1: 'VIC',
      postcode: '3000',
    });
    expect(
      fillFromLocality(place('Melbourne', 'VIC', '3000'), { ...empty, postcode: '3004' }, AU_STATES),
    ).toEqual({ adminAreaLevel1: 'VIC' });
    expect(
      fillFromLocality(place('London', '', 'SW', false), { ...empty, country: 'GB', postcode: '' }, null),
    ).toEqual({});
  });
});
