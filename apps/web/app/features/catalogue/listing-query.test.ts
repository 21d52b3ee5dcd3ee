import type { CardFilters, FilterOptions } from '@cardshop/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  activeChips,
  cardsApiSlug,
  cardsApiUrl,
  countFilters,
  emptyFilters,
  filtersFromParams,
  filtersToQueryString,
  listingHref,
  toggle,
  withoutChip,
  withoutFilters,
} from './listing-query.ts';

const options: FilterOptions = {
  categories: [
    {
      slug: 'occasion',
      name: 'Occasions',
      type: 'occasion',
      tags: [
        { slug: 'birthday', name: 'Birthday' },
        { slug: 'love', name: 'Love' },
      ],
    },
    {
      slug: 'recipient',
      name: 'Recipients',
      type: 'recipient',
      tags: [
        { slug: 'mum', name: 'Mum' },
        { slug: 'dad', name: 'Dad' },
      ],
    },
  ],
  sizes: [
    { id: 'notecard', name: 'Notecard' },
    { id: 'folded', name: 'Folded card' },
  ],
  years: [1, 18, 30, 50],
  sorts: ['freshness', 'price', 'popularity', 'name'],
};

const chosen: CardFilters = {
  ...emptyFilters(),
  query: 'gold leaf',
  categories: { recipient: ['mum', 'dad'], occasion: ['birthday'] },
  sizes: ['folded'],
  years: [30, 18],
  sort: 'price',
  direction: 'desc',
};

describe('filters to a query string', () => {
  it('gives a bare URL when nothing is chosen', () => {
    expect(filtersToQueryString(emptyFilters())).toBe('');
    expect(listingHref('/occasion/birthday', emptyFilters())).toBe('/occasion/birthday');
  });

  it('writes lists comma-joined in a stable order and encodes values', () => {
    expect(filtersToQueryString(chosen)).toBe(
      '?query=gold%20leaf&occasion=birthday&recipient=mum,dad&sizes=folded&years=18,30&sort=price&direction=desc',
    );
  });

  it("leaves out a sort direction that is the sort's default", () => {
    expect(filtersToQueryString({ ...emptyFilters(), sort: 'price', direction: 'asc' })).toBe('?sort=price');
    expect(filtersToQueryString({ ...emptyFilters(), sort: 'freshness', direction: 'asc' })).toBe(
      '?direction=asc',
    );
  });

  it('names the adult filter only when it differs from the listing default', () => {
    expect(filtersToQueryString({ ...emptyFilters(), filterAdult: false })).toBe('?filterAdult=false');
    const adultsOnlyTag = { adultDefault: false };
    expect(filtersToQueryString(emptyFilters(adultsOnlyTag), adultsOnlyTag)).toBe('');
    expect(filtersToQueryString({ ...emptyFilters(), filterAdult: true }, adultsOnlyTag)).toBe(
      '?filterAdult=true',
    );
  });
});

describe('a query string to filters', () => {
  it('reads what it writes', () => {
    const params = new URLSearchParams(filtersToQueryString(chosen));
    const read = filtersFromParams(params, options);
    expect(read).toEqual({ ...chosen, years: [18, 30] });
  });

  it('reads a plain GET form: repeated parameters, empty fields and the submit defaults', () => {
    const params = new URLSearchParams(
      'query=&occasion=birthday&occasion=love&recipient=mum&sizes=notecard&years=50&filterAdult=false&sort=freshness&direction=desc',
    );
    const read = filtersFromParams(params, options);
    expect(read).toEqual({
      query: '',
      filterAdult: false,
      sizes: ['notecard'],
      years: [50],
      sort: 'freshness',
      direction: 'desc',
      categories: { occasion: ['birthday', 'love'], recipient: ['mum'] },
    });
    // … and writes it back as a tidy URL.
    expect(listingHref('/cards', read)).toBe(
      '/cards?occasion=birthday,love&recipient=mum&sizes=notecard&years=50&filterAdult=false',
    );
  });

  it('drops options the listing does not offer', () => {
    const params = new URLSearchParams('occasion=nope,love&style=funny&sizes=huge&years=99,1&sort=random');
    const read = filtersFromParams(params, options);
    expect(read.categories).toEqual({ occasion: ['love'] });
    expect(read.sizes).toEqual([]);
    expect(read.years).toEqual([1]);
    expect(read.sort).toBe('freshness');
  });

  it('gives a new sort its own default direction', () => {
    expect(filtersFromParams(new URLSearchParams('sort=name'), options).direction).toBe('asc');
    expect(filtersFromParams(new URLSearchParams('sort=popularity'), options).direction).toBe('desc');
  });

  it('keeps the adult default of the listing when the URL names none', () => {
    expect(filtersFromParams(new URLSearchParams(''), options).filterAdult).toBe(true);
    expect(filtersFromParams(new URLSearchParams(''), options, { adultDefault: false }).filterAdult).toBe(
      false,
    );
  });
});

describe('page links and API URLs', () => {
  it('puts the page suffix on the path and keeps the selection', () => {
    const filters = { ...emptyFilters(), categories: { recipient: ['mum'] } };
    expect(listingHref('/occasion/birthday', filters, 3)).toBe('/occasion/birthday/page-3?recipient=mum');
    expect(listingHref('/occasion/birthday/page-3', filters, 1)).toBe('/occasion/birthday?recipient=mum');
    expect(listingHref('/cards', emptyFilters(), 2)).toBe('/cards/page-2');
  });

  it('asks the cards API for the next page with the same filters', () => {
    const filters = { ...emptyFilters(), categories: { recipient: ['mum'] }, filterAdult: false };
    expect(cardsApiUrl('/occasion/birthday', filters, 2, 24)).toBe(
      '/api/cards/occasion/birthday?page=2&maxResults=24&recipient=mum&filterAdult=false',
    );
    expect(cardsApiUrl('/cards', { ...emptyFilters(), query: 'christmas' }, 3, 24)).toBe(
      '/api/cards/all?page=3&maxResults=24&query=christmas',
    );
  });

  it('knows the full listing as /all', () => {
    expect(cardsApiSlug('/cards')).toBe('/all');
    expect(cardsApiSlug('/artists/paper-finch-studio')).toBe('/artists/paper-finch-studio');
  });
});

describe('chips and toggles', () => {
  it('lists the applied filters with their labels', () => {
    expect(activeChips(chosen, options)).toEqual([
      { kind: 'query', value: 'gold leaf' },
      { kind: 'category', category: 'occasion', value: 'birthday', label: 'Birthday' },
      { kind: 'category', category: 'recipient', value: 'mum', label: 'Mum' },
      { kind: 'category', category: 'recipient', value: 'dad', label: 'Dad' },
      { kind: 'size', value: 'folded', label: 'Folded card' },
      { kind: 'year', value: 18 },
      { kind: 'year', value: 30 },
    ]);
  });

  it('removes one chip, and the category key with its last value', () => {
    const chips = activeChips(chosen, options);
    const withoutMum = withoutChip(chosen, chips[2]!);
    expect(withoutMum.categories).toEqual({ recipient: ['dad'], occasion: ['birthday'] });
    const withoutBirthday = withoutChip(chosen, chips[1]!);
    expect(withoutBirthday.categories).toEqual({ recipient: ['mum', 'dad'] });
    expect(withoutChip(chosen, chips[0]!).query).toBe('');
    expect(withoutChip(chosen, chips[5]!).years).toEqual([30]);
    expect(withoutChip(chosen, chips[4]!).sizes).toEqual([]);
  });

  it('clears every filter but keeps the search and the order', () => {
    const cleared = withoutFilters(chosen);
    expect(countFilters(cleared)).toBe(0);
    expect(cleared.query).toBe('gold leaf');
    expect(cleared.sort).toBe('price');
    expect(countFilters(chosen)).toBe(6);
  });

  it('toggles a value in a list', () => {
    expect(toggle(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggle(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggle(['a'], 'a', true)).toEqual(['a']);
  });
});
