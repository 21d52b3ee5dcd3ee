import {
  CreateAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
} from '@cardshop/shared/contracts/auth';
import { z } from 'zod';
import { rulesOf } from '../../lib/form-rules.ts';

// The auth forms' checks, by the API's own schemas. Loaded on demand (it brings zod), so the page's first
// script stays small. Each answers field → rule names, like a 422's errors once the prefix is stripped.

type Rules = Record<string, string[]>;

export function validateLogin(values: { username: string; password: string }): Rules {
  return rulesOf(LoginSchema.pick({ username: true, password: true }).safeParse(values));
}

export function validateCreateAccount(values: {
  username: string;
  firstName: string;
  lastName: string;
}): Rules {
  return rulesOf(CreateAccountSchema.safeParse(values));
}

export function validateForgotPassword(values: { username: string }): Rules {
  return rulesOf(ForgotPasswordSchema.safeParse(values));
}

const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.confirmed',
  });

/** A new password typed twice: long enough, and the same both times. */
export function validateNewPassword(values: { password: string; passwordConfirm: string }): Rules {
  return rulesOf(NewPasswordFormSchema.safeParse(values));
}
