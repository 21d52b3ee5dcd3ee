import type { CardDetail, CardSearchResult, CardSize } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/cards{slug}', () => {
  it('lists everything at /all, 25 a page by default, newest first', async () => {
    const response = await get('/api/cards/all');
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      data: CardSearchResult;
      state: { version: string; messages: unknown[] };
    };
    expect(body.state.messages).toEqual([]);
    expect(body.state.version).toMatch(/\d/);
    const { results, page } = body.data;
    expect(results).toHaveLength(25);
    expect(page).toMatchObject({ current: 1, perPage: 25, prevUrl: null, nextUrl: '/cards/page-2' });
    expect(page.total).toBeGreaterThanOrEqual(600);
    const ids = new Set(results.map((card) => card.id));
    expect(ids.size).toBe(25);
    // Adult cards are hidden unless the visitor asks for them.
    expect(results.every((card) => !card.adult)).toBe(true);
  });

  it('prices cards in the requested region and remembers nothing between requests', async () => {
    const au = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=3'));
    const us = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=3&region=us'));
    const usByCookie = dataOf<CardSearchResult>(
      await get('/api/cards/all?maxResults=3', { cookie: 'region=2' }),
    );
    expect(au.results[0]?.price?.currency).toBe('AUD');
    expect(us.results[0]?.price?.currency).toBe('USD');
    expect(usByCookie.results[0]?.price?.currency).toBe('USD');
    expect(us.results.map((card) => card.id)).toEqual(au.results.map((card) => card.id));
  });

  it('pages without overlap and floors page and size at 1', async () => {
    const first = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=10&page=1'));
    const second = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=10&page=2'));
    const overlap = second.results.filter((card) => first.results.some((other) => other.id === card.id));
    expect(overlap).toEqual([]);
    expect(second.page.prevUrl).toBe('/cards');
    const floored = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=0&page=-3'));
    expect(floored.page).toMatchObject({ current: 1, perPage: 1 });
    expect(floored.results).toHaveLength(1);
  });

  it('answers every card with maxResults=all', async () => {
    const all = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=all'));
    expect(all.page).toMatchObject({ perPage: 'all', totalPages: 1, nextUrl: null });
    expect(all.results.length).toBe(all.page.total);
  });

  it('filters to a tag, including its child tags, and to a category and an artist', async () => {
    const birthday = dataOf<CardSearchResult>(await get('/api/cards/occasion/birthday?maxResults=all'));
    expect(birthday.results.length).toBeGreaterThan(10);
    const detail = dataOf<CardDetail>(await get(`/api/card/${birthday.results[0]?.id}`));
    expect(detail.tags.some((tag) => tag.path.startsWith('/occasion/birthday'))).toBe(true);
    const milestone = dataOf<CardSearchResult>(
      await get('/api/cards/occasion/birthday/milestone-birthday?maxResults=all'),
    );
    const birthdayIds = new Set(birthday.results.map((card) => card.id));
    expect(milestone.results.length).toBeGreaterThan(0);
    expect(milestone.results.every((card) => birthdayIds.has(card.id))).toBe(true);

    const artistPath = birthday.results[0]?.artist.fullPath ?? '';
    const byArtist = dataOf<CardSearchResult>(await get(`/api/cards${artistPath}?maxResults=all`));
    expect(byArtist.results.length).toBeGreaterThan(5);
    expect(byArtist.results.every((card) => card.artist.fullPath === artistPath)).toBe(true);
  });

  it('searches the full text and combines category filters', async () => {
    const christmas = dataOf<CardSearchResult>(await get('/api/cards/all?query=christmas&maxResults=all'));
    expect(christmas.results.length).toBeGreaterThan(0);
    expect(christmas.filters.query).toBe('christmas');
    expect(christmas.page.nextUrl).toBeNull();
    const nothing = dataOf<CardSearchResult>(await get('/api/cards/all?query=zzzyqxw'));
    expect(nothing.results).toEqual([]);
    expect(nothing.page).toMatchObject({ total: 0, totalPages: 1 });

    const mumBirthday = dataOf<CardSearchResult>(
      await get('/api/cards/all?occasion=birthday&recipient=mum&maxResults=all'),
    );
    expect(mumBirthday.results.length).toBeGreaterThan(0);
    for (const card of mumBirthday.results.slice(0, 5)) {
      const detail = dataOf<CardDetail>(await get(`/api/card/${card.id}`));
      expect(detail.tags.some((tag) => tag.category === 'recipient' && tag.slug === 'mum')).toBe(true);
      expect(detail.tags.some((tag) => tag.category === 'occasion' && tag.slug === 'birthday')).toBe(true);
    }
  });

  it('filters by size and milestone years, and shows adult cards only when asked', async () => {
    const folded = dataOf<CardSearchResult>(await get('/api/cards/all?sizes=folded&maxResults=all'));
    expect(folded.results.length).toBeGreaterThan(0);
    expect(folded.results.every((card) => card.size === 'folded')).toBe(true);
    const eighteen = dataOf<CardSearchResult>(await get('/api/cards/all?years=18&maxResults=all'));
    for (const card of eighteen.results) {
      expect(dataOf<CardDetail>(await get(`/api/card/${card.id}`)).years).toContain(18);
    }
    const withAdult = dataOf<CardSearchResult>(await get('/api/cards/all?filterAdult=false&maxResults=all'));
    const without = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=all'));
    expect(withAdult.results.some((card) => card.adult)).toBe(true);
    expect(withAdult.page.total).toBeGreaterThan(without.page.total);
    // An adults-only tag shows its cards without asking.
    const cheeky = dataOf<CardSearchResult>(await get('/api/cards/occasion/cheeky'));
    expect(cheeky.results.length).toBeGreaterThan(0);
  });

  it('sorts by price, name and popularity', async () => {
    const byPrice = dataOf<CardSearchResult>(await get('/api/cards/all?sort=price&maxResults=100'));
    const prices = byPrice.results.map((card) => card.price?.value ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byPriceDesc = dataOf<CardSearchResult>(
      await get('/api/cards/all?sort=price&direction=desc&maxResults=50'),
    );
    expect(byPriceDesc.results[0]?.price?.value).toBeGreaterThanOrEqual(prices[prices.length - 1] ?? 0);
    const byName = dataOf<CardSearchResult>(await get('/api/cards/all?sort=name&maxResults=50'));
    const names = byName.results.map((card) => card.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers 404 for a slug that names nothing', async () => {
    const response = await get('/api/cards/occasion/not-a-tag');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      data: null,
      state: { messages: [{ type: 'error', message: 'global.errors.not-found' }] },
    });
  });

  it.each([
    ['page=abc', 'page'],
    ['maxResults=lots', 'maxResults'],
    ['sort=cheapest', 'sort'],
    ['direction=up', 'direction'],
    ['filterAdult=maybe', 'filterAdult'],
    ['sizes=huge', 'sizes'],
    ['years=old', 'years.0'],
    ['colour=red', 'colour'],
    ['occasion=Not%20A%20Slug', 'occasion.0'],
  ])('answers 422 with field errors for %s', async (query, field) => {
    const response = await get(`/api/cards/all?${query}`);
    expect(response.statusCode).toBe(422);
    const body = response.json() as { data: { errors: Record<string, string[]> } };
    expect(Object.keys(body.data.errors)).toContain(field);
    expect(body.data.errors[field]?.[0]).toMatch(/^validation\./);
  });
});

describe('GET /api/card/{id}', () => {
  it('answers the card with prices in every region, imagery, canonical, hreflangs and related cards', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const card = dataOf<CardDetail>(await get(`/api/card/${first?.id}`));
    expect(card.id).toBe(first?.id);
    expect(Object.keys(card.alternatePrices).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(card.alternatePrices['1']).toMatchObject({
      currency: 'AUD',
      shippingDetails: { days: { min: expect.any(Number) } },
    });
    expect(card.imagery.length).toBe(card.sizeDetails.pages === 1 ? 2 : 4);
    expect(imageSrcset(card.imagery[0]?.src ?? '', 'webp')).toContain('480w');
    expect(card.canonical).toBe(`http://localhost:3000${card.fullPath}`);
    expect(card.hreflangs.map((link) => link.hreflang)).toEqual([
      'en-AU',
      'en-US',
      'en-GB',
      'en-CA',
      'en-NZ',
      'x-default',
    ]);
    expect(card.breadcrumbs.at(-1)).toEqual({ label: card.name, route: card.fullPath });
    expect(card.related.items.length).toBeGreaterThan(0);
    expect(card.related.items.some((item) => item.id === card.id)).toBe(false);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/api/card/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/card/not-an-id')).statusCode).toBe(404);
  });

  it('sends an ETag and answers 304 when the browser already has it', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const response = await get(`/api/card/${first?.id}`);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(response.headers['cache-control']).toContain('max-age');
    const again = await get(`/api/card/${first?.id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('card sizes', () => {
  it('lists every size and answers one by id', async () => {
    const sizes = dataOf<CardSize[]>(await get('/api/card-sizes/available'));
    expect(sizes.map((size) => [size.id, size.pages])).toEqual(
      expect.arrayContaining([
        ['letter', 1],
        ['notecard', 2],
        ['postcard', 2],
        ['folded', 4],
      ]),
    );
    const folded = dataOf<CardSize>(await get('/api/card-sizes/folded'));
    expect(folded).toMatchObject({ pages: 4, giftCards: true, bleed: { x: 3, y: 3 } });
    expect((await get('/api/card-sizes/huge')).statusCode).toBe(404);
  });
});

describe('artwork', () => {
  it('lists the imagery of a card and renders its images as webp and jpeg with year-long caching', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const imagery = dataOf<{ pages: Array<{ type: string; src: string }> }>(
      await get(`/resources/artwork/${first?.id}`),
    );
    expect(imagery.pages[0]?.type).toBe('front');
    const webpUrl =
      imageSrcset(imagery.pages[0]?.src ?? '', 'webp')
        .split(', ')[0]
        ?.split(' ')[0] ?? '';
    const webp = await get(webpUrl);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('immutable');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const jpeg = await get(imagery.pages[0]?.src ?? '');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload[0]).toBe(0xff);
    // A second request is served from the disk cache, byte for byte the same.
    expect((await get(webpUrl)).rawPayload.equals(webp.rawPayload)).toBe(true);
  });

  it('names an image’s jpeg and webp paths, and serves every rendition the srcsets derived from src name', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const src = first?.image.src ?? '';
    expect(src).toMatch(/-480\.jpg\?v=\d+$/);
    const webp = await get(first?.image.webp ?? '');
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    for (const format of ['webp', 'jpeg'] as const) {
      const urls = imageSrcset(src, format)
        .split(', ')
        .map((candidate) => candidate.split(' ')[0] ?? '');
      expect(urls).toHaveLength(3);
      for (const url of urls) {
        const answer = await get(url);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['content-type'], url).toBe(`image/${format}`);
      }
    }
  });

  it('answers 404 for unknown cards, pages and widths', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    expect((await get('/resources/artwork/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(`/images/cards/${first?.id}/front-123.webp`)).statusCode).toBe(404);
    expect((await get(`/images/cards/${first?.id}/spine-480.webp`)).statusCode).toBe(404);
    expect((await get('/images/cards/00000000-0000-4000-8000-000000000000/front-480.webp')).statusCode).toBe(
      404,
    );
  });

  it('serves artist logos and interface icons, with a fallback icon', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const logo = await get(first?.artist.cardLogo ?? '');
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const icon = await get('/images/svg-icons/heart.svg');
    expect(icon.statusCode).toBe(200);
    const fallback = await get('/images/svg-icons/no-such-icon.svg');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe((await get('/images/svg-icons/question-circle.svg')).body);
  });
});
