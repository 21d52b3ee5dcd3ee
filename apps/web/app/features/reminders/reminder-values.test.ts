import { describe, expect, it } from 'vitest';
import { daysUntil, valuesOf, writeUrl } from './reminder-values.ts';

describe('the reminders page’s links and values', () => {
  it('opens the editor with the contact, the day and the method when a card can still arrive', () => {
    expect(writeUrl('card-1', { contactId: 'c-1', posting: { date: '2026-03-05', method: 'express' } })).toBe(
      '/write?card=card-1&contact=c-1&date=2026-03-05&method=express',
    );
    expect(writeUrl('card-1', { contactId: null, posting: null })).toBe('/write?card=card-1');
  });

  it('counts the days to a date', () => {
    expect(daysUntil('2026-03-02', '2026-03-02')).toBe(0);
    expect(daysUntil('2026-03-10', '2026-03-02')).toBe(8);
    expect(daysUntil('2027-03-02', '2026-03-02')).toBe(365);
  });

  it('fills a new form with a yearly reminder a week before', () => {
    expect(valuesOf(null)).toMatchObject({ repeats: 'yearly', daysBefore: '7', year: '' });
  });
});
