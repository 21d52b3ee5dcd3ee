// The shop's other generated images: artist logos, gift-card faces, article features and hero backgrounds.
// Like the card art, each is a pure function of its spec and renders identically everywhere.
import type { Palette } from './palettes.ts';
import { expandPalette, isDark, mixColours, pickPalette, pickReadable } from './palettes.ts';
import type { Random } from './random.ts';
import { createRandom, deriveSeed, hashSeed } from './random.ts';
import type { Point } from './shapes.ts';
import {
  balloonD,
  blobPoints,
  circle,
  heartD,
  leafD,
  line,
  linearGradient,
  num,
  path,
  polar,
  polygonD,
  pt,
  rect,
  rectCorners,
  rotate,
  roundedRectD,
  roundLeafD,
  smoothClosedD,
  smoothOpenD,
  sparkleD,
  starD,
  svgDocument,
  waveBandD,
} from './shapes.ts';
import type { DisplayFont } from './text-paths.ts';
import { fitGreeting, setTextBlock } from './text-paths.ts';

// --- artist logo -------------------------------------------------------------------------------------

const LOGO_SIZE = 400;
const LOGO_FONTS: readonly DisplayFont[] = [
  'abril-fatface',
  'playfair-display',
  'lobster',
  'pacifico',
  'dancing-script',
];
const MINOR_WORDS = new Set(['and', '&', 'the', 'of', 'a', 'an', 'co', 'co.']);

/** Up to two initials from the significant words of a name ('The Paper Fox Studio' → 'PF'). */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-_/]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word && !MINOR_WORDS.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** A square monogram badge: a shaped medallion with the brand's initials as outlines. */
export function renderArtistLogo(seed: number, brandName: string): string {
  const rng = createRandom(deriveSeed(seed, 'logo'));
  const palette = pickPalette(deriveSeed(seed, 'logo-palette'));
  const s = LOGO_SIZE;
  const c: Point = [s / 2, s / 2];
  const badge = rng.pick([palette.accent1, palette.ink, palette.accent2]);
  const onBadge = pickReadable(badge, [palette.light, palette.ink]);
  const shape = rng.int(0, 3);
  let body = rect(0, 0, s, s, palette.background);
  if (shape === 0) {
    body += circle(c[0], c[1], s * 0.42, badge);
  } else if (shape === 1) {
    body += path(roundedRectD(s * 0.1, s * 0.1, s * 0.8, s * 0.8, s * 0.16), badge);
  } else if (shape === 2) {
    // scalloped rosette
    const lobes = 14;
    const points: Point[] = [];
    for (let i = 0; i < lobes * 2; i++)
      points.push(polar(c, i % 2 ? s * 0.4 : s * 0.44, (i / (lobes * 2)) * Math.PI * 2));
    body += path(smoothClosedD(points), badge);
  } else {
    const hexagon = Array.from({ length: 6 }, (_, i) =>
      polar(c, s * 0.44, (i / 6) * Math.PI * 2 + Math.PI / 6),
    );
    body += path(polygonD(hexagon), badge);
  }
  // an inner ring, sometimes dotted
  const ring = s * 0.34;
  body += rng.chance(0.5)
    ? circle(c[0], c[1], ring, 'none', { stroke: onBadge, 'stroke-width': s * 0.008, 'stroke-opacity': 0.7 })
    : Array.from({ length: 32 }, (_, i) => {
        const [x, y] = polar(c, ring, (i / 32) * Math.PI * 2);
        return circle(x, y, s * 0.007, onBadge, { opacity: 0.75 });
      }).join('');
  const initials = initialsOf(brandName);
  const font = rng.pick(LOGO_FONTS);
  const box = { x: c[0] - s * 0.22, y: c[1] - s * 0.15, width: s * 0.44, height: s * 0.27 };
  const text = setTextBlock([initials], font, box);
  body += path(text.d, onBadge);
  // a small flourish under the letters
  const accent = badge === palette.accent2 ? palette.accent1 : palette.accent2;
  body += path(
    starD(c[0], c[1] + s * 0.24, s * 0.022, s * 0.009, 4, 0),
    onBadge === palette.ink ? palette.ink : accent,
  );
  return svgDocument(s, s, body);
}

// --- gift card ---------------------------------------------------------------------------------------

export interface GiftCardImageSpec {
  palette: [string, string];
  name: string;
  seed: number;
}

/** A gift card face in credit-card proportions (85.6 × 54 mm), with a ribbon, a bow and its name. */
export function renderGiftCardImage(spec: GiftCardImageSpec): string {
  const w = 856;
  const h = 540;
  const rng = createRandom(deriveSeed(spec.seed, 'gift-card'));
  const palette = expandPalette(spec.palette, 'gift-card');
  const from = palette.background;
  const to = mixColours(palette.background, palette.accent1, 0.3);
  let defs =
    `<linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>` +
    `<clipPath id="card"><path d="${roundedRectD(0, 0, w, h, 34)}"/></clipPath>`;
  const texture = isDark(from) ? '#ffffff' : palette.ink;
  let art = rect(0, 0, w, h, 'url(#ground)');
  const pattern = rng.int(0, 3);
  if (pattern === 0) {
    for (let x = -h; x < w; x += 36)
      art += line(`M${pt([x, h])}L${pt([x + h, 0])}`, texture, 6, { opacity: 0.05 });
  } else if (pattern === 1) {
    defs += `<pattern id="dots" width="40" height="80" patternUnits="userSpaceOnUse">${circle(10, 20, 4, texture)}${circle(30, 60, 4, texture)}</pattern>`;
    art += rect(0, 0, w, h, 'url(#dots)', { opacity: 0.07 });
  } else if (pattern === 2) {
    const centre: Point = [rng.pick([0, w]), rng.pick([0, h])];
    for (let r = 60; r < w * 1.2; r += 60)
      art += circle(centre[0], centre[1], r, 'none', {
        stroke: texture,
        'stroke-width': 14,
        'stroke-opacity': 0.05,
      });
  } else {
    for (let i = 0; i < 5; i++)
      art += path(
        smoothClosedD(blobPoints([rng.range(0, w), rng.range(0, h)], rng.range(80, 170), rng)),
        texture,
        { opacity: 0.05 },
      );
  }

  // ribbon crossing, bow at the crossing
  const ribbon = palette.accent1;
  const ribbonDark = mixColours(ribbon, '#000000', 0.2);
  const rx = w * rng.range(0.64, 0.74);
  const ry = h * rng.range(0.3, 0.38);
  const band = 46;
  art += rect(rx - band / 2, 0, band, h, ribbon) + rect(0, ry - band / 2, w, band, ribbon);
  art +=
    rect(rx - band / 2 + 6, 0, 3, h, '#ffffff', { opacity: 0.25 }) +
    rect(0, ry - band / 2 + 6, w, 3, '#ffffff', { opacity: 0.25 });
  art += giftBow([rx, ry], 1.05, ribbon, ribbonDark);

  // the name, bottom left, clear of the ribbon
  const textGround = mixColours(from, to, 0.7);
  const ink = pickReadable(textGround, [palette.light, palette.ink, '#ffffff', '#111111']);
  const label = setTextBlock(
    ['GIFT CARD'],
    'playfair-display',
    { x: 52, y: 48, width: 240, height: 22 },
    { letterSpacing: 0.18, align: 'start' },
  );
  art += path(
    label.d,
    pickReadable(mixColours(from, to, 0.1), [palette.light, palette.ink, '#ffffff', '#111111']),
    { opacity: 0.8 },
  );
  const nameFont: DisplayFont = rng.pick(['playfair-display', 'abril-fatface', 'lobster']);
  const nameBox = { x: 52, y: h - 200, width: rx - band / 2 - 96, height: 150 };
  const { lines } = fitGreeting(spec.name, nameFont, nameBox, 2);
  const name = setTextBlock(lines, nameFont, nameBox, { align: 'start', maxFontSize: 72 });
  art += path(name.d, ink);
  return svgDocument(w, h, `<g clip-path="url(#card)">${art}</g>`, defs);
}

/** A bow of two loops and two tails centred on the point; scale 1 is about 200 px wide. */
function giftBow([x, y]: Point, scale: number, fill: string, shade: string): string {
  const p = (dx: number, dy: number) => pt([x + dx * scale, y + dy * scale]);
  let svg = '';
  svg += path(`M${p(-8, 10)}L${p(-62, 96)}L${p(-40, 92)}L${p(-30, 112)}L${p(6, 14)}Z`, shade);
  svg += path(`M${p(8, 10)}L${p(58, 100)}L${p(36, 94)}L${p(24, 116)}L${p(-6, 14)}Z`, shade);
  svg += path(
    `M${p(0, 0)}C${p(-30, -70)} ${p(-110, -60)} ${p(-96, -6)}C${p(-88, 30)} ${p(-36, 24)} ${p(0, 0)}Z`,
    fill,
  );
  svg += path(
    `M${p(0, 0)}C${p(30, -70)} ${p(110, -60)} ${p(96, -6)}C${p(88, 30)} ${p(36, 24)} ${p(0, 0)}Z`,
    fill,
  );
  svg += path(`M${p(-6, -6)}C${p(-30, -44)} ${p(-76, -40)} ${p(-76, -10)}`, 'none', {
    stroke: shade,
    'stroke-width': 5 * scale,
    'stroke-linecap': 'round',
  });
  svg += path(`M${p(6, -6)}C${p(30, -44)} ${p(76, -40)} ${p(76, -10)}`, 'none', {
    stroke: shade,
    'stroke-width': 5 * scale,
    'stroke-linecap': 'round',
  });
  svg += path(roundedRectD(x - 17 * scale, y - 17 * scale, 34 * scale, 34 * scale, 10 * scale), shade);
  return svg;
}

// --- article feature image ---------------------------------------------------------------------------

export interface FeatureImageSpec {
  palette: [string, string];
  motif: string;
  title: string;
  seed: number;
}

export const FEATURE_MOTIFS = [
  'hearts',
  'envelope',
  'pen',
  'leaves',
  'stars',
  'gift',
  'cake',
  'confetti',
  'waves',
  'cards',
  'balloons',
  'abstract',
] as const;
export type FeatureMotif = (typeof FEATURE_MOTIFS)[number];

// Free-form motif words mapped to a drawing; anything else draws the abstract composition.
const MOTIF_WORDS: [RegExp, FeatureMotif][] = [
  [/heart|love|valentin|romance|wedding|anniversar/i, 'hearts'],
  [/envelope|mail|post|letter|send|deliver|ship/i, 'envelope'],
  [/pen|writ|message|word|quote|poem|ink/i, 'pen'],
  [/lea(f|ves)|botan|plant|flower|floral|garden|sympathy|nature|green|eco/i, 'leaves'],
  [/star|night|moon|sky|christmas|holiday|festive/i, 'stars'],
  [/gift|present|voucher/i, 'gift'],
  [/cake|birthday|candle/i, 'cake'],
  [/confetti|party|celebrat|congrat/i, 'confetti'],
  [/wave|sea|ocean|water|summer|travel/i, 'waves'],
  [/card|design|art|print|business|corporate|team|brand/i, 'cards'],
  [/balloon/i, 'balloons'],
];

export function resolveMotif(motif: string): FeatureMotif {
  const exact = FEATURE_MOTIFS.find((known) => known === motif.toLowerCase());
  if (exact) return exact;
  return MOTIF_WORDS.find(([pattern]) => pattern.test(motif))?.[1] ?? 'abstract';
}

interface Stage {
  w: number;
  h: number;
  rng: Random;
  palette: Palette;
}

/** A 16:9 article image: a soft abstract ground and one large motif; no text (the page sets the title). */
export function renderFeatureImage(spec: FeatureImageSpec): string {
  const w = 1600;
  const h = 900;
  const seed = hashSeed(`${spec.seed}:${spec.motif}:${spec.title}`);
  const rng = createRandom(seed);
  const palette = expandPalette(spec.palette, 'feature');
  const stage: Stage = { w, h, rng, palette };
  const defs = linearGradient('ground', [
    [mixColours(palette.background, palette.light, 0.25), 0],
    [palette.background, 1],
  ]);
  let body = rect(0, 0, w, h, 'url(#ground)');
  // soft shapes behind the motif
  const soft = [
    mixColours(palette.background, palette.accent1, 0.18),
    mixColours(palette.background, palette.light, 0.3),
  ];
  for (let i = 0; i < 5; i++) {
    body += path(
      smoothClosedD(blobPoints([rng.range(0, w), rng.range(0, h)], rng.range(140, 320), rng, 8, 0.2)),
      rng.pick(soft),
    );
  }
  for (let i = 0; i < 14; i++)
    body += path(sparkleD(rng.range(0, w), rng.range(0, h), rng.range(8, 18)), palette.accent2, {
      opacity: 0.6,
    });
  body += drawMotif(stage, resolveMotif(spec.motif), [w * rng.range(0.45, 0.55), h * 0.52], h * 0.36);
  return svgDocument(w, h, body, defs);
}

function drawMotif(stage: Stage, motif: FeatureMotif, centre: Point, size: number): string {
  const { rng, palette } = stage;
  const [cx, cy] = centre;
  const main = palette.accent1;
  const second = palette.accent2;
  const paper = palette.light;
  const ink = palette.ink;
  const shadow = (d: string) =>
    path(d, ink, { opacity: 0.12, transform: `translate(${num(size * 0.05)} ${num(size * 0.06)})` });
  switch (motif) {
    case 'hearts': {
      const big = heartD(cx, cy, size * 1.6, -0.12);
      return (
        shadow(big) +
        path(big, main) +
        path(heartD(cx + size * 0.95, cy - size * 0.55, size * 0.6, 0.3), second) +
        path(heartD(cx - size * 1.0, cy + size * 0.5, size * 0.45, -0.35), paper)
      );
    }
    case 'envelope': {
      const ew = size * 2.2;
      const eh = size * 1.4;
      const x = cx - ew / 2;
      const y = cy - eh / 2;
      const body = roundedRectD(x, y, ew, eh, size * 0.06);
      return (
        shadow(body) +
        path(body, paper) +
        path(
          polygonD([
            [x, y + eh],
            [cx, cy + eh * 0.05],
            [x + ew, y + eh],
          ]),
          mixColours(paper, main, 0.12),
        ) +
        path(
          polygonD([
            [x, y],
            [x + ew, y],
            [cx, cy + eh * 0.12],
          ]),
          mixColours(paper, main, 0.25),
        ) +
        path(heartD(cx, cy + eh * 0.1, size * 0.32), main)
      );
    }
    case 'pen': {
      // a sheet with handwriting and a pen across it
      const sw = size * 1.7;
      const sh = size * 2.1;
      const sheetPoints = rectCorners(cx, cy, sw / 2, sh / 2, -0.08);
      let svg = shadow(polygonD(sheetPoints)) + path(polygonD(sheetPoints), paper);
      for (let i = 0; i < 6; i++) {
        const y = cy - sh * 0.32 + i * sh * 0.11;
        const points: Point[] = [];
        const length = sw * (i === 5 ? 0.4 : rng.range(0.6, 0.75));
        for (let k = 0; k <= 12; k++)
          points.push([cx - sw * 0.36 + (k / 12) * length, y + (k % 2 ? -1 : 1) * size * 0.025]);
        svg += line(smoothOpenD(points.map((p) => rotate(p, centre, -0.08))), ink, size * 0.018, {
          opacity: 0.55,
        });
      }
      const a = -0.75;
      const tip: Point = [cx + sw * 0.05, cy + sh * 0.28];
      const end = polar(tip, size * 1.9, a);
      const barrel = (t: number, side: number): Point => {
        const [x, y] = polar(tip, size * 1.9 * t, a);
        return polar([x, y], size * 0.1 * side, a + Math.PI / 2);
      };
      svg += path(polygonD([tip, barrel(0.18, 1), barrel(1, 1), barrel(1, -1), barrel(0.18, -1)]), main);
      svg += path(polygonD([barrel(0.18, 1), barrel(0.3, 1), barrel(0.3, -1), barrel(0.18, -1)]), second);
      return svg + circle(end[0], end[1], size * 0.1, main);
    }
    case 'leaves': {
      let svg = '';
      const stem: Point[] = [
        [cx - size * 0.2, cy + size * 1.1],
        [cx, cy],
        [cx + size * 0.3, cy - size * 1.0],
      ];
      svg += line(smoothOpenD(stem), mixColours(main, ink, 0.4), size * 0.035);
      for (let i = 0; i < 9; i++) {
        const t = i / 9;
        const at: Point = [cx - size * 0.2 + t * size * 0.5, cy + size * 1.1 - t * size * 2.1];
        const side = i % 2 ? 1 : -1;
        const leaf = roundLeafD(at, size * (0.85 - t * 0.35), size * 0.24, -Math.PI / 2 + side * 0.95);
        svg += path(leaf, i % 3 === 0 ? second : main);
      }
      return svg;
    }
    case 'stars': {
      let svg = circle(cx, cy, size * 1.15, mixColours(ink, main, 0.15));
      for (let i = 0; i < 40; i++) {
        const [x, y] = polar(centre, Math.sqrt(rng.next()) * size * 1.05, rng.range(0, Math.PI * 2));
        svg += circle(x, y, rng.range(2, 5), paper, { opacity: rng.chance(0.5) ? 1 : 0.6 });
      }
      svg += path(starD(cx - size * 0.25, cy + size * 0.1, size * 0.42, size * 0.18), second);
      svg += path(sparkleD(cx + size * 0.5, cy - size * 0.4, size * 0.22), paper);
      return svg;
    }
    case 'gift': {
      const bw = size * 1.7;
      const bh = size * 1.3;
      const x = cx - bw / 2;
      const y = cy - bh / 2 + size * 0.2;
      const box = rect(x, y, bw, bh, main);
      return (
        shadow(roundedRectD(x, y, bw, bh, 4)) +
        box +
        rect(x - size * 0.08, y - size * 0.3, bw + size * 0.16, size * 0.34, mixColours(main, ink, 0.15)) +
        rect(cx - size * 0.13, y - size * 0.3, size * 0.26, bh + size * 0.3, second) +
        giftBow([cx, y - size * 0.3], size / 190, second, mixColours(second, '#000000', 0.2))
      );
    }
    case 'cake': {
      const tiers = [
        [size * 2, size * 0.62],
        [size * 1.5, size * 0.55],
      ] as const;
      let y = cy + size * 0.9;
      let svg = path(roundedRectD(cx - size * 1.2, y, size * 2.4, size * 0.1, size * 0.05), ink, {
        opacity: 0.2,
      });
      for (const [i, [tw, th]] of tiers.entries()) {
        y -= th;
        svg += path(roundedRectD(cx - tw / 2, y, tw, th, size * 0.08), i ? second : main);
        const drips: Point[] = [[cx - tw / 2, y]];
        for (let k = 0; k <= 8; k++)
          drips.push([cx - tw / 2 + (k / 8) * tw, y + (k % 2 ? th * 0.35 : th * 0.18)]);
        drips.push([cx + tw / 2, y]);
        svg += path(`${smoothOpenD(drips)}Z`, paper);
      }
      for (let k = 0; k < 3; k++) {
        const x = cx + (k - 1) * size * 0.42;
        svg += rect(x - size * 0.04, y - size * 0.42, size * 0.08, size * 0.42, paper);
        svg += path(
          `M${pt([x, y - size * 0.66])}Q${pt([x + size * 0.1, y - size * 0.5])} ${pt([x, y - size * 0.46])}Q${pt([x - size * 0.1, y - size * 0.5])} ${pt([x, y - size * 0.66])}Z`,
          '#f6b73c',
        );
      }
      return svg;
    }
    case 'confetti': {
      let svg = '';
      const colours = [main, second, paper, main, second];
      for (let i = 0; i < 110; i++) {
        const [x, y] = polar(centre, Math.sqrt(rng.next()) * size * 1.7, rng.range(0, Math.PI * 2));
        const r = rng.range(12, 28);
        svg += rng.chance(0.5)
          ? circle(x, y, r * 0.6, rng.pick(colours))
          : path(polygonD(rectCorners(x, y, r, r * 0.4, rng.range(0, Math.PI))), rng.pick(colours));
      }
      return svg;
    }
    case 'waves': {
      // a round window onto a sunset sea
      let svg = circle(cx + size * 0.6, cy - size * 0.2, size * 0.55, second);
      for (let i = 0; i < 4; i++) {
        const band = waveBandD(
          cx - size * 1.7,
          cx + size * 1.7,
          cy + i * size * 0.3,
          size * 0.08,
          size * 0.9,
          i,
          cy + size * 1.3,
        );
        svg += path(band.band, mixColours(main, ink, i * 0.15));
      }
      const clip = `<clipPath id="window"><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(size * 1.2)}"/></clipPath>`;
      return `${clip}${circle(cx, cy, size * 1.2, paper)}<g clip-path="url(#window)">${svg}</g>`;
    }
    case 'balloons': {
      let svg = '';
      const knot: Point = [cx, cy + size * 1.3];
      for (let i = 0; i < 3; i++) {
        const at: Point = [cx + (i - 1) * size * 0.65, cy - size * (i === 1 ? 0.5 : 0.2)];
        const r = size * 0.42;
        svg += line(
          smoothOpenD([[at[0], at[1] + r * 1.2], [(at[0] + knot[0]) / 2 + 10, (at[1] + knot[1]) / 2], knot]),
          ink,
          3,
          { opacity: 0.6 },
        );
        svg += path(balloonD(at[0], at[1], r), [main, second, paper][i] as string);
        svg += path(
          polygonD([
            [at[0], at[1] + r * 0.98],
            [at[0] + r * 0.14, at[1] + r * 1.2],
            [at[0] - r * 0.14, at[1] + r * 1.2],
          ]),
          [main, second, paper][i] as string,
        );
      }
      return svg;
    }
    case 'cards':
      return fannedCards(stage, centre, size);
    default: {
      let svg = '';
      const colours = [paper, second, main]; // the pale one underneath, so it reads as ground, not a shape
      for (let i = 0; i < 3; i++) {
        const at: Point = [cx + rng.range(-0.6, 0.6) * size, cy + rng.range(-0.4, 0.4) * size];
        svg += path(
          smoothClosedD(blobPoints(at, size * rng.range(0.55, 0.85), rng, 7, 0.25)),
          colours[i] as string,
        );
      }
      for (let r = 0; r < 4; r++) {
        for (let c = 0; c < 5; c++)
          svg += circle(cx + size * (0.75 + c * 0.12), cy - size * (0.95 - r * 0.12), size * 0.025, ink, {
            opacity: 0.6,
          });
      }
      svg += circle(cx - size * 0.9, cy - size * 0.55, size * 0.28, 'none', {
        stroke: ink,
        'stroke-width': size * 0.03,
      });
      return (
        svg +
        line(
          `M${pt([cx - size * 1.2, cy + size * 0.9])}Q${pt([cx - size * 0.6, cy + size * 0.6])} ${pt([cx, cy + size * 0.9])}T${pt([cx + size * 1.2, cy + size * 0.9])}`,
          ink,
          size * 0.04,
        )
      );
    }
  }
}

/** Three greeting cards fanned out, each with a tiny design of its own. */
function fannedCards(stage: Stage, [cx, cy]: Point, size: number): string {
  let svg = '';
  for (let i = 0; i < 3; i++) {
    const angle = (i - 1) * 0.26;
    const centre = polar([cx, cy + size * 2.2], size * 2.2, -Math.PI / 2 + angle);
    svg += miniCard(stage, centre, size * 1.2, size * 1.7, angle);
  }
  return svg;
}

/** A small card: paper, a simple seeded design, a soft shadow; rotated about its centre. */
function miniCard(stage: Stage, [x, y]: Point, width: number, height: number, angle: number): string {
  const { rng, palette } = stage;
  const transform = `rotate(${num((angle * 180) / Math.PI)} ${num(x)} ${num(y)})`;
  const left = x - width / 2;
  const top = y - height / 2;
  const paper = mixColours(palette.light, palette.background, 0.08);
  const colours = [palette.accent1, palette.accent2, mixColours(palette.accent1, palette.ink, 0.3)];
  let inner = path(
    roundedRectD(left + width * 0.04, top + width * 0.05, width, height, width * 0.04),
    palette.ink,
    { opacity: 0.14 },
  );
  inner += path(roundedRectD(left, top, width, height, width * 0.04), paper);
  const kind = rng.int(0, 4);
  const art = { x: left + width * 0.08, y: top + width * 0.08, w: width * 0.84, h: height - width * 0.16 };
  if (kind === 0) {
    // sun over two hills
    inner += circle(art.x + art.w * 0.7, art.y + art.h * 0.3, art.w * 0.14, colours[1] as string);
    inner += path(
      `M${pt([art.x, art.y + art.h * 0.62])}Q${pt([art.x + art.w * 0.35, art.y + art.h * 0.45])} ${pt([art.x + art.w, art.y + art.h * 0.66])}V${num(art.y + art.h)}H${num(art.x)}Z`,
      mixColours(colours[0] as string, paper, 0.4),
    );
    inner += path(
      `M${pt([art.x, art.y + art.h * 0.82])}Q${pt([art.x + art.w * 0.6, art.y + art.h * 0.58])} ${pt([art.x + art.w, art.y + art.h * 0.76])}V${num(art.y + art.h)}H${num(art.x)}Z`,
      colours[0] as string,
    );
  } else if (kind === 1) {
    for (let k = 0; k < 3; k++)
      inner += path(
        heartD(art.x + art.w * (0.3 + k * 0.2), art.y + art.h * (0.35 + (k % 2) * 0.2), art.w * 0.28),
        colours[k] as string,
      );
  } else if (kind === 2) {
    for (let k = 0; k < 5; k++)
      inner += rect(art.x, art.y + (k * art.h) / 5, art.w, art.h / 10, colours[k % 3] as string);
  } else if (kind === 3) {
    for (let k = 0; k < 4; k++)
      inner += circle(
        art.x + art.w / 2,
        art.y + art.h / 2,
        art.w * (0.45 - k * 0.1),
        colours[k % 3] as string,
      );
  } else {
    for (let k = 0; k < 6; k++)
      inner += path(
        leafD(
          [art.x + art.w / 2, art.y + art.h * 0.85],
          art.h * 0.55,
          art.w * 0.09,
          -Math.PI / 2 + (k - 2.5) * 0.32,
        ),
        colours[k % 2] as string,
      );
  }
  return `<g transform="${transform}">${inner}</g>`;
}

// --- hero background ---------------------------------------------------------------------------------

export interface HeroImageSpec {
  palette: [string, string];
  seed: number;
  width: number;
  height: number;
}

/** A wide decorative background: soft shapes and a scatter of cards towards the right; no text. */
export function renderHeroImage(spec: HeroImageSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  const rng = createRandom(deriveSeed(spec.seed, 'hero'));
  const palette = expandPalette(spec.palette, 'hero');
  const stage: Stage = { w, h, rng, palette };
  const defs = linearGradient(
    'ground',
    [
      [palette.background, 0],
      [mixColours(palette.background, palette.accent1, 0.22), 1],
    ],
    false,
  );
  let body = rect(0, 0, w, h, 'url(#ground)');
  const soft = mixColours(palette.background, palette.light, 0.18);
  for (let i = 0; i < 4; i++) {
    body += path(
      smoothClosedD(
        blobPoints([rng.range(0.3, 1) * w, rng.range(0, 1) * h], h * rng.range(0.3, 0.55), rng, 8, 0.2),
      ),
      soft,
      { opacity: 0.7 },
    );
  }
  for (let x = w * 0.04; x < w * 0.4; x += h * 0.06) {
    for (let y = h * 0.08; y < h * 0.3; y += h * 0.06)
      body += circle(x, y, h * 0.006, palette.accent1, { opacity: 0.25 });
  }
  // cards on the right half, where hero text usually is not
  const cardH = h * 0.42;
  const cardW = cardH * 0.7;
  const count = Math.max(3, Math.min(7, Math.round(w / h) + 2));
  const slots = Array.from({ length: count }, (_, i) => i);
  for (const i of rng.shuffle(slots)) {
    const x = w * (0.55 + (0.4 * (i + 0.5)) / count) + rng.range(-0.03, 0.03) * w;
    const y = h * (i % 2 ? 0.36 : 0.62) + rng.range(-0.06, 0.06) * h;
    body += miniCard(stage, [x, y], cardW, cardH, rng.range(-0.25, 0.25));
  }
  for (let i = 0; i < 10; i++)
    body += path(
      sparkleD(rng.range(0.45, 1) * w, rng.range(0.05, 0.95) * h, h * rng.range(0.012, 0.025)),
      palette.accent2,
      { opacity: 0.8 },
    );
  return svgDocument(w, h, body, defs);
}
