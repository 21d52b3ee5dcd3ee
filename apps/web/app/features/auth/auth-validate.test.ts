import { describe, expect, it } from 'vitest';
import { validateCreateAccount, validateLogin, validateNewPassword } from './auth-validate.ts';

describe('the forms’ checks, by the API’s schemas', () => {
  it('login: a valid e-mail address and a password', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: ['required'],
      password: ['required'],
    });
    expect(validateLogin({ username: 'not-an-address', password: 'x' })).toEqual({ username: ['email'] });
    expect(validateLogin({ username: ' Ada@Example.com ', password: 'x' })).toEqual({});
  });

  it('create account: both names and an e-mail address, names at most 128 characters', () => {
    expect(validateCreateAccount({ username: '', firstName: ' ', lastName: '' })).toEqual({
      username: ['required'],
      firstName: ['required'],
      lastName: ['required'],
    });
    expect(
      validateCreateAccount({ username: 'ada@example.com', firstName: 'A'.repeat(129), lastName: 'L' }),
    ).toEqual({ firstName: ['max'] });
  });

  it('new password: at least 10 characters, typed the same twice', () => {
    expect(validateNewPassword({ password: 'short', passwordConfirm: 'short' })).toEqual({
      password: ['min'],
    });
    expect(validateNewPassword({ password: 'long enough now', passwordConfirm: 'long enough' })).toEqual({
      passwordConfirm: ['confirmed'],
    });
    expect(validateNewPassword({ password: 'long enough now', passwordConfirm: 'long enough now' })).toEqual(
      {},
    );
  });
});
