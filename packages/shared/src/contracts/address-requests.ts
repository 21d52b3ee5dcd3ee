import { CONTACT_FIELDS, type ContactField, GroupRefSchema } from './address-book.ts';
import * as z from './zod.ts';

// Address requests (issue 18; decision 0030): an account's collection link, which asks friends and family
// for their postal address. The owner's calls change the link's settings; the public pages and calls
// (`/address/{token}/{slug}` and `/{id}`) take an answer. An answer is parsed as a contact
// (`ContactInputSchema`) with only the fields the link asks for, so the country rules are the same.

export const ADDRESS_REQUEST_MESSAGE_MAX = 500;

/** A contact's fields an answer never fills in: they are the owner's to keep. */
const OWNER_ONLY_FIELDS = ['anniversaryDay', 'anniversaryMonth', 'anniversaryYear', 'note'] as const;
export type AnswerField = Exclude<ContactField, (typeof OWNER_ONLY_FIELDS)[number]>;

/** The fields a person answering may fill in, in the order the form shows them (the contact form's). */
export const ANSWER_FIELDS: readonly AnswerField[] = CONTACT_FIELDS.filter(
  (field): field is AnswerField => !(OWNER_ONLY_FIELDS as readonly string[]).includes(field),
);

/** The fields only asked for when the link says so. */
export const OPTIONAL_ANSWER_FIELDS = {
  askEmail: ['email'],
  askPhone: ['phone'],
  askBirthday: ['birthdayDay', 'birthdayMonth', 'birthdayYear'],
} as const satisfies Record<string, readonly AnswerField[]>;

/** A checkbox of a form ('on', '1', 'true'; nothing when unticked) or a JSON boolean. */
const flag = z.preprocess(
  (value) =>
    typeof value === 'string' ? ['on', '1', 'true', 'yes'].includes(value.trim().toLowerCase()) : value,
  z.boolean('validation.in').default(false),
);

/** `POST /api/account/addresses/request/settings`: the link's message, what it asks, its group, on or off. */
export const AddressRequestSettingsInputSchema = z.object({
  message: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : (value ?? null)),
    z.string().max(ADDRESS_REQUEST_MESSAGE_MAX).nullable(),
  ),
  askEmail: flag,
  askPhone: flag,
  askBirthday: flag,
  /** The group answers go into (one of the owner's, or a 404); none when blank. */
  group: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.uuid('validation.invalid').nullable(),
  ),
  enabled: flag,
});
export type AddressRequestSettingsInput = z.output<typeof AddressRequestSettingsInputSchema>;

/** The owner's view of the link. */
export const AddressRequestLinkSchema = z.object({
  /** The link to send, absolute. */
  url: z.string(),
  enabled: z.boolean(),
  message: z.string().nullable(),
  askEmail: z.boolean(),
  askPhone: z.boolean(),
  askBirthday: z.boolean(),
  group: GroupRefSchema.nullable(),
  /** How many people have answered through the link since it was made. */
  answers: z.number().int(),
  createdAt: z.string(),
});
export type AddressRequestLink = z.infer<typeof AddressRequestLinkSchema>;

/** `GET /api/account/addresses/request`: the account's link, or null before one is made. */
export const AddressRequestStateSchema = z.object({ link: AddressRequestLinkSchema.nullable() });
export type AddressRequestState = z.infer<typeof AddressRequestStateSchema>;

/** A link's token: 32 base64url characters. */
export const ADDRESS_REQUEST_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** An answer's key, given back to the person who answered: 22 base64url characters. */
export const ADDRESS_ANSWER_KEY = /^[A-Za-z0-9_-]{22}$/;

/** The public addresses' parts: `/address/{token}/{slug}` and `/address/{token}/{slug}/{id}`. */
export const AddressRequestParamsSchema = z.object({
  token: z.string().regex(ADDRESS_REQUEST_TOKEN, 'validation.invalid'),
  slug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'validation.invalid'),
});
export type AddressRequestParams = z.output<typeof AddressRequestParamsSchema>;

export const AddressAnswerParamsSchema = AddressRequestParamsSchema.extend({
  answerToken: z.string().regex(ADDRESS_ANSWER_KEY, 'validation.invalid'),
});
export type AddressAnswerParams = z.output<typeof AddressAnswerParamsSchema>;

/** What the public page shows of the owner and asks for: their first name and message, nothing else. */
export const AddressRequestPageSchema = z.object({
  firstName: z.string(),
  message: z.string().nullable(),
  askEmail: z.boolean(),
  askPhone: z.boolean(),
  askBirthday: z.boolean(),
});
export type AddressRequestPage = z.infer<typeof AddressRequestPageSchema>;

/** An answer's fields as sent (strings from a form, or JSON), before they are checked as a contact. */
export const AnswerBodySchema = z.record(z.string(), z.unknown());

/** `GET /api/address-requests/{token}/{slug}/{id}`: the page, and the answer as its sender gave it. */
export const AddressAnswerSchema = AddressRequestPageSchema.extend({
  values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type AddressAnswer = z.infer<typeof AddressAnswerSchema>;

/** The answer taken: its key, and the address at which its sender can correct it. */
export const AnswerTakenSchema = z.object({ id: z.string(), path: z.string() });
export type AnswerTaken = z.infer<typeof AnswerTakenSchema>;

/** The public page's address. */
export const addressRequestPath = (token: string, slug: string, id?: string) =>
  `/address/${token}/${slug}${id ? `/${id}` : ''}`;

/** A first name as the link's last part: lower case letters and digits, words joined by '-'. */
export function slugOf(firstName: string): string {
  const slug = firstName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'friend';
}
