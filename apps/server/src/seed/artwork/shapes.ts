// SVG building blocks shared by the renderers. Every number goes through num() so the output is short
// and identical everywhere (plain decimal strings, no locale, no exponent notation at these sizes).
import type { Random } from './random.ts';

export type Point = readonly [number, number];

/** A coordinate rounded to one decimal, as SVG text. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return String(rounded === 0 ? 0 : rounded); // no '-0'
}

export function pt([x, y]: Point): string {
  return `${num(x)} ${num(y)}`;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Optional attributes, skipping undefined ones; opacity 1 is left out. */
function extras(attributes: Record<string, string | number | undefined>): string {
  let out = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || (key.endsWith('opacity') && value === 1)) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : value}"`;
  }
  return out;
}

export type Attributes = Record<string, string | number | undefined>;

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  more: Attributes = {},
) {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="${fill}"${extras(more)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, more: Attributes = {}): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"${extras(more)}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, more: Attributes = {}) {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extras(more)}/>`;
}

export function path(d: string, fill: string, more: Attributes = {}): string {
  return `<path d="${d}" fill="${fill}"${extras(more)}/>`;
}

/** A stroked, unfilled path with round ends. */
export function line(d: string, stroke: string, width: number, more: Attributes = {}): string {
  const attributes = {
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...more,
  };
  return `<path d="${d}" fill="none"${extras(attributes)}/>`;
}

export function polygonD(points: readonly Point[]): string {
  return `M${points.map(pt).join('L')}Z`;
}

export function polylineD(points: readonly Point[]): string {
  return `M${points.map(pt).join('L')}`;
}

/** Rotates a point around a centre; angles in radians. */
export function rotate([x, y]: Point, [cx, cy]: Point, angle: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

/** Corners of a rectangle centred on (cx, cy), rotated by angle. */
export function rectCorners(
  cx: number,
  cy: number,
  halfWidth: number,
  halfHeight: number,
  angle = 0,
): Point[] {
  const corners: Point[] = [
    [cx - halfWidth, cy - halfHeight],
    [cx + halfWidth, cy - halfHeight],
    [cx + halfWidth, cy + halfHeight],
    [cx - halfWidth, cy + halfHeight],
  ];
  return corners.map((corner) => rotate(corner, [cx, cy], angle));
}

export function polar([cx, cy]: Point, radius: number, angle: number): Point {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

/** A smooth closed curve through the points (Catmull-Rom as cubic Béziers). */
export function smoothClosedD(points: readonly Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n] as Point;
  let d = `M${pt(at(0))}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + ((p2[0] - p0[0]) / 6) * tension, p1[1] + ((p2[1] - p0[1]) / 6) * tension];
    const c2: Point = [p2[0] - ((p3[0] - p1[0]) / 6) * tension, p2[1] - ((p3[1] - p1[1]) / 6) * tension];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return `${d}Z`;
}

/** A smooth open curve through the points; the end tangents mirror their neighbours. */
export function smoothOpenD(points: readonly Point[]): string {
  const n = points.length;
  if (n < 2) return '';
  const at = (i: number) => points[Math.max(0, Math.min(n - 1, i))] as Point;
  let d = `M${pt(at(0))}`;
  for (let i = 0; i < n - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`;
  }
  return d;
}

/** Points of an organic blob: a circle whose radius wobbles. */
export function blobPoints(centre: Point, radius: number, random: Random, count = 8, wobble = 0.25): Point[] {
  const start = random.next() * Math.PI * 2;
  return Array.from({ length: count }, (_, i) =>
    polar(centre, radius * (1 - wobble + random.next() * wobble * 2), start + (i / count) * Math.PI * 2),
  );
}

/** A heart of the given width, centred on (cx, cy), rotated by angle. */
export function heartD(cx: number, cy: number, size: number, angle = 0): string {
  const s = size / 2;
  const c: Point = [cx, cy];
  const p = (x: number, y: number) => pt(rotate([cx + x * s, cy + y * s], c, angle));
  return (
    `M${p(0, 0.95)}` +
    `C${p(-0.3, 0.7)} ${p(-1, 0.25)} ${p(-1, -0.3)}` +
    `C${p(-1, -0.75)} ${p(-0.65, -1)} ${p(-0.48, -1)}` +
    `C${p(-0.2, -1)} ${p(-0.05, -0.85)} ${p(0, -0.62)}` +
    `C${p(0.05, -0.85)} ${p(0.2, -1)} ${p(0.48, -1)}` +
    `C${p(0.65, -1)} ${p(1, -0.75)} ${p(1, -0.3)}` +
    `C${p(1, 0.25)} ${p(0.3, 0.7)} ${p(0, 0.95)}Z`
  );
}

export /** A balloon: rounder on top, narrowing to the knot. */
function balloonD(x: number, y: number, r: number): string {
  const p = (dx: number, dy: number) => pt([x + dx * r, y + dy * r]);
  return (
    `M${p(0, -1.15)}C${p(0.6, -1.15)} ${p(1, -0.72)} ${p(1, -0.1)}C${p(1, 0.45)} ${p(0.42, 0.95)} ${p(0, 1.02)}` +
    `C${p(-0.42, 0.95)} ${p(-1, 0.45)} ${p(-1, -0.1)}C${p(-1, -0.72)} ${p(-0.6, -1.15)} ${p(0, -1.15)}Z`
  );
}

/** A pointed leaf from its base, growing towards angle. */
export function leafD(base: Point, length: number, width: number, angle: number): string {
  const tip = polar(base, length, angle);
  const side = (sign: number): Point =>
    rotate([base[0] + length * 0.45, base[1] + sign * width], base, angle);
  const [l1, r1] = [side(-1), side(1)];
  return `M${pt(base)}Q${pt(l1)} ${pt(tip)}Q${pt(r1)} ${pt(base)}Z`;
}

/** A rounded leaf (two cubic arcs) — fuller than leafD, for foliage. */
export function roundLeafD(base: Point, length: number, width: number, angle: number): string {
  const tip = polar(base, length, angle);
  const p = (along: number, across: number) =>
    pt(rotate([base[0] + length * along, base[1] + width * across], base, angle));
  return `M${pt(base)}C${p(0.2, -1)} ${p(0.75, -0.9)} ${pt(tip)}C${p(0.75, 0.9)} ${p(0.2, 1)} ${pt(base)}Z`;
}

/** A star polygon with the given number of points. */
export function starD(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points = 5,
  angle = -Math.PI / 2,
): string {
  const corners: Point[] = [];
  for (let i = 0; i < points * 2; i++) {
    corners.push(polar([cx, cy], i % 2 === 0 ? outer : inner, angle + (i * Math.PI) / points));
  }
  return polygonD(corners);
}

/** A four-pointed sparkle with concave sides. */
export function sparkleD(cx: number, cy: number, r: number): string {
  const k = r * 0.14;
  return (
    `M${pt([cx, cy - r])}Q${pt([cx + k, cy - k])} ${pt([cx + r, cy])}Q${pt([cx + k, cy + k])} ${pt([cx, cy + r])}` +
    `Q${pt([cx - k, cy + k])} ${pt([cx - r, cy])}Q${pt([cx - k, cy - k])} ${pt([cx, cy - r])}Z`
  );
}

/** A rectangle with rounded corners as path data (rx clamped to fit). */
export function roundedRectD(x: number, y: number, width: number, height: number, radius: number): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  return (
    `M${pt([x + r, y])}H${num(x + width - r)}A${num(r)} ${num(r)} 0 0 1 ${pt([x + width, y + r])}` +
    `V${num(y + height - r)}A${num(r)} ${num(r)} 0 0 1 ${pt([x + width - r, y + height])}` +
    `H${num(x + r)}A${num(r)} ${num(r)} 0 0 1 ${pt([x, y + height - r])}` +
    `V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${pt([x + r, y])}Z`
  );
}

/** A wavy horizontal band: a sine-like top edge (the crest) from x0 to x1, closed down to the bottom. */
export function waveBandD(
  x0: number,
  x1: number,
  y: number,
  amplitude: number,
  wavelength: number,
  phase: number,
  bottom: number,
): { band: string; crest: string } {
  const points: Point[] = [];
  const step = wavelength / 8;
  for (let x = x0 - wavelength; x <= x1 + wavelength; x += step) {
    points.push([x, y + amplitude * Math.sin(((x - x0) / wavelength) * Math.PI * 2 + phase)]);
  }
  const first = points[0] as Point;
  const last = points[points.length - 1] as Point;
  const crest = smoothOpenD(points);
  return { band: `${crest}L${pt([last[0], bottom])}L${pt([first[0], bottom])}Z`, crest };
}

export function linearGradient(id: string, stops: readonly [string, number][], vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const body = stops
    .map(([colour, offset]) => `<stop offset="${num(offset)}" stop-color="${colour}"/>`)
    .join('');
  return `<linearGradient id="${id}" ${direction}>${body}</linearGradient>`;
}

export function radialGradient(id: string, stops: readonly [string, number, number?][]): string {
  const body = stops
    .map(([colour, offset, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`;
      return `<stop offset="${num(offset)}" stop-color="${colour}"${alpha}/>`;
    })
    .join('');
  return `<radialGradient id="${id}">${body}</radialGradient>`;
}

/** A complete standalone SVG document. */
export function svgDocument(width: number, height: number, body: string, defs = ''): string {
  const w = num(width);
  const h = num(height);
  const head = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">`;
  return `${head}${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
}
