import { formatShortDay } from './dates.ts';
import { isPublicHoliday } from './holidays.ts';
import { addCalendarDays } from './schedule.ts';

// When a card is posted and when it arrives: one rule for the editor, the cart, the confirmation page, the
// confirmation e-mail and the order pages (docs/decisions/0040-arrival-dates.md). Days are 'YYYY-MM-DD'
// of the selling region's calendar; business days are Monday to Friday except the region's public holidays.

/** Minutes past midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Whether the day is a weekday that is not one of the region's public holidays. */
export function isBusinessDay(regionIso: string, day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isPublicHoliday(regionIso, day);
}

/** The first business day strictly after `day`. */
export function nextBusinessDay(regionIso: string, day: string): string {
  let next = addCalendarDays(day, 1);
  while (!isBusinessDay(regionIso, next)) next = addCalendarDays(next, 1);
  return next;
}

/** The business day `count` business days after `day` (`day` itself when count is 0). */
export function addBusinessDays(regionIso: string, day: string, count: number): string {
  let current = day;
  for (let step = 0; step < count; step += 1) current = nextBusinessDay(regionIso, current);
  return current;
}

/** What a shipping method promises: its handling time and business days in transit. */
export interface ArrivalRate {
  carrier: string;
  /** Business days between the day counted from and posting (0 or 1). */
  handlingDays: number;
  days: { min: number; max: number };
}

export interface ArrivalInput {
  regionIso: string;
  rate: ArrivalRate;
  /** The day the order is placed or was paid, in the region's calendar. */
  orderDay: string;
  /** Minutes past midnight of that moment (region time); null counts as before the cut-off. */
  orderMinutes: number | null;
  /** The region's cut-off, 'HH:MM'. */
  cutoff: string;
  /** The day the card is scheduled for ('later'), or null to send it as soon as it can go. */
  scheduledDate?: string | null;
  /** Extra transit days for a remote destination (from the recipient's address). */
  extraDays?: number;
}

/** When a parcel is posted (`dispatchDate`) and the first and last days it may arrive. */
export interface Arrival {
  carrier: string;
  dispatchDate: string;
  minDeliveryDate: string;
  maxDeliveryDate: string;
}

/**
 * The arrival of one item. It counts from its scheduled day when that is still ahead, else from the order
 * day: a business day before the cut-off counts from itself (a scheduled day is always before it), any
 * other from the next business day. Posting follows after the handling time; delivery after the rate's
 * business days in transit, plus any remote-area days.
 */
export function arrivalOf(input: ArrivalInput): Arrival {
  const { regionIso, rate } = input;
  const scheduled = input.scheduledDate?.slice(0, 10) ?? null;
  const later = scheduled !== null && scheduled > input.orderDay;
  const day = later ? scheduled : input.orderDay;
  const minutes = later ? null : input.orderMinutes;
  const beforeCutoff = minutes === null || minutes < minutesOf(input.cutoff);
  const start = isBusinessDay(regionIso, day) && beforeCutoff ? day : nextBusinessDay(regionIso, day);
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
 * The latest day from `earliest` on that a card scheduled for it arrives by `arriveBy` at the latest (a
 * reminder's day): a business day whose delivery window ends on or before it. Null when even `earliest`
 * is too late.
 */
export function latestOrderDayFor(
  input: Omit<ArrivalInput, 'orderDay' | 'orderMinutes' | 'scheduledDate'>,
  arriveBy: string,
  earliest: string,
): string | null {
  for (let day = arriveBy; day >= earliest; day = addCalendarDays(day, -1)) {
    if (!isBusinessDay(input.regionIso, day)) continue;
    if (arrivalOf({ ...input, orderDay: day, orderMinutes: null }).maxDeliveryDate <= arriveBy) return day;
  }
  return null;
}

/** The days of an arrival, which is all an order's summary has. */
export type ArrivalDays = Pick<Arrival, 'dispatchDate' | 'minDeliveryDate' | 'maxDeliveryDate'>;

/**
 * An arrival as every page and e-mail words it, in the spec's date format ('Dec 8th 2026'): which message
 * (`on` when the first and last delivery days are one day, else `range`) and its values (`dispatch`, and
 * `on` or `from` and `to`).
 */
export function arrivalMessage(arrival: ArrivalDays): {
  key: 'on' | 'range';
  values: Record<string, string>;
} {
  const dispatch = formatShortDay(arrival.dispatchDate);
  if (arrival.minDeliveryDate === arrival.maxDeliveryDate) {
    return { key: 'on', values: { dispatch, on: formatShortDay(arrival.minDeliveryDate) } };
  }
  return {
    key: 'range',
    values: {
      dispatch,
      from: formatShortDay(arrival.minDeliveryDate),
      to: formatShortDay(arrival.maxDeliveryDate),
    },
  };
}

/**
 * A whole order's arrival from its items' (null where an item has none): posted from the earliest
 * posting day, arriving between the earliest first and the latest last day. Null when no item has one.
 */
export function orderArrival(arrivals: ReadonlyArray<ArrivalDays | null>): ArrivalDays | null {
  const known = arrivals.filter((arrival): arrival is ArrivalDays => arrival !== null);
  if (known.length === 0) return null;
  const min = (values: string[]) => values.reduce((a, b) => (b < a ? b : a));
  const max = (values: string[]) => values.reduce((a, b) => (b > a ? b : a));
  return {
    dispatchDate: min(known.map((arrival) => arrival.dispatchDate)),
    minDeliveryDate: min(known.map((arrival) => arrival.minDeliveryDate)),
    maxDeliveryDate: max(known.map((arrival) => arrival.maxDeliveryDate)),
  };
}
