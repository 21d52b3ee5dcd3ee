import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from './envelope.ts';
import { GiftCardVerificationSchema } from './gift-card-line.ts';

const errorsOf = (value: unknown) => {
  const result = GiftCardVerificationSchema.safeParse(value);
  return result.success ? {} : fieldErrorsFromIssues(result.error.issues);
};

describe('GiftCardVerificationSchema', () => {
  it('keeps the e-mail (lower-cased) and the mobile number (digits) the code goes to', () => {
    expect(
      GiftCardVerificationSchema.parse({
        enable: true,
        email: ' Mary@Example.COM ',
        phone: '+61 412 345 678',
      }),
    ).toEqual({ enable: true, email: 'mary@example.com', phone: '+61412345678' });
    expect(GiftCardVerificationSchema.parse({ enable: true, email: '', phone: '0412 345 678' })).toEqual({
      enable: true,
      email: null,
      phone: '0412345678',
    });
  });

  it('asks for an e-mail or a number when the check is on', () => {
    expect(errorsOf({ enable: true, email: null, phone: null })).toEqual({
      email: ['validation.gift-card-contact'],
    });
    expect(errorsOf({ enable: true, email: '', phone: '  ' })).toEqual({
      email: ['validation.gift-card-contact'],
    });
  });

  it('refuses an address or a number that is not one', () => {
    expect(errorsOf({ enable: true, email: 'mary@', phone: null })).toEqual({ email: ['validation.email'] });
    expect(errorsOf({ enable: true, email: null, phone: 'call me' })).toEqual({
      phone: ['validation.phone'],
    });
    expect(errorsOf({ enable: 'yes', email: null, phone: null })).toEqual({ enable: ['validation.type'] });
  });

  it('keeps no contact without the check', () => {
    expect(
      GiftCardVerificationSchema.parse({ enable: false, email: 'mary@example.com', phone: '0412 345 678' }),
    ).toEqual({ enable: false, email: null, phone: null });
  });

  it('reads the yes/no flags of earlier drafts as no address', () => {
    expect(GiftCardVerificationSchema.parse({ enable: false, email: true, phone: false })).toEqual({
      enable: false,
      email: null,
      phone: null,
    });
    expect(errorsOf({ enable: true, email: true, phone: false })).toEqual({
      email: ['validation.gift-card-contact'],
    });
  });
});
