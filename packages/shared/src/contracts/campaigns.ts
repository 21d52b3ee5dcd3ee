import { OrderRefSchema } from './orders.ts';
import * as z from './zod.ts';

// Bulk sending and campaigns (issue 19; docs/decisions/0033-bulk-sending.md): a campaign is the draft of a
// bulk send, kept on the server step by step (card, message with merge fields, recipients, review,
// schedule, price, payment), then the order it became, item by item.

/** What every campaign call asks of an organisation member (a user outside any organisation needs none). */
export const CAMPAIGN_REQUIREMENTS = ['campaigns'] as const;

/** The steps of `/send/{step}`, in order. */
export const SEND_STEPS = ['card', 'message', 'recipients', 'review', 'schedule', 'pay'] as const;
export type SendStep = (typeof SEND_STEPS)[number];
/** The pages of `/send/{step}`: the steps, and where a paid campaign shows how far it is. */
export const SEND_VIEWS = [...SEND_STEPS, 'status'] as const;
export type SendView = (typeof SEND_VIEWS)[number];

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'printing', 'dispatched', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_SCHEDULES = ['now', 'date', 'birthday', 'anniversary'] as const;
export type CampaignScheduleType = (typeof CAMPAIGN_SCHEDULES)[number];

/** The longest message (a card's text box holds no more). */
export const CAMPAIGN_MESSAGE_MAX = 2000;
export const CAMPAIGN_NAME_MAX = 120;
/** Recipients one campaign may have. */
export const CAMPAIGN_RECIPIENTS_MAX = 5000;
export const REVIEW_PER_PAGE = 25;
export const REVIEW_MAX_PER_PAGE = 100;

/**
 * A recipient's problems, as codes: `address` (none, or one the post cannot take), `name`, `field:<key>`
 * (a merge field the message needs is empty), `fit` (the text does not fit the page in the chosen font),
 * `glyphs` (a character the font cannot write), `date` (no birthday or anniversary to send on).
 */
export type RecipientProblem = string;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value;
const optionalText = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\r\n/g, '\n') : value),
      z.string().max(max, 'validation.max'),
    )
    .optional();
/** A list of ids from JSON or a form (one value, or several of the same name). */
const idList = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.uuid('validation.invalid')).max(CAMPAIGN_RECIPIENTS_MAX, 'validation.max'),
);

export const CampaignParamsSchema = z.object({ id: z.uuid() });
export const RecipientParamsSchema = z.object({ id: z.uuid(), recipientId: z.uuid() });

export const CampaignScheduleSchema = z
  .object({
    type: z.enum(CAMPAIGN_SCHEDULES, 'validation.in'),
    date: z.preprocess(blankToUndefined, z.iso.date('validation.date').optional()),
  })
  .superRefine((schedule, context) => {
    if (schedule.type === 'date' && !schedule.date) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'validation.required' });
    }
  });
export type CampaignSchedule = z.output<typeof CampaignScheduleSchema>;

/** `POST /api/campaigns`: a new draft, with the card when it starts from one. */
export const CampaignCreateSchema = z.object({
  cardId: z.preprocess(blankToUndefined, z.uuid('validation.in').optional()),
  /** One of the organisation's templates to start from: its card, message and font (decision 0036). */
  templateId: z.preprocess(blankToUndefined, z.uuid('validation.in').optional()),
  name: z.preprocess(blankToUndefined, z.string().max(CAMPAIGN_NAME_MAX, 'validation.max').optional()),
});
export type CampaignCreate = z.output<typeof CampaignCreateSchema>;

/** `POST /api/campaigns/{id}`: the draft's choices so far; only the fields sent change. */
export const CampaignUpdateSchema = z.object({
  name: z.preprocess(blankToUndefined, z.string().max(CAMPAIGN_NAME_MAX, 'validation.max').optional()),
  cardId: z.preprocess(blankToUndefined, z.uuid('validation.in').optional()),
  message: optionalText(CAMPAIGN_MESSAGE_MAX),
  font: z.preprocess(blankToUndefined, z.string().max(64).optional()),
  schedule: CampaignScheduleSchema.optional(),
});
export type CampaignUpdate = z.output<typeof CampaignUpdateSchema>;

/** `POST /api/campaigns/{id}/recipients/add`: contacts and whole groups of the caller's address book. */
export const RecipientsAddSchema = z.object({ contacts: idList, groups: idList });
export type RecipientsAdd = z.output<typeof RecipientsAddSchema>;

/** `POST /api/campaigns/{id}/recipients/upload?fileName=`: the body is the CSV file's bytes. */
export const RecipientsUploadQuerySchema = z.object({
  fileName: z.preprocess(blankToUndefined, z.string().max(200).default('recipients.csv')),
});

/** `POST /api/campaigns/{id}/recipients/{recipientId}`: a fix of one card; an empty override clears it. */
export const RecipientFixSchema = z.object({
  firstName: z.preprocess(blankToUndefined, z.string().max(128, 'validation.max').optional()),
  lastName: z.preprocess(blankToUndefined, z.string().max(128, 'validation.max').optional()),
  address: z.preprocess(blankToUndefined, z.string().max(128, 'validation.max').optional()),
  address2: z.string().trim().max(128, 'validation.max').optional(),
  locality: z.preprocess(blankToUndefined, z.string().max(128, 'validation.max').optional()),
  adminAreaLevel1: z.string().trim().max(64, 'validation.max').optional(),
  postcode: z.string().trim().max(16, 'validation.max').optional(),
  country: z.preprocess(blankToUndefined, z.string().max(2, 'validation.in').optional()),
  override: optionalText(CAMPAIGN_MESSAGE_MAX),
  /** Values of merge fields, by field name. */
  fields: z
    .record(z.string().max(60), z.string().max(500))
    .refine((fields) => Object.keys(fields).length <= 50, 'validation.max')
    .optional(),
});
export type RecipientFix = z.output<typeof RecipientFixSchema>;

const pageParam = (fallback: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? String(fallback) : String(value)),
    z
      .string()
      .regex(/^\d{1,6}$/, 'validation.integer')
      .transform((value) => Math.min(max, Math.max(1, Number(value)))),
  );

/** `GET /api/campaigns/{id}/review`: one page of the recipients' cards, or of those with problems. */
export const ReviewQuerySchema = z.object({
  page: pageParam(1, 100_000),
  maxResults: pageParam(REVIEW_PER_PAGE, REVIEW_MAX_PER_PAGE),
  show: z.preprocess(blankToUndefined, z.enum(['all', 'problems'], 'validation.in').default('all')),
});
export type ReviewQuery = z.output<typeof ReviewQuerySchema>;

export const CampaignPriceSchema = z.object({
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  savingPercent: z.number(),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
});
export type CampaignPrice = z.infer<typeof CampaignPriceSchema>;

/** `GET /api/campaigns/price?quantity=`: what a bulk send of that many cards costs in the region. */
export const CampaignPriceQuerySchema = z.object({
  quantity: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value),
    z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min')
      .max(100_000, 'validation.max'),
  ),
});

export const CampaignProgressSchema = z.object({
  items: z.number().int(),
  /** Items whose print file is made. */
  printed: z.number().int(),
  dispatched: z.number().int(),
});

export const CampaignSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  owner: z.enum(['user', 'organisation']),
  card: z.object({ id: z.uuid(), name: z.string(), imageSrc: z.string() }).nullable(),
  recipients: z.number().int(),
  withProblems: z.number().int(),
  /** What it costs (paid: what it cost); null without recipients or a card. */
  price: CampaignPriceSchema.nullable(),
  progress: CampaignProgressSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignSummary = z.infer<typeof CampaignSummarySchema>;

export const CampaignSchema = CampaignSummarySchema.extend({
  message: z.string(),
  font: z.string(),
  schedule: z.object({ type: z.enum(CAMPAIGN_SCHEDULES), date: z.string().nullable() }),
  /** The merge fields recipients have values for (the standard ones and the list's columns). */
  fields: z.array(z.string()),
  /** The order it became, once checked out: opened by its owner (the token) until paid. */
  order: z
    .object({ id: z.uuid(), token: z.string(), status: z.string(), total: z.number().int() })
    .nullable(),
  /** Whether it can still change (a draft whose order is not paid). */
  editable: z.boolean(),
});
export type Campaign = z.infer<typeof CampaignSchema>;

export const CampaignListSchema = z.object({ results: z.array(CampaignSummarySchema) });
export type CampaignList = z.infer<typeof CampaignListSchema>;

export const RecipientCardSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  source: z.enum(['contact', 'list']),
  firstName: z.string(),
  lastName: z.string(),
  address: z.record(z.string(), z.string().nullable()),
  fields: z.record(z.string(), z.string()),
  /** The message with this recipient's fields filled in (or their override). */
  text: z.string(),
  override: z.string().nullable(),
  problems: z.array(z.string()),
  scheduledDate: z.string().nullable(),
  /** The order item it became, with its dispatch status and print file. */
  item: z
    .object({
      id: z.uuid(),
      status: z.string(),
      dispatchedAt: z.string().nullable(),
      hasPrintFile: z.boolean(),
    })
    .nullable(),
});
export type RecipientCard = z.infer<typeof RecipientCardSchema>;

export const ReviewSchema = z.object({
  results: z.array(RecipientCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  maxResults: z.number().int(),
  pages: z.number().int(),
  withProblems: z.number().int(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** `POST /api/campaigns/{id}/checkout`: the order the campaign became, to pay by the payment calls. */
export const CheckoutResultSchema = z.object({
  order: OrderRefSchema,
  total: z.number().int(),
  currency: z.string(),
  credits: z.number().int(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const RecipientsAddedSchema = z.object({
  campaign: CampaignSchema,
  added: z.number().int(),
  /** List rows left out: no name at all, or past the campaign's limit. */
  skipped: z.number().int(),
});
export type RecipientsAdded = z.infer<typeof RecipientsAddedSchema>;
