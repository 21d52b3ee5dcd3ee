/** A moment as a Date or an ISO 8601 string from the API. */
export type DateInput = Date | string;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday, as PHP's 'w'. */
  weekday: number;
  epochMs: number;
}

// Building an Intl.DateTimeFormat is costly and listings format many dates in the same zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      // h23 rather than hour12: false, which prints midnight as '24' in some ICU versions.
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function toDate(date: DateInput): Date {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return value;
}

/** Midnight UTC of a calendar date; setUTCFullYear keeps years below 100 as they are. */
function utcCalendarDay(year: number, month: number, day: number): Date {
  const calendarDay = new Date(0);
  calendarDay.setUTCFullYear(year, month - 1, day);
  return calendarDay;
}

// Reads the wall-clock fields of a moment in a time zone.
function toZonedParts(date: DateInput, timeZone: string): ZonedParts {
  const value = toDate(date);
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of getFormatter(timeZone).formatToParts(value)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const year = fields.year ?? 0;
  const month = fields.month ?? 1;
  const day = fields.day ?? 1;
  return {
    year,
    month,
    day,
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
    // The weekday follows from the zoned calendar date.
    weekday: utcCalendarDay(year, month, day).getUTCDay(),
    epochMs: value.getTime(),
  };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Gives the English ordinal suffix of a number: 'st', 'nd', 'rd' or 'th'. */
function ordinalSuffix(n: number): string {
  const whole = Math.abs(Math.trunc(n));
  const lastTwo = whole % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][whole % 10] ?? 'th';
}

/** Writes a number with its English ordinal suffix, e.g. 1 → '1st', 12 → '12th', 22 → '22nd'. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}

function formatToken(token: string, parts: ZonedParts): string | null {
  const hour12 = parts.hour % 12 || 12;
  switch (token) {
    case 'd':
      return pad(parts.day);
    case 'D':
      return WEEKDAYS[parts.weekday]!.slice(0, 3);
    case 'j':
      return String(parts.day);
    case 'l':
      return WEEKDAYS[parts.weekday]!;
    case 'N':
      return String(parts.weekday || 7);
    case 'S':
      return ordinalSuffix(parts.day);
    case 'w':
      return String(parts.weekday);
    case 'F':
      return MONTHS[parts.month - 1]!;
    case 'M':
      return MONTHS[parts.month - 1]!.slice(0, 3);
    case 'm':
      return pad(parts.month);
    case 'n':
      return String(parts.month);
    case 'Y':
      return pad(parts.year, 4);
    case 'y':
      return pad(parts.year % 100);
    case 'a':
      return parts.hour < 12 ? 'am' : 'pm';
    case 'A':
      return parts.hour < 12 ? 'AM' : 'PM';
    case 'g':
      return String(hour12);
    case 'G':
      return String(parts.hour);
    case 'h':
      return pad(hour12);
    case 'H':
      return pad(parts.hour);
    case 'i':
      return pad(parts.minute);
    case 's':
      return pad(parts.second);
    case 'U':
      return String(Math.floor(parts.epochMs / 1000));
    default:
      return null;
  }
}

/**
 * Formats a moment in a time zone with a PHP date() format, since the CMS stores PHP formats.
 * Supports d D j l N S w F M m n Y y a A g G h H i s U; a backslash prints the next character as is.
 */
export function formatPhpDate(date: DateInput, format: string, timeZone: string): string {
  return formatParts(toZonedParts(date, timeZone), format);
}

/** The parts of a calendar day 'YYYY-MM-DD', at its midnight (UTC for the `U` token). */
function dayParts(day: string): ZonedParts {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  const calendarDay = utcCalendarDay(Number(year), Number(month), Number(date));
  // A day that does not exist (2024-02-30) would roll over to another; it is refused like an invalid date.
  if (!date || calendarDay.getUTCDate() !== Number(date)) throw new RangeError(`Invalid day: ${day}`);
  return {
    year: calendarDay.getUTCFullYear(),
    month: calendarDay.getUTCMonth() + 1,
    day: calendarDay.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
    weekday: calendarDay.getUTCDay(),
    epochMs: calendarDay.getTime(),
  };
}

/**
 * Formats a calendar day 'YYYY-MM-DD' (a day already in its time zone, from `formatIsoDay`) with a PHP
 * date() format; time tokens read midnight. Needs no time zone, so no `Intl.DateTimeFormat`: a browser
 * that is handed the day formats it without building one, whose first use costs tens of milliseconds.
 */
export function formatPhpDay(day: string, format: string): string {
  return formatParts(dayParts(day), format);
}

function formatParts(parts: ZonedParts, format: string): string {
  let output = '';
  for (let index = 0; index < format.length; index += 1) {
    const char = format[index]!;
    if (char === '\\') {
      index += 1;
      // A trailing backslash has nothing to escape, so it prints itself.
      output += format[index] ?? '\\';
      continue;
    }
    output += formatToken(char, parts) ?? char;
  }
  return output;
}

/** How an article's date reads: '1st March, 2024'. */
const ARTICLE_DATE_FORMAT = 'jS F, Y';

/** Formats an article date like '1st March, 2024'. */
export function formatArticleDate(date: DateInput, timeZone: string): string {
  return formatPhpDate(date, ARTICLE_DATE_FORMAT, timeZone);
}

/** Formats a calendar day 'YYYY-MM-DD' as an article date like '1st March, 2024'. */
export function formatArticleDay(day: string): string {
  return formatPhpDay(day, ARTICLE_DATE_FORMAT);
}

/** The spec's date format, 'MMM Do YYYY': 'Mar 1st 2024'. */
const SHORT_DATE_FORMAT = 'M jS Y';

/** Formats a short date like 'Mar 1st 2024'. */
export function formatShortDate(date: DateInput, timeZone: string): string {
  return formatPhpDate(date, SHORT_DATE_FORMAT, timeZone);
}

/** Formats a calendar day 'YYYY-MM-DD' (a posting or delivery day, a scheduled day) like 'Mar 1st 2024'. */
export function formatShortDay(day: string): string {
  return formatPhpDay(day.slice(0, 10), SHORT_DATE_FORMAT);
}

/** Gives the calendar day of a moment in a time zone as 'YYYY-MM-DD'. */
export function formatIsoDay(date: DateInput, timeZone: string): string {
  return formatPhpDate(date, 'Y-m-d', timeZone);
}

/** The offset of a time zone from UTC at a moment, in milliseconds (positive east of Greenwich). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/** The moment the calendar month of `date` began in a time zone (midnight of its first day there). */
export function monthStart(date: DateInput, timeZone: string): Date {
  const [year, month] = formatIsoDay(date, timeZone).split('-').map(Number) as [number, number];
  const midnight = Date.UTC(year, month - 1, 1);
  // The zone's offset at midnight local time: read it once near the guess, then again at the answer,
  // which differs only when a daylight-saving change falls in between.
  const first = midnight - zoneOffset(midnight, timeZone);
  return new Date(midnight - zoneOffset(first, timeZone));
}
