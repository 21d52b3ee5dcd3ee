import {
  REMINDER_DAYS_BEFORE_DEFAULT,
  REMINDER_DAYS_BEFORE_MAX,
  REMINDER_OCCASIONS,
} from '../rules/reminders.ts';
import {
  blankToNull,
  CONTACT_NAME_MAX,
  isDayOfMonth,
  optionalInt,
  PARTIAL_DATE_YEARS,
  requiredText,
} from './address-book.ts';
import * as z from './zod.ts';

// Reminders (account-ordering.md §2, §7; docs/decisions/0037-reminders.md): the dates that matter to an
// account, from its contacts' birthdays and anniversaries and from reminders added by hand. Bodies take
// what a form posts (strings, '' for nothing) as well as JSON, so the page's forms and the JSON calls
// parse with one schema.

/** A query flag: `1`/`true` on, `0`/`false`/absent off. */
const flag = z.preprocess(
  (value) => (typeof value === 'string' ? ['1', 'true', 'on'].includes(value.toLowerCase()) : value),
  z.boolean().default(false),
);

/** `GET /api/account/reminders`: the coming month by default; a year ahead and the past month on request. */
export const ReminderListQuerySchema = z.object({ includePast: flag, includeFuture: flag });
export type ReminderListQuery = z.infer<typeof ReminderListQuerySchema>;

/** A reminder added by hand: `POST /api/account/reminders`, `PUT /api/account/reminders/{id}`. */
export const ReminderInputSchema = z
  .object({
    name: requiredText(CONTACT_NAME_MAX),
    occasion: z.enum(REMINDER_OCCASIONS, 'validation.in'),
    day: optionalInt(1, 31).pipe(z.number('validation.required')),
    month: optionalInt(1, 12).pipe(z.number('validation.required')),
    year: optionalInt(PARTIAL_DATE_YEARS.min, PARTIAL_DATE_YEARS.max),
    repeats: z.preprocess(
      (value) => blankToNull(value) ?? 'yearly',
      z.enum(['yearly', 'once'], 'validation.in'),
    ),
    daysBefore: z.preprocess(
      (value) => blankToNull(value) ?? REMINDER_DAYS_BEFORE_DEFAULT,
      optionalInt(0, REMINDER_DAYS_BEFORE_MAX).pipe(z.number('validation.required')),
    ),
    /** The contact of the account's address book it is for, so "Write a card" addresses it. */
    contactId: z.preprocess(blankToNull, z.uuid('validation.invalid').nullable()).default(null),
  })
  .superRefine((value, context) => {
    if (!isDayOfMonth(value.day, value.month, value.year ?? null)) {
      context.addIssue({ code: 'custom', path: ['day'], message: 'validation.invalid' });
    }
    if (value.repeats === 'once' && value.year === null) {
      context.addIssue({ code: 'custom', path: ['year'], message: 'validation.required' });
    }
  });
export type ReminderInput = z.input<typeof ReminderInputSchema>;
export type ReminderFields = z.output<typeof ReminderInputSchema>;

export const ReminderParamsSchema = z.object({ id: z.uuid() });

/** One date on the list: a reminder and the day it next falls on. */
export const ReminderSchema = z.object({
  /** The hand-added reminder's id, or `birthday-{contactId}` / `anniversary-{contactId}`. */
  id: z.string(),
  source: z.enum(['contact', 'manual']),
  occasion: z.enum(REMINDER_OCCASIONS),
  name: z.string(),
  contactId: z.string().nullable(),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int().nullable(),
  repeats: z.enum(['yearly', 'once']),
  daysBefore: z.number().int(),
  /** The day it falls on (YYYY-MM-DD, the region's calendar). */
  date: z.iso.date(),
  /** The day its e-mail goes out. */
  mailDay: z.iso.date(),
  /**
   * When to schedule a card to them, and by which shipping method, so it arrives in time: null when it
   * is too late, or the reminder is for no contact of the address book.
   */
  posting: z.object({ date: z.iso.date(), method: z.string() }).nullable(),
  /** How old they turn, or how many years married, when the year is known. */
  years: z.number().int().nullable(),
  /** Whether its e-mails were turned off (from a mailed link). */
  mailOff: z.boolean(),
});
export type Reminder = z.infer<typeof ReminderSchema>;

/** `GET /api/account/reminders` answers `data.reminders` (the spec's `data.data.reminders`). */
export const ReminderListSchema = z.object({
  reminders: z.array(ReminderSchema),
  /** Today in the account's region's calendar, which the dates count from. */
  today: z.iso.date(),
  /**
   * Whether reminder e-mails wait for the account's address to be confirmed: they go only to a mailbox
   * its owner has proved, so an account opened with someone else's address cannot mail them.
   */
  mailWaitsForVerification: z.boolean(),
});
export type ReminderList = z.infer<typeof ReminderListSchema>;

/** A hand-added reminder as saved. */
export const SavedReminderSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  occasion: z.enum(REMINDER_OCCASIONS),
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int().nullable(),
  repeats: z.enum(['yearly', 'once']),
  daysBefore: z.number().int(),
  contactId: z.string().nullable(),
});
export type SavedReminder = z.infer<typeof SavedReminderSchema>;
