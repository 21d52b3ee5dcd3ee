import { isDayOfMonth } from '../contracts/address-book.ts';
import { nextOccurrence } from './bulk-recipients.ts';
import { addCalendarDays } from './schedule.ts';

// The dates reminders are about (docs/decisions/0037-reminders.md): the next day each one falls on, the
// day its e-mail is due, and whether it is due today. Days are 'YYYY-MM-DD' of the account's region's
// calendar (its time zone gives "today"), so nothing here reads a clock or a time zone.

/** How many days before the day a reminder is mailed, unless the account chose otherwise. */
export const REMINDER_DAYS_BEFORE_DEFAULT = 7;
/** The most days before the day a reminder may be mailed. */
export const REMINDER_DAYS_BEFORE_MAX = 60;
/** The most reminders an account may add by hand. */
export const REMINDERS_MAX = 200;
/** How far ahead the reminders page looks (and `includeFuture` without a bound). */
export const REMINDER_HORIZON_DAYS = 366;
/** How far back `includePast` looks. */
export const REMINDER_PAST_DAYS = 31;

/** The occasions a reminder is for; each is also the catalogue tag of cards suited to it. */
export const REMINDER_OCCASIONS = [
  'birthday',
  'anniversary',
  'wedding',
  'baby',
  'christmas',
  'thank-you',
  'other',
] as const;
export type ReminderOccasion = (typeof REMINDER_OCCASIONS)[number];

/** What a reminder's dates are made of: a day and month, the year when known, yearly or once. */
export interface ReminderDay {
  day: number;
  month: number;
  year?: number | null;
  /** Every year on the day (the default), or once, on the day of `year`. */
  repeats?: 'yearly' | 'once';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The first day on or after `from` the reminder falls on: a yearly one on its day this year or next
 * (29 February on the 28th in other years), a one-off on its own date if that is not yet past. Null when
 * a one-off is past, or its year is unknown.
 */
export function occurrenceFrom(reminder: ReminderDay, from: string): string | null {
  if (!isDayOfMonth(reminder.day, reminder.month, null)) return null;
  if (reminder.repeats === 'once') {
    if (!reminder.year || !isDayOfMonth(reminder.day, reminder.month, reminder.year)) return null;
    const date = `${pad(reminder.year, 4)}-${pad(reminder.month)}-${pad(reminder.day)}`;
    return date >= from ? date : null;
  }
  return nextOccurrence(`${pad(reminder.month)}-${pad(reminder.day)}`, addCalendarDays(from, -1));
}

/**
 * The days the reminder falls on from `from` to `to` (both included), in order: one a year for a yearly
 * reminder, at most one for a one-off.
 */
export function occurrencesBetween(reminder: ReminderDay, from: string, to: string): string[] {
  const days: string[] = [];
  let next = occurrenceFrom(reminder, from);
  while (next && next <= to) {
    days.push(next);
    if (reminder.repeats === 'once') break;
    next = occurrenceFrom(reminder, addCalendarDays(next, 1));
  }
  return days;
}

/** The day a reminder of `occasionDay` is mailed: `daysBefore` days ahead of it. */
export function reminderMailDay(occasionDay: string, daysBefore: number): string {
  return addCalendarDays(occasionDay, -daysBefore);
}

/**
 * The occasion a reminder mail is due for today, if any: the next day it falls on (today included) when
 * today is on or after its mail day. A reminder added late (fewer days ahead than chosen) is due at once.
 */
export function dueOccasion(reminder: ReminderDay, daysBefore: number, today: string): string | null {
  const next = occurrenceFrom(reminder, today);
  if (!next) return null;
  return reminderMailDay(next, daysBefore) <= today ? next : null;
}

/** How old someone turns (or how many years a couple has been married) on `occasionDay`, when the year is known. */
export function yearsOn(occasionDay: string, year: number | null | undefined): number | null {
  if (!year) return null;
  const years = Number(occasionDay.slice(0, 4)) - year;
  return years > 0 ? years : null;
}

/**
 * The editor's address for a card to a reminder's contact (`/write?card=…`): with the contact as the
 * recipient and, when a card posted later still arrives in time, the day to post it and the method.
 */
export function reminderWritePath(
  cardId: string,
  reminder: { contactId: string | null; posting: { date: string; method: string } | null },
): string {
  const params = new URLSearchParams({ card: cardId });
  if (reminder.contactId) params.set('contact', reminder.contactId);
  if (reminder.posting) {
    params.set('date', reminder.posting.date);
    params.set('method', reminder.posting.method);
  }
  return `/write?${params}`;
}
