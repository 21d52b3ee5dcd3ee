// Greeting-card artwork for the demo catalogue: every page of a card as an SVG string, derived only from
// the spec, so the same card always looks the same and 600 cards look like 600 different designs.
import type { Palette } from './palettes.ts';
import { contrastRatio, findPalette, isDark, mixColours, pickPalette, pickReadable } from './palettes.ts';
import type { Random } from './random.ts';
import { createRandom, deriveSeed } from './random.ts';
import type { Point } from './shapes.ts';
import {
  balloonD,
  blobPoints,
  circle,
  ellipse,
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
  svgDocument,
  waveBandD,
} from './shapes.ts';
import type { Box, DisplayFont } from './text-paths.ts';
import { DISPLAY_FONTS, fitGreeting, setTextBlock } from './text-paths.ts';

export const PX_PER_MM = 10;

export const CARD_STYLES = [
  'confetti',
  'hills',
  'rainbow',
  'sunburst',
  'botanical',
  'geometric',
  'waves',
  'balloons',
  'night-sky',
  'hearts',
  'blobs',
  'bunting',
] as const;
export type CardStyle = (typeof CARD_STYLES)[number];

export type CardPage = 'front' | 'inside-left' | 'inside-right' | 'back';

export interface CardArtSpec {
  seed: number;
  greeting: string;
  widthMm: number;
  heightMm: number;
  artistName: string;
  // Optional pins for themed cards (e.g. hearts for Valentine's Day); otherwise the seed decides.
  style?: CardStyle;
  font?: DisplayFont;
  palette?: string; // a palette name from palettes.ts
}

export interface CardDesign {
  style: CardStyle;
  font: DisplayFont;
  palette: Palette;
}

/** What each style draws, as a card's name says it. */
const STYLE_NAMES: Record<CardStyle, string> = {
  confetti: 'Confetti',
  hills: 'Hills',
  rainbow: 'Rainbow',
  sunburst: 'Sunburst',
  botanical: 'Leaves',
  geometric: 'Shapes',
  waves: 'Waves',
  balloons: 'Balloons',
  'night-sky': 'Starry Night',
  hearts: 'Hearts',
  blobs: 'Pebbles',
  bunting: 'Bunting',
};

/** A card's name from its front: the palette's name and what the style draws ('Golden Hour Balloons'). */
export function cardArtName(design: CardDesign): string {
  const palette = design.palette.name
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join(' ');
  return `${palette} ${STYLE_NAMES[design.style]}`;
}

/** The seed's choices, without rendering: handy for tagging cards by colour or style. */
export function describeCardArt(spec: CardArtSpec): CardDesign {
  const palette =
    (spec.palette && findPalette(spec.palette)) || pickPalette(deriveSeed(spec.seed, 'palette'));
  return {
    style: spec.style ?? createRandom(deriveSeed(spec.seed, 'style')).pick(CARD_STYLES),
    font: spec.font ?? createRandom(deriveSeed(spec.seed, 'font')).pick(DISPLAY_FONTS),
    palette,
  };
}

export function renderCardPage(spec: CardArtSpec, page: CardPage): string {
  const design = describeCardArt(spec);
  const width = Math.round(spec.widthMm * PX_PER_MM);
  const height = Math.round(spec.heightMm * PX_PER_MM);
  const scene: Scene = {
    w: width,
    h: height,
    u: Math.min(width, height) / 100,
    rng: createRandom(deriveSeed(spec.seed, page)),
    palette: design.palette,
    greeting: spec.greeting,
  };
  if (page === 'front') return renderFront(scene, design, spec.greeting);
  if (page === 'back') return renderBack(scene, spec.artistName);
  return renderInside(scene, page);
}

// --- the front ---------------------------------------------------------------------------------------

interface Scene {
  w: number;
  h: number;
  u: number; // a hundredth of the short side: styles size everything in u so any format works
  rng: Random;
  palette: Palette;
  greeting: string; // some layouts only suit short words
}

interface Composition {
  defs?: string;
  art: string;
  box: Box; // where the greeting is set
  ground: string | string[]; // the colour(s) behind the greeting; text must read on all of them
  plate?: string; // drawn between the art and the greeting
  textColour?: string; // a style's own choice, already checked for contrast
  overlay?: string;
  noFrame?: boolean;
}

const COMPOSERS: Record<CardStyle, (scene: Scene) => Composition> = {
  confetti: composeConfetti,
  hills: composeHills,
  rainbow: composeRainbow,
  sunburst: composeSunburst,
  botanical: composeBotanical,
  geometric: composeGeometric,
  waves: composeWaves,
  balloons: composeBalloons,
  'night-sky': composeNightSky,
  hearts: composeHearts,
  blobs: composeBlobs,
  bunting: composeBunting,
};

function renderFront(scene: Scene, design: CardDesign, greeting: string): string {
  const { w, h, u, rng, palette } = scene;
  const composition = COMPOSERS[design.style](scene);
  const { box, ground } = composition;
  const { lines } = fitGreeting(greeting, design.font, box, greeting.length > 36 ? 5 : 3); // long messages need more lines
  const block = setTextBlock(lines, design.font, box, { maxFontSize: u * 22 });
  const grounds = typeof ground === 'string' ? [ground] : ground;
  const colour = composition.textColour ?? chooseTextColour(grounds, palette, rng);

  // A soft offset echo behind bold faces, in a colour that still reads against the ground.
  let greetingSvg = path(block.d, colour);
  const echo = [palette.accent2, palette.accent1].find(
    (c) => c !== colour && minContrast(c, grounds) >= 1.6 && contrastRatio(c, colour) >= 1.6,
  );
  const bold = design.font === 'abril-fatface' || design.font === 'lobster' || design.font === 'pacifico';
  let defs = composition.defs ?? '';
  if (block.d && bold && echo && rng.chance(0.45)) {
    const offset = Math.max(2, block.fontSize * 0.035);
    defs += `<path id="greeting" d="${block.d}"/>`;
    greetingSvg =
      `<use href="#greeting" x="${num(offset)}" y="${num(offset)}" fill="${echo}"/>` +
      `<use href="#greeting" fill="${colour}"/>`;
  }

  const frameColour = isDark(palette.background) ? palette.light : palette.ink;
  const frame =
    !composition.noFrame && rng.chance(0.3)
      ? rect(u * 3.5, u * 3.5, w - u * 7, h - u * 7, 'none', {
          stroke: frameColour,
          'stroke-width': u * 0.35,
          'stroke-opacity': 0.45,
        })
      : '';
  const body = `${composition.art}${composition.plate ?? ''}${greetingSvg}${composition.overlay ?? ''}${frame}`;
  return svgDocument(w, h, body, defs);
}

function minContrast(colour: string, grounds: readonly string[]): number {
  return Math.min(...grounds.map((ground) => contrastRatio(colour, ground)));
}

function chooseTextColour(grounds: readonly string[], palette: Palette, rng: Random): string {
  // Accent-coloured lettering looks designed; use it only when it clearly reads.
  if (rng.chance(0.55)) {
    for (const accent of rng.shuffle([palette.accent1, palette.accent2])) {
      if (minContrast(accent, grounds) >= 4.5) return accent;
    }
  }
  let best = palette.ink;
  for (const candidate of [palette.ink, palette.light, '#1b1b1b', '#ffffff']) {
    if (minContrast(candidate, grounds) > minContrast(best, grounds) + 0.5) best = candidate;
  }
  return best;
}

function inset(box: Box, by: number): Box {
  return { x: box.x + by, y: box.y + by, width: box.width - by * 2, height: box.height - by * 2 };
}

function inBox([x, y]: Point, box: Box, margin = 0): boolean {
  return (
    x > box.x - margin &&
    x < box.x + box.width + margin &&
    y > box.y - margin &&
    y < box.y + box.height + margin
  );
}

function centreBox(scene: Scene, widthShare: number, heightShare: number, centreY = 0.5): Box {
  const { w, h } = scene;
  const width = w * widthShare;
  const height = h * heightShare;
  return { x: (w - width) / 2, y: h * centreY - height / 2, width, height };
}

/** A calm plate behind the greeting; returns the svg and the box left for the text. */
function makePlate(scene: Scene, area: Box, kind: 'rounded' | 'pill' | 'ticket'): { svg: string; box: Box } {
  const { u, palette } = scene;
  const fill = palette.light;
  const ring = mixColours(palette.accent1, fill, 0.35);
  if (kind === 'pill') {
    const svg =
      path(roundedRectD(area.x, area.y, area.width, area.height, area.height / 2), fill) +
      path(
        roundedRectD(
          area.x + u * 1.2,
          area.y + u * 1.2,
          area.width - u * 2.4,
          area.height - u * 2.4,
          area.height,
        ),
        'none',
        {
          stroke: ring,
          'stroke-width': u * 0.3,
        },
      );
    return {
      svg,
      box: inset(
        { ...area, x: area.x + area.height * 0.18, width: area.width - area.height * 0.36 },
        u * 3.5,
      ),
    };
  }
  if (kind === 'ticket') {
    const svg =
      rect(area.x, area.y, area.width, area.height, fill) +
      rect(area.x + u * 1.4, area.y + u * 1.4, area.width - u * 2.8, area.height - u * 2.8, 'none', {
        stroke: ring,
        'stroke-width': u * 0.3,
      }) +
      rect(area.x + u * 2.2, area.y + u * 2.2, area.width - u * 4.4, area.height - u * 4.4, 'none', {
        stroke: ring,
        'stroke-width': u * 0.15,
      });
    return { svg, box: inset(area, u * 5) };
  }
  const svg = path(roundedRectD(area.x, area.y, area.width, area.height, u * 4), fill, {
    stroke: ring,
    'stroke-width': u * 0.4,
  });
  return { svg, box: inset(area, u * 4.5) };
}

/** Picks n well-spread points outside the keep-clear boxes (a few tries each, then gives up on it). */
function scatter(scene: Scene, count: number, avoid: Box[], margin: number, area?: Box): Point[] {
  const { w, h, rng } = scene;
  const region = area ?? { x: 0, y: 0, width: w, height: h };
  const points: Point[] = [];
  for (let i = 0; i < count; i++) {
    for (let attempt = 0; attempt < 12; attempt++) {
      const p: Point = [region.x + rng.next() * region.width, region.y + rng.next() * region.height];
      if (!avoid.some((box) => inBox(p, box, margin))) {
        points.push(p);
        break;
      }
    }
  }
  return points;
}

function confettiPiece(scene: Scene, [x, y]: Point, colour: string, size: number): string {
  const { rng, u } = scene;
  const angle = rng.range(0, Math.PI);
  const kind = rng.int(0, 5);
  if (kind === 0) return circle(x, y, size * 0.55, colour);
  if (kind === 1) {
    const corners = rectCorners(x, y, size * 0.9, size * 0.38, angle);
    return path(polygonD(corners), colour);
  }
  if (kind === 2) {
    return path(
      polygonD([0, 1, 2].map((i) => polar([x, y], size * 0.75, angle + (i * Math.PI * 2) / 3))),
      colour,
    );
  }
  if (kind === 3) {
    // a little zigzag streamer
    const steps = 4;
    const pts: Point[] = Array.from({ length: steps + 1 }, (_, i) =>
      rotate(
        [x - size * 1.2 + (i * size * 2.4) / steps, y + (i % 2 ? size * 0.45 : -size * 0.45)],
        [x, y],
        angle,
      ),
    );
    return line(`M${pts.map(pt).join('L')}`, colour, u * 0.55);
  }
  if (kind === 4) return circle(x, y, size * 0.5, 'none', { stroke: colour, 'stroke-width': u * 0.5 });
  return path(sparkleD(x, y, size * 0.9), colour);
}

function composeConfetti(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const zone = w >= h ? centreBox(scene, 0.66, 0.44) : centreBox(scene, 0.78, 0.3);
  const plated = rng.chance(0.45);
  let art = rect(0, 0, w, h, palette.background);
  // a few big soft discs behind the confetti give depth
  for (let i = 0; i < 4; i++) {
    art += circle(
      rng.range(0, w),
      rng.range(0, h),
      u * rng.range(14, 30),
      mixColours(palette.background, palette.accent1, 0.12),
    );
  }
  const colours = [
    palette.accent1,
    palette.accent2,
    palette.accent1,
    palette.accent2,
    palette.ink,
    mixColours(palette.accent1, palette.light, 0.45),
  ];
  const count = Math.round(((w * h) / (u * u)) * 0.008);
  for (const point of scatter(scene, count, [zone], u * 3)) {
    art += confettiPiece(scene, point, rng.pick(colours), u * rng.range(1.4, 2.6));
  }
  if (!plated) return { art, box: zone, ground: palette.background };
  const plate = makePlate(scene, inset(zone, -u * 1), rng.pick(['rounded', 'ticket'] as const));
  return { art, plate: plate.svg, box: plate.box, ground: palette.light };
}

/** A smooth ridge line across the card, closed down to the bottom edge. */
function ridgeD(
  scene: Scene,
  baseY: number,
  amplitude: number,
  bumps: number,
): { d: string; points: Point[] } {
  const { w, h, rng } = scene;
  const points: Point[] = [];
  for (let i = -1; i <= bumps + 1; i++) {
    points.push([(i / bumps) * w, baseY + rng.range(-amplitude, amplitude)]);
  }
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  return { d: `${smoothOpenD(points)}L${pt([last[0], h + 2])}L${pt([first[0], h + 2])}Z`, points };
}

function ridgeY(points: Point[], x: number): number {
  for (let i = 0; i < points.length - 1; i++) {
    const [x0, y0] = points[i] as Point;
    const [x1, y1] = points[i + 1] as Point;
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (points[0] as Point)[1];
}

function composeHills(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const landscape = w > h;
  const skyTop = mixColours(palette.background, palette.light, 0.6);
  const defs = linearGradient('sky', [
    [skyTop, 0],
    [palette.background, 0.75],
  ]);
  let art = rect(0, 0, w, h, 'url(#sky)');
  const horizon = h * (landscape ? 0.6 : 0.6);
  const sunX = w * rng.range(0.25, 0.75);
  const sunR = u * (landscape ? rng.range(8, 11) : rng.range(14, 19)); // small on wide cards, leaving sky for text
  art += circle(sunX, horizon, sunR * 1.35, palette.accent2, { opacity: 0.18 });
  art += circle(sunX, horizon, sunR, palette.accent2);
  // birds
  for (let i = 0; i < rng.int(2, 4); i++) {
    const bx = sunX + rng.range(-sunR * 2, sunR * 2);
    const by = horizon - sunR - u * rng.range(4, 12);
    const s = u * rng.range(1.2, 2);
    art += line(
      `M${pt([bx - s, by - s * 0.5])}Q${pt([bx - s * 0.4, by - s * 0.6])} ${pt([bx, by])}Q${pt([bx + s * 0.4, by - s * 0.6])} ${pt([bx + s, by - s * 0.5])}`,
      palette.ink,
      u * 0.35,
      { opacity: 0.7 },
    );
  }
  const layers = 4;
  const far = mixColours(palette.accent1, palette.light, 0.55);
  const near = mixColours(palette.accent1, palette.ink, 0.45);
  const accentLayer = rng.int(0, layers - 1);
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const baseY = horizon + (h - horizon) * (0.02 + t * 0.62);
    const ridge = ridgeD(scene, baseY, u * rng.range(2.5, 6), rng.int(2, 4));
    const colour =
      i === accentLayer
        ? mixColours(palette.accent2, palette.accent1, 0.35 + t * 0.3)
        : mixColours(far, near, t);
    art += path(ridge.d, colour);
    if (i === layers - 2) {
      // a few pines along this ridge
      const treeColour = mixColours(near, palette.ink, 0.35);
      for (let k = 0; k < rng.int(3, 7); k++) {
        const tx = rng.range(0.05, 0.95) * w;
        const ty = ridgeY(ridge.points, tx) + u * 1.5;
        const th = u * rng.range(5, 9);
        art += path(
          polygonD([
            [tx, ty - th],
            [tx + th * 0.32, ty],
            [tx - th * 0.32, ty],
          ]),
          treeColour,
        );
      }
    }
  }
  const box: Box = { x: w * 0.1, y: h * 0.07, width: w * 0.8, height: horizon - sunR * 1.5 - h * 0.1 };
  return { defs, art, box, ground: [skyTop, mixColours(skyTop, palette.background, 0.6)] };
}

function composeRainbow(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const landscape = w > h;
  let art = rect(0, 0, w, h, palette.background);
  const cx = w / 2;
  const baseY = h * (landscape ? 0.97 : 0.9);
  const outer = Math.min(w * 0.44, h * 0.5);
  const bands = rng.int(4, 6);
  const thickness = (outer * 0.62) / bands;
  const colours = rng.shuffle([
    palette.accent1,
    palette.accent2,
    mixColours(palette.accent1, palette.accent2, 0.5),
    mixColours(palette.accent1, palette.ink, 0.35),
    mixColours(palette.accent2, palette.light, 0.4),
    mixColours(palette.accent1, palette.light, 0.45),
  ]);
  for (let i = 0; i < bands; i++) {
    const r = outer - thickness * (i + 0.5);
    art += line(
      `M${pt([cx - r, baseY])}A${num(r)} ${num(r)} 0 0 1 ${pt([cx + r, baseY])}`,
      colours[i % colours.length] as string,
      thickness * 0.86,
      {
        'stroke-linecap': 'butt',
      },
    );
  }
  // puffy clouds at the rainbow's feet
  const cloud = palette.light;
  for (const side of [-1, 1]) {
    const fx = cx + side * (outer - (thickness * bands) / 2);
    for (let k = 0; k < 4; k++) {
      art += circle(fx + (k - 1.5) * u * 5.5, baseY - u * (k % 2 ? 5 : 2.5), u * (k % 2 ? 7 : 5.5), cloud);
    }
    art += rect(fx - u * 13, baseY - u * 2.5, u * 26, u * 6, cloud);
  }
  art += rect(0, baseY + u * 3.4, w, h - baseY, palette.background);
  const box: Box = landscape
    ? { x: w * 0.12, y: h * 0.06, width: w * 0.76, height: baseY - outer - h * 0.1 }
    : { x: w * 0.1, y: h * 0.07, width: w * 0.8, height: baseY - outer - h * 0.12 };
  for (const [x, y] of scatter(scene, 9, [box], u * 2, {
    x: 0,
    y: 0,
    width: w,
    height: baseY - outer * 0.7,
  })) {
    art += path(sparkleD(x, y, u * rng.range(1.2, 2.4)), rng.pick([palette.accent1, palette.accent2]));
  }
  return { art, box, ground: palette.background };
}

function composeSunburst(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const centre: Point = [w / 2, h * 0.5];
  const reach = Math.hypot(w, h);
  let art = rect(0, 0, w, h, palette.background);
  const rayColour = mixColours(palette.background, palette.accent1, 0.2);
  if (rng.chance(0.5)) {
    const rays = rng.pick([20, 24, 28, 32]);
    const turn = rng.next();
    for (let i = 0; i < rays; i += 2) {
      const a0 = ((i + turn) / rays) * Math.PI * 2;
      const a1 = ((i + 1 + turn) / rays) * Math.PI * 2;
      art += path(polygonD([centre, polar(centre, reach, a0), polar(centre, reach, a1)]), rayColour);
    }
  } else {
    // concentric rings instead of rays
    const step = u * rng.range(5, 8);
    for (let r = Math.ceil(reach / step) * step; r > 0; r -= step * 2) {
      art += circle(centre[0], centre[1], r, rayColour);
      art += circle(centre[0], centre[1], r - step, palette.background);
    }
  }
  const radius = Math.min(w, h) * 0.36;
  art += circle(centre[0], centre[1], radius + u * 3.2, palette.accent1);
  art += circle(centre[0], centre[1], radius + u * 1.4, palette.accent2);
  const plate = circle(centre[0], centre[1], radius, palette.light);
  // dots around the medallion
  let overlay = '';
  const dots = 36;
  for (let i = 0; i < dots; i++) {
    const [x, y] = polar(centre, radius + u * 6, (i / dots) * Math.PI * 2);
    overlay += circle(x, y, u * 0.7, i % 2 ? palette.accent1 : palette.ink, { opacity: 0.8 });
  }
  const box: Box = {
    x: centre[0] - radius * 0.78,
    y: centre[1] - radius * 0.5,
    width: radius * 1.56,
    height: radius,
  };
  return { art: art + overlay, plate, box, ground: palette.light, noFrame: true };
}

function composeBotanical(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const greens = [
    palette.accent1,
    mixColours(palette.accent1, palette.ink, 0.3),
    mixColours(palette.accent1, palette.light, 0.25),
  ];
  const stemColour = mixColours(palette.accent1, palette.ink, 0.4);
  let art = rect(0, 0, w, h, palette.background);
  const longestWord = Math.max(...scene.greeting.split(/\s+/).map((word) => word.length));
  if (rng.chance(0.5) && longestWord <= 10) {
    // a wreath around the greeting (its round middle would set a long word too small)
    const centre: Point = [w / 2, h / 2];
    const radius = Math.min(w, h) * 0.36;
    art += circle(centre[0], centre[1], radius, 'none', { stroke: stemColour, 'stroke-width': u * 0.5 });
    const count = 40;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * Math.PI * 2 + rng.range(-0.04, 0.04);
      const base = polar(centre, radius + rng.range(-u, u), a);
      const outward = i % 2 === 0 ? -0.55 : 0.55;
      const leaf = rng.chance(0.5) ? roundLeafD : leafD;
      art += path(
        leaf(base, u * rng.range(6, 9), u * rng.range(1.6, 2.4), a + Math.PI / 2 + outward),
        rng.pick(greens),
      );
    }
    for (let i = 0; i < 7; i++) {
      const a = rng.range(0, Math.PI * 2);
      const [x, y] = polar(centre, radius + rng.range(-2, 2) * u, a);
      for (let k = 0; k < 3; k++) {
        art += circle(
          x + Math.cos(k * 2.1) * u * 1.3,
          y + Math.sin(k * 2.1) * u * 1.3,
          u * 1.05,
          palette.accent2,
        );
      }
    }
    const box: Box = {
      x: centre[0] - radius * 0.74,
      y: centre[1] - radius * 0.52,
      width: radius * 1.48,
      height: radius * 1.04,
    };
    return { art, box, ground: palette.background };
  }
  // sprigs growing in from two corners
  const corners: [Point, Point, Point][] = [
    [
      [-u * 2, h + u * 2],
      [w * 0.05, h * 0.7],
      [w * 0.42, h * 0.78],
    ],
    [
      [w + u * 2, -u * 2],
      [w * 0.95, h * 0.3],
      [w * 0.58, h * 0.22],
    ],
  ];
  if (rng.chance(0.5)) {
    corners.push([
      [w + u * 2, h + u * 2],
      [w * 0.9, h * 0.8],
      [w * 0.68, h * 0.93],
    ]);
  }
  for (const [p0, p1, p2] of corners) {
    art += line(`M${pt(p0)}Q${pt(p1)} ${pt(p2)}`, stemColour, u * 0.9);
    const leaves = 16;
    for (let i = 1; i <= leaves; i++) {
      const t = i / (leaves + 0.5);
      const at = quadPoint(p0, p1, p2, t);
      const tangent = quadAngle(p0, p1, p2, t);
      const side = i % 2 === 0 ? 1 : -1;
      const size = u * (14 - t * 7) * rng.range(0.85, 1.15);
      art += path(roundLeafD(at, size, size * 0.3, tangent + side * 0.75), rng.pick(greens));
      if (i % 5 === 2) {
        // a side twig carrying berries
        const twigEnd = polar(at, u * 7, tangent - side * 0.9);
        art += line(`M${pt(at)}L${pt(twigEnd)}`, stemColour, u * 0.4);
        art += circle(twigEnd[0], twigEnd[1], u * 1.2, palette.accent2);
      }
    }
    const tip = quadPoint(p0, p1, p2, 1);
    art += flower(scene, tip, u * 4.2);
  }
  const box = w >= h ? centreBox(scene, 0.6, 0.4) : centreBox(scene, 0.74, 0.3);
  return { art, box, ground: palette.background };
}

function quadPoint(p0: Point, p1: Point, p2: Point, t: number): Point {
  const m = 1 - t;
  return [
    m * m * p0[0] + 2 * m * t * p1[0] + t * t * p2[0],
    m * m * p0[1] + 2 * m * t * p1[1] + t * t * p2[1],
  ];
}

function quadAngle(p0: Point, p1: Point, p2: Point, t: number): number {
  const dx = 2 * (1 - t) * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * (1 - t) * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return Math.atan2(dy, dx);
}

function flower(scene: Scene, [x, y]: Point, size: number): string {
  const { palette, rng } = scene;
  const petals = rng.int(5, 7);
  const turn = rng.next();
  let svg = '';
  for (let i = 0; i < petals; i++) {
    const a = ((i + turn) / petals) * Math.PI * 2;
    svg += path(roundLeafD([x, y], size * 2, size * 0.85, a), palette.accent2);
  }
  return (
    svg + circle(x, y, size * 0.55, palette.light) + circle(x, y, size * 0.3, palette.ink, { opacity: 0.6 })
  );
}

function composeGeometric(scene: Scene): Composition {
  const { w, h, rng, palette } = scene;
  const cols = w >= h ? 6 : 4;
  const tile = w / cols;
  const rows = Math.ceil(h / tile);
  const grounds = [
    palette.background,
    palette.background,
    palette.background,
    palette.accent1,
    palette.accent2,
    palette.ink,
    palette.light,
  ];
  const figures = [palette.accent1, palette.accent2, palette.ink, palette.light, palette.background];
  const bandRow = Math.floor((rows - 2) / 2);
  const bandY = bandRow * tile;
  let art = rect(0, 0, w, h, palette.background);
  for (let r = 0; r < rows; r++) {
    if (r === bandRow || r === bandRow + 1) continue; // the plate covers these rows
    for (let c = 0; c < cols; c++) {
      const x = c * tile;
      const y = r * tile;
      const ground = rng.pick(grounds);
      const figure = rng.pick(figures.filter((f) => f !== ground));
      art += rect(x, y, tile + 0.5, tile + 0.5, ground);
      art += geometricFigure(rng, x, y, tile, figure);
    }
  }
  const plateArea: Box = { x: tile * 0.25, y: bandY + tile * 0.2, width: w - tile * 0.5, height: tile * 1.6 };
  art += rect(0, bandY, w, tile * 2, palette.background);
  const plate = makePlate(scene, plateArea, rng.pick(['rounded', 'ticket'] as const));
  return { art, plate: plate.svg, box: plate.box, ground: palette.light, noFrame: true };
}

function geometricFigure(rng: Random, x: number, y: number, s: number, fill: string): string {
  const kind = rng.int(0, 7);
  const corner = rng.int(0, 3);
  const cx = corner === 1 || corner === 2 ? x + s : x;
  const cy = corner >= 2 ? y + s : y;
  if (kind === 0) {
    // quarter circle from a corner
    const sx = cx === x ? x + s : x;
    const sy = cy === y ? y + s : y;
    const sweep = corner === 0 || corner === 2 ? 0 : 1;
    return path(`M${pt([cx, cy])}L${pt([sx, cy])}A${num(s)} ${num(s)} 0 0 ${sweep} ${pt([cx, sy])}Z`, fill);
  }
  if (kind === 1) {
    // half circle on an edge
    const r = s / 2;
    const edges = [
      `M${pt([x, y + s])}A${num(r)} ${num(r)} 0 0 1 ${pt([x + s, y + s])}Z`,
      `M${pt([x, y])}A${num(r)} ${num(r)} 0 0 0 ${pt([x + s, y])}Z`,
      `M${pt([x, y])}A${num(r)} ${num(r)} 0 0 1 ${pt([x, y + s])}Z`,
      `M${pt([x + s, y])}A${num(r)} ${num(r)} 0 0 0 ${pt([x + s, y + s])}Z`,
    ];
    return path(edges[corner] as string, fill);
  }
  if (kind === 2) return circle(x + s / 2, y + s / 2, s * 0.34, fill);
  if (kind === 3) {
    const pts: Point[] = [
      [x, y],
      [x + s, y],
      [x + s, y + s],
      [x, y + s],
    ];
    return path(polygonD(pts.filter((_, i) => i !== corner)), fill);
  }
  if (kind === 4) {
    let svg = '';
    for (let i = 0; i < 3; i++)
      svg += rect(x + s * 0.14, y + s * (0.16 + i * 0.27), s * 0.72, s * 0.14, fill);
    return svg;
  }
  if (kind === 5) {
    // a lens: two quarter arcs
    return path(
      `M${pt([x, y + s])}A${num(s)} ${num(s)} 0 0 1 ${pt([x + s, y])}A${num(s)} ${num(s)} 0 0 1 ${pt([x, y + s])}Z`,
      fill,
    );
  }
  if (kind === 6) {
    return (
      circle(x + s / 2, y + s / 2, s * 0.36, 'none', { stroke: fill, 'stroke-width': s * 0.1 }) +
      circle(x + s / 2, y + s / 2, s * 0.1, fill)
    );
  }
  return '';
}

function composeWaves(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const skyTop = mixColours(palette.background, palette.light, 0.5);
  const defs = linearGradient('sky', [
    [skyTop, 0],
    [palette.background, 1],
  ]);
  let art = rect(0, 0, w, h, 'url(#sky)');
  const top = h * 0.55;
  const sunX = w * rng.range(0.2, 0.8);
  const sunR = u * (w > h ? rng.range(7, 10) : rng.range(10, 15));
  art += circle(sunX, top - u * 2, sunR, palette.accent2);
  const bands = 5;
  const from = mixColours(palette.accent1, palette.light, 0.5);
  const to = mixColours(palette.accent1, palette.ink, 0.5);
  const wavelength = w / rng.range(1.6, 2.6);
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const y = top + (h - top) * t * 0.82;
    const amplitude = u * rng.range(1.8, 3.2);
    const phase = rng.range(0, Math.PI * 2);
    const wave = waveBandD(0, w, y, amplitude, wavelength * (1 - t * 0.2), phase, h + 2);
    art += path(wave.band, mixColours(from, to, t));
    // a foam line just under the crest
    art += line(wave.crest, palette.light, u * 0.45, {
      opacity: 0.55,
      transform: `translate(0 ${num(u * 1.6)})`,
    });
  }
  // a few gulls
  for (let i = 0; i < rng.int(2, 3); i++) {
    const bx = rng.range(0.15, 0.85) * w;
    const by = top - sunR - u * rng.range(4, 10);
    const s = u * 1.6;
    art += line(
      `M${pt([bx - s, by])}Q${pt([bx - s * 0.5, by - s * 0.7])} ${pt([bx, by])}Q${pt([bx + s * 0.5, by - s * 0.7])} ${pt([bx + s, by])}`,
      palette.ink,
      u * 0.35,
      { opacity: 0.6 },
    );
  }
  const box: Box = { x: w * 0.1, y: h * 0.07, width: w * 0.8, height: top - sunR * 2 - h * 0.11 };
  return { defs, art, box, ground: [skyTop, mixColours(skyTop, palette.background, 0.6)] };
}

function composeBalloons(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const landscape = w > h;
  // faint polka dots, as a pattern so they cost a few bytes
  const dot = mixColours(palette.background, palette.light, 0.5);
  const step = u * 9;
  const defs =
    `<pattern id="dots" width="${num(step)}" height="${num(step * 1.74)}" patternUnits="userSpaceOnUse">` +
    `${circle(step / 4, step * 0.435, u * 0.8, dot)}${circle(step * 0.75, step * 1.305, u * 0.8, dot)}</pattern>`;
  let art = rect(0, 0, w, h, palette.background) + rect(0, 0, w, h, 'url(#dots)');
  const box: Box = landscape
    ? { x: w * 0.06, y: h * 0.18, width: w * 0.5, height: h * 0.64 }
    : { x: w * 0.1, y: h * 0.07, width: w * 0.8, height: h * 0.27 };
  const knot: Point = landscape ? [w * 0.78, h * 0.95] : [w * 0.5 + rng.range(-4, 4) * u, h * 0.95];
  const region: Box = landscape
    ? { x: w * 0.64, y: h * 0.2, width: w * 0.26, height: h * 0.34 }
    : { x: w * 0.22, y: h * 0.47, width: w * 0.56, height: h * 0.18 };
  const colours = rng.shuffle([
    palette.accent1,
    palette.accent2,
    mixColours(palette.accent1, palette.accent2, 0.5),
    mixColours(palette.accent1, palette.light, 0.35),
    mixColours(palette.accent2, palette.ink, 0.2),
  ]);
  const count = rng.int(5, 7);
  const balloons: { at: Point; r: number; colour: string }[] = [];
  // spread the balloons: best of a few candidates, the one furthest from those already placed
  for (let i = 0; i < count; i++) {
    let at: Point = [0, 0];
    let bestGap = -1;
    for (let k = 0; k < 8; k++) {
      const candidate: Point = [region.x + rng.next() * region.width, region.y + rng.next() * region.height];
      const gap = Math.min(
        ...balloons.map((b) => Math.hypot(b.at[0] - candidate[0], b.at[1] - candidate[1])),
        1e9,
      );
      if (gap > bestGap) {
        bestGap = gap;
        at = candidate;
      }
    }
    balloons.push({ at, r: u * rng.range(9, 12), colour: colours[i % colours.length] as string });
  }
  balloons.sort((a, b) => a.at[1] - b.at[1]);
  const ink = mixColours(palette.ink, palette.background, 0.3);
  let strings = '';
  let shapes = '';
  for (const { at, r, colour } of balloons) {
    const [x, y] = at;
    const bottom: Point = [x, y + r * 1.22];
    const mid: Point = [(x + knot[0]) / 2 + rng.range(-3, 3) * u, (bottom[1] + knot[1]) / 2];
    strings += line(smoothOpenD([bottom, mid, knot]), ink, u * 0.28, { opacity: 0.7 });
    shapes += path(balloonD(x, y, r), colour);
    shapes += path(
      polygonD([
        [x, y + r * 0.98],
        [x + r * 0.16, y + r * 1.24],
        [x - r * 0.16, y + r * 1.24],
      ]),
      colour,
    );
    shapes += ellipse(x - r * 0.38, y - r * 0.42, r * 0.16, r * 0.3, palette.light, {
      opacity: 0.55,
      transform: `rotate(25 ${num(x - r * 0.38)} ${num(y - r * 0.42)})`,
    });
  }
  // a bow where the strings meet
  const [kx, ky] = knot;
  const bow = palette.accent1;
  art += strings + shapes;
  art += path(
    `M${pt(knot)}Q${pt([kx - u * 4, ky - u * 3])} ${pt([kx - u * 4.2, ky])}Q${pt([kx - u * 4, ky + u * 3])} ${pt(knot)}Z`,
    bow,
  );
  art += path(
    `M${pt(knot)}Q${pt([kx + u * 4, ky - u * 3])} ${pt([kx + u * 4.2, ky])}Q${pt([kx + u * 4, ky + u * 3])} ${pt(knot)}Z`,
    bow,
  );
  art += circle(kx, ky, u * 1, mixColours(bow, palette.ink, 0.3));
  return { defs, art, box, ground: palette.background };
}

function crescentD([cx, cy]: Point, r: number, offset: number): string {
  // two circles of radius r, the second shifted right by offset; the crescent is the first minus the second
  const hx = cx + offset / 2;
  const hy = Math.sqrt(Math.max(0, r * r - (offset / 2) ** 2));
  const top: Point = [hx, cy - hy];
  const bottom: Point = [hx, cy + hy];
  return `M${pt(top)}A${num(r)} ${num(r)} 0 1 0 ${pt(bottom)}A${num(r)} ${num(r)} 0 0 1 ${pt(top)}Z`;
}

function composeNightSky(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  const darkGround = isDark(palette.background);
  const deep = darkGround ? palette.background : mixColours(palette.ink, palette.accent1, 0.1);
  const top = mixColours(deep, '#000000', 0.3);
  // a dusk glow towards the horizon, tinted by the palette's ground (or its accent on dark palettes)
  const bottom = mixColours(deep, darkGround ? palette.accent1 : palette.background, darkGround ? 0.25 : 0.3);
  const defs = `<linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${num(h)}"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
  let art = rect(0, 0, w, h, 'url(#sky)');
  const box = w >= h ? centreBox(scene, 0.7, 0.38, 0.48) : centreBox(scene, 0.8, 0.3, 0.47);
  const starLight = mixColours(palette.light, palette.accent2, 0.15);
  for (const [x, y] of scatter(scene, Math.round(((w * h) / (u * u)) * 0.006), [box], u * 1.5, {
    x: 0,
    y: 0,
    width: w,
    height: h * 0.8,
  })) {
    art += circle(x, y, u * rng.range(0.15, 0.45), starLight, {
      opacity: Math.round(rng.range(0.45, 1) * 10) / 10,
    });
  }
  for (const [x, y] of scatter(scene, 6, [box], u * 4, { x: 0, y: 0, width: w, height: h * 0.7 })) {
    art += path(sparkleD(x, y, u * rng.range(1.4, 2.6)), rng.pick([palette.accent2, starLight]));
  }
  const moonAt: Point = [w * rng.pick([0.22, 0.78]), h * 0.14];
  const moonR = u * rng.range(7, 9);
  art += circle(moonAt[0], moonAt[1], moonR * 2.2, starLight, { opacity: 0.06 });
  art += circle(moonAt[0], moonAt[1], moonR * 1.5, starLight, { opacity: 0.08 });
  art += path(crescentD(moonAt, moonR, moonR * 0.9), mixColours(palette.accent2, palette.light, 0.4));
  // a skyline of pines
  const treeColour = mixColours(deep, '#000000', 0.45);
  art += path(ridgeD(scene, h * 0.94, u * 1.5, 3).d, treeColour);
  let x = -u * 3;
  while (x < w + u * 3) {
    const th = u * rng.range(7, 15);
    const base = h * 0.95;
    art += path(
      polygonD([
        [x, base - th],
        [x + th * 0.22, base - th * 0.55],
        [x + th * 0.12, base - th * 0.55],
        [x + th * 0.3, base],
        [x - th * 0.3, base],
        [x - th * 0.12, base - th * 0.55],
        [x - th * 0.22, base - th * 0.55],
      ]),
      treeColour,
    );
    x += u * rng.range(3.5, 7);
  }
  const ground = [mixColours(top, bottom, 0.3), mixColours(top, bottom, 0.65)];
  const textColour =
    [palette.accent2, palette.light].find((c) => minContrast(c, ground) >= 4.5 && rng.chance(0.5)) ??
    pickReadable(mixColours(top, bottom, 0.65), [palette.light, '#ffffff']);
  return { defs, art, box, ground, textColour };
}

function composeHearts(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  // One heart outline in defs, placed many times: a pattern of full paths would blow the size budget.
  const defs = `<path id="heart" d="${heartD(0, 0, 10)}"/>`;
  const heart = (x: number, y: number, size: number, angle: number, fill: string) =>
    `<use href="#heart" transform="translate(${num(x)} ${num(y)}) rotate(${num((angle * 180) / Math.PI)}) scale(${num(size / 10)})" fill="${fill}"/>`;
  let art = rect(0, 0, w, h, palette.background);
  const colours = [palette.accent1, palette.accent2, mixColours(palette.accent1, palette.light, 0.4)];
  if (rng.chance(0.5)) {
    // scattered hearts around a calm centre
    const zone = w >= h ? centreBox(scene, 0.62, 0.42) : centreBox(scene, 0.76, 0.28);
    const count = Math.round(((w * h) / (u * u)) * 0.0045);
    for (const [x, y] of scatter(scene, count, [zone], u * 5)) {
      art += heart(x, y, u * rng.range(3, 8), rng.range(-0.5, 0.5), rng.pick(colours));
    }
    return { defs, art, box: zone, ground: palette.background };
  }
  // a tidy pattern with the greeting on a plate
  const step = u * 11;
  for (let y = step / 2, row = 0; y < h + step; y += step * 0.8, row++) {
    for (let x = row % 2 ? step / 2 : 0; x < w + step; x += step) {
      art += heart(x, y, u * 4.2, 0, colours[(row + Math.round(x / step)) % colours.length] as string);
    }
  }
  const area = w >= h ? centreBox(scene, 0.66, 0.5) : centreBox(scene, 0.82, 0.34);
  const plate = makePlate(scene, area, rng.pick(['rounded', 'pill', 'ticket'] as const));
  return { defs, art, plate: plate.svg, box: plate.box, ground: palette.light, noFrame: true };
}

function composeBlobs(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  let art = rect(0, 0, w, h, palette.background);
  const anchors: Point[] = rng.shuffle([
    [0, 0],
    [w, 0],
    [0, h],
    [w, h],
    [0, h * 0.5],
    [w, h * 0.5],
    [w * 0.5, 0],
    [w * 0.5, h],
  ] as Point[]);
  const colours = rng.shuffle([
    palette.accent1,
    palette.accent2,
    mixColours(palette.accent1, palette.light, 0.4),
    mixColours(palette.accent2, palette.ink, 0.25),
    mixColours(palette.accent1, palette.accent2, 0.5),
  ]);
  for (let i = 0; i < 6; i++) {
    const [ax, ay] = anchors[i] as Point;
    const centre: Point = [ax + rng.range(-8, 8) * u, ay + rng.range(-8, 8) * u];
    art += path(
      smoothClosedD(blobPoints(centre, u * rng.range(20, 32), rng, 8, 0.22)),
      colours[i % colours.length] as string,
    );
  }
  // a dot grid and a squiggle for texture
  const [gx, gy] = [rng.range(0.1, 0.6) * w, rng.pick([0.08, 0.78]) * h];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 6; c++)
      art += circle(gx + c * u * 3, gy + r * u * 3, u * 0.55, palette.ink, { opacity: 0.55 });
  const squiggle: Point[] = [];
  const sx = rng.range(0.1, 0.5) * w;
  const sy = rng.pick([0.2, 0.85]) * h;
  for (let i = 0; i < 7; i++) squiggle.push([sx + i * u * 4, sy + (i % 2 ? -1 : 1) * u * 2.2]);
  art += line(smoothOpenD(squiggle), palette.ink, u * 0.7, { opacity: 0.75 });
  const area = w >= h ? centreBox(scene, 0.66, 0.46) : centreBox(scene, 0.8, 0.3);
  const plate = makePlate(scene, area, rng.pick(['rounded', 'pill'] as const));
  return { art, plate: plate.svg, box: plate.box, ground: palette.light };
}

function composeBunting(scene: Scene): Composition {
  const { w, h, u, rng, palette } = scene;
  let art = rect(0, 0, w, h, palette.background);
  const colours = rng.shuffle([
    palette.accent1,
    palette.accent2,
    mixColours(palette.accent1, palette.light, 0.4),
    mixColours(palette.accent2, palette.ink, 0.2),
  ]);
  const garlands = w >= h ? [h * 0.05] : [h * 0.05, h * 0.15];
  let flagIndex = 0;
  for (const [g, y] of garlands.entries()) {
    const start: Point = [-u * 2, y + (g ? u * 6 : 0)];
    const end: Point = [w + u * 2, y + (g ? 0 : u * 6)];
    const sag: Point = [w / 2, y + u * (g ? 16 : 14)];
    art += line(`M${pt(start)}Q${pt(sag)} ${pt(end)}`, palette.ink, u * 0.3, { opacity: 0.7 });
    const flags = w >= h ? 14 : 9;
    const size = (w / flags) * 0.42;
    for (let i = 0; i < flags; i++) {
      const t = (i + 0.5) / flags;
      const left = quadPoint(start, sag, end, t - 0.42 / flags);
      const right = quadPoint(start, sag, end, t + 0.42 / flags);
      const middle = quadPoint(start, sag, end, t);
      const tip: Point = [middle[0], middle[1] + size * 2.1];
      const colour = colours[flagIndex++ % colours.length] as string;
      art += path(polygonD([left, right, tip]), colour);
      if (i % 2 === 0)
        art += circle(middle[0], middle[1] + size * 0.75, size * 0.2, palette.light, { opacity: 0.8 });
    }
  }
  const box = w >= h ? centreBox(scene, 0.7, 0.42, 0.58) : centreBox(scene, 0.8, 0.3, 0.55);
  for (const [x, y] of scatter(scene, 40, [box], u * 3, { x: 0, y: h * 0.3, width: w, height: h * 0.7 })) {
    art += confettiPiece(scene, [x, y], rng.pick(colours), u * rng.range(1.2, 2));
  }
  return { art, box, ground: palette.background };
}

// --- inside and back ---------------------------------------------------------------------------------

function paperColour(palette: Palette): string {
  return isDark(palette.background) ? palette.light : mixColours(palette.light, palette.background, 0.15);
}

function renderInside(scene: Scene, page: 'inside-left' | 'inside-right'): string {
  const { w, h, u, palette } = scene;
  let body = rect(0, 0, w, h, paperColour(palette));
  if (page === 'inside-left') {
    // a faint wash of the front's accents, like the art showing through
    body += circle(w * 0.12, h * 0.9, u * 34, palette.accent1, { opacity: 0.07 });
    body += circle(w * 0.3, h * 1.02, u * 24, palette.accent2, { opacity: 0.08 });
  } else {
    body += rect(0, h - u * 2.2, w, u * 2.2, palette.accent1, { opacity: 0.35 });
    body += path(heartD(w / 2, h - u * 7, u * 2.4), palette.accent1, { opacity: 0.35 });
  }
  return svgDocument(w, h, body);
}

function renderBack(scene: Scene, artistName: string): string {
  const { w, h, u, palette } = scene;
  const paper = paperColour(palette);
  const ink = pickReadable(paper, [palette.ink, '#1b1b1b']);
  let body = rect(0, 0, w, h, paper);
  const cx = w / 2;
  const markY = h * 0.8;
  // the shop mark: a little folded card
  body += path(
    polygonD([
      [cx - u * 2.6, markY - u * 3.2],
      [cx + u * 0.2, markY - u * 4],
      [cx + u * 0.2, markY + u * 0.2],
      [cx - u * 2.6, markY + u * 1],
    ]),
    palette.accent1,
  );
  body += path(
    polygonD([
      [cx + u * 0.2, markY - u * 4],
      [cx + u * 2.8, markY - u * 3.2],
      [cx + u * 2.8, markY + u * 1],
      [cx + u * 0.2, markY + u * 0.2],
    ]),
    mixColours(palette.accent1, palette.ink, 0.3),
  );
  const name = setTextBlock(['Cardshop'], 'playfair-display', {
    x: cx - u * 20,
    y: markY + u * 3,
    width: u * 40,
    height: u * 4.2,
  });
  body += path(name.d, ink);
  const credit = setTextBlock([`Art by ${artistName}`], 'playfair-display', {
    x: cx - u * 35,
    y: markY + u * 8.5,
    width: u * 70,
    height: u * 2.6,
  });
  body += path(credit.d, ink, { opacity: 0.7 });
  body += rect(cx - u * 6, markY + u * 13.5, u * 12, u * 0.25, palette.accent1, { opacity: 0.6 });
  return svgDocument(w, h, body);
}
