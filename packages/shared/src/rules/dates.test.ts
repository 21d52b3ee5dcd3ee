import { describe, expect, it } from 'vitest';
import {
  formatArticleDate,
  formatArticleDay,
  formatIsoDay,
  formatPhpDate,
  formatPhpDay,
  formatShortDate,
  monthStart,
  ordinal,
} from './dates.ts';

// Thursday 29 Feb 2024 14:30 UTC is already Friday 1 March 01:30 in Sydney (AEDT, UTC+11).
const LEAP_AFTERNOON = '2024-02-29T14:30:00Z';

describe('ordinal', () => {
  it('uses st, nd and rd after 1, 2 and 3', () => {
    expect(ordinal(1)).toBe('1st');
    expect(ordinal(2)).toBe('2nd');
    expect(ordinal(3)).toBe('3rd');
    expect(ordinal(4)).toBe('4th');
    expect(ordinal(21)).toBe('21st');
    expect(ordinal(22)).toBe('22nd');
    expect(ordinal(23)).toBe('23rd');
    expect(ordinal(101)).toBe('101st');
  });

  it('uses th for the teens, including 111 to 113', () => {
    expect(ordinal(11)).toBe('11th');
    expect(ordinal(12)).toBe('12th');
    expect(ordinal(13)).toBe('13th');
    expect(ordinal(111)).toBe('111th');
    expect(ordinal(112)).toBe('112th');
    expect(ordinal(113)).toBe('113th');
  });

  it('uses th for 0 and tens', () => {
    expect(ordinal(0)).toBe('0th');
    expect(ordinal(10)).toBe('10th');
    expect(ordinal(100)).toBe('100th');
  });
});

describe('formatPhpDate', () => {
  it('reads the wall clock of the given time zone', () => {
    expect(formatPhpDate(LEAP_AFTERNOON, 'Y-m-d H:i', 'Australia/Sydney')).toBe('2024-03-01 01:30');
    expect(formatPhpDate(LEAP_AFTERNOON, 'Y-m-d H:i', 'UTC')).toBe('2024-02-29 14:30');
    expect(formatPhpDate(LEAP_AFTERNOON, 'Y-m-d H:i', 'America/New_York')).toBe('2024-02-29 09:30');
  });

  it('follows daylight saving changes', () => {
    // Sydney is UTC+10 in winter and UTC+11 in summer.
    expect(formatPhpDate('2024-07-01T00:00:00Z', 'G:i', 'Australia/Sydney')).toBe('10:00');
    expect(formatPhpDate('2024-01-01T00:00:00Z', 'G:i', 'Australia/Sydney')).toBe('11:00');
  });

  it('formats day, weekday and month tokens', () => {
    const format = 'd j D l N w S | m n M F | Y y';
    expect(formatPhpDate(LEAP_AFTERNOON, format, 'Australia/Sydney')).toBe(
      '01 1 Fri Friday 5 5 st | 03 3 Mar March | 2024 24',
    );
    expect(formatPhpDate('2023-12-24T12:00:00Z', format, 'UTC')).toBe(
      '24 24 Sun Sunday 7 0 th | 12 12 Dec December | 2023 23',
    );
  });

  it('formats 12- and 24-hour clock tokens', () => {
    const format = 'g G h H i s a A';
    expect(formatPhpDate('2024-03-01T00:05:09Z', format, 'UTC')).toBe('12 0 12 00 05 09 am AM');
    expect(formatPhpDate('2024-03-01T09:30:00Z', format, 'UTC')).toBe('9 9 09 09 30 00 am AM');
    expect(formatPhpDate('2024-03-01T12:00:00Z', format, 'UTC')).toBe('12 12 12 12 00 00 pm PM');
    expect(formatPhpDate('2024-03-01T23:59:59Z', format, 'UTC')).toBe('11 23 11 23 59 59 pm PM');
  });

  it('gives the Unix timestamp independent of the zone', () => {
    expect(formatPhpDate(LEAP_AFTERNOON, 'U', 'Australia/Sydney')).toBe('1709217000');
  });

  it('prints backslash-escaped characters literally', () => {
    expect(formatPhpDate(LEAP_AFTERNOON, 'l \\t\\h\\e jS', 'Australia/Sydney')).toBe('Friday the 1st');
    expect(formatPhpDate(LEAP_AFTERNOON, '\\\\Y', 'UTC')).toBe('\\2024');
    expect(formatPhpDate(LEAP_AFTERNOON, 'Y\\', 'UTC')).toBe('2024\\');
  });

  it('copies characters that are not tokens', () => {
    expect(formatPhpDate(LEAP_AFTERNOON, 'Y/m/d, @ x', 'UTC')).toBe('2024/02/29, @ x');
  });

  it('accepts Date objects', () => {
    expect(formatPhpDate(new Date(Date.UTC(2024, 0, 2, 3, 4, 5)), 'Y-m-d H:i:s', 'UTC')).toBe(
      '2024-01-02 03:04:05',
    );
  });

  it('rejects invalid dates and time zones instead of printing NaN', () => {
    expect(() => formatPhpDate('not a date', 'Y', 'UTC')).toThrow(RangeError);
    expect(() => formatPhpDate(LEAP_AFTERNOON, 'Y', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatArticleDate', () => {
  it('formats as Do MMMM, YYYY in the zone', () => {
    expect(formatArticleDate(LEAP_AFTERNOON, 'Australia/Sydney')).toBe('1st March, 2024');
    expect(formatArticleDate(LEAP_AFTERNOON, 'UTC')).toBe('29th February, 2024');
    expect(formatArticleDate('2024-11-22T00:00:00Z', 'UTC')).toBe('22nd November, 2024');
  });
});

describe('formatPhpDay and formatArticleDay', () => {
  it('format a calendar day as formatPhpDate formats the same day in its zone', () => {
    for (const [moment, zone] of [
      [LEAP_AFTERNOON, 'Australia/Sydney'],
      [LEAP_AFTERNOON, 'America/Los_Angeles'],
      ['2023-12-31T13:00:00Z', 'Australia/Sydney'],
      ['0099-07-04T12:00:00Z', 'UTC'],
    ] as const) {
      const day = formatIsoDay(moment, zone);
      expect(formatArticleDay(day)).toBe(formatArticleDate(moment, zone));
      expect(formatPhpDay(day, 'D, d M Y (N w)')).toBe(formatPhpDate(moment, 'D, d M Y (N w)', zone));
    }
  });

  it('read the time tokens as midnight', () => {
    expect(formatPhpDay('2024-03-01', 'H:i:s A U')).toBe('00:00:00 AM 1709251200');
  });

  it('refuse what is not a calendar day', () => {
    expect(() => formatArticleDay('2024-02-30')).toThrow(RangeError);
    expect(() => formatArticleDay('1 March 2024')).toThrow(RangeError);
  });
});

describe('formatShortDate', () => {
  it('formats as MMM Do YYYY in the zone', () => {
    expect(formatShortDate(LEAP_AFTERNOON, 'Australia/Sydney')).toBe('Mar 1st 2024');
    expect(formatShortDate('2024-09-13T10:00:00Z', 'UTC')).toBe('Sep 13th 2024');
  });
});

describe('formatIsoDay', () => {
  it('gives the zoned calendar day', () => {
    expect(formatIsoDay(LEAP_AFTERNOON, 'Australia/Sydney')).toBe('2024-03-01');
    expect(formatIsoDay(LEAP_AFTERNOON, 'America/Los_Angeles')).toBe('2024-02-29');
  });

  it('does not shift at local midnight', () => {
    // 13:00 UTC on 31 Dec is exactly 00:00 on 1 Jan in Sydney.
    expect(formatIsoDay('2023-12-31T13:00:00Z', 'Australia/Sydney')).toBe('2024-01-01');
    expect(formatIsoDay('2023-12-31T12:59:59Z', 'Australia/Sydney')).toBe('2023-12-31');
  });
});

describe('dates refused', () => {
  it('names the value it could not read', () => {
    expect(() => formatPhpDate('not a date', 'Y', 'UTC')).toThrow('Invalid date: not a date');
    expect(() => formatArticleDay('2024-02-30')).toThrow('Invalid day: 2024-02-30');
  });

  it('takes a calendar day exactly as YYYY-MM-DD, nothing around it', () => {
    expect(() => formatArticleDay('x2024-02-03')).toThrow(RangeError);
    expect(() => formatArticleDay('2024-02-03x')).toThrow(RangeError);
    expect(() => formatArticleDay('12024-02-03')).toThrow(RangeError);
  });
});

describe('monthStart', () => {
  it('is midnight of the first of the month in the zone, in UTC', () => {
    // Sydney in November keeps daylight time (UTC+11): 1 Nov 00:00 there is 31 Oct 13:00 UTC.
    expect(monthStart(new Date('2026-11-26T08:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    // In June it keeps standard time (UTC+10).
    expect(monthStart(new Date('2026-06-15T00:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-05-31T14:00:00.000Z',
    );
    expect(monthStart(new Date('2026-03-10T12:00:00Z'), 'America/Toronto').toISOString()).toBe(
      '2026-03-01T05:00:00.000Z',
    );
    expect(monthStart(new Date('2026-07-04T00:30:00Z'), 'UTC').toISOString()).toBe(
      '2026-07-01T00:00:00.000Z',
    );
  });

  it('reads the month as the zone sees it, not as UTC does', () => {
    // 31 Oct 14:00 UTC is already 1 November in Sydney.
    expect(monthStart(new Date('2026-10-31T14:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
    // 1 Dec 02:00 UTC is still November in Toronto.
    expect(monthStart(new Date('2026-12-01T02:00:00Z'), 'America/Toronto').toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('finds a month whose first midnight follows a daylight-saving change', () => {
    // Sydney's daylight time begins on 4 October 2026; 1 October midnight is still standard time (UTC+10).
    expect(monthStart(new Date('2026-10-20T00:00:00Z'), 'Australia/Sydney').toISOString()).toBe(
      '2026-09-30T14:00:00.000Z',
    );
  });
});
