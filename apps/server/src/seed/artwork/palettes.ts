// Named colour palettes for the generated artwork, plus the few colour helpers the renderers need.
import { createRandom } from './random.ts';

export interface Palette {
  name: string;
  background: string;
  accent1: string;
  accent2: string;
  ink: string; // dark enough for text on the background
  light: string; // paper-like, for plates and text on dark areas
}

type PaletteRow = readonly [
  name: string,
  background: string,
  accent1: string,
  accent2: string,
  ink: string,
  light: string,
];

// Rows keep the list scannable: background, two accents, ink, light.
const ROWS: readonly PaletteRow[] = [
  ['sorbet', '#f7d6c9', '#e86a58', '#f2b84b', '#3a2e39', '#fff8f0'],
  ['sage-garden', '#dde5d3', '#7fa37a', '#d98e73', '#2f3e2e', '#f8f6ee'],
  ['midnight', '#1f2a44', '#f2c14e', '#e76f51', '#0f1626', '#f6efe3'],
  ['coastal', '#cfe6ec', '#2a7f9e', '#f4a261', '#17324a', '#fbfaf5'],
  ['terracotta', '#ebd3c0', '#c8553d', '#588b8b', '#2d2a32', '#fff5ea'],
  ['blush', '#f9e0e3', '#e5989b', '#6d597a', '#355070', '#fffafb'],
  ['citrus', '#fff3c7', '#f28c28', '#4caf7a', '#2b2d42', '#fffdf4'],
  ['forest', '#2e4a3f', '#a7c957', '#f2e8cf', '#13221c', '#f7f3e8'],
  ['lavender-fields', '#e6e1f4', '#8e7dbe', '#f4b6c2', '#2e2545', '#fbf9ff'],
  ['retro-pop', '#f4e4c1', '#e63946', '#457b9d', '#1d3557', '#fffbf2'],
  ['ocean-deep', '#0b3c5d', '#3fc1c9', '#f5a65b', '#06223a', '#eaf6f6'],
  ['peach-fuzz', '#ffd7ba', '#ff8c61', '#985277', '#3b2c35', '#fff6ef'],
  ['mint-chocolate', '#d4f1e4', '#2ec4b6', '#8d5b4c', '#2c1e1a', '#f7fffb'],
  ['golden-hour', '#fbe3b5', '#e07a5f', '#3d405b', '#23253a', '#fff9ee'],
  ['berry', '#5b1a3a', '#f28fad', '#f9c74f', '#2b0a1c', '#fdeff4'],
  ['nordic', '#e9eef2', '#5b7db1', '#c9a66b', '#1f2a36', '#ffffff'],
  ['meadow', '#eaf4d3', '#8ab17d', '#e9c46a', '#264653', '#fbfdf5'],
  ['candy', '#ffe5ec', '#ff5d8f', '#6bcbef', '#33234a', '#ffffff'],
  ['desert', '#ead7bb', '#bc6c25', '#606c38', '#283618', '#fefae0'],
  ['aurora', '#14213d', '#43aa8b', '#b388eb', '#0a1020', '#f1f5f9'],
  ['rose-gold', '#f3dfd8', '#b76e79', '#d4a373', '#3e2c2c', '#fff9f6'],
  ['tropical', '#fdf0d5', '#00a896', '#f25c54', '#1b3a4b', '#fffcf5'],
  ['plum-sage', '#eee8e2', '#7d4e6d', '#9caf88', '#2a1f2d', '#fffdfa'],
  ['sunny-sky', '#d7eeff', '#ffb703', '#fb8500', '#023047', '#f9fdff'],
  ['ink-and-gold', '#f5efe6', '#2b2b30', '#c9a227', '#111114', '#fffdf8'],
  ['cherry-blossom', '#fceff2', '#f497b6', '#7fb77e', '#4a2c3a', '#ffffff'],
  ['evergreen', '#1e5128', '#d83a3a', '#f4d35e', '#0e2a14', '#faf3e3'],
  ['cobalt', '#2541b2', '#ffd166', '#ff9b85', '#0d1b5c', '#f4f7ff'],
  ['pistachio', '#e3ecc8', '#93b35a', '#e76f8a', '#2f3a1f', '#fbfcf4'],
  ['marigold', '#fcd581', '#d1495b', '#00798c', '#2e1f27', '#fffaf0'],
];

export const PALETTES: readonly Palette[] = ROWS.map(([name, background, accent1, accent2, ink, light]) => ({
  name,
  background,
  accent1,
  accent2,
  ink,
  light,
}));

export function pickPalette(seed: number): Palette {
  return createRandom(seed).pick(PALETTES);
}

export function findPalette(name: string): Palette | undefined {
  return PALETTES.find((palette) => palette.name === name);
}

type Rgb = [number, number, number];

/** Accepts '#rrggbb', 'rrggbb' or '#rgb'; anything unreadable becomes mid grey rather than throwing. */
export function parseHex(hex: string): Rgb {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [128, 128, 128];
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

export function toHex([r, g, b]: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Normalises any accepted colour spelling to lower-case '#rrggbb'. */
export function normaliseHex(hex: string): string {
  return toHex(parseHex(hex));
}

/** Linear blend in sRGB: t = 0 gives a, t = 1 gives b. */
export function mixColours(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parseHex(a);
  const [br, bg, bb] = parseHex(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function isDark(hex: string): boolean {
  return luminance(hex) < 0.18;
}

/** The candidate with the best contrast against the background (the first wins ties). */
export function pickReadable(background: string, candidates: readonly string[]): string {
  let best = candidates[0] ?? '#000000';
  let bestRatio = -1;
  for (const candidate of candidates) {
    const ratio = contrastRatio(background, candidate);
    if (ratio > bestRatio + 1e-9) {
      best = candidate;
      bestRatio = ratio;
    }
  }
  return best;
}

/**
 * A full palette from the two colours that gift cards, features and hero slides carry:
 * the first is the ground, the second the accent, and ink/light are derived so text stays readable.
 */
export function expandPalette([first, second]: readonly [string, string], name = 'custom'): Palette {
  const background = normaliseHex(first);
  const accent1 = normaliseHex(second);
  const accent2 = mixColours(accent1, isDark(background) ? '#ffffff' : background, 0.45);
  return {
    name,
    background,
    accent1,
    accent2,
    ink: mixColours(isDark(background) ? accent1 : background, '#111111', 0.85),
    light: mixColours(background, '#ffffff', 0.9),
  };
}
