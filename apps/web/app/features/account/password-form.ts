import { ChangePasswordSchema } from '@cardshop/shared/contracts/account';
import type { FieldErrors } from '@cardshop/shared/contracts/envelope';
import { schemaErrors } from '../../lib/form-errors.ts';

export const PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordConfirm'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

export const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', password: '', passwordConfirm: '' };

/**
 * The field errors of the change-password form: the shared contract for the new password, the current
 * one when the account has a password (a quick account sets its first one here), and the confirmation.
 */
export function passwordErrors(values: PasswordValues, hasPassword: boolean): FieldErrors {
  const errors = schemaErrors(ChangePasswordSchema, passwordRequest(values, hasPassword));
  if (hasPassword && values.currentPassword === '') errors.currentPassword = ['validation.required'];
  if (!errors.password) {
    if (values.passwordConfirm === '') errors.passwordConfirm = ['validation.required'];
    else if (values.passwordConfirm !== values.password) errors.passwordConfirm = ['validation.confirmed'];
  }
  return errors;
}

/** The body of `POST /api/account/change-password`. */
export function passwordRequest(values: PasswordValues, hasPassword: boolean) {
  return hasPassword
    ? { currentPassword: values.currentPassword, password: values.password }
    : { password: values.password };
}
