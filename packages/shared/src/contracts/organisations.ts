import {
  BUSINESS_INDUSTRIES,
  BUSINESS_SEND_BANDS,
  BUSINESS_USE_CASES,
  MANAGEMENT_PERMISSIONS,
  ORGANISATION_NAME_MAX,
  ORGANISATION_PERMISSIONS,
  ORGANISATION_SIZES,
  type OrganisationPermission,
} from '../constants.ts';
import { EmailSchema, NamePartSchema } from './auth.ts';
import * as z from './zod.ts';

// Businesses (issue 19; decision 0032): the business sign-up, the organisation, its members, their
// permissions and the invitations that bring members in (storefront.md §3, §6; account-ordering.md §3, §6).

/**
 * What each call and page of the organisation asks of the caller's permissions in their organisation, as
 * `satisfiesRequirements` reads them: every entry must be granted, `a|b` by either.
 */
export const ORGANISATION_REQUIREMENTS = {
  /** The manage dashboard and the organisation: any management permission (a manager). */
  manage: [MANAGEMENT_PERMISSIONS.join('|')],
  /** The members and invitations: listing, inviting, changing permissions, removing. */
  members: ['members'],
  /** The organisation's settings: its name, allowCustom and its card logo (requireAuth comes with what it governs). */
  settings: ['settings'],
  /** The organisation's money on the dashboard: credits, gift credit, spend. */
  billing: ['billing'],
} as const satisfies Record<string, readonly string[]>;

/** A checkbox of a form ('on', '1', 'true'; nothing when unticked) or a JSON boolean. */
const flag = z.preprocess(
  (value) =>
    typeof value === 'string' ? ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase()) : value,
  z.boolean('validation.in').default(false),
);

/** A member's permissions: every known permission, true or false (unknown keys are dropped). */
export const PermissionFlagsSchema = z.object(
  Object.fromEntries(ORGANISATION_PERMISSIONS.map((permission) => [permission, flag])) as Record<
    OrganisationPermission,
    typeof flag
  >,
);
export type PermissionFlags = Record<OrganisationPermission, boolean>;

/** Flags from the names ticked in a form (`permission` checkboxes): the others are false. */
export function permissionFlagsOf(ticked: readonly string[]): PermissionFlags {
  return Object.fromEntries(
    ORGANISATION_PERMISSIONS.map((permission) => [permission, ticked.includes(permission)]),
  ) as PermissionFlags;
}

/** Every permission granted: the first manager of a new organisation. */
export const ALL_PERMISSIONS: PermissionFlags = permissionFlagsOf(ORGANISATION_PERMISSIONS);

/** A form's one value (one checkbox ticked) as a list of one; a JSON list stays as it is. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);

/** One of a list: missing or blank is `validation.required`, anything else not listed `validation.in`. */
const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.string().trim().min(1).pipe(z.enum(values));

/** `POST /api/business/signup`: the business sign-up form. */
export const BusinessSignupSchema = z.object({
  firstName: NamePartSchema,
  lastName: NamePartSchema,
  email: EmailSchema,
  organisation: z.string().trim().min(1).max(ORGANISATION_NAME_MAX),
  size: oneOf(ORGANISATION_SIZES),
  sendBand: oneOf(BUSINESS_SEND_BANDS),
  useCases: z.preprocess(
    asList,
    z
      .array(z.enum(BUSINESS_USE_CASES))
      .max(BUSINESS_USE_CASES.length * 2)
      .refine((values) => values.length > 0, { message: 'validation.required' })
      .transform((values) => [...new Set(values)]),
  ),
  industry: oneOf(BUSINESS_INDUSTRIES),
  subscribe: flag,
});
export type BusinessSignupInput = z.output<typeof BusinessSignupSchema>;

/** The fields of the business sign-up form, in the order it shows them. */
export const BUSINESS_SIGNUP_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organisation',
  'size',
  'sendBand',
  'useCases',
  'industry',
] as const;

/** An organisation (storefront.md §3). */
export const OrganisationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.enum(ORGANISATION_SIZES),
  sendBand: z.enum(BUSINESS_SEND_BANDS),
  useCases: z.array(z.enum(BUSINESS_USE_CASES)),
  industry: z.enum(BUSINESS_INDUSTRIES),
  /** Members' orders take a single customer name (account-ordering.md §5). */
  requireAuth: z.boolean(),
  /** The custom-artwork tile is offered in organisation mode. */
  allowCustom: z.boolean(),
  /** The logo printed on the back of the organisation's cards, when it has one. */
  cardLogo: z.string().nullable(),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/** One member of an organisation, as its managers see them. */
export const MemberSchema = z.object({
  /** The membership's id (the `{id}` of the member calls), not the user's. */
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  permissions: PermissionFlagsSchema,
  /** Holds a management permission. */
  manager: z.boolean(),
  /** The caller themself. */
  you: z.boolean(),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

/** An invitation not accepted yet. */
export const PendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  permissions: PermissionFlagsSchema,
  invitedBy: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/** `GET /api/manage/members`: the members, managers first, and the invitations still open or expired. */
export const MembersSchema = z.object({
  members: z.array(MemberSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type Members = z.infer<typeof MembersSchema>;

/** `GET /api/manage/organisation`: the caller's organisation and their own permissions in it. */
export const ManagedOrganisationSchema = z.object({
  organisation: OrganisationSchema,
  permissions: PermissionFlagsSchema,
});
export type ManagedOrganisation = z.infer<typeof ManagedOrganisationSchema>;

/**
 * `POST /api/manage/organisation`: the organisation's settings (the settings permission), each changed
 * only when given: its name, and `allowCustom`, which governs the custom-artwork tile and upload
 * (decision 0035). requireAuth becomes a setting with the customer step it governs, so that no switch is
 * offered that changes nothing.
 */
export const OrganisationSettingsSchema = z.object({
  name: z.string().trim().min(1).max(ORGANISATION_NAME_MAX).optional(),
  allowCustom: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase()) : value,
      z.boolean('validation.in'),
    )
    .optional(),
  /** Members' orders take a single customer name (account-ordering.md §5; decision 0036). */
  requireAuth: z
    .preprocess(
      (value) =>
        typeof value === 'string' ? ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase()) : value,
      z.boolean('validation.in'),
    )
    .optional(),
});
export type OrganisationSettingsInput = z.output<typeof OrganisationSettingsSchema>;

/** `GET /api/account/organisations`: the organisations the user belongs to, the one they work in first. */
export const MyOrganisationsSchema = z.object({
  organisations: z.array(
    z.object({ id: z.uuid(), name: z.string(), current: z.boolean(), manager: z.boolean() }),
  ),
});
export type MyOrganisations = z.infer<typeof MyOrganisationsSchema>;

/** `POST /api/account/organisations/select`: the organisation to work in. */
export const SelectOrganisationSchema = z.object({ organisation: z.uuid('validation.in') });

/** An order on the manage dashboard: who placed it, when, how many cards and what it was worth. */
export const OrganisationOrderSchema = z.object({
  id: z.uuid(),
  /** The name of the member who placed it, or null when their account is gone. */
  member: z.string().nullable(),
  paidAt: z.string().nullable(),
  cards: z.number().int(),
  /** Minor units of `currency`: card charge, credits and gift credit together. */
  value: z.number().int(),
  currency: z.string(),
});
export type OrganisationOrder = z.infer<typeof OrganisationOrderSchema>;

const AmountSchema = z.object({ currency: z.string(), amount: z.number().int() });

/**
 * `GET /api/manage/overview`: the dashboard's figures (decision 0036). The money (credits, gift credit,
 * spend this month) only for holders of billing, null for other managers.
 */
export const OrganisationOverviewSchema = z.object({
  /**
   * The organisation's currentTierPrice (storefront.md §9): the charge of one card, standard postage
   * included, at the region's business tier for the cards its orders held in the last 12 months (at least
   * the first tier), with that count; null in a region without business pricing.
   */
  currentTierPrice: z
    .object({ value: z.number().int(), currency: z.string(), cardsThisYear: z.number().int() })
    .nullable(),
  orders: z.array(OrganisationOrderSchema),
  money: z
    .object({
      credits: z.number().int(),
      giftCredit: z.array(AmountSchema),
      /** What the orders paid since the month began (in the region's time zone) were worth, per currency. */
      spendThisMonth: z.array(AmountSchema),
      monthStart: z.string(),
    })
    .nullable(),
});
export type OrganisationOverview = z.infer<typeof OrganisationOverviewSchema>;

/** `POST /api/manage/members/invite`: who to invite and the permissions they will have. */
export const InviteSchema = z.object({
  email: EmailSchema,
  permissions: PermissionFlagsSchema,
});
export type InviteInput = z.output<typeof InviteSchema>;

/** `POST /api/manage/members/{id}`: the member's new permissions. */
export const MemberPermissionsSchema = z.object({ permissions: PermissionFlagsSchema });
export type MemberPermissionsInput = z.output<typeof MemberPermissionsSchema>;

/** The `{id}` of a member call. */
export const MemberParamsSchema = z.object({ id: z.uuid() });

/** `POST /api/manage/invitations/{id}/delete`: the invitation to withdraw. */
export const InvitationIdParamsSchema = z.object({ id: z.uuid() });

/** An invitation's token: 43 base64url characters (32 random bytes). */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The parts of an invitation link: `/business/invitation/{id}/{token}`. */
export const InvitationParamsSchema = z.object({
  id: z.uuid(),
  token: z.string().regex(INVITATION_TOKEN, 'validation.invalid'),
});
export type InvitationParams = z.infer<typeof InvitationParamsSchema>;

/** The path of an invitation link. */
export const invitationPath = (id: string, token: string) => `/business/invitation/${id}/${token}`;

/**
 * What stands between the visitor and accepting: nothing ('ready'), signing in ('sign-in'), being signed
 * in as another address ('other-account'), verifying the address ('verify-email'), or nothing more to do
 * ('member': in the organisation already). 'expired' and 'accepted' invitations cannot be accepted.
 */
export const InvitationStatusSchema = z.enum([
  'ready',
  'sign-in',
  'other-account',
  'verify-email',
  'member',
  'expired',
  'accepted',
]);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** `GET /api/business/invitation/{id}/{token}`: the invitation, for its own page. */
export const InvitationSchema = z.object({
  organisation: z.string(),
  email: z.string(),
  invitedBy: z.string(),
  permissions: PermissionFlagsSchema,
  expiresAt: z.string(),
  status: InvitationStatusSchema,
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** `POST /api/business/invitation/{id}/{token}/accept`: the organisation joined, and where to go next. */
export const InvitationAcceptedSchema = z.object({
  organisationId: z.uuid(),
  /** `/manage` for a manager, `/` for other members (storefront.md §6). */
  next: z.string(),
});
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

/** A member removed, or an invitation withdrawn. */
export const RemovedSchema = z.object({ removed: z.literal(true) });
