import { describe, expect, it } from 'vitest';
import { alternateRegions, hasChosenFilters, pageLinks, regionNotice } from './gift-card-page-logic.ts';

const paging = (current: number, totalPages: number) => ({
  current,
  totalPages,
  nextUrl: null,
  prevUrl: null,
});

describe('pageLinks', () => {
  it('has no links for a single page', () => {
    expect(pageLinks('/gift-cards/au', paging(1, 1))).toEqual({ prev: null, next: null, pages: [] });
  });

  it('links page 1 to the bare path and later pages with the /page-{n} suffix', () => {
    const links = pageLinks('/gift-cards/au', paging(1, 3));
    expect(links.prev).toBeNull();
    expect(links.next).toBe('/gift-cards/au/page-2');
    expect(links.pages).toEqual([
      { page: 1, url: '/gift-cards/au', current: true },
      { page: 2, url: '/gift-cards/au/page-2', current: false },
      { page: 3, url: '/gift-cards/au/page-3', current: false },
    ]);
  });

  it('replaces an existing page suffix rather than stacking one', () => {
    const links = pageLinks('/gift-cards/category/dining/page-2', paging(2, 3));
    expect(links.prev).toBe('/gift-cards/category/dining');
    expect(links.next).toBe('/gift-cards/category/dining/page-3');
  });

  it('prefers the server’s next and previous URLs', () => {
    const links = pageLinks('/gift-cards/au', {
      current: 2,
      totalPages: 3,
      nextUrl: '/gift-cards/au/page-3?x=1',
      prevUrl: '/gift-cards/au?x=1',
    });
    expect(links.next).toBe('/gift-cards/au/page-3?x=1');
    expect(links.prev).toBe('/gift-cards/au?x=1');
  });

  it('keeps the filters on every numbered page', () => {
    const links = pageLinks('/gift-cards/all', paging(1, 2), 1, 'occasions=birthday&query=spa');
    expect(links.pages).toEqual([
      { page: 1, url: '/gift-cards/all?occasions=birthday&query=spa', current: true },
      { page: 2, url: '/gift-cards/all/page-2?occasions=birthday&query=spa', current: false },
    ]);
  });

  it('elides distant pages but keeps the first and the last', () => {
    const links = pageLinks('/gift-cards/us', paging(5, 10));
    expect(links.pages.map((entry) => entry?.page ?? null)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(links.pages.find((entry) => entry?.current)?.page).toBe(5);
  });
});

describe('regionNotice', () => {
  const card = {
    regions: ['AU', 'NZ'],
    alternateCards: {
      US: { country: 'United States', url: '/gift-cards/us/lakeside-supper-club' },
      GB: { country: 'United Kingdom', url: '/gift-cards/gb/the-hedgerow-kitchen' },
    },
  };

  it('does not warn a visitor whose region the card covers', () => {
    expect(regionNotice(card, 'NZ')).toEqual({ warn: false, alternate: null });
    expect(regionNotice(card, 'au')).toEqual({ warn: false, alternate: null });
  });

  it('warns other visitors and points to their region’s card when there is one', () => {
    expect(regionNotice(card, 'US')).toEqual({
      warn: true,
      alternate: { iso: 'US', country: 'United States', url: '/gift-cards/us/lakeside-supper-club' },
    });
    expect(regionNotice(card, 'CA')).toEqual({ warn: true, alternate: null });
  });
});

describe('alternateRegions', () => {
  it('lists the other regions’ cards, leaving out regions the card already covers', () => {
    expect(
      alternateRegions({
        regions: ['AU'],
        alternateCards: {
          au: { country: 'Australia', url: '/x' },
          US: { country: 'United States', url: '/gift-cards/us/a' },
        },
      }),
    ).toEqual([{ iso: 'US', country: 'United States', url: '/gift-cards/us/a' }]);
  });
});

describe('hasChosenFilters', () => {
  const none = { categories: [], occasions: [], recipients: [], regions: [], wildcards: null, query: '' };

  it('is false for no filter, and for the region or category the listing itself fixes', () => {
    expect(hasChosenFilters(none, null)).toBe(false);
    expect(hasChosenFilters({ ...none, regions: ['AU'] }, 'region')).toBe(false);
    expect(hasChosenFilters({ ...none, categories: ['dining'] }, 'category')).toBe(false);
  });

  it('is true for any choice the shopper made', () => {
    expect(hasChosenFilters({ ...none, regions: ['AU'] }, null)).toBe(true);
    expect(hasChosenFilters({ ...none, categories: ['dining'] }, 'region')).toBe(true);
    expect(hasChosenFilters({ ...none, occasions: ['birthday'] }, 'category')).toBe(true);
    expect(hasChosenFilters({ ...none, recipients: ['mum'] }, null)).toBe(true);
    expect(hasChosenFilters({ ...none, wildcards: false }, null)).toBe(true);
    expect(hasChosenFilters({ ...none, query: 'spa' }, null)).toBe(true);
  });
});
