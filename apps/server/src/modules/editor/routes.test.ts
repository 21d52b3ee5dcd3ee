import type { EditorConfig, Font, FontList, WritingStyle } from '@cardshop/shared/contracts/editor';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dataOf } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/editor/config', () => {
  it("carries the spec's version, pixel basis, limits and defaults", async () => {
    const response = await get('/api/editor/config');
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const config = dataOf<EditorConfig>(response);
    expect(config.version).toBe('3.0');
    expect(config.pxBasis).toBe(5);
    expect(config.lineHeight).toEqual({ min: 60, max: 150 });
    expect(config.textSize).toEqual({ min: 15, max: 50 });
    expect(config.strokeSize).toEqual({ min: 15, max: 50 });
    const { defaults } = config;
    expect(defaults.lineHeight).toBeGreaterThanOrEqual(60);
    expect(defaults.lineHeight).toBeLessThanOrEqual(150);
    expect(defaults.textSize).toBeGreaterThanOrEqual(15);
    expect(defaults.strokeSize).toBeLessThanOrEqual(50);
    expect(config.hAlignments).toContain(defaults.hAlignment);
    expect(config.vAlignments).toContain(defaults.vAlignment);
    expect(config.penStyles.map((p) => p.id)).toContain(defaults.penStyle);
    expect(config.writingStyles.map((w) => w.id)).toContain(config.defaultWriting);
    expect(config.colors).toContain(defaults.color);
    expect((await get(`/api/fonts/${config.defaultFont}`)).statusCode).toBe(200);
    expect(config.writingStyles.length).toBeGreaterThan(0);
    for (const style of config.writingStyles) {
      expect((await get(`/api/writing-styles/get/${style.id}`)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/fonts', () => {
  it('lists handwriting and display fonts, filters by category and pages', async () => {
    const all = dataOf<FontList>(await get('/api/fonts'));
    // The issue asks for at least 12 handwriting and display fonts.
    expect(all.page.total).toBeGreaterThanOrEqual(12);
    expect(new Set(all.results.map((f) => f.category))).toEqual(new Set(['handwriting', 'display']));
    const display = dataOf<FontList>(await get('/api/fonts?filters=display&maxResults=50'));
    expect(display.results.length).toBeGreaterThan(0);
    expect(display.results.every((f) => f.category === 'display')).toBe(true);
    expect(display.filters.categories).toEqual(['display']);
    const first = dataOf<FontList>(await get('/api/fonts?maxResults=2'));
    const second = dataOf<FontList>(await get('/api/fonts?maxResults=2&page=2'));
    expect(first.results).toHaveLength(2);
    expect(second.page).toMatchObject({ current: 2, perPage: 2, total: all.page.total });
    expect(second.page.prevUrl).toContain('page=1');
    expect(second.results[0]?.id).not.toBe(first.results[0]?.id);
  });

  it.each(['page=0', 'maxResults=0', 'page=x', 'maxResults=-3', 'filters=serif', 'colour=blue'])(
    'answers 422 with field errors for %s',
    async (query) => {
      const response = await get(`/api/fonts?${query}`);
      expect(response.statusCode).toBe(422);
      const errors = (response.json() as { data: { errors: object } }).data.errors;
      expect(Object.keys(errors).length).toBeGreaterThan(0);
    },
  );
});

describe('GET /api/fonts/{id} and its files', () => {
  it("serves the woff2 file the font's css points at, cached for good", async () => {
    const font = dataOf<Font>(await get('/api/fonts/caveat'));
    expect(font).toMatchObject({ id: 'caveat', familyName: 'Caveat', category: 'handwriting' });
    expect(font.css).toContain("font-family:'Caveat'");
    const urls = [...font.css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(urls.length).toBe(font.familyVariants.length);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) {
      expect(url).toMatch(/^\/fonts\/caveat\/[a-z0-9-]+\.woff2$/);
      const file = await get(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('font/woff2');
      expect(file.headers['cache-control']).toContain('immutable');
      expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('answers 404 for unknown fonts, writing styles and files, and for traversal attempts', async () => {
    expect((await get('/api/fonts/comic-sans')).statusCode).toBe(404);
    expect((await get('/api/fonts/..%2Fetc')).statusCode).toBe(404);
    expect((await get('/api/writing-styles/get/nope')).statusCode).toBe(404);
    for (const url of [
      '/fonts/caveat/..%2Fpackage.json',
      '/fonts/caveat/..%2F..%2Flobster%2Ffiles%2Flobster-latin-400-normal.woff2',
      '/fonts/caveat/%2E%2E%2Fcaveat-latin-400-normal.woff2',
      '/fonts/caveat/lobster-latin-400-normal.woff2',
      '/fonts/caveat/caveat-latin-900-normal.woff2',
      '/fonts/caveat/caveat-latin-400-normal.woff',
      '/fonts/..%2F..%2Fzod/caveat-latin-400-normal.woff2',
      '/fonts/comic-sans/comic-sans-latin-400-normal.woff2',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('answers a writing style with its whole font', async () => {
    const style = dataOf<WritingStyle>(await get('/api/writing-styles/get/casual'));
    expect(style.font.id).toBe('caveat');
    expect(style.textSize).toBeGreaterThanOrEqual(15);
    expect(style.textSize).toBeLessThanOrEqual(50);
  });
});
