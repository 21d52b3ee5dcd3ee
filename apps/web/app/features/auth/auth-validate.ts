import {
  CreateAccountSchema,
  ForgotPasswordSchema,
  LoginSchema,
  NewPasswordSchema,
} from '@cardshop/shared/contracts/auth';
import { z } from 'zod';
import { rulesOf } from '../../lib/form-rules.ts';

// The auth forms' checks, by the API's own schemas: the browser loads them on demand (they bring zod, and
// the page's first script stays small), the route actions parse the posted forms with the same ones. Each
// check answers field → rule names, like a 422's errors once the prefix is stripped.

type Rules = Record<string, string[]>;

/** The login form: the first step of `POST /api/auth/login`. */
export const LoginFormSchema = LoginSchema.pick({ username: true, password: true });

export function validateLogin(values: { username: string; password: string }): Rules {
  return rulesOf(LoginFormSchema.safeParse(values));
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

/** A new password typed twice (reset and verification links), with the password of the API's schemas. */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, passwordConfirm: z.string() })
  .refine((values) => values.password === values.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'validation.confirmed',
  });

/** A new password typed twice: long enough, and the same both times. */
export function validateNewPassword(values: { password: string; passwordConfirm: string }): Rules {
  return rulesOf(NewPasswordFormSchema.safeParse(values));
}
