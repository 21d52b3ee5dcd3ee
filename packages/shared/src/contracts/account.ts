import { requiresState } from '../rules/address.ts';
import { checkPostcodeState, POSTCODE_STATE_RULE } from '../rules/postcode-states.ts';
import { MfaCodeSchema, NamePartSchema, NewPasswordSchema } from './auth.ts';
import { CardSummarySchema, RegionParam } from './catalogue.ts';
import * as z from './zod.ts';

// The account area: profile, password, security (MFA, devices, sessions), favourites, mail preferences.

const optionalLine = z
  .string()
  .trim()
  .max(128)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

/** `POST /api/account/profile`: names and the postal address, with the country's state rule. */
export const ProfileSchema = z
  .object({
    firstName: NamePartSchema,
    lastName: NamePartSchema,
    address: optionalLine,
    address2: optionalLine,
    locality: optionalLine,
    adminAreaLevel1: optionalLine,
    postcode: z
      .string()
      .trim()
      .max(16)
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .optional(),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .transform((value) => (value === '' ? null : value))
      .pipe(z.string().length(2).nullable())
      .nullable()
      .optional(),
  })
  .superRefine((profile, context) => {
    // An address, once started, needs its street, town and country; the state only where the country needs one.
    const started = !!(profile.address || profile.locality || profile.postcode || profile.country);
    if (!started) return;
    for (const field of ['address', 'locality', 'country'] as const) {
      if (!profile[field])
        context.addIssue({ code: 'custom', path: [field], message: 'validation.required' });
    }
    if (profile.country && requiresState(profile.country) && !profile.adminAreaLevel1) {
      context.addIssue({ code: 'custom', path: ['adminAreaLevel1'], message: 'validation.required' });
    }
    if (checkPostcodeState(profile.country, profile.adminAreaLevel1, profile.postcode) === 'mismatch') {
      context.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_STATE_RULE });
    }
  });
export type ProfileInput = z.input<typeof ProfileSchema>;

/** `POST /api/account/change-password`: the current password (when there is one) and the new one. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().max(200).optional(),
  password: NewPasswordSchema,
});

/** `POST /api/account/security/totp/start`: a new secret to scan (not yet active). */
export const TotpSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of `otpauthUrl` as an SVG data URL. */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetupSchema>;

/** `POST /api/account/security/totp/confirm`: a code from the authenticator turns TOTP on. */
export const TotpConfirmSchema = z.object({ token: MfaCodeSchema });

/** The recovery codes, shown once when TOTP is turned on. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** What re-confirms who is at the keyboard: the password (a current authenticator code without one). */
const ConfirmingSecretSchema = z.string().max(200);

/** `POST /api/account/security/email-mfa`: turn e-mailed sign-in codes on, or off with the password. */
export const EmailMfaSchema = z.object({ enabled: z.boolean(), password: ConfirmingSecretSchema.optional() });

/** `POST /api/account/security/totp/disable`: the password (or a current code) turns TOTP off. */
export const TotpDisableSchema = z.object({ password: ConfirmingSecretSchema.min(1) });

/** `POST /api/account/security/recovery-codes`: the password (or a current code) makes new ones. */
export const RecoveryCodesRequestSchema = TotpDisableSchema;

export const TrustedDeviceSchema = z.object({
  id: z.uuid(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});

export const SessionSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});

/** `GET /api/account/security`: what protects the account now. */
export const SecurityOverviewSchema = z.object({
  totp: z.boolean(),
  email: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  trustedDevices: z.array(TrustedDeviceSchema),
  sessions: z.array(SessionSummarySchema),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

/** `POST /api/account/favourites/{add|remove}/{cardId}` answers the whole favourites map. */
export const FavouriteParamsSchema = z.object({
  action: z.enum(['add', 'remove']),
  cardId: z.uuid(),
});
export const FavouritesSchema = z.record(z.string(), z.boolean());

/** `GET /api/account/favourites`: the favourite cards as listing tiles, newest favourite first. */
export const FavouriteCardsSchema = z.object({ results: z.array(CardSummarySchema) });
export type FavouriteCards = z.infer<typeof FavouriteCardsSchema>;

/** `POST /api/account/change-region/{regionId}`: a region id (or its ISO code). */
export const ChangeRegionParamsSchema = z.object({ regionId: RegionParam });

// A missing or short signature is checked like a wrong one (a 403 the link page explains), not a field error.
const LinkSignatureSchema = z.string().max(200).default('');

/** `/unsubscribe/{what}/{email}?sig=…`: what a signed link stops. */
export const UnsubscribeSchema = z.object({
  what: z.string().min(1).max(64),
  email: z.string().min(3).max(180),
  id: z.string().max(64).optional(),
  signature: LinkSignatureSchema,
});
export type UnsubscribeInput = z.input<typeof UnsubscribeSchema>;

/** `POST /api/account/disable-reminders`: what the signed `/disable-reminders/{id}/{email}?sig=…` link carries. */
export const DisableRemindersSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.string().min(3).max(180),
  signature: LinkSignatureSchema,
});
export type DisableRemindersInput = z.input<typeof DisableRemindersSchema>;

/**
 * The one-click forms of the same links (RFC 8058): `POST /api/account/unsubscribe/{what}/{email}?sig=…`,
 * `…/unsubscribe/{event}/{id}/{email}?sig=…` and `POST /api/account/disable-reminders/{id}/{email}?sig=…`,
 * as a mail client posts them (`List-Unsubscribe=One-Click`): the signature in the query.
 */
export const OneClickQuerySchema = z.object({ sig: LinkSignatureSchema });
export const OneClickUnsubscribeParamsSchema = z.object({
  what: z.string().min(1).max(64),
  id: z.string().max(64).optional(),
  email: z.string().min(3).max(180),
});
export const OneClickDisableRemindersParamsSchema = z.object({
  id: z.string().min(1).max(64),
  email: z.string().min(3).max(180),
});

/** `POST /api/account/security/devices/{id}/revoke`: a trusted device of the user. */
export const TrustedDeviceParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/account/security/sessions/{id}/revoke`: another session of the user (its listed id). */
export const SessionParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });
