import { ProfileSchema } from '@cardshop/shared/contracts/account';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { failureKeys, fieldErrorKey, fieldErrorKeys, schemaErrors, serverErrorKeys } from './form-errors.ts';

describe('field error keys', () => {
  it('use the generic rule message, or a field-specific one where it says more', () => {
    expect(fieldErrorKey('username', 'email')).toBe('validation.email');
    expect(fieldErrorKey('username', 'validation.required')).toBe('validation.required');
    expect(fieldErrorKey('password', 'min')).toBe('auth.validation.password.min');
    expect(fieldErrorKey('passwordConfirm', 'confirmed')).toBe('auth.validation.password-confirm.confirmed');
  });

  it('keep a server rule that names its own key', () => {
    expect(fieldErrorKey('password', 'auth.errors.credentials')).toBe('auth.errors.credentials');
  });

  it('show the first rule of each field the form has', () => {
    expect(
      fieldErrorKeys({ username: ['required', 'email'], other: ['required'] }, ['username', 'password']),
    ).toEqual({ username: 'validation.required' });
  });
});

describe('field errors', () => {
  it('checks values with the shared contract', () => {
    expect(schemaErrors(ProfileSchema, { firstName: '', lastName: 'Lee' })).toEqual({
      firstName: ['validation.required'],
    });
    expect(schemaErrors(ProfileSchema, { firstName: 'Ada', lastName: 'Lee' })).toEqual({});
  });

  it('takes the fields a 422 refused, and nothing from other failures', () => {
    const refused = new ApiError(422, [], { country: ['in'], other: ['required'] });
    expect(serverErrorKeys(refused, ['country', 'locality'])).toEqual({ country: 'validation.in' });
    expect(serverErrorKeys(new ApiError(500, []), ['country'])).toEqual({});
  });
});

describe('failures', () => {
  it('shows the server messages, else the internal error', () => {
    const refused = new ApiError(403, [{ type: 'error', message: 'account.errors.invalid-link' }]);
    expect(failureKeys(refused)).toEqual(['account.errors.invalid-link']);
    expect(failureKeys(new ApiError(500, []))).toEqual(['global.error.internal-server-error']);
    expect(failureKeys(new TypeError('offline'))).toEqual(['global.error.internal-server-error']);
  });

  it('shows the field errors of a refused button (a 422 with no field on the page)', () => {
    const refused = new ApiError(422, [{ type: 'error', message: 'global.errors.validation-failed' }], {
      enabled: ['email-unverified'],
    });
    expect(failureKeys(refused)).toEqual(['validation.email-unverified']);
  });
});
