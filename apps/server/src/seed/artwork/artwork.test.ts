import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { CardArtSpec } from './card-art.ts';
import { CARD_STYLES, cardArtName, describeCardArt, renderCardPage } from './card-art.ts';
import {
  FEATURE_MOTIFS,
  initialsOf,
  renderArtistLogo,
  renderFeatureImage,
  renderGiftCardImage,
  renderHeroImage,
  resolveMotif,
} from './other-art.ts';
import { contrastRatio, PALETTES, pickPalette } from './palettes.ts';
import { createRandom, hashSeed } from './random.ts';
import { DISPLAY_FONTS, fitText, setTextBlock, textToPath, wrapGreeting } from './text-paths.ts';

const folded = (seed: number, greeting = 'Happy Birthday'): CardArtSpec => ({
  seed,
  greeting,
  widthMm: 148,
  heightMm: 210,
  artistName: 'Mia Okafor',
});

// sharp/librsvg is the consumer: if it rasterises without throwing, the SVG is well formed.
async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(480).webp().toBuffer();
}

describe('random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(createRandom(43).next()).not.toBe(first[0]);
  });

  it('keeps int, pick and shuffle within bounds', () => {
    const random = createRandom(7);
    for (let i = 0; i < 200; i++) {
      const n = random.int(3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
    expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
    const list = [1, 2, 3, 4, 5, 6];
    const shuffled = random.shuffle(list);
    expect([...shuffled].sort()).toEqual(list);
    expect(list).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('hashes strings stably', () => {
    expect(hashSeed('Paper Fox Studio')).toBe(hashSeed('Paper Fox Studio'));
    expect(hashSeed('a')).not.toBe(hashSeed('b'));
    expect(Number.isInteger(hashSeed('')) && hashSeed('x') >= 0).toBe(true);
  });
});

describe('palettes', () => {
  it('has at least 24 named palettes with readable ink on the background', () => {
    expect(PALETTES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(PALETTES.map((p) => p.name)).size).toBe(PALETTES.length);
    for (const p of PALETTES) {
      for (const colour of [p.background, p.accent1, p.accent2, p.ink, p.light])
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(
        Math.max(contrastRatio(p.ink, p.background), contrastRatio(p.light, p.background)),
      ).toBeGreaterThan(4.5);
    }
    expect(pickPalette(5)).toBe(pickPalette(5));
  });
});

describe('text paths', () => {
  it('sets text as path data, aligned and fitted', () => {
    expect(DISPLAY_FONTS.length).toBeGreaterThan(0);
    for (const font of DISPLAY_FONTS) {
      const { d, width } = textToPath('Hello', font, 100, 100, 40, 'middle');
      expect(d).toMatch(/^M[-\d.]+/);
      expect(width).toBeGreaterThan(0);
    }
    const fitted = fitText('Congratulations', 'lobster', 300, 200);
    expect(fitted.width).toBeLessThanOrEqual(300);
    expect(fitted.fontSize).toBeLessThan(200);
    expect(fitText('Hi', 'lobster', 3000, 50).fontSize).toBe(50);
  });

  it('keeps a text block inside its box', () => {
    const box = { x: 10, y: 20, width: 500, height: 300 };
    const block = setTextBlock(['Merry Christmas', '& a Happy New Year'], 'pacifico', box);
    expect(block.bounds.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(block.bounds.y).toBeGreaterThanOrEqual(box.y - 0.5);
    expect(block.bounds.x + block.bounds.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(block.bounds.y + block.bounds.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  });

  it('wraps long greetings over balanced lines', () => {
    expect(wrapGreeting('Thank You')).toEqual(['Thank You']);
    expect(wrapGreeting('Congratulations on your new home!')).toHaveLength(3);
    expect(wrapGreeting('Happy Birthday to You')).toEqual(['Happy Birthday', 'to You']);
    expect(wrapGreeting('Dear Mum,\nLove you')).toEqual(['Dear Mum,', 'Love you']);
  });
});

describe('card art', () => {
  it('is deterministic and varies with the seed', () => {
    for (const page of ['front', 'inside-left', 'inside-right', 'back'] as const) {
      expect(renderCardPage(folded(11), page)).toBe(renderCardPage(folded(11), page));
    }
    expect(renderCardPage(folded(11), 'front')).not.toBe(renderCardPage(folded(12), 'front'));
  });

  it('sizes the canvas at 10 px per mm', () => {
    const svg = renderCardPage({ ...folded(1), widthMm: 148, heightMm: 105 }, 'front');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1480 1050" width="1480" height="1050">/,
    );
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('renders every style and font as a rasterisable SVG with the greeting as outlines', async () => {
    const greetings = ['Happy Birthday', 'Thank You', 'Congratulations on your new home!', 'Joyeux Noël'];
    const formats: [number, number][] = [
      [148, 210],
      [148, 105],
      [150, 150],
    ];
    const specs: CardArtSpec[] = CARD_STYLES.flatMap((style, i) =>
      formats.map(([widthMm, heightMm], k) => ({
        ...folded(i * 10 + k, greetings[(i + k) % greetings.length]),
        widthMm,
        heightMm,
        style,
        font: DISPLAY_FONTS[(i + k) % DISPLAY_FONTS.length],
      })),
    );
    expect(specs.length).toBeGreaterThanOrEqual(20);
    for (const spec of specs) {
      const svg = renderCardPage(spec, 'front');
      expect(svg).not.toContain('<text');
      expect(svg.length, `${spec.style} front size`).toBeLessThan(60 * 1024);
      // the greeting's outlines: a long path of glyph data
      expect(svg).toMatch(/<path (id="greeting" )?d="M[-\d.]+ ?[-\d.]+[^"]{400,}"/);
      expect((await rasterise(svg)).length).toBeGreaterThan(1000);
    }
  });

  it('covers all styles from plain seeds', () => {
    const seen = new Set(Array.from({ length: 200 }, (_, seed) => describeCardArt(folded(seed)).style));
    expect(seen.size).toBe(CARD_STYLES.length);
  });

  it('renders the inside and back pages', async () => {
    for (const page of ['inside-left', 'inside-right', 'back'] as const) {
      const svg = renderCardPage(folded(3), page);
      expect(svg).not.toContain('<text');
      await rasterise(svg);
    }
    const back = renderCardPage(folded(3), 'back');
    expect(back).not.toBe(renderCardPage({ ...folded(3), artistName: 'Someone Else' }, 'back'));
  });

  it('renders 100 fronts quickly once the fonts are loaded', () => {
    const started = performance.now();
    let bytes = 0;
    for (let seed = 0; seed < 100; seed++)
      bytes += renderCardPage(folded(seed, 'Merry Christmas'), 'front').length;
    const elapsed = performance.now() - started;
    console.info(`100 fronts in ${Math.round(elapsed)} ms, ${Math.round(bytes / 100 / 1024)} KB on average`);
    expect(bytes).toBeGreaterThan(0);
  });
});

describe('other art', () => {
  it('draws artist logos with initials as outlines', async () => {
    expect(initialsOf('The Paper Fox Studio')).toBe('PF');
    expect(initialsOf('Bloom')).toBe('B');
    const svg = renderArtistLogo(4, 'Olive & Thread');
    expect(svg).toBe(renderArtistLogo(4, 'Olive & Thread'));
    expect(svg).not.toBe(renderArtistLogo(5, 'Olive & Thread'));
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).not.toContain('<text');
    await rasterise(svg);
  });

  it('draws gift cards in credit-card proportions', async () => {
    const spec = { palette: ['#1d3557', '#e63946'] as [string, string], name: 'Birthday Gift Card', seed: 2 };
    const svg = renderGiftCardImage(spec);
    expect(svg).toBe(renderGiftCardImage(spec));
    expect(svg).toContain('viewBox="0 0 856 540"');
    expect(svg).not.toContain('<text');
    for (let seed = 0; seed < 4; seed++) await rasterise(renderGiftCardImage({ ...spec, seed }));
  });

  it('draws a feature image for every motif, and for unknown ones', async () => {
    expect(resolveMotif('writing a sympathy card')).toBe('pen');
    expect(resolveMotif('zzz')).toBe('abstract');
    for (const motif of [...FEATURE_MOTIFS, 'something else']) {
      const spec = { palette: ['#f4e4c1', '#457b9d'] as [string, string], motif, title: 'A title', seed: 9 };
      const svg = renderFeatureImage(spec);
      expect(svg).toBe(renderFeatureImage(spec));
      expect(svg).toContain('viewBox="0 0 1600 900"');
      await rasterise(svg);
    }
  });

  it('draws hero backgrounds at any size', async () => {
    const spec = { palette: ['#fbe3b5', '#e07a5f'] as [string, string], seed: 1, width: 1920, height: 640 };
    const svg = renderHeroImage(spec);
    expect(svg).toBe(renderHeroImage(spec));
    expect(svg).not.toBe(renderHeroImage({ ...spec, seed: 2 }));
    expect(svg).toContain('viewBox="0 0 1920 640"');
    await rasterise(svg);
    await rasterise(renderHeroImage({ ...spec, width: 800, height: 800 }));
  });
});

describe('cardArtName', () => {
  it('names a card by what its front shows: the palette and the style', () => {
    for (let seed = 1; seed <= 40; seed += 1) {
      const design = describeCardArt(folded(seed));
      const name = cardArtName(design);
      expect(name.toLowerCase().replace(/ /g, '-')).toContain(design.palette.name);
      expect(name).toMatch(/\S+ \S+/);
    }
    expect(cardArtName(describeCardArt({ ...folded(7), style: 'balloons', palette: 'golden-hour' }))).toBe(
      'Golden Hour Balloons',
    );
  });
});
