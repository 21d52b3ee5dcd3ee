import {
  addBusinessDays,
  arrivalOf,
  isBusinessDay,
  latestOrderDayFor,
  nextBusinessDay,
} from '@cardshop/shared/rules/arrival';
import { holidaysCover, isPublicHoliday, PUBLIC_HOLIDAYS } from '@cardshop/shared/rules/holidays';
import { describe, expect, it } from 'vitest';
import { zonedMoment } from './calendar.ts';
import { ratesFor, SHIPPING_RATES, UNSUPPORTED_DESTINATIONS } from './rates.ts';

const REGIONS = ['AU', 'US', 'GB', 'CA', 'NZ'];
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

describe('public holidays', () => {
  it.each(REGIONS)('lists %s for 2026 and 2027, in order, each a real date', (region) => {
    expect(holidaysCover(region, 2026)).toBe(true);
    expect(holidaysCover(region, 2027)).toBe(true);
    const days = (PUBLIC_HOLIDAYS[region] ?? []).map((holiday) => holiday.date);
    expect(days.length).toBeGreaterThan(0);
    expect(days).toEqual([...days].sort());
    for (const day of days) expect(new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10)).toBe(day);
  });

  it('moves a weekend holiday to a weekday where the country does', () => {
    // Boxing Day 2026 is a Saturday: the substitute Monday is the holiday in each country that keeps one.
    for (const region of ['AU', 'GB', 'CA', 'NZ']) expect(isPublicHoliday(region, '2026-12-28')).toBe(true);
    // US Independence Day 2026 is a Saturday, observed on Friday 3 July.
    expect(isPublicHoliday('US', '2026-07-03')).toBe(true);
    // Observed days are weekdays.
    const observed = REGIONS.flatMap((region) => PUBLIC_HOLIDAYS[region] ?? []).filter((holiday) =>
      /observed|substitute|Mondayised/.test(holiday.name),
    );
    expect(observed.length).toBeGreaterThan(0);
    expect(observed.filter((holiday) => [0, 6].includes(weekday(holiday.date)))).toEqual([]);
  });

  it('knows the moving feasts', () => {
    expect(isPublicHoliday('AU', '2026-04-03')).toBe(true); // Good Friday
    expect(isPublicHoliday('GB', '2027-03-29')).toBe(true); // Easter Monday
    expect(isPublicHoliday('US', '2026-11-26')).toBe(true); // Thanksgiving
    expect(isPublicHoliday('CA', '2026-10-12')).toBe(true); // Thanksgiving
    expect(isPublicHoliday('NZ', '2026-07-10')).toBe(true); // Matariki
    expect(isPublicHoliday('US', '2026-04-03')).toBe(false);
  });
});

describe('business days', () => {
  it('skips weekends and holidays', () => {
    expect(isBusinessDay('AU', '2026-03-06')).toBe(true); // Friday
    expect(isBusinessDay('AU', '2026-03-07')).toBe(false); // Saturday
    expect(isBusinessDay('AU', '2026-01-26')).toBe(false); // Australia Day
    expect(nextBusinessDay('AU', '2026-03-06')).toBe('2026-03-09');
    expect(nextBusinessDay('GB', '2026-12-24')).toBe('2026-12-29');
    expect(addBusinessDays('AU', '2026-04-02', 1)).toBe('2026-04-07');
    expect(addBusinessDays('AU', '2026-04-02', 0)).toBe('2026-04-02');
  });

  it('reads the calendar day and time in the time zone', () => {
    expect(zonedMoment(new Date('2026-03-05T23:30:00Z'), 'Australia/Sydney')).toEqual({
      day: '2026-03-06',
      minutes: 630,
    });
    expect(zonedMoment(new Date('2026-03-05T23:30:00Z'), 'America/New_York')).toEqual({
      day: '2026-03-05',
      minutes: 1110,
    });
  });

  it('works out a window from the order day, cut-off, handling and transit', () => {
    const rate = SHIPPING_RATES.GB?.domestic.find((entry) => entry.method === 'express');
    if (!rate) throw new Error('no GB express');
    // Christmas Eve 2026 (Thursday) at noon, before the 13:00 cut-off: out the same day, next business day in.
    expect(
      arrivalOf({ regionIso: 'GB', rate, orderDay: '2026-12-24', orderMinutes: 720, cutoff: '13:00' }),
    ).toEqual({
      carrier: 'Royal Mail Special Delivery',
      dispatchDate: '2026-12-24',
      minDeliveryDate: '2026-12-29',
      maxDeliveryDate: '2026-12-29',
    });
    // An order on a Saturday counts from Monday.
    expect(
      arrivalOf({ regionIso: 'GB', rate, orderDay: '2026-03-07', orderMinutes: 600, cutoff: '13:00' })
        .dispatchDate,
    ).toBe('2026-03-09');
  });
});

describe('rates', () => {
  it('give every region standard and tracked at home, with a handling time of 0 or 1 day', () => {
    for (const region of REGIONS) {
      const table = SHIPPING_RATES[region];
      expect(table?.domestic.map((rate) => rate.method)).toEqual(['standard', 'tracked', 'express']);
      expect(table?.international.map((rate) => rate.method)).toEqual(['standard']);
      const rates = [...(table?.domestic ?? []), ...(table?.international ?? [])];
      expect(rates).toHaveLength(4);
      for (const rate of rates) {
        expect([0, 1]).toContain(rate.handlingDays);
        expect(rate.days.min).toBeLessThanOrEqual(rate.days.max);
        expect(Object.keys(rate.costs).sort()).toEqual(['AUD', 'CAD', 'GBP', 'NZD', 'USD']);
      }
    }
  });

  it('ship nothing to unsupported destinations', () => {
    expect(UNSUPPORTED_DESTINATIONS.size).toBeGreaterThan(0);
    for (const country of UNSUPPORTED_DESTINATIONS) expect(ratesFor('AU', ['AU'], country)).toEqual([]);
    expect(ratesFor('XX', ['XX'], 'XX')).toEqual([]);
  });
});

describe('the day to post for arrival in time', () => {
  const standard = SHIPPING_RATES.AU?.domestic.find((entry) => entry.method === 'standard');
  if (!standard) throw new Error('no AU standard');
  const au = { regionIso: 'AU', rate: standard, cutoff: '14:00' };

  it('is the latest business day whose delivery window ends by the day', () => {
    // Thursday 10 December 2026: a card scheduled on Tuesday 1st leaves on the 2nd and takes at most six
    // business days; one scheduled a day later could arrive on the 11th.
    const day = latestOrderDayFor(au, '2026-12-10', '2026-11-27');
    expect(day).toBe('2026-12-01');
    expect(arrivalOf({ ...au, orderDay: '2026-12-01', orderMinutes: null }).maxDeliveryDate).toBe(
      '2026-12-10',
    );
    expect(
      arrivalOf({ ...au, orderDay: '2026-12-02', orderMinutes: null }).maxDeliveryDate > '2026-12-10',
    ).toBe(true);
  });

  it('skips weekends and public holidays, and counts remote-area days', () => {
    // Christmas and Boxing Day (observed on Monday 28th) fall in the way of a card for 4 January 2027.
    const day = latestOrderDayFor(au, '2027-01-04', '2026-12-01');
    expect(day && isBusinessDay('AU', day)).toBe(true);
    expect(
      arrivalOf({ ...au, orderDay: day ?? '', orderMinutes: null }).maxDeliveryDate <= '2027-01-04',
    ).toBe(true);
    const remote = latestOrderDayFor({ ...au, extraDays: 2 }, '2026-12-10', '2026-11-20');
    expect(remote).toBe('2026-11-27');
  });

  it('is null when even the earliest day is too late', () => {
    expect(latestOrderDayFor(au, '2026-12-10', '2026-12-02')).toBeNull();
  });
});
