import { describe, expect, it } from 'vitest';
import {
  alignmentCenters,
  inFinder,
  isQrStyle,
  QR_QUIET_ZONE,
  QR_STYLES,
  type QrCircle,
  type QrModules,
  type QrRect,
  qrDrawing,
  qrPathData,
  qrSvg,
} from './qr-geometry.ts';

// A 21-module code (version 1) laid out as a real one is: the three finder patterns in their corners,
// and a fixed scatter of data modules elsewhere, with a lone module, a run of three and a 2×2 block.

const SIZE = 21;

function modulesOf(dark: Set<string>): QrModules {
  return { size: SIZE, get: (row, column) => dark.has(`${row},${column}`) };
}

function codeWith(data: Array<[number, number]>): QrModules {
  const dark = new Set<string>();
  for (const [top, left] of [
    [0, 0],
    [0, SIZE - 7],
    [SIZE - 7, 0],
  ] as const) {
    for (let r = 0; r < 7; r += 1) {
      for (let c = 0; c < 7; c += 1) {
        const ring = r === 0 || r === 6 || c === 0 || c === 6;
        const core = r >= 2 && r <= 4 && c >= 2 && c <= 4;
        if (ring || core) dark.add(`${top + r},${left + c}`);
      }
    }
  }
  for (const [r, c] of data) dark.add(`${r},${c}`);
  return modulesOf(dark);
}

const LONE: [number, number] = [10, 10];
const RUN: Array<[number, number]> = [
  [12, 9],
  [12, 10],
  [12, 11],
];
const BLOCK: Array<[number, number]> = [
  [15, 15],
  [15, 16],
  [16, 15],
  [16, 16],
];
const CODE = codeWith([LONE, ...RUN, ...BLOCK]);
const DATA_MODULES = 1 + RUN.length + BLOCK.length;

const rects = (shapes: ReturnType<typeof qrDrawing>['shapes']) =>
  shapes.filter((shape): shape is QrRect => shape.kind === 'rect');
const circles = (shapes: ReturnType<typeof qrDrawing>['shapes']) =>
  shapes.filter((shape): shape is QrCircle => shape.kind === 'circle');
const q = QR_QUIET_ZONE;

/** The shape covering the centre of module (row, column), if any, among the non-hole shapes. */
const at = (shapes: ReturnType<typeof qrDrawing>['shapes'], row: number, column: number) =>
  shapes.find((shape) =>
    shape.kind === 'circle'
      ? Math.hypot(shape.cx - (column + q + 0.5), shape.cy - (row + q + 0.5)) < shape.r
      : !shape.hole &&
        column + q + 0.5 > shape.x &&
        column + q + 0.5 < shape.x + shape.width &&
        row + q + 0.5 > shape.y &&
        row + q + 0.5 < shape.y + shape.height,
  );

describe('QR styles', () => {
  it('names the styles the editor offers, and only those', () => {
    expect(QR_STYLES).toEqual(['square', 'rounded', 'dots']);
    expect(isQrStyle('dots')).toBe(true);
    expect(isQrStyle('hearts')).toBe(false);
    expect(isQrStyle(undefined)).toBe(false);
  });

  it('knows which modules belong to the finder patterns', () => {
    expect(inFinder(SIZE, 0, 0)).toBe(true);
    expect(inFinder(SIZE, 6, 20)).toBe(true);
    expect(inFinder(SIZE, 20, 6)).toBe(true);
    expect(inFinder(SIZE, 20, 20)).toBe(false);
    expect(inFinder(SIZE, 7, 7)).toBe(false);
  });
});

describe('qrDrawing', () => {
  it('puts the code inside a quiet zone', () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const drawing = qrDrawing(CODE, style);
      expect(drawing.side).toBe(SIZE + 2 * q);
      expect(drawing.shapes.length).toBeGreaterThan(0);
      for (const shape of drawing.shapes) {
        const [left, top, right, bottom] =
          shape.kind === 'circle'
            ? [shape.cx - shape.r, shape.cy - shape.r, shape.cx + shape.r, shape.cy + shape.r]
            : [shape.x, shape.y, shape.x + shape.width, shape.y + shape.height];
        expect(left).toBeGreaterThanOrEqual(q);
        expect(top).toBeGreaterThanOrEqual(q);
        expect(right).toBeLessThanOrEqual(SIZE + q);
        expect(bottom).toBeLessThanOrEqual(SIZE + q);
      }
    }
  });

  it('draws the three finder patterns solid in every style: ring, hole, core — never dots', () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const { shapes } = qrDrawing(CODE, style);
      const finders = rects(shapes).filter((shape) => shape.width === 7);
      expect(finders.map((shape) => [shape.x, shape.y])).toEqual([
        [q, q],
        [SIZE - 7 + q, q],
        [q, SIZE - 7 + q],
      ]);
      for (const outer of finders) {
        const hole = rects(shapes).find(
          (shape) => shape.hole && shape.x === outer.x + 1 && shape.y === outer.y + 1,
        );
        expect(hole?.width).toBe(5);
        const core = rects(shapes).find(
          (shape) => !shape.hole && shape.width === 3 && shape.x === outer.x + 2 && shape.y === outer.y + 2,
        );
        expect(core?.height).toBe(3);
      }
      // No other shape lies in a finder pattern.
      const others = shapes.filter(
        (shape) => shape.kind === 'circle' || (shape.width !== 7 && shape.width !== 5 && shape.width !== 3),
      );
      expect(others.length).toBeGreaterThan(0);
      for (const shape of others) {
        const column = Math.floor((shape.kind === 'circle' ? shape.cx : shape.x) - q);
        const row = Math.floor((shape.kind === 'circle' ? shape.cy : shape.y) - q);
        expect(inFinder(SIZE, row, column)).toBe(false);
      }
      expect(rects(shapes).filter((shape) => shape.hole)).toHaveLength(3);
    }
  });

  it('rounds the finder patterns in the rounded and dots styles, and not in the square one', () => {
    const outerOf = (style: string) =>
      rects(qrDrawing(CODE, style).shapes).find((shape) => shape.width === 7);
    expect(outerOf('square')?.radii).toEqual([0, 0, 0, 0]);
    expect(outerOf('rounded')?.radii).toEqual([2, 2, 2, 2]);
    expect(outerOf('dots')?.radii).toEqual([2, 2, 2, 2]);
  });

  it('square: each row’s run of dark modules is one rectangle, covering exactly the dark modules', () => {
    const { shapes } = qrDrawing(CODE, 'square');
    const data = rects(shapes).filter((shape) => shape.height === 1);
    expect(data.map((shape) => [shape.y - q, shape.x - q, shape.width])).toEqual([
      [10, 10, 1],
      [12, 9, 3],
      [15, 15, 2],
      [16, 15, 2],
    ]);
    expect(data.every((shape) => shape.radii.every((radius) => radius === 0))).toBe(true);
    expect(data.reduce((sum, shape) => sum + shape.width, 0)).toBe(DATA_MODULES);
  });

  it('rounded: one square per dark module, corners round only where no neighbour touches them', () => {
    const { shapes } = qrDrawing(CODE, 'rounded');
    const data = rects(shapes).filter((shape) => shape.width === 1);
    expect(data).toHaveLength(DATA_MODULES);
    const radiiAt = (row: number, column: number) => (at(shapes, row, column) as QrRect).radii;
    // A lone module is rounded at every corner (a circle).
    expect(radiiAt(...LONE)).toEqual([0.5, 0.5, 0.5, 0.5]);
    // The ends of a run are round outside, square where they join the middle.
    expect(radiiAt(12, 9)).toEqual([0.5, 0, 0, 0.5]);
    expect(radiiAt(12, 10)).toEqual([0, 0, 0, 0]);
    expect(radiiAt(12, 11)).toEqual([0, 0.5, 0.5, 0]);
    // A 2×2 block is a square with four round outer corners.
    expect(radiiAt(15, 15)).toEqual([0.5, 0, 0, 0]);
    expect(radiiAt(16, 16)).toEqual([0, 0, 0.5, 0]);
  });

  it('dots: one dot per dark module, apart from its neighbours, centred on it', () => {
    const { shapes } = qrDrawing(CODE, 'dots');
    const dots = circles(shapes);
    expect(dots).toHaveLength(DATA_MODULES);
    for (const dot of dots) {
      expect(dot.r).toBeGreaterThan(0.35);
      expect(dot.r).toBeLessThan(0.5);
      expect((dot.cx - q) % 1).toBeCloseTo(0.5);
      expect((dot.cy - q) % 1).toBeCloseTo(0.5);
    }
    for (const [row, column] of [LONE, ...RUN, ...BLOCK]) expect(at(shapes, row, column)).toBeDefined();
    expect(at(shapes, 11, 10)).toBeUndefined();
  });

  it('draws the alignment pattern of a version 2 code solid too, never as dots', () => {
    // 25 modules: the finders, and the alignment pattern centred on module (18, 18).
    const dark = new Set<string>();
    const original = codeWith([]);
    for (let r = 0; r < 21; r += 1) {
      for (let c = 0; c < 21; c += 1) {
        // The finders of a 21-module code, moved to a 25-module one's corners.
        if (original.get(r, c)) dark.add(`${r < 7 ? r : r + 4},${c < 7 ? c : c + 4}`);
      }
    }
    for (let r = 16; r <= 20; r += 1) {
      for (let c = 16; c <= 20; c += 1) {
        if (r === 16 || r === 20 || c === 16 || c === 20 || (r === 18 && c === 18)) dark.add(`${r},${c}`);
      }
    }
    const code: QrModules = { size: 25, get: (row, column) => dark.has(`${row},${column}`) };
    expect(alignmentCenters(25)).toEqual([[18, 18]]);
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const { shapes } = qrDrawing(code, style);
      const ring = rects(shapes).find((shape) => shape.width === 5 && !shape.hole);
      expect(ring, style).toMatchObject({ x: 16 + q, y: 16 + q });
      expect(rects(shapes).find((shape) => shape.width === 3 && shape.hole)).toMatchObject({ x: 17 + q });
      expect(
        rects(shapes).find((shape) => shape.width === 1 && shape.x === 18 + q && shape.y === 18 + q),
      ).toBeDefined();
      expect(circles(shapes)).toEqual([]);
      expect(rects(shapes).filter((shape) => shape.height === 1 && shape.width !== 1)).toEqual([]);
    }
  });

  it('places alignment patterns as the standard does, none in version 1', () => {
    expect(alignmentCenters(21)).toEqual([]);
    // Version 7: positions 6, 22, 38.
    expect(alignmentCenters(45)).toEqual([
      [6, 22],
      [22, 6],
      [22, 22],
      [22, 38],
      [38, 22],
      [38, 38],
    ]);
  });

  it('draws squares for a style it does not know', () => {
    expect(qrDrawing(CODE, 'hearts')).toEqual(qrDrawing(CODE, 'square'));
  });

  it('draws nothing for a light module in any style', () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const { shapes } = qrDrawing(CODE, style);
      expect(at(shapes, 11, 10)).toBeUndefined();
      expect(at(shapes, 7, 7)).toBeUndefined();
      expect(at(shapes, 20, 20)).toBeUndefined();
    }
  });
});

/** The corner points of each closed contour of a path of M, L, C and Z commands (curves' end points). */
function contours(path: string): Array<Array<[number, number]>> {
  const result: Array<Array<[number, number]>> = [];
  let current: Array<[number, number]> = [];
  for (const [, command, args] of path.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const values = (args ?? '').trim().split(/[ ,]+/).filter(Boolean).map(Number);
    if (command === 'Z') {
      result.push(current);
      current = [];
    } else {
      current.push([values[values.length - 2] ?? 0, values[values.length - 1] ?? 0]);
    }
  }
  return result;
}

/** Twice the signed area (shoelace), y downwards: positive clockwise on screen. */
const signedArea = (points: Array<[number, number]>) =>
  points.reduce((sum, [x, y], index) => {
    const [nx, ny] = points[(index + 1) % points.length] ?? [0, 0];
    return sum + x * ny - nx * y;
  }, 0);

describe('qrPathData', () => {
  it('uses only absolute M, L, C and Z, which SVG and the PDF writer both read', () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const path = qrPathData(qrDrawing(CODE, style));
      expect(path).toMatch(/^M/);
      expect(path.replace(/[MLCZ0-9 .-]/g, '')).toBe('');
    }
  });

  it('winds holes the other way round, so the finder patterns’ rings stay open under non-zero fill', () => {
    // guarded-expect: QR_STYLES is the constant list of the three styles (asserted above).
    for (const style of QR_STYLES) {
      const drawing = qrDrawing(CODE, style);
      const areas = contours(qrPathData(drawing)).map(signedArea);
      expect(areas).toHaveLength(drawing.shapes.length);
      expect(drawing.shapes.length).toBeGreaterThan(0);
      drawing.shapes.forEach((shape, index) => {
        const hole = shape.kind === 'rect' && shape.hole;
        expect(Math.sign(areas[index] ?? 0), `${style} shape ${index}`).toBe(hole ? -1 : 1);
      });
    }
  });

  it('closes square contours exactly on their module edges', () => {
    const path = qrPathData(qrDrawing(codeWith([LONE]), 'square'));
    expect(path).toContain(`M${LONE[1] + q} ${LONE[0] + q}L${LONE[1] + q + 1} ${LONE[0] + q}`);
  });
});

describe('qrSvg', () => {
  it('is a white box with the code in black, sized when asked, its title escaped', () => {
    const svg = qrSvg(qrDrawing(CODE, 'dots'), { pixels: 300, title: 'QR <code> & "more"' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 23 23" width="300"/);
    expect(svg).toContain('<title>QR &lt;code&gt; &amp; &quot;more&quot;</title>');
    expect(svg).toContain('<rect width="23" height="23" fill="#ffffff"/>');
    expect(svg).toContain('fill="#000000"');
    expect(qrSvg(qrDrawing(CODE, 'square'))).toMatch(/^<svg [^>]*viewBox="0 0 23 23" role="img">/);
  });
});
