import type { DeliveryWindow } from '@cardshop/shared/contracts/shipping';
import { formatPhpDate } from '@cardshop/shared/rules/dates';
import { isPublicHoliday } from './holidays.ts';
import type { Rate } from './rates.ts';

// Business days of a region: Monday to Friday, except its public holidays. Days are 'YYYY-MM-DD' strings
// of the region's calendar, so no time zone arithmetic happens past `zonedMoment`.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day and minutes past midnight of a moment in a time zone. */
export function zonedMoment(moment: Date, timeZone: string): { day: string; minutes: number } {
  const [day = '', time = '00:00'] = formatPhpDate(moment, 'Y-m-d|H:i', timeZone).split('|');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { day, minutes: hours * 60 + minutes };
}

/** Minutes past midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The day `count` calendar days after `day`. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the day is a weekday that is not one of the region's public holidays. */
export function isBusinessDay(regionIso: string, day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(regionIso, day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(regionIso: string, day: string): string {
  let next = addDays(day, 1);
  while (!isBusinessDay(regionIso, next)) next = addDays(next, 1);
  return next;
}

/** The business day `count` business days after `day` (`day` itself when count is 0). */
export function addBusinessDays(regionIso: string, day: string, count: number): string {
  let current = day;
  for (let step = 0; step < count; step += 1) current = nextBusinessDay(regionIso, current);
  return current;
}

export interface WindowInput {
  regionIso: string;
  rate: Rate;
  /** The order day in the region's calendar. */
  orderDay: string;
  /** Minutes past midnight of the order (region time), or null for a future day (before any cut-off). */
  orderMinutes: number | null;
  /** The region's cut-off, 'HH:MM'. */
  cutoff: string;
  /** Extra transit days for a remote destination. */
  extraDays?: number;
}

/**
 * When a parcel leaves and arrives: an order on a business day before the cut-off counts from that day,
 * any other from the next business day; dispatch follows after the handling time (0 or 1 business day);
 * delivery takes the rate's business days in transit (plus any remote-area days).
 */
export function deliveryWindowOf(input: WindowInput): DeliveryWindow {
  const { regionIso, rate, orderDay, orderMinutes } = input;
  const beforeCutoff = orderMinutes === null || orderMinutes < minutesOf(input.cutoff);
  const start =
    isBusinessDay(regionIso, orderDay) && beforeCutoff ? orderDay : nextBusinessDay(regionIso, orderDay);
  const dispatchDate = addBusinessDays(regionIso, start, rate.handlingDays);
  const extra = input.extraDays ?? 0;
  return {
    carrier: rate.carrier,
    dispatchDate,
    minDeliveryDate: addBusinessDays(regionIso, dispatchDate, rate.days.min + extra),
    maxDeliveryDate: addBusinessDays(regionIso, dispatchDate, rate.days.max + extra),
  };
}

/**
 * The latest day from `earliest` on that a parcel ordered for (a card scheduled on) arrives by `arriveBy`
 * at the latest: a business day whose delivery window ends on or before it. Null when even `earliest`
 * is too late.
 */
export function latestOrderDayFor(
  input: Omit<WindowInput, 'orderDay' | 'orderMinutes'>,
  arriveBy: string,
  earliest: string,
): string | null {
  for (let day = arriveBy; day >= earliest; day = addDays(day, -1)) {
    if (!isBusinessDay(input.regionIso, day)) continue;
    const window = deliveryWindowOf({ ...input, orderDay: day, orderMinutes: null });
    if (window.maxDeliveryDate <= arriveBy) return day;
  }
  return null;
}
