import { describe, expect, it } from 'vitest';
import {
  validateAddress,
  validateCustomer,
  validateQuantity,
  validateShipping,
} from './blank-purchase-validate.ts';

describe('validateQuantity', () => {
  it('takes a whole number from 1 to 250', () => {
    expect(validateQuantity(1)).toEqual({});
    expect(validateQuantity(250)).toEqual({});
    expect(validateQuantity(0)).toEqual({ quantity: ['min'] });
    expect(validateQuantity(251)).toEqual({ quantity: ['max'] });
    expect(validateQuantity(2.5)).toEqual({ quantity: ['integer'] });
    expect(validateQuantity(undefined)).toEqual({ quantity: ['required'] });
  });
});

describe('validateCustomer', () => {
  const valid = { email: 'bea@example.com', firstName: 'Bea', lastName: 'Buyer' };

  it('needs an e-mail address of at most 180 characters', () => {
    expect(validateCustomer(valid, { requireAuth: false })).toEqual({});
    expect(validateCustomer({ ...valid, email: '' }, { requireAuth: false })).toEqual({
      email: ['required'],
    });
    expect(validateCustomer({ ...valid, email: 'bea' }, { requireAuth: false })).toEqual({
      email: ['email'],
    });
    const long = `${'a'.repeat(170)}@example.com`;
    expect(validateCustomer({ ...valid, email: long }, { requireAuth: false }).email).toEqual(['max']);
  });

  it('needs a first and a last name of at most 128 characters each', () => {
    expect(validateCustomer({ ...valid, firstName: ' ', lastName: '' }, { requireAuth: false })).toEqual({
      firstName: ['required'],
      lastName: ['required'],
    });
    expect(validateCustomer({ ...valid, firstName: 'a'.repeat(128) }, { requireAuth: false })).toEqual({});
    expect(validateCustomer({ ...valid, lastName: 'a'.repeat(129) }, { requireAuth: false })).toEqual({
      lastName: ['max'],
    });
  });

  it('needs a single name of at most 180 when the organisation requires sign-in', () => {
    const one = { email: 'bea@example.com', firstName: 'a'.repeat(180), lastName: '' };
    expect(validateCustomer(one, { requireAuth: true })).toEqual({});
    expect(validateCustomer({ ...one, firstName: 'a'.repeat(181) }, { requireAuth: true })).toEqual({
      firstName: ['max'],
    });
    expect(validateCustomer({ ...one, firstName: '' }, { requireAuth: true })).toEqual({
      firstName: ['required'],
    });
  });
});

describe('validateAddress', () => {
  const address = {
    country: 'AU',
    address: '1 Main St',
    address2: '',
    locality: 'Hobart',
    adminAreaLevel1: 'TAS',
    postcode: '7000',
  };
  const rules = { postcodeRequired: true };

  it('accepts a complete address', () => {
    expect(validateAddress(address, rules)).toEqual({});
  });

  it('needs the street, the town and a country', () => {
    expect(validateAddress({ ...address, address: '', locality: '', country: '' }, rules)).toMatchObject({
      address: ['required'],
      locality: ['required'],
      country: ['required'],
    });
  });

  it('needs a state only where the country does (AU, CA, CN, MY, MX, US)', () => {
    expect(validateAddress({ ...address, adminAreaLevel1: '' }, rules)).toEqual({
      adminAreaLevel1: ['required'],
    });
    expect(
      validateAddress({ ...address, country: 'GB', adminAreaLevel1: '', postcode: 'SW1A 1AA' }, rules),
    ).toEqual({});
  });

  it('needs a postcode where the country list says so, in the country’s format', () => {
    expect(validateAddress({ ...address, postcode: '' }, rules)).toEqual({ postcode: ['required'] });
    expect(validateAddress({ ...address, postcode: '' }, { postcodeRequired: false })).toEqual({});
    expect(validateAddress({ ...address, postcode: '70' }, rules)).toEqual({ postcode: ['format'] });
  });
});

describe('validateShipping', () => {
  it('needs a method', () => {
    expect(validateShipping('standard')).toEqual({});
    expect(validateShipping(null)).toEqual({ 'shipping.method': ['required'] });
  });
});
