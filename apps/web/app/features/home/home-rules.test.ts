import { describe, expect, it } from 'vitest';
import { starRating } from './home-rules.ts';

describe('starRating', () => {
  it('shows a review’s rating as 1 to 5 whole stars', () => {
    expect(starRating(5)).toBe(5);
    expect(starRating(3)).toBe(3);
    expect(starRating(4.5)).toBe(5);
    expect(starRating(4.4)).toBe(4);
  });

  it('keeps odd ratings inside the row of five', () => {
    expect(starRating(9)).toBe(5);
    expect(starRating(0)).toBe(1);
    expect(starRating(-2)).toBe(1);
  });

  it('shows no stars when there is no rating', () => {
    expect(starRating(Number.NaN)).toBeNull();
    expect(starRating(null)).toBeNull();
    expect(starRating(undefined)).toBeNull();
  });
});
