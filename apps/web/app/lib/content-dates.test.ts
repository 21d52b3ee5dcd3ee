import { describe, expect, it } from 'vitest';
import { dateStyleFor, displayDate, knownDays, newestFirst } from './content-dates.ts';

describe('dateStyleFor', () => {
  it('uses ISO days for the changelog and its updates', () => {
    expect(dateStyleFor('/changelog')).toBe('iso');
    expect(dateStyleFor('/changelog/artist-studio')).toBe('iso');
  });

  it('uses article dates elsewhere', () => {
    expect(dateStyleFor('/articles/how-our-handwriting-robots-work')).toBe('article');
    expect(dateStyleFor('/changelogs-of-the-world')).toBe('article');
  });
});

describe('displayDate', () => {
  it("reads an article date like '1st March, 2024' in the region's time zone", () => {
    expect(displayDate('2024-02-29T14:00:00.000Z', 'Australia/Sydney', 'article')).toEqual({
      text: '1st March, 2024',
      dateTime: '2024-03-01',
    });
  });

  it('reads a changelog date as YYYY-MM-DD', () => {
    expect(displayDate('2026-06-16T00:00:00.000Z', 'Australia/Sydney', 'iso')).toEqual({
      text: '2026-06-16',
      dateTime: '2026-06-16',
    });
  });

  it('gives the calendar day of the region, not of UTC', () => {
    expect(displayDate('2026-06-16T00:00:00.000Z', 'America/New_York', 'iso')?.text).toBe('2026-06-15');
  });

  it('takes the calendar day from the days the page came with, as it would have worked it out', () => {
    const moments = ['2024-02-29T14:00:00.000Z', '2026-06-16T00:00:00.000Z', null, 'not a date'];
    const days = knownDays(moments, 'Australia/Sydney');
    expect(days).toEqual({
      '2024-02-29T14:00:00.000Z': '2024-03-01',
      '2026-06-16T00:00:00.000Z': '2026-06-16',
    });
    for (const moment of moments)
      for (const style of ['article', 'iso'] as const)
        expect(displayDate(moment, 'Australia/Sydney', style, days)).toEqual(
          displayDate(moment, 'Australia/Sydney', style),
        );
    // The known day is what shows: the page's region decided it where the page was rendered.
    expect(displayDate('2024-02-29T14:00:00.000Z', 'UTC', 'article', days)?.text).toBe('1st March, 2024');
  });

  it('shows no date when there is none or it cannot be read', () => {
    expect(displayDate(null, 'Australia/Sydney', 'article')).toBeNull();
    expect(displayDate('not a date', 'Australia/Sydney', 'article')).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders updates newest first with undated ones last', () => {
    const items = [
      { id: 'a', publishedAt: '2024-02-01T00:00:00.000Z' },
      { id: 'b', publishedAt: null },
      { id: 'c', publishedAt: '2026-03-10T00:00:00.000Z' },
      { id: 'd', publishedAt: '2025-01-05T00:00:00.000Z' },
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(items[0]?.id).toBe('a');
  });
});
