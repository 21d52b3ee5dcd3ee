import { describe, expect, it } from 'vitest';
import { daysUntil, valuesOf } from './reminder-values.ts';

describe('the reminders page’s links and values', () => {
  it('counts the days to a date', () => {
    expect(daysUntil('2026-03-02', '2026-03-02')).toBe(0);
    expect(daysUntil('2026-03-10', '2026-03-02')).toBe(8);
    expect(daysUntil('2027-03-02', '2026-03-02')).toBe(365);
  });

  it('fills a new form with a yearly reminder a week before', () => {
    expect(valuesOf(null)).toMatchObject({ repeats: 'yearly', daysBefore: '7', year: '' });
  });
});
