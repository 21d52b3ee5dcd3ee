import { describe, expect, it } from 'vitest';
import { splitPageSuffix, withPageSuffix } from './page-suffix.ts';

describe('withPageSuffix', () => {
  it('adds a page suffix', () => {
    expect(withPageSuffix('/occasion/birthday', 2)).toBe('/occasion/birthday/page-2');
  });

  it('replaces an existing suffix instead of stacking another', () => {
    expect(withPageSuffix('/occasion/birthday/page-3', 4)).toBe('/occasion/birthday/page-4');
    expect(withPageSuffix('/occasion/birthday/page-12', 2)).toBe('/occasion/birthday/page-2');
  });

  it('drops the suffix for page 1, the canonical first page', () => {
    expect(withPageSuffix('/occasion/birthday/page-3', 1)).toBe('/occasion/birthday');
    expect(withPageSuffix('/occasion/birthday', 1)).toBe('/occasion/birthday');
  });

  it('handles the root path', () => {
    expect(withPageSuffix('/', 2)).toBe('/page-2');
    expect(withPageSuffix('/page-2', 1)).toBe('/');
    expect(withPageSuffix('/page-2', 5)).toBe('/page-5');
  });

  it('does not double a trailing slash', () => {
    expect(withPageSuffix('/occasion/birthday/', 2)).toBe('/occasion/birthday/page-2');
  });

  it('keeps the query string and hash after the suffix', () => {
    expect(withPageSuffix('/search?q=cat&sort=price', 3)).toBe('/search/page-3?q=cat&sort=price');
    expect(withPageSuffix('/search/page-3?q=cat', 1)).toBe('/search?q=cat');
    expect(withPageSuffix('/?q=cat', 2)).toBe('/page-2?q=cat');
    expect(withPageSuffix('/birthday#top', 2)).toBe('/birthday/page-2#top');
  });

  it('treats page numbers below 2 or not finite as the first page and truncates fractions', () => {
    expect(withPageSuffix('/birthday/page-2', 0)).toBe('/birthday');
    expect(withPageSuffix('/birthday', -3)).toBe('/birthday');
    expect(withPageSuffix('/birthday', Number.NaN)).toBe('/birthday');
    expect(withPageSuffix('/birthday', 2.9)).toBe('/birthday/page-2');
  });

  it('leaves look-alike segments that are not page suffixes in place', () => {
    expect(withPageSuffix('/tag/page-0', 2)).toBe('/tag/page-0/page-2');
    expect(withPageSuffix('/tag/page-abc', 2)).toBe('/tag/page-abc/page-2');
  });
});

describe('splitPageSuffix', () => {
  it('gives page 1 and the path unchanged without a suffix', () => {
    expect(splitPageSuffix('/occasion/birthday')).toEqual({ path: '/occasion/birthday', page: 1 });
    expect(splitPageSuffix('/')).toEqual({ path: '/', page: 1 });
  });

  it('splits off a page suffix', () => {
    expect(splitPageSuffix('/occasion/birthday/page-3')).toEqual({ path: '/occasion/birthday', page: 3 });
    expect(splitPageSuffix('/birthday/page-120')).toEqual({ path: '/birthday', page: 120 });
  });

  it('maps a root suffix back to the root path', () => {
    expect(splitPageSuffix('/page-2')).toEqual({ path: '/', page: 2 });
  });

  it('does not take page-0, page-abc, leading zeros or page-1x as a suffix', () => {
    expect(splitPageSuffix('/tag/page-0')).toEqual({ path: '/tag/page-0', page: 1 });
    expect(splitPageSuffix('/tag/page-abc')).toEqual({ path: '/tag/page-abc', page: 1 });
    expect(splitPageSuffix('/tag/page-02')).toEqual({ path: '/tag/page-02', page: 1 });
    expect(splitPageSuffix('/tag/page-1x')).toEqual({ path: '/tag/page-1x', page: 1 });
    expect(splitPageSuffix('/homepage-2')).toEqual({ path: '/homepage-2', page: 1 });
  });

  it('only reads the suffix at the end of the path', () => {
    expect(splitPageSuffix('/page-2/birthday')).toEqual({ path: '/page-2/birthday', page: 1 });
  });

  it('keeps the query string', () => {
    expect(splitPageSuffix('/search/page-2?q=cat')).toEqual({ path: '/search?q=cat', page: 2 });
    expect(splitPageSuffix('/search?q=/page-2')).toEqual({ path: '/search?q=/page-2', page: 1 });
  });

  it('round-trips with withPageSuffix', () => {
    for (const page of [1, 2, 7]) {
      for (const path of ['/', '/occasion/birthday', '/search?q=dog']) {
        expect(splitPageSuffix(withPageSuffix(path, page))).toEqual({ path, page });
      }
    }
  });
});

describe('page suffixes after trailing slashes', () => {
  it('drops every trailing slash before the page', () => {
    expect(withPageSuffix('/cards//', 2)).toBe('/cards/page-2');
  });
});
