import { describe, expect, it } from 'vitest';
import { regionCookie, urlAfterRegionChoice } from './region-choice.ts';

describe('regionCookie', () => {
  it('remembers the region site-wide for a year', () => {
    expect(regionCookie(3)).toBe('region=3; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(regionCookie('2')).toBe('region=2; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('urlAfterRegionChoice', () => {
  it('reloads the page as it is', () => {
    expect(urlAfterRegionChoice('https://shop.example/occasion/birthday?page=2#top')).toBeNull();
  });

  it('drops a ?region= that would override the new choice, keeping the rest', () => {
    expect(urlAfterRegionChoice('https://shop.example/occasion/birthday?region=gb&sort=price#top')).toBe(
      'https://shop.example/occasion/birthday?sort=price#top',
    );
    expect(urlAfterRegionChoice('https://shop.example/?region=2')).toBe('https://shop.example/');
  });
});
