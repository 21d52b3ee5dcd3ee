// The drawing of a QR code in each style the editor offers (editor config `qrCodes.styles`), from its
// modules: one rule for the editor's page, /qr-preview and the print file, so what the editor shows is
// what prints (docs/decisions/0034-qr-codes.md). Units are modules; the drawing's box is the code plus a
// quiet zone of QR_QUIET_ZONE modules on every side, white, with the code in black.

/** The styles a QR code object may have, in the order the editor offers them. */
export const QR_STYLES = ['square', 'rounded', 'dots'] as const;
export type QrStyle = (typeof QR_STYLES)[number];

export function isQrStyle(value: unknown): value is QrStyle {
  return typeof value === 'string' && (QR_STYLES as readonly string[]).includes(value);
}

/** Light modules around the code, inside its box (the card around it is its own margin). */
export const QR_QUIET_ZONE = 1;

/** The modules of a code, as the `qrcode` package's BitMatrix gives them (row-major, dark is truthy). */
export interface QrModules {
  size: number;
  get(row: number, column: number): boolean | number;
}

/** A rectangle, its corners rounded by radii (top-left, top-right, bottom-right, bottom-left). */
export interface QrRect {
  kind: 'rect';
  x: number;
  y: number;
  width: number;
  height: number;
  radii: [number, number, number, number];
  /** A hole cut from the shape it lies in (drawn the other way round, so non-zero filling leaves it light). */
  hole: boolean;
}

export interface QrCircle {
  kind: 'circle';
  cx: number;
  cy: number;
  r: number;
}

export type QrShape = QrRect | QrCircle;

export interface QrDrawing {
  /** The side of the drawing's box, modules (the code's size plus the quiet zone on both sides). */
  side: number;
  /** The dark shapes, positioned in the box. */
  shapes: QrShape[];
}

/** The side of a finder pattern (the three big squares in the corners), modules. */
const FINDER = 7;
/** A dot's radius: a little under half a module, so neighbouring dots stay apart. */
const DOT_RADIUS = 0.45;
/** A rounded module's corner radius: half a module, so a lone module is a circle. */
const MODULE_RADIUS = 0.5;

const rect = (x: number, y: number, width: number, height: number, radius = 0, hole = false): QrRect => ({
  kind: 'rect',
  x,
  y,
  width,
  height,
  radii: [radius, radius, radius, radius],
  hole,
});

/** The top-left modules of the three finder patterns. */
function finderOrigins(size: number): Array<[row: number, column: number]> {
  return [
    [0, 0],
    [0, size - FINDER],
    [size - FINDER, 0],
  ];
}

export function inFinder(size: number, row: number, column: number): boolean {
  return finderOrigins(size).some(
    ([top, left]) => row >= top && row < top + FINDER && column >= left && column < left + FINDER,
  );
}

/**
 * The centres of the alignment patterns (the small 5-module squares of codes from version 2 on), as the
 * standard places them: every pair of the version's row/column positions but those on a finder pattern.
 */
export function alignmentCenters(size: number): Array<[row: number, column: number]> {
  const version = (size - 17) / 4;
  if (!Number.isInteger(version) || version < 2) return [];
  const count = Math.floor(version / 7) + 2;
  const step = size === 145 ? 26 : Math.ceil((size - 13) / (2 * count - 2)) * 2;
  const positions = [size - 7];
  for (let index = 1; index < count - 1; index += 1) positions.push(size - 7 - index * step);
  positions.push(6);
  positions.reverse();
  const last = size - 7;
  const centers: Array<[number, number]> = [];
  for (const row of positions) {
    for (const column of positions) {
      const onFinder =
        (row === 6 && column === 6) || (row === 6 && column === last) || (row === last && column === 6);
      if (!onFinder) centers.push([row, column]);
    }
  }
  return centers;
}

/**
 * A finder pattern, always solid so every reader finds the code: a 7-module ring around a 3-module
 * square. Square in the square style; with rounded corners in the others (never dots).
 */
function finder(x: number, y: number, rounded: boolean): QrShape[] {
  return [
    rect(x, y, FINDER, FINDER, rounded ? 2 : 0),
    rect(x + 1, y + 1, FINDER - 2, FINDER - 2, rounded ? 1.25 : 0, true),
    rect(x + 2, y + 2, 3, 3, rounded ? 0.9 : 0),
  ];
}

/** An alignment pattern, solid like the finders: a 5-module ring around one module. */
function alignment(x: number, y: number, rounded: boolean): QrShape[] {
  return [
    rect(x, y, 5, 5, rounded ? 1 : 0),
    rect(x + 1, y + 1, 3, 3, rounded ? 0.6 : 0, true),
    rect(x + 2, y + 2, 1, 1, rounded ? 0.5 : 0),
  ];
}

/**
 * The shapes of a code in a style. Square: each row's runs of dark modules as one rectangle (no hairline
 * gaps). Rounded: each dark module a square whose outer corners are rounded (a corner is round when
 * neither neighbour beside it is dark), so modules join into smooth shapes. Dots: each dark module a dot.
 * The finder and alignment patterns, what a reader locates the code by, stay solid in every style (dots
 * alone there leave common readers unable to find the code). An unknown style draws squares.
 */
export function qrDrawing(modules: QrModules, style: string): QrDrawing {
  const { size } = modules;
  const q = QR_QUIET_ZONE;
  const dark = (row: number, column: number) =>
    row >= 0 && column >= 0 && row < size && column < size && Boolean(modules.get(row, column));
  const shapes: QrShape[] = [];
  const rounded = style === 'rounded' || style === 'dots';
  for (const [row, column] of finderOrigins(size)) shapes.push(...finder(column + q, row + q, rounded));
  // Only where the code has one (its centre dark), which a valid code always does.
  const alignments = alignmentCenters(size).filter(([row, column]) => dark(row, column));
  for (const [row, column] of alignments) shapes.push(...alignment(column - 2 + q, row - 2 + q, rounded));
  const inAlignment = (row: number, column: number) =>
    alignments.some(([r, c]) => Math.abs(row - r) <= 2 && Math.abs(column - c) <= 2);
  const data = (row: number, column: number) =>
    dark(row, column) && !inFinder(size, row, column) && !inAlignment(row, column);

  for (let row = 0; row < size; row += 1) {
    if (style === 'rounded' || style === 'dots') {
      for (let column = 0; column < size; column += 1) {
        if (!data(row, column)) continue;
        if (style === 'dots') {
          shapes.push({ kind: 'circle', cx: column + q + 0.5, cy: row + q + 0.5, r: DOT_RADIUS });
          continue;
        }
        const up = dark(row - 1, column);
        const down = dark(row + 1, column);
        const left = dark(row, column - 1);
        const right = dark(row, column + 1);
        const round = (a: boolean, b: boolean) => (a || b ? 0 : MODULE_RADIUS);
        shapes.push({
          ...rect(column + q, row + q, 1, 1),
          radii: [round(up, left), round(up, right), round(down, right), round(down, left)],
        });
      }
      continue;
    }
    // Square: runs of dark modules in a row are one rectangle.
    let start = -1;
    for (let column = 0; column <= size; column += 1) {
      const on = column < size && data(row, column);
      if (on && start < 0) start = column;
      if (!on && start >= 0) {
        shapes.push(rect(start + q, row + q, column - start, 1));
        start = -1;
      }
    }
  }
  return { side: size + 2 * q, shapes };
}

/** How far a cubic Bézier's control points sit along the tangents to draw a quarter circle. */
const KAPPA = 0.5522847498;

const num = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
};

function rectPath({ x, y, width, height, radii, hole }: QrRect): string {
  const [tl, tr, br, bl] = radii;
  const right = x + width;
  const bottom = y + height;
  const arc = (r: number, x1: number, y1: number, x2: number, y2: number, cx: number, cy: number) =>
    r > 0 ? `C${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(cx)} ${num(cy)}` : '';
  const k = (r: number) => r * (1 - KAPPA);
  if (!hole) {
    // Clockwise on screen (y grows downwards): top edge left to right first.
    return [
      `M${num(x + tl)} ${num(y)}`,
      `L${num(right - tr)} ${num(y)}`,
      arc(tr, right - k(tr), y, right, y + k(tr), right, y + tr),
      `L${num(right)} ${num(bottom - br)}`,
      arc(br, right, bottom - k(br), right - k(br), bottom, right - br, bottom),
      `L${num(x + bl)} ${num(bottom)}`,
      arc(bl, x + k(bl), bottom, x, bottom - k(bl), x, bottom - bl),
      `L${num(x)} ${num(y + tl)}`,
      arc(tl, x, y + k(tl), x + k(tl), y, x + tl, y),
      'Z',
    ].join('');
  }
  // Anticlockwise: down the left edge first.
  return [
    `M${num(x)} ${num(y + tl)}`,
    `L${num(x)} ${num(bottom - bl)}`,
    arc(bl, x, bottom - k(bl), x + k(bl), bottom, x + bl, bottom),
    `L${num(right - br)} ${num(bottom)}`,
    arc(br, right - k(br), bottom, right, bottom - k(br), right, bottom - br),
    `L${num(right)} ${num(y + tr)}`,
    arc(tr, right, y + k(tr), right - k(tr), y, right - tr, y),
    `L${num(x + tl)} ${num(y)}`,
    arc(tl, x + k(tl), y, x, y + k(tl), x, y + tl),
    'Z',
  ].join('');
}

function circlePath({ cx, cy, r }: QrCircle): string {
  const c = r * KAPPA;
  return [
    `M${num(cx)} ${num(cy - r)}`,
    `C${num(cx + c)} ${num(cy - r)} ${num(cx + r)} ${num(cy - c)} ${num(cx + r)} ${num(cy)}`,
    `C${num(cx + r)} ${num(cy + c)} ${num(cx + c)} ${num(cy + r)} ${num(cx)} ${num(cy + r)}`,
    `C${num(cx - c)} ${num(cy + r)} ${num(cx - r)} ${num(cy + c)} ${num(cx - r)} ${num(cy)}`,
    `C${num(cx - r)} ${num(cy - c)} ${num(cx - c)} ${num(cy - r)} ${num(cx)} ${num(cy - r)}`,
    'Z',
  ].join('');
}

/**
 * The shapes as one SVG path (absolute M, L, C and Z only, which SVG and pdf-lib's drawSvgPath both
 * read), to be filled with the non-zero rule: holes wind the other way, and one path has no seams where
 * shapes touch.
 */
export function qrPathData(drawing: QrDrawing): string {
  return drawing.shapes
    .map((shape) => (shape.kind === 'circle' ? circlePath(shape) : rectPath(shape)))
    .join('');
}

/** The drawing as a standalone SVG document: white box, black code, `pixels` wide (or scalable). */
export function qrSvg(drawing: QrDrawing, options: { pixels?: number; title?: string } = {}): string {
  const side = num(drawing.side);
  const dimensions = options.pixels ? ` width="${options.pixels}" height="${options.pixels}"` : '';
  const title = options.title ? `<title>${escapeXml(options.title)}</title>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}"${dimensions} role="img">` +
    `${title}<rect width="${side}" height="${side}" fill="#ffffff"/>` +
    `<path d="${qrPathData(drawing)}" fill="#000000" fill-rule="nonzero"/></svg>`
  );
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );
}
