import { describe, expect, it } from 'vitest';
import { EMPTY_PASSWORDS, passwordErrors, passwordRequest } from './password-form.ts';

const strong = 'correct horse battery';

describe('change password form', () => {
  it('needs the current password when the account has one', () => {
    const values = { ...EMPTY_PASSWORDS, password: strong, passwordConfirm: strong };
    expect(passwordErrors(values, true)).toEqual({ currentPassword: ['validation.required'] });
    expect(passwordErrors(values, false)).toEqual({});
  });

  it('needs a new password of at least ten characters, confirmed', () => {
    expect(
      passwordErrors({ currentPassword: 'x', password: 'short', passwordConfirm: 'short' }, true),
    ).toEqual({
      password: ['validation.min'],
    });
    expect(passwordErrors({ currentPassword: 'x', password: strong, passwordConfirm: '' }, true)).toEqual({
      passwordConfirm: ['validation.required'],
    });
    expect(
      passwordErrors({ currentPassword: 'x', password: strong, passwordConfirm: `${strong}!` }, true),
    ).toEqual({ passwordConfirm: ['validation.confirmed'] });
  });

  it('sends the current password only when there is one', () => {
    const values = { currentPassword: 'old password', password: strong, passwordConfirm: strong };
    expect(passwordRequest(values, true)).toEqual({ currentPassword: 'old password', password: strong });
    expect(passwordRequest(values, false)).toEqual({ password: strong });
  });
});
