import { describe, expect, it } from 'vitest';
import { cardCarouselInterval, rotated, starRating } from './home-rules.ts';

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

describe('the new-cards carousel', () => {
  it('steps every 8 s plus up to 1.5 s, whatever the random draw', () => {
    expect(cardCarouselInterval(0, 8000, 1500)).toBe(8000);
    expect(cardCarouselInterval(0.5, 8000, 1500)).toBe(8750);
    expect(cardCarouselInterval(1, 8000, 1500)).toBe(9500);
    expect(cardCarouselInterval(7, 8000, 1500)).toBe(9500);
    expect(cardCarouselInterval(Number.NaN, 8000, 1500)).toBe(8000);
  });

  it('starts the row at the step and wraps round to the first card', () => {
    expect(rotated(['a', 'b', 'c', 'd'], 0)).toEqual(['a', 'b', 'c', 'd']);
    expect(rotated(['a', 'b', 'c', 'd'], 1)).toEqual(['b', 'c', 'd', 'a']);
    expect(rotated(['a', 'b', 'c', 'd'], 3)).toEqual(['d', 'a', 'b', 'c']);
    expect(rotated(['a', 'b', 'c', 'd'], 4)).toEqual(['a', 'b', 'c', 'd']);
    expect(rotated(['a', 'b', 'c', 'd'], -1)).toEqual(['d', 'a', 'b', 'c']);
    expect(rotated([], 2)).toEqual([]);
  });
});
