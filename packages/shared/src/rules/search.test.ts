import { describe, expect, it } from 'vitest';
import { normaliseListingParams, pageCount } from './search.ts';

describe('normaliseListingParams', () => {
  it('defaults to page 1 with 25 results', () => {
    expect(normaliseListingParams({})).toEqual({ page: 1, maxResults: 25 });
    expect(normaliseListingParams({ page: null, maxResults: null })).toEqual({ page: 1, maxResults: 25 });
  });

  it('accepts numbers and numeric strings', () => {
    expect(normaliseListingParams({ page: 3, maxResults: 50 })).toEqual({ page: 3, maxResults: 50 });
    expect(normaliseListingParams({ page: '4', maxResults: ' 10 ' })).toEqual({ page: 4, maxResults: 10 });
  });

  it('keeps the word all for maxResults, in any case', () => {
    expect(normaliseListingParams({ maxResults: 'all' })).toEqual({ page: 1, maxResults: 'all' });
    expect(normaliseListingParams({ page: 2, maxResults: 'ALL' })).toEqual({ page: 2, maxResults: 'all' });
  });

  it('floors values at 1', () => {
    expect(normaliseListingParams({ page: 0, maxResults: 0 })).toEqual({ page: 1, maxResults: 1 });
    expect(normaliseListingParams({ page: -4, maxResults: '-10' })).toEqual({ page: 1, maxResults: 1 });
  });

  it('truncates fractions', () => {
    expect(normaliseListingParams({ page: 2.9, maxResults: '12.7' })).toEqual({ page: 2, maxResults: 12 });
    expect(normaliseListingParams({ page: 0.5 })).toEqual({ page: 1, maxResults: 25 });
  });

  it('falls back to defaults for non-numeric values instead of throwing', () => {
    expect(normaliseListingParams({ page: 'abc', maxResults: 'lots' })).toEqual({ page: 1, maxResults: 25 });
    expect(normaliseListingParams({ page: '', maxResults: '  ' })).toEqual({ page: 1, maxResults: 25 });
    expect(normaliseListingParams({ page: '0x10', maxResults: 'Infinity' })).toEqual({
      page: 1,
      maxResults: 25,
    });
    expect(normaliseListingParams({ page: Number.NaN, maxResults: Number.POSITIVE_INFINITY })).toEqual({
      page: 1,
      maxResults: 25,
    });
  });

  it('does not accept all as a page', () => {
    expect(normaliseListingParams({ page: 'all' })).toEqual({ page: 1, maxResults: 25 });
  });
});

describe('pageCount', () => {
  it('rounds partial pages up', () => {
    expect(pageCount(100, 25)).toBe(4);
    expect(pageCount(101, 25)).toBe(5);
    expect(pageCount(1, 25)).toBe(1);
  });

  it('gives at least one page for empty results', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(-3, 25)).toBe(1);
  });

  it('gives one page when everything is shown', () => {
    expect(pageCount(1000, 'all')).toBe(1);
  });

  it('gives one page rather than Infinity for a non-positive page size', () => {
    expect(pageCount(10, 0)).toBe(1);
    expect(pageCount(10, -5)).toBe(1);
  });
});

describe('listing parameters at their edges', () => {
  it('reads all with spaces around it, and ignores values that are not numbers or strings', () => {
    expect(normaliseListingParams({ maxResults: ' ALL ' })).toEqual({ page: 1, maxResults: 'all' });
    expect(
      normaliseListingParams({ page: true as unknown as number, maxResults: {} as unknown as number }),
    ).toEqual({ page: 1, maxResults: 25 });
  });

  it('gives one page for no results or a total that is not a number', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(Number.NaN, 25)).toBe(1);
    expect(pageCount(-5, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
