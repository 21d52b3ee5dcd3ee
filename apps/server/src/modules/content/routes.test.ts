import type { ArticleSummary } from '@cardshop/shared/contracts/config';
import type { Content } from '@cardshop/shared/contracts/content';
import type { Home } from '@cardshop/shared/contracts/home';
import { imageSrcset } from '@cardshop/shared/rules/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

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

describe('GET /api/content{slug}: the content finder', () => {
  it('resolves a tag with its heading, breadcrumbs and first page of cards', async () => {
    const tag = await content('/occasion/birthday');
    expect(tag.contentType).toBe('tag');
    expect(tag.heading).toMatch(/Birthday/);
    expect(tag.breadcrumbs.map((crumb) => crumb.route)).toEqual(['/occasion', '/occasion/birthday']);
    expect(tag.cards?.results.length).toBe(24);
    expect(tag.pagination).toMatchObject({ enabled: true, current: 1, nextUrl: '/occasion/birthday/page-2' });
    expect(tag.canonical).toBe('http://localhost:3000/occasion/birthday');
    expect(tag.hreflangs.at(-1)).toEqual({ hreflang: 'x-default', href: tag.canonical });
  });

  it('pages a tag with /page-{n} and links back to the first page', async () => {
    const first = await content('/occasion/birthday');
    const second = await content('/occasion/birthday/page-2');
    expect(second.pagination).toMatchObject({ current: 2, prevUrl: '/occasion/birthday' });
    expect(second.canonical).toBe('http://localhost:3000/occasion/birthday/page-2');
    const firstIds = new Set(first.cards?.results.map((card) => card.id));
    expect(second.cards?.results.length).toBeGreaterThan(0);
    expect(second.cards?.results.some((card) => firstIds.has(card.id))).toBe(false);
  });

  it('gives a child tag the breadcrumbs category, parent tag, tag', async () => {
    const child = await content('/occasion/birthday/milestone-birthday');
    expect(child.breadcrumbs.map((crumb) => crumb.route)).toEqual([
      '/occasion',
      '/occasion/birthday',
      '/occasion/birthday/milestone-birthday',
    ]);
  });

  it('resolves a category to tiles of its tags', async () => {
    const category = await content('/occasion');
    expect(category.contentType).toBe('category');
    expect(category.tiles?.length).toBeGreaterThan(10);
    const birthday = category.tiles?.find((tile) => tile.tag.slug === 'birthday');
    expect(birthday?.image?.src).toMatch(/^\/images\/cards\//);
    expect(birthday?.count).toBeGreaterThan(0);
  });

  it('resolves an artist with their cards, and a card by its full path', async () => {
    const artists = await content('/artists');
    expect(artists.template).toBe('artists');
    expect(artists.artists).toHaveLength(24);
    expect(artists.pagination).toMatchObject({ enabled: true, nextUrl: '/artists/page-2' });
    const secondPage = await content('/artists/page-2');
    expect(secondPage.artists?.length).toBeGreaterThanOrEqual(6);

    const artistPath = artists.artists?.[0]?.fullPath ?? '';
    const artist = await content(artistPath);
    expect(artist.contentType).toBe('artist');
    expect(artist.artist?.bio).toContain('<p>');
    expect(artist.cards?.results.length).toBeGreaterThan(0);
    expect(artist.cards?.results.every((card) => card.artist.fullPath === artistPath)).toBe(true);

    const cardPath = artist.cards?.results[0]?.fullPath ?? '';
    const card = await content(cardPath);
    expect(card.contentType).toBe('card-art');
    expect(card.card?.fullPath).toBe(cardPath);
    expect(card.breadcrumbs.map((crumb) => crumb.route)).toEqual([artistPath, cardPath]);
  });

  it('resolves articles with pagination, and an article with previous and next', async () => {
    const blog = await content('/articles');
    expect(blog.template).toBe('blog');
    expect(blog.children?.length).toBe(12);
    const dates = blog.children?.map((child) => child.publishedAt) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    const article = await content(blog.children?.[1]?.path ?? '');
    expect(article.nextArticle?.path).toBe(blog.children?.[0]?.path);
    expect(article.prevArticle?.path).toBe(blog.children?.[2]?.path);
    expect(article.breadcrumbs[0]).toEqual({ label: 'Articles', route: '/articles' });
    expect(imageSrcset(article.featureImage?.src ?? '', 'webp')).toMatch(/^\/images\/content\//);
  });

  it('resolves the changelog newest first, the FAQ with its sections and business pages', async () => {
    const changelog = await content('/changelog');
    expect(changelog.template).toBe('changelog');
    expect(changelog.children?.length).toBeGreaterThanOrEqual(10);
    const faq = await content('/faq');
    expect(faq.sections.filter((section) => section.type === 'faq').length).toBeGreaterThanOrEqual(5);
    const business = await content('/business');
    expect(business).toMatchObject({ template: 'business', nav: 'business' });
    expect(business.sections.map((section) => section.type)).toContain('pricing');
  });

  it('resolves gift-card landing, region, category and detail pages', async () => {
    const landing = await content('/gift-cards');
    expect(landing.giftCardsConfig?.regions.map((region) => region.iso)).toEqual([
      'AU',
      'US',
      'GB',
      'CA',
      'NZ',
    ]);
    const region = await content('/gift-cards/au');
    expect(region.contentType).toBe('gift-card-region');
    expect(region.giftCards?.results.length).toBeGreaterThan(0);
    expect(region.giftCards?.results.every((card) => card.regions.includes('AU'))).toBe(true);
    const categoryPath = landing.giftCardsConfig?.categories[0]?.fullPath ?? '';
    const category = await content(categoryPath);
    expect(category.contentType).toBe('gift-card-category');
    const cardPath = region.giftCards?.results[0]?.fullPath ?? '';
    const card = await content(cardPath);
    expect(card.contentType).toBe('gift-card');
    expect(card.giftCard?.terms).toMatch(/Valid for|expire/i);
  });

  it('answers 404 for a path that names nothing, and for pages past the end', async () => {
    expect((await get('/api/content/no/such/page')).statusCode).toBe(404);
    expect((await get('/api/content/articles/page-99')).statusCode).toBe(404);
    expect((await get('/api/content/faq/page-2')).statusCode).toBe(200);
  });

  it('answers 422 for malformed listing parameters', async () => {
    const response = await get('/api/content/occasion/birthday?sort=best');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ data: { errors: { sort: ['validation.in'] } } });
  });
});

describe('GET /api/articles/latest and /api/home', () => {
  it('answers the three newest articles', async () => {
    const latest = dataOf<ArticleSummary[]>(await get('/api/articles/latest'));
    expect(latest).toHaveLength(3);
    const blog = await content('/articles');
    expect(latest.map((article) => article.path)).toEqual(
      blog.children?.slice(0, 3).map((child) => child.path),
    );
  });

  it('shows hero slides by region with the lowest business price filled in', async () => {
    const au = dataOf<Home>(await get('/api/home?region=AU'));
    const us = dataOf<Home>(await get('/api/home?region=US'));
    expect(au.heroSlides.length).toBeGreaterThan(0);
    expect(au.heroSlides.map((slide) => slide.id)).not.toEqual(us.heroSlides.map((slide) => slide.id));
    const text = (home: Home) =>
      home.heroSlides.map((slide) => `${slide.title} ${slide.subtitle} ${slide.content}`).join(' ');
    expect(text(au)).not.toContain('{{regionPrice}}');
    const pricing = dataOf<Record<string, { tiers: Array<{ unitCharge: number }> }>>(
      await get('/api/config/business-pricing'),
    );
    const lowest = Math.min(...(pricing['1']?.tiers.map((tier) => tier.unitCharge) ?? []));
    expect(text(au)).toContain(`$${(lowest / 100).toFixed(2)}`);
    expect(au.testimonials.length).toBeLessThanOrEqual(6);
    expect(au.articles).toHaveLength(3);
    expect(au.giftCards.length).toBeGreaterThan(0);
    expect(au.giftCards.every((card) => card.regions.includes('AU'))).toBe(true);
  });

  it('renders article feature and hero images', async () => {
    const [article] = dataOf<ArticleSummary[]>(await get('/api/articles/latest'));
    const image = await get(article?.image?.src ?? '');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    const home = dataOf<Home>(await get('/api/home'));
    const hero = await get(home.heroSlides[0]?.imagery.desktop.src ?? '');
    expect(hero.statusCode).toBe(200);
  });
});
