import type { SavedReminder } from '@cardshop/shared/contracts/reminders';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';

// The reminders page's form values and links (docs/decisions/0037-reminders.md).

export const REMINDERS_URL = '/account/reminders';

/** The fields of the reminder form, as posted (every value a string). */
export const REMINDER_FIELDS = [
  'name',
  'occasion',
  'day',
  'month',
  'year',
  'repeats',
  'daysBefore',
  'contactId',
] as const;
export type ReminderValues = Record<(typeof REMINDER_FIELDS)[number], string>;

/** A saved reminder as the form's values. */
export function valuesOf(reminder: SavedReminder | null): ReminderValues {
  return {
    name: reminder?.name ?? '',
    occasion: reminder?.occasion ?? 'birthday',
    day: reminder ? String(reminder.day) : '',
    month: reminder ? String(reminder.month) : '',
    year: reminder?.year ? String(reminder.year) : '',
    repeats: reminder?.repeats ?? 'yearly',
    daysBefore: reminder ? String(reminder.daysBefore) : '7',
    contactId: reminder?.contactId ?? '',
  };
}

/** Days from `today` to `day` (both YYYY-MM-DD). */
export function daysUntil(day: string, today: string): number {
  let count = 0;
  if (day < today) return -1;
  while (addCalendarDays(today, count) < day) count += 1;
  return count;
}
