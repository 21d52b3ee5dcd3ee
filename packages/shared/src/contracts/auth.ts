import { EMAIL_MAX, MFA_CODE_LENGTH, NAME_MAX } from '../constants.ts';
import { isCommonPassword, PASSWORD_MAX, PASSWORD_MIN } from '../rules/passwords.ts';
import { RegionSchema } from './config.ts';
import * as z from './zod.ts';

// Sign-in, account creation, MFA and the e-mailed links (account-ordering.md §3, §5, §7).

/** An e-mail address as the forms take it: trimmed, lower-cased, then checked. */
export const EmailSchema = z.string().trim().min(1).toLowerCase().pipe(z.email().max(EMAIL_MAX));

/**
 * A new password (decision record 21): 12 to 128 characters and not among the common and breached
 * passwords the project ships; the forms and the API refuse the same.
 */
export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .refine((password) => !isCommonPassword(password), { message: 'validation.password-common' });

/** One person's name part: required, at most 128 characters. */
export const NamePartSchema = z.string().trim().min(1).max(NAME_MAX);

export const MfaMethodSchema = z.enum(['totp', 'email']);
export type MfaMethod = z.infer<typeof MfaMethodSchema>;

/** A 6-character code; a pasted code loses its spaces and dashes first. */
export const MfaCodeSchema = z
  .string()
  .transform((value) => value.replace(/[^0-9A-Za-z]/g, ''))
  .pipe(z.string().length(MFA_CODE_LENGTH));

/** What the header, guards and account pages know of the signed-in user. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailVerified: z.boolean(),
  hasPassword: z.boolean(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  locality: z.string().nullable(),
  adminAreaLevel1: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string().nullable(),
  /** Permission flags in the current organisation ('use…' keys are usage permissions). */
  permissions: z.record(z.string(), z.boolean()),
  access: z.object({ artists: z.array(z.string()), organisations: z.array(z.string()) }),
  /** Favourite cards, keyed by card id. */
  favourites: z.record(z.string(), z.boolean()),
  /** Names this user sent each card to (paid written cards), newest first, keyed by card id. */
  previousSends: z.record(z.string(), z.array(z.string())),
  mfa: z.object({ totp: z.boolean(), email: z.boolean() }),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The answer of `GET /api/auth/check`, login and account creation: the user (null when signed out), the
 * region, and the CSRF token every state-changing request must send as `X-CSRF-TOKEN`.
 */
export const AuthStateSchema = z.object({
  user: UserSchema.nullable(),
  region: RegionSchema,
  xsrfToken: z.string(),
});
export type AuthState = z.infer<typeof AuthStateSchema>;

/** `POST /api/auth/login`: a password sign-in, or its MFA completion when `method` and `token` are given. */
export const LoginSchema = z.object({
  username: EmailSchema,
  password: z.string().min(1).max(200),
  /** The trusted-device token this browser was given after an earlier MFA, if any. */
  deviceToken: z.string().max(200).optional(),
  method: MfaMethodSchema.optional(),
  /** The code of `method`; an unused recovery code is accepted in its place (either method). */
  token: MfaCodeSchema.optional(),
  trustedDevice: z.boolean().optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;

/** A completed login: the auth state, and a device token when the user chose to trust this device. */
export const LoginResultSchema = AuthStateSchema.extend({ deviceToken: z.string().optional() });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** The `data` of the 403 that asks for a second factor. */
export const MfaRequiredSchema = z.object({
  mfaRequired: z.literal(true),
  mfaMethods: z.array(MfaMethodSchema),
});
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

/** `POST /api/auth/request-mfa-token`: e-mails a sign-in code (the password is checked first). */
export const RequestMfaTokenSchema = z.object({
  username: EmailSchema,
  password: z.string().min(1).max(200),
  method: z.literal('email').default('email'),
});

/** `POST /api/auth/create-account-quick`: an account from names and an e-mail; the password comes with verification. */
export const CreateAccountSchema = z.object({
  username: EmailSchema,
  firstName: NamePartSchema,
  lastName: NamePartSchema,
  subscribe: z.boolean().optional(),
});
export type CreateAccountInput = z.input<typeof CreateAccountSchema>;

/** `POST /api/auth/forgot-password`: always answers the same, whether or not the address has an account. */
export const ForgotPasswordSchema = z.object({ username: EmailSchema });

/** The id and token of an e-mailed link (`/reset-password/{id}/{token}`, `/verify-email/{id}/{token}`). */
export const EmailLinkParamsSchema = z.object({
  id: z.uuid(),
  token: z.string().min(16).max(200),
});

/** `POST /api/auth/reset-password`: the link's id and token and the new password. */
export const ResetPasswordSchema = EmailLinkParamsSchema.extend({ password: NewPasswordSchema });

/** `POST /api/auth/verify-email`: the link's id and token, and a password when the account has none yet. */
export const VerifyEmailSchema = EmailLinkParamsSchema.extend({ password: NewPasswordSchema.optional() });

/** What an e-mailed link is for: the `{purpose}` of `GET /api/auth/link/{purpose}/{id}/{token}`. */
export const EmailLinkPurposeSchema = z.enum(['reset-password', 'verify-email']);
export type EmailLinkPurpose = z.infer<typeof EmailLinkPurposeSchema>;

/** What a still-valid e-mailed link is for (`GET /api/auth/link/{purpose}/{id}/{token}`). */
export const EmailLinkStateSchema = z.object({
  valid: z.boolean(),
  email: z.string().nullable(),
  /** The account has no password yet, so verification asks for one. */
  needsPassword: z.boolean(),
});
export type EmailLinkState = z.infer<typeof EmailLinkStateSchema>;

/** A plain acknowledgement. */
export const DoneSchema = z.object({ done: z.literal(true) });
