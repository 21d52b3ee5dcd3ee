import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP,
  requiredSignupFields,
  type SignupValues,
  signupMailto,
  validateSignup,
} from './business-signup.ts';

const valid: SignupValues = {
  company: 'Harbourside Property Co.',
  name: 'Renee King',
  email: 'renee@harbourside.example',
  phone: '+61 2 9000 0000',
  volume: '250-499',
  useCase: 'customer-thanks',
};

describe('requiredSignupFields', () => {
  it('asks for company, name and email by default', () => {
    expect([...requiredSignupFields([])].sort()).toEqual(['company', 'email', 'name']);
  });

  it("follows the page's field list, but always needs an email", () => {
    const required = requiredSignupFields([
      { name: 'phone', label: 'Phone', required: true },
      { name: 'company', label: 'Business name', required: false },
      { name: 'email', label: 'Work email', required: false },
      { name: 'fax', label: 'Fax', required: true },
    ]);
    expect([...required].sort()).toEqual(['email', 'name', 'phone']);
  });
});

describe('validateSignup', () => {
  const required = requiredSignupFields([]);

  it('accepts a complete form', () => {
    expect(validateSignup(valid, required)).toEqual({});
  });

  it('accepts a form with only the required fields', () => {
    expect(validateSignup({ ...EMPTY_SIGNUP, company: 'A', name: 'B', email: 'b@a.co' }, required)).toEqual(
      {},
    );
  });

  it('flags every missing required field beside it', () => {
    expect(validateSignup({ ...EMPTY_SIGNUP, company: '   ' }, required)).toEqual({
      company: 'validation.required',
      name: 'validation.required',
      email: 'validation.required',
    });
  });

  it('flags an email address that cannot be right', () => {
    expect(validateSignup({ ...valid, email: 'renee@harbourside' }, required)).toEqual({
      email: 'validation.email',
    });
    expect(validateSignup({ ...valid, email: `${'a'.repeat(180)}@b.co` }, required)).toEqual({
      email: 'validation.max',
    });
  });

  it('flags an over-long name and a phone number with letters', () => {
    expect(validateSignup({ ...valid, name: 'x'.repeat(129), phone: 'call me' }, required)).toEqual({
      name: 'validation.max',
      phone: 'validation.format',
    });
  });

  it('only takes send bands and use cases from the lists', () => {
    expect(validateSignup({ ...valid, volume: '10-20', useCase: 'spam' }, required)).toEqual({
      volume: 'validation.in',
      useCase: 'validation.in',
    });
  });
});

describe('signupMailto', () => {
  it('prepares an e-mail with the filled-in details, one per line', () => {
    const href = signupMailto('business@cardshop.example', 'Business account', [
      ['Business name', 'Ledger & Oak'],
      ['Phone', ''],
      ['Work email', 'marcus@ledger.example'],
      ['What will you send?', 'Customer thanks'],
    ]);
    expect(href).toBe(
      'mailto:business@cardshop.example?subject=Business%20account&body=Business%20name%3A%20Ledger%20%26%20Oak%0D%0AWork%20email%3A%20marcus%40ledger.example%0D%0AWhat%20will%20you%20send%3A%20Customer%20thanks',
    );
  });
});
