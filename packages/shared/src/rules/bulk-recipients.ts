import { fillMessage, mergeValuesOf } from './merge-fields.ts';
import { isSchedulableDay } from './schedule.ts';

// A bulk send's recipients (docs/decisions/0033-bulk-sending.md): the text of each one's card, the day it
// is sent on, and what stands in the way of sending it. The server adds what needs the fonts (text that
// does not fit the page, characters the font cannot write); the review page shows the same codes.

/** What a recipient's card is made from. */
export interface SendRecipient {
  firstName: string;
  lastName: string;
  address: Readonly<Record<string, string | null>>;
  /** The uploaded list's other columns by header. */
  fields?: Readonly<Record<string, string>> | null;
  /** `MM-DD` of their birthday and anniversary, when known. */
  birthday?: string | null;
  anniversary?: string | null;
  /** Their own message in place of the one written for all. */
  override?: string | null;
}

export type ScheduleType = 'now' | 'date' | 'birthday' | 'anniversary';

/** Problems no change of the message mends: fixed on the recipient itself. */
export const RECIPIENT_PROBLEMS = { address: 'address', name: 'name' } as const;

/** The recipient's text: their override or the message, with their fields filled in. */
export function recipientText(
  message: string,
  recipient: SendRecipient,
): { text: string; missing: string[] } {
  const values = mergeValuesOf(recipient);
  const written = recipient.override ?? message;
  return fillMessage(written, values);
}

/** `MM-DD` of a day and month, or null when either is missing. */
export function monthDayOf(day: number | null | undefined, month: number | null | undefined): string | null {
  if (!day || !month) return null;
  return `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The next day after `today` (YYYY-MM-DD) that falls on `monthDay` (MM-DD): this year's if it is still
 * ahead, else next year's. 29 February falls on the 28th in other years.
 */
export function nextOccurrence(monthDay: string, today: string): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(monthDay);
  if (!match) return null;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const last = new Date(Date.UTC(candidate, month, 0)).getUTCDate();
    if (day > last && !(month === 2 && day === 29)) return null;
    const date = `${candidate}-${match[1]}-${String(Math.min(day, last)).padStart(2, '0')}`;
    if (date > today) return date;
  }
  return null;
}

/**
 * The day the recipient's card is sent on: null for now, the date chosen for all, or their own birthday
 * or anniversary next coming; undefined when there is none to send on (no such day known, or the date
 * chosen is not a day cards can be scheduled for).
 */
export function sendDateOf(
  schedule: { type: ScheduleType; date?: string | null },
  recipient: Pick<SendRecipient, 'birthday' | 'anniversary'>,
  today: string,
): string | null | undefined {
  if (schedule.type === 'now') return null;
  if (schedule.type === 'date') {
    return schedule.date && isSchedulableDay(schedule.date, today) ? schedule.date : undefined;
  }
  const monthDay = schedule.type === 'birthday' ? recipient.birthday : recipient.anniversary;
  const date = monthDay ? nextOccurrence(monthDay, today) : null;
  return date && isSchedulableDay(date, today) ? date : undefined;
}

/**
 * What stands in the way of a recipient's card, besides its fit on the page: no address to post to, no
 * name, a merge field the text needs that they have no value for (`field:<key>`), no day to send on
 * (`date`). An empty list when the card can go.
 */
export function recipientProblems(
  message: string,
  recipient: SendRecipient,
  schedule: { type: ScheduleType; date?: string | null },
  today: string,
): string[] {
  const problems: string[] = [];
  const { address } = recipient;
  if (!address.address?.trim() || !address.locality?.trim() || !address.country?.trim()) {
    problems.push(RECIPIENT_PROBLEMS.address);
  }
  if (!recipient.firstName.trim() && !recipient.lastName.trim()) problems.push(RECIPIENT_PROBLEMS.name);
  for (const key of recipientText(message, recipient).missing) problems.push(`field:${key}`);
  if (sendDateOf(schedule, recipient, today) === undefined) problems.push('date');
  return problems;
}
