import { describe, expect, it } from 'vitest';
import {
  dueOccasion,
  occurrenceFrom,
  occurrencesBetween,
  reminderMailDay,
  reminderWritePath,
  yearsOn,
} from './reminders.ts';

describe('the days a reminder falls on', () => {
  it('falls on this year’s day while it is ahead, today included, else next year’s', () => {
    expect(occurrenceFrom({ day: 12, month: 4 }, '2026-04-01')).toBe('2026-04-12');
    expect(occurrenceFrom({ day: 12, month: 4 }, '2026-04-12')).toBe('2026-04-12');
    expect(occurrenceFrom({ day: 12, month: 4 }, '2026-04-13')).toBe('2027-04-12');
  });

  it('keeps 29 February on the 28th in other years, and on the 29th in leap years', () => {
    const leapling = { day: 29, month: 2, year: 2000 };
    expect(occurrenceFrom(leapling, '2026-01-10')).toBe('2026-02-28');
    expect(occurrenceFrom(leapling, '2027-03-01')).toBe('2028-02-29');
    expect(occurrencesBetween(leapling, '2026-01-01', '2028-12-31')).toEqual([
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('needs no year for a yearly reminder, and its year for a one-off', () => {
    expect(occurrenceFrom({ day: 3, month: 11, year: null }, '2026-10-01')).toBe('2026-11-03');
    expect(occurrenceFrom({ day: 3, month: 11, year: null, repeats: 'once' }, '2026-10-01')).toBeNull();
    expect(occurrenceFrom({ day: 3, month: 11, year: 2027, repeats: 'once' }, '2026-10-01')).toBe(
      '2027-11-03',
    );
    expect(
      occurrencesBetween({ day: 3, month: 11, year: 2026, repeats: 'once' }, '2026-10-01', '2028-01-01'),
    ).toEqual(['2026-11-03']);
    // A one-off that has passed has no day left.
    expect(occurrenceFrom({ day: 3, month: 11, year: 2026, repeats: 'once' }, '2026-11-04')).toBeNull();
  });

  it('has no day for a day that never exists', () => {
    expect(occurrenceFrom({ day: 31, month: 4 }, '2026-01-01')).toBeNull();
    expect(occurrenceFrom({ day: 30, month: 2 }, '2026-01-01')).toBeNull();
    expect(occurrenceFrom({ day: 29, month: 2, year: 2027, repeats: 'once' }, '2026-01-01')).toBeNull();
  });
});

describe('when a reminder is mailed', () => {
  it('is due from its days before until the day itself', () => {
    const birthday = { day: 12, month: 4 };
    expect(reminderMailDay('2026-04-12', 7)).toBe('2026-04-05');
    expect(dueOccasion(birthday, 7, '2026-04-04')).toBeNull();
    expect(dueOccasion(birthday, 7, '2026-04-05')).toBe('2026-04-12');
    expect(dueOccasion(birthday, 7, '2026-04-12')).toBe('2026-04-12');
    // The day after, the next one is a year away.
    expect(dueOccasion(birthday, 7, '2026-04-13')).toBeNull();
  });

  it('counts the days before across the turn of the year and a leap day', () => {
    expect(dueOccasion({ day: 2, month: 1 }, 7, '2026-12-26')).toBe('2027-01-02');
    expect(dueOccasion({ day: 2, month: 1 }, 7, '2026-12-25')).toBeNull();
    // 29 February 2028 exists: a week before it is the 22nd.
    expect(dueOccasion({ day: 29, month: 2 }, 7, '2028-02-22')).toBe('2028-02-29');
    expect(dueOccasion({ day: 29, month: 2 }, 7, '2028-02-21')).toBeNull();
    // In 2027 it is kept on the 28th, so its reminder is due on the 21st.
    expect(dueOccasion({ day: 29, month: 2 }, 7, '2027-02-21')).toBe('2027-02-28');
  });

  it('is due on the day itself when no days before are wanted', () => {
    expect(dueOccasion({ day: 12, month: 4 }, 0, '2026-04-11')).toBeNull();
    expect(dueOccasion({ day: 12, month: 4 }, 0, '2026-04-12')).toBe('2026-04-12');
  });
});

describe('years on the day', () => {
  it('counts the years when the year is known', () => {
    expect(yearsOn('2026-04-12', 1986)).toBe(40);
    expect(yearsOn('2026-04-12', null)).toBeNull();
    expect(yearsOn('2026-04-12', 2026)).toBeNull();
  });
});

describe('the editor’s address for a reminder’s card', () => {
  it('names the contact, the day and the method when a card can still arrive', () => {
    expect(
      reminderWritePath('card-1', { contactId: 'c-1', posting: { date: '2026-03-05', method: 'express' } }),
    ).toBe('/write?card=card-1&contact=c-1&date=2026-03-05&method=express');
    expect(reminderWritePath('card-1', { contactId: null, posting: null })).toBe('/write?card=card-1');
  });
});
