import { describe, expect, it } from 'vitest';
import { largestImage, starRating } from './home-rules.ts';

describe('starRating', () => {
  it('shows a review’s rating as 1 to 5 whole stars', () => {
    expect(starRating(5)).toBe(5);
    expect(starRating(3)).toBe(3);
    expect(starRating(4.5)).toBe(5);
    expect(starRating(4.4)).toBe(4);
  });

  it('keeps odd ratings inside the row of five', () => {
    expect(starRating(9)).toBe(5);
    expect(starRating(0)).toBe(1);
    expect(starRating(-2)).toBe(1);
  });

  it('shows no stars when there is no rating', () => {
    expect(starRating(Number.NaN)).toBeNull();
    expect(starRating(null)).toBeNull();
    expect(starRating(undefined)).toBeNull();
  });
});

describe('largestImage', () => {
  it('picks the widest rendition of the JPEG srcset', () => {
    const image = {
      src: '/images/hero/a-480.jpg?v=1',
      srcset: {
        jpeg: '/images/hero/a-240.jpg?v=1 240w, /images/hero/a-1000.jpg?v=1 1000w, /images/hero/a-480.jpg?v=1 480w',
      },
    };
    expect(largestImage(image)).toBe('/images/hero/a-1000.jpg?v=1');
  });

  it('falls back to the plain src when the srcset has no widths', () => {
    expect(largestImage({ src: '/a.jpg', srcset: { jpeg: '' } })).toBe('/a.jpg');
    expect(largestImage({ src: '/a.jpg', srcset: { jpeg: '/b.jpg 2x' } })).toBe('/a.jpg');
  });
});
