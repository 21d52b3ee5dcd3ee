import { SCHEDULE_MAX_DAYS } from '../contracts/compose.ts';

// When a written card may be scheduled ('later'): from tomorrow to SCHEDULE_MAX_DAYS ahead, as calendar
// days of the region's time zone. The editor's date picker and the server's add-card check share it.

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar day `count` days after `day` (both `YYYY-MM-DD`). */
export function addCalendarDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** The first and last days a card may be scheduled for, given today in the region's time zone. */
export function scheduleRange(today: string): { first: string; last: string } {
  return { first: addCalendarDays(today, 1), last: addCalendarDays(today, SCHEDULE_MAX_DAYS) };
}

/** Whether `day` is a real calendar day after `today` and at most SCHEDULE_MAX_DAYS ahead. */
export function isSchedulableDay(day: string, today: string): boolean {
  if (!ISO_DAY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) return false;
  if (addCalendarDays(day, 0) !== day) return false;
  const { first, last } = scheduleRange(today);
  return day >= first && day <= last;
}
