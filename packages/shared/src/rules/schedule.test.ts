import { describe, expect, it } from 'vitest';
import { addCalendarDays, isSchedulableDay, scheduleRange } from './schedule.ts';

describe('isSchedulableDay', () => {
  it('accepts tomorrow to 365 days ahead, across a leap day', () => {
    expect(scheduleRange('2027-11-22')).toEqual({ first: '2027-11-23', last: '2028-11-21' });
    expect(isSchedulableDay('2027-11-23', '2027-11-22')).toBe(true);
    expect(isSchedulableDay('2028-02-29', '2027-11-22')).toBe(true);
    expect(isSchedulableDay('2028-11-21', '2027-11-22')).toBe(true);
  });

  it('refuses today, the past, beyond 365 days and days that do not exist', () => {
    expect(isSchedulableDay('2027-11-22', '2027-11-22')).toBe(false);
    expect(isSchedulableDay('2027-01-01', '2027-11-22')).toBe(false);
    expect(isSchedulableDay('2028-11-22', '2027-11-22')).toBe(false);
    expect(isSchedulableDay('2027-02-30', '2026-11-22')).toBe(false);
    expect(isSchedulableDay('tomorrow', '2026-11-22')).toBe(false);
  });

  it('adds calendar days over month ends', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
