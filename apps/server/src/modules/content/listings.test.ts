import type { CardSearchResult } from '@cardshop/shared/contracts/catalogue';
import type { Content } from '@cardshop/shared/contracts/content';
import type { GiftCardList } from '@cardshop/shared/contracts/gift-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

// The listings of the content finder (decision record 41): /cards/all, /gift-cards/all with its filters,
// pages past the end, the artists' "all" page and the category tiles' counts.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const content = async (path: string) => {
  const response = await get(`/api/content${path}`);
  expect(response.statusCode, path).toBe(200);
  return dataOf<Content>(response);
};

describe('/cards/all and /gift-cards/all', () => {
  it('/cards/all is the full card listing, paged like /cards', async () => {
    const cards = await content('/cards');
    const all = await content('/cards/all');
    expect(all.cards?.results.map((card) => card.id)).toEqual(cards.cards?.results.map((card) => card.id));
    expect(all.cards?.page.nextUrl).toBe('/cards/page-2');
    const second = await content('/cards/all/page-2');
    expect(second.cards?.page.current).toBe(2);
    expect(second.cards?.results[0]?.id).toBe((await content('/cards/page-2')).cards?.results[0]?.id);
  });

  it('/gift-cards/all lists every gift card and its next link opens', async () => {
    const everything = dataOf<GiftCardList>(await get('/api/gift-cards?maxResults=all'));
    const all = await content('/gift-cards/all?maxResults=5');
    expect(all.contentType).toBe('gift-card-region');
    expect(all.giftCards?.page.total).toBe(everything.page.total);
    expect(all.giftCards?.page.nextUrl).toBe('/gift-cards/all/page-2?maxResults=5');
    const second = await content('/gift-cards/all/page-2?maxResults=5');
    expect(second.giftCards?.results.map((card) => card.id)).toEqual(
      everything.results.slice(5, 10).map((card) => card.id),
    );
    expect((await content('/gift-cards/all')).giftCards?.page.nextUrl).toBe('/gift-cards/all/page-2');
  });
});

describe('pages past the last', () => {
  it.each([
    '/cards/page-999',
    '/cards/all/page-999',
    '/occasion/birthday/page-999',
    '/artists/page-99',
    '/articles/page-99',
    '/gift-cards/all/page-99',
    '/gift-cards/au/page-99',
    '/gift-cards/category/dining/page-99',
  ])('%s is not found, as on every listing', async (path) => {
    expect((await get(`/api/content${path}`)).statusCode).toBe(404);
  });

  it('an artist listing past its last page is not found too', async () => {
    const artists = await content('/artists');
    const artist = artists.artists?.[0]?.fullPath ?? '';
    expect((await get(`/api/content${artist}`)).statusCode).toBe(200);
    expect((await get(`/api/content${artist}/page-99`)).statusCode).toBe(404);
  });
});

describe('the artists listing', () => {
  it('shows every artist on one page with maxResults=all', async () => {
    const first = await content('/artists');
    expect(first.artists?.length).toBe(24);
    const total = first.pagination?.total ?? 0;
    expect(total).toBeGreaterThan(24);
    const all = await content('/artists?maxResults=all');
    expect(all.artists).toHaveLength(total);
    expect(all.pagination).toMatchObject({ totalPages: 1, nextUrl: null, enabled: false });
  });
});

describe('gift-card listing filters', () => {
  const listOf = async (path: string) => (await content(path)).giftCards as GiftCardList;

  it('offers the occasions and recipients the gift cards suit, by name', async () => {
    const all = await content('/gift-cards/all');
    expect(all.giftCardsConfig?.occasions).toContainEqual({ slug: 'new-home', name: 'New Home' });
    expect(all.giftCardsConfig?.recipients).toContainEqual({ slug: 'teacher', name: 'Teacher' });
    expect(all.giftCardsConfig?.occasions.some((option) => option.slug === 'easter')).toBe(false);
  });

  it('filters by occasion, recipient, category, region, wildcard and name', async () => {
    const newHome = await listOf('/gift-cards/all?occasions=new-home&maxResults=all');
    expect(newHome.results.length).toBeGreaterThan(0);
    expect(newHome.results.every((card) => card.categories.includes('home'))).toBe(true);
    expect(newHome.filters.occasions).toEqual(['new-home']);

    const teacher = await listOf('/gift-cards/all?recipients=teacher&maxResults=all');
    expect(teacher.results.length).toBeGreaterThan(0);
    expect(
      teacher.results.every((card) => card.categories.some((slug) => ['books', 'everything'].includes(slug))),
    ).toBe(true);

    const nzBooks = await listOf('/gift-cards/all?regions=nz&categories=books,dining&maxResults=all');
    expect(nzBooks.results.length).toBeGreaterThan(0);
    expect(
      nzBooks.results.every(
        (card) =>
          card.regions.includes('NZ') && card.categories.some((slug) => ['books', 'dining'].includes(slug)),
      ),
    ).toBe(true);

    const wild = await listOf('/gift-cards/all?wildcards=true&maxResults=all');
    expect(wild.results.length).toBeGreaterThan(0);
    expect(wild.results.every((card) => card.wildcard)).toBe(true);

    const named = await listOf('/gift-cards/all?query=choose&maxResults=all');
    expect(named.results.length).toBeGreaterThan(0);
    expect(named.results.every((card) => /choose/i.test(card.name))).toBe(true);
  });

  it('keeps a region page to its region and a category page to its category, whatever is asked', async () => {
    const au = await listOf('/gift-cards/au?regions=nz&recipients=partner&maxResults=all');
    expect(au.results.length).toBeGreaterThan(0);
    expect(au.results.every((card) => card.regions.includes('AU'))).toBe(true);
    expect(au.filters.regions).toEqual(['AU']);
    const dining = await listOf('/gift-cards/category/dining?occasions=anniversary&maxResults=1');
    expect(dining.results).toHaveLength(1);
    expect(dining.results.every((card) => card.categories.includes('dining'))).toBe(true);
    expect(dining.page.nextUrl).toBe('/gift-cards/category/dining/page-2?occasions=anniversary&maxResults=1');
  });

  it('answers an empty list when nothing matches, and 422 for malformed filters', async () => {
    const none = await listOf('/gift-cards/all?occasions=new-home&recipients=teacher&query=zzz');
    expect(none.results).toEqual([]);
    expect(none.page.total).toBe(0);
    const response = await get('/api/content/gift-cards/all?regions=australia');
    expect(response.statusCode).toBe(422);
    // The same field errors as the gift-card API's for the same filter.
    const api = await get('/api/gift-cards?regions=australia');
    expect(api.statusCode).toBe(422);
    const errorsOf = (answer: typeof api) => (answer.json() as { data: { errors: object } }).data.errors;
    expect(Object.keys(errorsOf(response))).toEqual(['regions.0']);
    expect(errorsOf(response)).toEqual(errorsOf(api));
  });

  it('filters the gift-card API by occasion and recipient too', async () => {
    const list = dataOf<GiftCardList>(
      await get('/api/gift-cards?occasions=new-home&recipients=mum&maxResults=all'),
    );
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.results.every((card) => card.categories.includes('home'))).toBe(true);
  });
});

describe('category tiles', () => {
  it('count what each tag page lists', async () => {
    for (const categoryPath of ['/occasion', '/recipient']) {
      const category = await content(categoryPath);
      expect(category.tiles?.length).toBeGreaterThan(5);
      for (const tile of category.tiles ?? []) {
        const listing = dataOf<CardSearchResult>(await get(`/api/cards${tile.tag.path}?maxResults=1`));
        expect(tile.count, tile.tag.path).toBe(listing.page.total);
      }
    }
  });
});
