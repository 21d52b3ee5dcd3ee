import { describe, expect, it } from 'vitest';
import { ARTWORK_VERSION, imageSrc, imageSrcset, imageUrl, isRasterWidth, largestImage } from './images.ts';

describe('image renditions', () => {
  it('names each rendition by base, width and format, with the artwork version', () => {
    expect(imageUrl('/images/cards/c1/front', 1000, 'webp')).toBe(
      `/images/cards/c1/front-1000.webp?v=${ARTWORK_VERSION}`,
    );
    expect(imageSrc('/images/hero/s1-mobile')).toBe(`/images/hero/s1-mobile-480.jpg?v=${ARTWORK_VERSION}`);
    expect(imageSrc('/images/hero/s1-mobile', 'webp')).toBe(
      `/images/hero/s1-mobile-480.webp?v=${ARTWORK_VERSION}`,
    );
  });

  it('derives both srcsets from the fallback src, every width served and nothing else', () => {
    const src = imageSrc('/images/cards/c1/front');
    for (const format of ['webp', 'jpeg'] as const) {
      const candidates = imageSrcset(src, format).split(', ');
      expect(candidates).toEqual(
        [240, 480, 1000].map((width) => `${imageUrl('/images/cards/c1/front', width, format)} ${width}w`),
      );
      for (const candidate of candidates)
        expect(isRasterWidth(Number(candidate.split(' ')[1]?.slice(0, -1)))).toBe(true);
    }
  });

  it('keeps the version the src was given, so a page and its images agree', () => {
    expect(imageSrcset('/images/content/a-480.jpg?v=7', 'webp')).toBe(
      '/images/content/a-240.webp?v=7 240w, /images/content/a-480.webp?v=7 480w, /images/content/a-1000.webp?v=7 1000w',
    );
  });

  it('offers no srcset for a picture the shop does not serve in renditions', () => {
    expect(imageSrcset('/a.jpg', 'jpeg')).toBe('');
    expect(imageSrcset('/photos/team-77.jpg', 'webp')).toBe(''); // 77 is not a width the shop serves
    expect(imageSrcset('/images/a-480.png', 'jpeg')).toBe('');
  });

  it('names the widest jpeg for og:image, or the src itself', () => {
    expect(largestImage(imageSrc('/images/hero/s1-desktop'))).toBe(
      imageUrl('/images/hero/s1-desktop', 1000, 'jpeg'),
    );
    expect(largestImage('/a.jpg')).toBe('/a.jpg');
  });
});
