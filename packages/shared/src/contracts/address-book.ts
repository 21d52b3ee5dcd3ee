import { ADDRESS_LINE2_TYPES, EMAIL_MAX, TITLES } from '../constants.ts';
import { requiresState } from '../rules/address.ts';
import { isPhoneNumber } from '../rules/gift-card-line.ts';
import { checkPostcodeState, POSTCODE_STATE_RULE } from '../rules/postcode-states.ts';
import * as z from './zod.ts';

// The address book (account-ordering.md §2, §3, §7; decision 0028): an account's contacts and their
// groups. Bodies take what a form posts (every value a string, '' for nothing) as well as JSON with
// numbers and nulls, so the route forms and the JSON calls parse with one schema.

export const CONTACT_NAME_MAX = 128;
export const CONTACT_LINE_MAX = 128;
export const CONTACT_NOTE_MAX = 2000;
export const GROUP_NAME_MAX = 80;
/** The years a birthday or an anniversary may name. */
export const PARTIAL_DATE_YEARS = { min: 1900, max: 2100 } as const;

/** '' and null both mean nothing. */
export const blankToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

const optionalText = (max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' ? blankToNull(value.trim().replace(/\s+/g, ' ')) : blankToNull(value),
    z.string().max(max).nullable(),
  );

export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max);

export const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values, 'validation.in').nullable());

/** A whole number from a form ('12') or JSON (12); nothing when blank. */
export const optionalInt = (min: number, max: number) =>
  z.preprocess((value) => {
    if (typeof value === 'string') {
      const trimmed = value.trim();
      if (trimmed === '') return null;
      return /^-?\d{1,6}$/.test(trimmed) ? Number(trimmed) : value;
    }
    return blankToNull(value);
  }, z.number('validation.integer').int('validation.integer').min(min).max(max).nullable());

/** Whether a day and month (and year, when given) make a date; 29 February needs no leap year without one. */
export function isDayOfMonth(day: number, month: number, year: number | null): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
  return day <= days;
}

/**
 * A day to remember (a birthday, an anniversary): day and month, the year optional. Checked as a pair
 * of fields on the contact, so the message sits beside the field that is wrong.
 */
function checkPartialDate(
  contact: Record<string, unknown>,
  prefix: 'birthday' | 'anniversary',
  context: z.core.$RefinementCtx,
) {
  const day = contact[`${prefix}Day`] as number | null;
  const month = contact[`${prefix}Month`] as number | null;
  const year = contact[`${prefix}Year`] as number | null;
  const issue = (field: string, message: string) =>
    context.addIssue({ code: 'custom', path: [`${prefix}${field}`], message });
  if (day === null && month === null) {
    if (year !== null) issue('Day', 'validation.required');
    return;
  }
  if (day === null) issue('Day', 'validation.required');
  else if (month === null) issue('Month', 'validation.required');
  else if (!isDayOfMonth(day, month, year)) issue('Day', 'validation.invalid');
}

const idList = z.preprocess(
  (value) =>
    value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value],
  z.array(z.uuid('validation.invalid')).max(10_000),
);

const ContactFieldsSchema = z.object({
  title: optionalEnum(TITLES),
  firstName: requiredText(CONTACT_NAME_MAX),
  lastName: requiredText(CONTACT_NAME_MAX),
  address: requiredText(CONTACT_LINE_MAX),
  address2Type: optionalEnum(ADDRESS_LINE2_TYPES),
  address2: optionalText(CONTACT_LINE_MAX),
  locality: requiredText(CONTACT_LINE_MAX),
  adminAreaLevel1: optionalText(CONTACT_LINE_MAX),
  postcode: optionalText(16),
  country: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .toUpperCase()
    .pipe(z.string().length(2, 'validation.in')),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? blankToNull(value.trim().toLowerCase()) : blankToNull(value)),
    z.email('validation.email').max(EMAIL_MAX).nullable(),
  ),
  phone: z.preprocess(
    (value) => (typeof value === 'string' ? blankToNull(value.trim()) : blankToNull(value)),
    z.string().max(32).refine(isPhoneNumber, 'validation.phone').nullable(),
  ),
  birthdayDay: optionalInt(1, 31),
  birthdayMonth: optionalInt(1, 12),
  birthdayYear: optionalInt(PARTIAL_DATE_YEARS.min, PARTIAL_DATE_YEARS.max),
  anniversaryDay: optionalInt(1, 31),
  anniversaryMonth: optionalInt(1, 12),
  anniversaryYear: optionalInt(PARTIAL_DATE_YEARS.min, PARTIAL_DATE_YEARS.max),
  note: optionalText(CONTACT_NOTE_MAX),
  /** The groups it is in, all of them (left as they are when not sent). */
  groups: idList.optional(),
});

/**
 * `POST /api/account/addresses` and `POST /api/account/addresses/{id}`: a contact as entered. The
 * country's other rules (which countries need a postcode, the state as its code, the postcode's format)
 * are the server's, by the same check as `POST /api/addresses/validate`.
 */
export const ContactInputSchema = ContactFieldsSchema.superRefine((contact, context) => {
  if (requiresState(contact.country) && !contact.adminAreaLevel1) {
    context.addIssue({ code: 'custom', path: ['adminAreaLevel1'], message: 'validation.required' });
  }
  if (checkPostcodeState(contact.country, contact.adminAreaLevel1, contact.postcode) === 'mismatch') {
    context.addIssue({ code: 'custom', path: ['postcode'], message: POSTCODE_STATE_RULE });
  }
  checkPartialDate(contact, 'birthday', context);
  checkPartialDate(contact, 'anniversary', context);
});
export type ContactInput = z.output<typeof ContactInputSchema>;

/** The fields of a contact's form, in the order the form shows (and focuses) them. */
export const CONTACT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'country',
  'address',
  'address2Type',
  'address2',
  'locality',
  'adminAreaLevel1',
  'postcode',
  'email',
  'phone',
  'birthdayDay',
  'birthdayMonth',
  'birthdayYear',
  'anniversaryDay',
  'anniversaryMonth',
  'anniversaryYear',
  'note',
] as const satisfies ReadonlyArray<keyof ContactInput>;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const GroupRefSchema = z.object({ id: z.uuid(), name: z.string() });
export type GroupRef = z.infer<typeof GroupRefSchema>;

export const ContactSchema = z.object({
  id: z.uuid(),
  title: z.enum(TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  address2Type: z.enum(ADDRESS_LINE2_TYPES).nullable(),
  address2: z.string().nullable(),
  locality: z.string(),
  adminAreaLevel1: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  birthdayDay: z.number().int().nullable(),
  birthdayMonth: z.number().int().nullable(),
  birthdayYear: z.number().int().nullable(),
  anniversaryDay: z.number().int().nullable(),
  anniversaryMonth: z.number().int().nullable(),
  anniversaryYear: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The groups it is in, by name. */
  groups: z.array(GroupRefSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const ContactParamsSchema = z.object({ id: z.uuid('validation.invalid') });

/** A whole number ≥ 1 from a query string, with a ceiling; the default when missing. */
const pageParam = (fallback: number, max = 100_000) =>
  z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? String(fallback) : String(value)),
    z
      .string()
      .regex(/^\d{1,9}$/, 'validation.integer')
      .transform((value) => Math.min(max, Math.max(1, Number(value)))),
  );

export const CONTACT_SORTS = ['name', 'locality', 'created', 'updated'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const CONTACTS_PER_PAGE = 25;
export const CONTACTS_MAX_PER_PAGE = 100;
export const GROUPS_PER_PAGE = 100;
export const GROUPS_MAX_PER_PAGE = 500;

const searchParam = z.preprocess(
  (value) => (typeof value === 'string' ? blankToNull(value.trim()) : blankToNull(value)),
  z.string().max(100).nullable(),
);

/**
 * `GET /api/account/addresses`: `query` looks in names, e-mail, place, postcode and group names;
 * `group` keeps one group's members; sorted by name (last, then first), place, or when added or changed;
 * `page` and `maxResults` page it (25 a page, 100 at most).
 */
export const ContactListQuerySchema = z.object({
  query: searchParam,
  group: z.preprocess(blankToNull, z.uuid('validation.invalid').nullable()),
  sort: z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z.enum(CONTACT_SORTS, 'validation.in').default('name'),
  ),
  sortDir: z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z.enum(SORT_DIRECTIONS, 'validation.in').default('asc'),
  ),
  page: pageParam(1),
  maxResults: pageParam(CONTACTS_PER_PAGE, CONTACTS_MAX_PER_PAGE),
});
export type ContactListQuery = z.output<typeof ContactListQuerySchema>;

const paging = {
  total: z.number().int(),
  page: z.number().int(),
  maxResults: z.number().int(),
  pages: z.number().int(),
};

export const ContactListSchema = z.object({ results: z.array(ContactSchema), ...paging });
export type ContactList = z.infer<typeof ContactListSchema>;

/** `POST /api/account/addresses/{id}/delete` and the other deletions. */
export const DeletedSchema = z.object({ deleted: z.literal(true) });

// Groups.

/** `POST /api/account/addresses/groups`: a new group's name, and the contacts it starts with. */
export const GroupCreateSchema = z.object({ name: requiredText(GROUP_NAME_MAX), add: idList.optional() });
export type GroupCreate = z.output<typeof GroupCreateSchema>;

/** `POST /api/account/addresses/groups/{id}`: a new name, and contacts to add and to take out. */
export const GroupUpdateSchema = z.object({
  name: requiredText(GROUP_NAME_MAX),
  add: idList.optional(),
  remove: idList.optional(),
});
export type GroupUpdate = z.output<typeof GroupUpdateSchema>;

/** `POST /api/account/addresses/groups/{id}/merge`: the group its members move to. */
export const GroupMergeSchema = z.object({ into: z.uuid('validation.required') });

export const GROUP_SORTS = ['name', 'size', 'created'] as const;

/** `GET /api/account/addresses/groups`: `maxResults` (100), `sort=name`, `sortDir=asc`, `query`, `page`. */
export const GroupListQuerySchema = z.object({
  query: searchParam,
  sort: z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z.enum(GROUP_SORTS, 'validation.in').default('name'),
  ),
  sortDir: z.preprocess(
    (value) => blankToNull(value) ?? undefined,
    z.enum(SORT_DIRECTIONS, 'validation.in').default('asc'),
  ),
  page: pageParam(1),
  maxResults: pageParam(GROUPS_PER_PAGE, GROUPS_MAX_PER_PAGE),
});
export type GroupListQuery = z.output<typeof GroupListQuerySchema>;

export const GroupSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** How many contacts are in it. */
  size: z.number().int(),
  createdAt: z.string(),
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

export const GroupListSchema = z.object({ results: z.array(GroupSummarySchema), ...paging });
export type GroupList = z.infer<typeof GroupListSchema>;

/** A member as a group lists it. */
export const GroupMemberSchema = ContactSchema.pick({
  id: true,
  title: true,
  firstName: true,
  lastName: true,
  locality: true,
  adminAreaLevel1: true,
  country: true,
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** `GET /api/account/addresses/groups/{id}`: the group with its members, by name. */
export const GroupSchema = GroupSummarySchema.extend({ members: z.array(GroupMemberSchema) });
export type Group = z.infer<typeof GroupSchema>;
