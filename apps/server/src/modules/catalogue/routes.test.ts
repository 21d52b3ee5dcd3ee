import type { CardDetail, CardSearchResult, CardSize } from '@cardshop/shared/contracts/catalogue';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards } from '../../db/schema.ts';
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

  it('filters by size and milestone years', async () => {
    const folded = dataOf<CardSearchResult>(await get('/api/cards/all?sizes=folded&maxResults=all'));
    expect(folded.results.length).toBeGreaterThan(0);
    expect(folded.results.every((card) => card.size === 'folded')).toBe(true);

    // The seeded catalogue has cards for an 18th; the filter answers exactly those (adult ones hidden).
    const withEighteen = await t.database.db
      .select({ id: cards.id })
      .from(cards)
      .where(and(sql`18 = any(${cards.years})`, eq(cards.adult, false)));
    expect(withEighteen.length).toBeGreaterThan(0);
    const eighteen = dataOf<CardSearchResult>(await get('/api/cards/all?years=18&maxResults=all'));
    expect(eighteen.results.map((card) => card.id).sort()).toEqual(withEighteen.map((row) => row.id).sort());
    const [sample] = eighteen.results;
    expect(dataOf<CardDetail>(await get(`/api/card/${sample?.id}`)).years).toContain(18);
  });

  it('shows adult cards only when asked, or on an adults-only tag', async () => {
    const adultRows = await t.database.db.select({ id: cards.id }).from(cards).where(eq(cards.adult, true));
    expect(adultRows.length).toBeGreaterThan(0);
    const adultIds = new Set(adultRows.map((row) => row.id));

    // Every card of the listing, not only its first page: not one adult card among them.
    const without = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=all'));
    expect(without.results.length).toBeGreaterThan(0);
    expect(without.results.filter((card) => card.adult || adultIds.has(card.id))).toEqual([]);

    const withAdult = dataOf<CardSearchResult>(await get('/api/cards/all?filterAdult=false&maxResults=all'));
    const shownAdult = withAdult.results.filter((card) => card.adult).map((card) => card.id);
    expect(shownAdult.sort()).toEqual([...adultIds].sort());
    expect(withAdult.page.total).toBe(without.page.total + adultIds.size);

    // An adults-only tag shows its cards without asking.
    const cheeky = dataOf<CardSearchResult>(await get('/api/cards/occasion/cheeky?maxResults=all'));
    expect(cheeky.results.length).toBeGreaterThan(0);
    expect(cheeky.results.filter((card) => !card.adult)).toEqual([]);
  });

  it('sorts by price either way', async () => {
    const pricesOf = async (query: string) =>
      dataOf<CardSearchResult>(await get(`/api/cards/all?sort=price${query}&maxResults=all`)).results.map(
        (card) => card.price?.value ?? Number.NaN,
      );
    const ascending = await pricesOf('');
    const descending = await pricesOf('&direction=desc');
    // The catalogue has more than one price, so the two orders cannot agree by chance.
    expect(new Set(ascending).size).toBeGreaterThan(1);
    expect(ascending.filter(Number.isNaN)).toEqual([]);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...ascending].reverse());
  });

  it('sorts by name either way', async () => {
    const namesOf = async (query: string) =>
      dataOf<CardSearchResult>(await get(`/api/cards/all?sort=name${query}&maxResults=50`)).results.map(
        (card) => card.name,
      );
    const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const ascending = await namesOf('');
    const descending = await namesOf('&direction=desc');
    expect(ascending).toHaveLength(50);
    expect(ascending).toEqual([...ascending].sort(byCodePoint));
    expect(descending).toHaveLength(50);
    expect(descending).toEqual([...descending].sort(byCodePoint).reverse());
    expect(byCodePoint(descending[0] ?? '', ascending[0] ?? '')).toBe(1);
  });

  it('sorts by popularity, most popular first unless asked otherwise', async () => {
    // Popularity is not in the summaries, so the order is checked against the database.
    const popularityOf = async (query: string) => {
      const { results } = dataOf<CardSearchResult>(
        await get(`/api/cards/all?sort=popularity${query}&maxResults=40`),
      );
      expect(results).toHaveLength(40);
      const ids = results.map((card) => card.id);
      const rows = await t.database.db
        .select({ id: cards.id, popularity: cards.popularity })
        .from(cards)
        .where(inArray(cards.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row.popularity]));
      return ids.map((id) => byId.get(id) ?? Number.NaN);
    };
    const [extremes] = await t.database.db
      .select({ most: sql<number>`max(${cards.popularity})`, least: sql<number>`min(${cards.popularity})` })
      .from(cards)
      .where(eq(cards.adult, false));

    const mostFirst = await popularityOf('');
    expect(mostFirst).toEqual([...mostFirst].sort((a, b) => b - a));
    expect(mostFirst[0]).toBe(extremes?.most);
    expect(mostFirst[0]).toBeGreaterThan(mostFirst[mostFirst.length - 1] ?? Number.POSITIVE_INFINITY);

    const leastFirst = await popularityOf('&direction=asc');
    expect(leastFirst).toEqual([...leastFirst].sort((a, b) => a - b));
    expect(leastFirst[0]).toBe(extremes?.least);
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
    expect(card.related?.items.length).toBeGreaterThan(0);
    expect(card.related?.items.some((item) => item.id === card.id)).toBe(false);
  });

  it('reads the related cards apart for the card page, which streams them after its first paint', async () => {
    const [first] = dataOf<CardSearchResult>(await get('/api/cards/all?maxResults=1')).results;
    const card = dataOf<CardDetail>(await get(`/api/card/${first?.id}`));
    const { catalogue, content } = t.services;
    expect(await catalogue.related(card.id, 1)).toEqual(card.related);
    const page = await content.find(card.fullPath, { regionId: 1, related: false });
    expect(page.card?.id).toBe(card.id);
    expect(page.card).not.toHaveProperty('related');
    expect((await content.find(card.fullPath, { regionId: 1 })).card?.related).toEqual(card.related);
    await expect(catalogue.related('00000000-0000-4000-8000-000000000000', 1)).rejects.toThrow();
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
