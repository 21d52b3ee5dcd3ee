import type { GiftCardDetail, GiftCardList } from '@cardshop/shared/contracts/gift-cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 40 });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/gift-cards', () => {
  it('lists gift cards with formatted values and amounts', async () => {
    const list = dataOf<GiftCardList>(await get('/api/gift-cards'));
    expect(list.page.total).toBeGreaterThanOrEqual(20);
    const card = list.results[0];
    expect(card?.valueFormatted.min).toMatch(/^\$|£/);
    expect(Object.values(card?.availableAmounts ?? {}).length).toBeGreaterThan(0);
  });

  it('filters by region, category and wildcard, and pages', async () => {
    const nz = dataOf<GiftCardList>(await get('/api/gift-cards?regions=nz&maxResults=all'));
    expect(nz.results.length).toBeGreaterThan(0);
    expect(nz.results.every((card) => card.regions.includes('NZ'))).toBe(true);
    const wild = dataOf<GiftCardList>(await get('/api/gift-cards?wildcards=true&maxResults=all'));
    expect(wild.results.length).toBeGreaterThanOrEqual(3);
    expect(wild.results.every((card) => card.wildcard)).toBe(true);
    const category = wild.results[0]?.categories[0] ?? '';
    const inCategory = dataOf<GiftCardList>(
      await get(`/api/gift-cards?categories=${category}&maxResults=all`),
    );
    expect(inCategory.results.length).toBeGreaterThan(0);
    expect(inCategory.results.every((card) => card.categories.includes(category))).toBe(true);
    const paged = dataOf<GiftCardList>(await get('/api/gift-cards?maxResults=5&page=2'));
    expect(paged.results).toHaveLength(5);
    expect(paged.page).toMatchObject({ current: 2, perPage: 5 });
  });

  it.each(['page=x', 'regions=australia', 'wildcards=perhaps', 'colour=blue'])(
    'answers 422 for %s',
    async (query) => {
      const response = await get(`/api/gift-cards?${query}`);
      expect(response.statusCode).toBe(422);
      expect(
        Object.keys((response.json() as { data: { errors: object } }).data.errors).length,
      ).toBeGreaterThan(0);
    },
  );
});

describe('GET /api/gift-cards/{id}', () => {
  it('answers terms, regions, alternates in other regions and breadcrumbs', async () => {
    const list = dataOf<GiftCardList>(await get('/api/gift-cards?regions=au&maxResults=all'));
    // A card that never expires (and is no wildcard), so its terms say so.
    const noExpiry = list.results.find(
      (card) => /no expiry|forever/i.test(card.validityPeriod ?? '') && !card.wildcard,
    );
    expect(noExpiry).toBeDefined();
    const card = dataOf<GiftCardDetail>(await get(`/api/gift-cards/${noExpiry?.id}`));
    expect(card.breadcrumbs[0]).toEqual({ label: 'Gift Cards', route: '/gift-cards' });
    expect(card.canonical).toContain(card.fullPath);
    expect(Object.keys(card.alternateCards).length).toBeGreaterThan(0);
    for (const [iso, alternate] of Object.entries(card.alternateCards)) {
      expect(card.regions).not.toContain(iso);
      expect(alternate.url).toMatch(new RegExp(`^/gift-cards/${iso.toLowerCase()}/`));
    }
    expect(card.terms).toMatch(/never expires|expire/i);
  });

  it('renders the gift card image and answers 404 for unknown ids', async () => {
    const [first] = dataOf<GiftCardList>(await get('/api/gift-cards')).results;
    const image = await get(first?.cardImage.src ?? '');
    expect(image.statusCode).toBe(200);
    expect((await get('/api/gift-cards/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/gift-cards/nope')).statusCode).toBe(404);
  });
});
