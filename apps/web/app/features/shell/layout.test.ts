import { FOOTER_GROUP_COLUMN_SIZE, MEGA_MENU_COLUMN_SIZE } from '@cardshop/shared/constants';
import type { Bootstrap } from '@cardshop/shared/contracts/config';
import { describe, expect, it } from 'vitest';
import {
  artistBrandOf,
  artistSecondaryNav,
  balancedColumnsOf,
  columnsOf,
  footerAddress,
  navigationModeOf,
  primaryItems,
} from './layout.ts';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('columnsOf', () => {
  it('splits a mega-menu group every 7 links', () => {
    expect(columnsOf(numbers(10), MEGA_MENU_COLUMN_SIZE)).toEqual([numbers(7), [8, 9, 10]]);
    expect(columnsOf(numbers(14), MEGA_MENU_COLUMN_SIZE)).toHaveLength(2);
    expect(columnsOf(numbers(15), MEGA_MENU_COLUMN_SIZE)).toHaveLength(3);
  });
});

describe('balancedColumnsOf', () => {
  it('keeps a footer group of up to 7 links in one column', () => {
    expect(balancedColumnsOf(numbers(7), FOOTER_GROUP_COLUMN_SIZE)).toEqual([numbers(7)]);
    expect(balancedColumnsOf([], FOOTER_GROUP_COLUMN_SIZE)).toEqual([]);
  });

  it('splits a longer footer group into even columns of at most 7', () => {
    expect(balancedColumnsOf(numbers(8), FOOTER_GROUP_COLUMN_SIZE)).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    expect(balancedColumnsOf(numbers(11), FOOTER_GROUP_COLUMN_SIZE).map((column) => column.length)).toEqual([
      6, 5,
    ]);
    const fifteen = balancedColumnsOf(numbers(15), FOOTER_GROUP_COLUMN_SIZE);
    expect(fifteen.map((column) => column.length)).toEqual([5, 5, 5]);
    expect(fifteen.flat()).toEqual(numbers(15));
  });
});

describe('footerAddress', () => {
  const brand = { defaultAddress: ['Cardshop Pty Ltd', 'Marrickville NSW 2204'] };

  it('shows the region’s address', () => {
    expect(footerAddress({ displayAddress: ['Cardshop UK', 'London'] }, brand)).toEqual([
      'Cardshop UK',
      'London',
    ]);
  });

  it('falls back to the brand’s default address when the region has none', () => {
    expect(footerAddress({ displayAddress: null }, brand)).toEqual(brand.defaultAddress);
    expect(footerAddress({ displayAddress: [] }, brand)).toEqual(brand.defaultAddress);
  });
});

describe('navigation mode', () => {
  const navigation: Bootstrap['navigation'] = {
    primary: [{ id: 'p0', label: 'Occasions', url: '/occasion' }],
    secondary: [],
    footer: [],
    business: [{ id: 'b0', label: 'Pricing', url: '/business/pricing' }],
  };

  it('switches to the business navigation on business content', () => {
    const mode = navigationModeOf([{ shell: {} }, { content: { nav: 'business' } }]);
    expect(mode).toBe('business');
    expect(primaryItems(navigation, mode)[0]?.label).toBe('Pricing');
  });

  it('uses the primary navigation elsewhere', () => {
    expect(navigationModeOf([{ shell: {} }, { content: { nav: 'primary' } }])).toBe('primary');
    expect(navigationModeOf([undefined, null, { home: {} }])).toBe('primary');
    expect(primaryItems({ ...navigation, business: [] }, 'business')[0]?.label).toBe('Occasions');
  });
});

describe('artist mode', () => {
  const artist = {
    id: 'a1',
    brandName: 'Tide & Ink',
    fullPath: '/artists/tide-ink',
    cardLogo: '/images/artists/a1/logo.svg',
  };
  const t = (key: string, values?: Record<string, unknown>) => `${key}:${String(values?.name ?? '')}`;

  it("takes the artist of an artist's page or of one of their cards' pages", () => {
    expect(
      artistBrandOf([{ shell: {} }, { content: { contentType: 'artist', artist: { ...artist, bio: 'x' } } }]),
    ).toEqual(artist);
    expect(artistBrandOf([{ content: { contentType: 'card-art', card: { artist } } }])).toEqual(artist);
  });

  it('leaves every other page, and custom artwork (nobody’s), to the shop', () => {
    expect(artistBrandOf([{ content: { contentType: 'tag', artist } }])).toBeNull();
    expect(
      artistBrandOf([
        { content: { contentType: 'card-art', card: { artist: { ...artist, id: '', fullPath: '' } } } },
      ]),
    ).toBeNull();
    expect(artistBrandOf([null, undefined, {}])).toBeNull();
  });

  it("switches the secondary navigation to the artist's", () => {
    expect(artistSecondaryNav(artist, t).map((item) => item.url)).toEqual([
      '/artists/tide-ink',
      '/artists/tide-ink#artist-cards',
      '/artists',
    ]);
    expect(artistSecondaryNav(artist, t)[0]?.label).toBe('shell.artist.about:Tide & Ink');
  });
});
