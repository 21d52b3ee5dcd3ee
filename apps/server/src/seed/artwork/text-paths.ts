// Text as SVG path data. The artwork is rasterised by sharp (librsvg) and shown as <img>, where web fonts
// are unavailable, so every word is converted to outlines with opentype.js from the @fontsource files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font, Path, PathCommand } from 'opentype.js';
import opentype from 'opentype.js';

export type DisplayFont =
  | 'pacifico'
  | 'lobster'
  | 'playfair-display'
  | 'dancing-script'
  | 'abril-fatface'
  | 'caveat';
export type TextAlign = 'start' | 'middle' | 'end';

export const DISPLAY_FONTS: readonly DisplayFont[] = [
  'pacifico',
  'lobster',
  'playfair-display',
  'dancing-script',
  'abril-fatface',
  'caveat',
];

// Baseline-to-baseline distance per em: the fonts' own line gaps are far too loose for a card front.
const LINE_HEIGHT: Record<DisplayFont, number> = {
  pacifico: 1.32,
  lobster: 1.12,
  'playfair-display': 1.14,
  'dancing-script': 1.1,
  'abril-fatface': 1.08,
  caveat: 1.0,
};

const requireFont = createRequire(import.meta.url);
const fonts = new Map<DisplayFont, Font>();

/** Parses a font on first use and keeps it: parsing costs milliseconds, rendering a line microseconds. */
export function loadFont(font: DisplayFont): Font {
  const cached = fonts.get(font);
  if (cached) return cached;
  const file = requireFont.resolve(`@fontsource/${font}/files/${font}-latin-400-normal.woff`);
  const bytes = readFileSync(file);
  const parsed = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  fonts.set(font, parsed);
  return parsed;
}

export function lineHeight(font: DisplayFont): number {
  return LINE_HEIGHT[font];
}

// Letters outside the latin subset that Unicode does not decompose into letter + accent.
const PLAIN_LETTERS: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
};

/** Replaces characters the latin subset lacks: accented letters lose the accent, the rest become spaces. */
function toRenderable(text: string, font: Font): string {
  let out = '';
  for (const char of text) {
    if (char === ' ' || font.charToGlyphIndex(char) > 0) {
      out += char;
      continue;
    }
    const base = PLAIN_LETTERS[char] ?? char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    out += base && [...base].every((c) => font.charToGlyphIndex(c) > 0) ? base : ' ';
  }
  return out;
}

export interface TextOptions {
  letterSpacing?: number; // in em
}

/** Advance width of one line in px. */
export function measureText(
  text: string,
  font: DisplayFont,
  fontSize: number,
  options: TextOptions = {},
): number {
  const loaded = loadFont(font);
  const renderable = toRenderable(text, loaded);
  const spacing = (options.letterSpacing ?? 0) * fontSize;
  // opentype adds the spacing after the last glyph too; the visual width should not include it.
  const trailing = spacing && renderable.length > 0 ? spacing : 0;
  return loaded.getAdvanceWidth(renderable, fontSize, { letterSpacing: options.letterSpacing }) - trailing;
}

function alignedX(x: number, width: number, align: TextAlign): number {
  if (align === 'middle') return x - width / 2;
  if (align === 'end') return x - width;
  return x;
}

function buildPath(
  text: string,
  font: DisplayFont,
  x: number,
  y: number,
  fontSize: number,
  align: TextAlign,
  options: TextOptions,
): { path: Path; width: number } {
  const loaded = loadFont(font);
  const renderable = toRenderable(text, loaded);
  const width = measureText(text, font, fontSize, options);
  const path = loaded.getPath(renderable, alignedX(x, width, align), y, fontSize, {
    letterSpacing: options.letterSpacing,
  });
  return { path, width };
}

/** One line of text as path data; y is the baseline. */
export function textToPath(
  text: string,
  font: DisplayFont,
  x: number,
  y: number,
  fontSize: number,
  align: TextAlign,
  options: TextOptions = {},
): { d: string; width: number } {
  const { path, width } = buildPath(text, font, x, y, fontSize, align, options);
  return { d: pathToData(path, decimalsFor(fontSize)), width: round(width) };
}

/** The largest size up to maxFontSize at which the line fits maxWidth (and never below minFontSize). */
export function fitText(
  text: string,
  font: DisplayFont,
  maxWidth: number,
  maxFontSize: number,
  minFontSize = 1,
  options: TextOptions = {},
): { fontSize: number; width: number } {
  const widthPerPx = measureText(text, font, 100, options) / 100;
  const fits = widthPerPx > 0 ? maxWidth / widthPerPx : maxFontSize;
  // Round down so the fitted line never overshoots by a rounding hair.
  const fontSize = Math.max(minFontSize, Math.min(maxFontSize, Math.floor(fits * 10) / 10));
  return { fontSize, width: round(widthPerPx * fontSize) };
}

// Words that read badly at the end of a line ('Happy Birthday to / you').
const WEAK_ENDINGS = new Set([
  'a',
  'an',
  'the',
  'to',
  'of',
  'and',
  'for',
  'my',
  'your',
  'our',
  'with',
  'in',
  '&',
]);

/**
 * Breaks a greeting into 1–maxLines balanced lines, preferring breaks after punctuation and avoiding
 * dangling short words. Explicit newlines are kept. targetChars is the comfortable length of one line.
 */
export function wrapGreeting(text: string, maxLines = 3, targetChars = 12): string[] {
  const explicit = splitExplicit(text);
  if (explicit.length > 1 && explicit.length <= maxLines) return explicit;
  const single = explicit.join(' ');
  if (single.length <= targetChars) return single ? [single] : [];
  return wrapIntoLines(single, Math.min(maxLines, Math.max(2, Math.ceil(single.length / targetChars))));
}

/** Exactly lineCount balanced lines (fewer when there are fewer words). */
export function wrapIntoLines(text: string, lineCount: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const count = Math.max(1, Math.min(lineCount, words.length));
  if (count === 1) return words.length ? [words.join(' ')] : [];
  if (words.length > 16) return greedyWrap(words, Math.ceil(words.join(' ').length / count));

  let best: string[] = [words.join(' ')];
  let bestCost = Number.POSITIVE_INFINITY;
  // Every way of cutting the words into count runs; greetings are short, so this stays tiny.
  const cut = (start: number, linesLeft: number, acc: string[][]) => {
    if (linesLeft === 1) {
      const lines = [...acc, words.slice(start)];
      const cost = wrapCost(lines);
      if (cost < bestCost) {
        bestCost = cost;
        best = lines.map((line) => line.join(' '));
      }
      return;
    }
    for (let end = start + 1; end <= words.length - linesLeft + 1; end++) {
      cut(end, linesLeft - 1, [...acc, words.slice(start, end)]);
    }
  };
  cut(0, count, []);
  return best;
}

function splitExplicit(text: string): string[] {
  return text
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The line breaking that sets a greeting largest in the box (1–maxLines lines), with a slight bias
 * towards fewer lines so short greetings stay on one line when that is nearly as big.
 */
export function fitGreeting(
  text: string,
  font: DisplayFont,
  box: Box,
  maxLines = 3,
  options: TextOptions = {},
): { lines: string[]; fontSize: number } {
  const explicit = splitExplicit(text);
  const candidates: string[][] = [];
  if (explicit.length > 1 && explicit.length <= maxLines) candidates.push(explicit);
  else
    for (let count = 1; count <= maxLines; count++) candidates.push(wrapIntoLines(explicit.join(' '), count));

  let best = { lines: candidates[0] ?? [], fontSize: 0 };
  let bestScore = -1;
  for (const lines of candidates) {
    const byHeight = box.height / (1 + (lines.length - 1) * LINE_HEIGHT[font]);
    let fontSize = byHeight;
    for (const line of lines)
      fontSize = Math.min(fontSize, fitText(line, font, box.width, fontSize, 1, options).fontSize);
    const score = fontSize * (1 - 0.06 * (lines.length - 1));
    if (score > bestScore + 1e-9) {
      best = { lines, fontSize };
      bestScore = score;
    }
  }
  return best;
}

function wrapCost(lines: string[][]): number {
  const lengths = lines.map((line) => line.join(' ').length);
  const longest = Math.max(...lengths);
  const shortest = Math.min(...lengths);
  let cost = longest + (longest - shortest) * 0.25;
  for (const line of lines.slice(0, -1)) {
    const last = line[line.length - 1] ?? '';
    if (/[,;:.!?–—]$/.test(last)) cost -= 3;
    if (WEAK_ENDINGS.has(last.toLowerCase())) cost += 4;
  }
  return cost;
}

function greedyWrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current ? `${current} ${word}` : word;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextBlock {
  d: string;
  fontSize: number;
  bounds: Box; // the ink bounds of the set text, for plates and underlines
}

/**
 * Sets lines in one size, as large as fits the box (up to maxFontSize), and centres the ink in it.
 * Centring uses the glyph outlines rather than font metrics, which vary wildly between script faces.
 */
export function setTextBlock(
  lines: readonly string[],
  font: DisplayFont,
  box: Box,
  options: TextOptions & { maxFontSize?: number; align?: TextAlign } = {},
): TextBlock {
  const align = options.align ?? 'middle';
  const leading = LINE_HEIGHT[font];
  const byHeight = box.height / (1 + (lines.length - 1) * leading) / 0.95;
  let fontSize = Math.min(options.maxFontSize ?? byHeight, byHeight);
  for (const line of lines)
    fontSize = Math.min(fontSize, fitText(line, font, box.width, fontSize, 1, options).fontSize);

  // Lay the lines out around the origin once, then scale and move the outlines into the box: glyph
  // outlines are linear in the font size, so this is exact and avoids setting the text twice.
  const paths = lines.map(
    (line, i) => buildPath(line, font, 0, i * fontSize * leading, fontSize, align, options).path,
  );
  let x1 = Number.POSITIVE_INFINITY;
  let y1 = Number.POSITIVE_INFINITY;
  let x2 = Number.NEGATIVE_INFINITY;
  let y2 = Number.NEGATIVE_INFINITY;
  for (const path of paths) {
    if (path.commands.length === 0) continue;
    const bb = path.getBoundingBox();
    x1 = Math.min(x1, bb.x1);
    y1 = Math.min(y1, bb.y1);
    x2 = Math.max(x2, bb.x2);
    y2 = Math.max(y2, bb.y2);
  }
  if (!Number.isFinite(x1)) return { d: '', fontSize, bounds: { ...box, width: 0, height: 0 } };

  // Script capitals and swashes overhang their advance widths; shrink if the ink spills out of the box.
  const scale = Math.min(1, box.width / (x2 - x1), box.height / (y2 - y1));
  const width = (x2 - x1) * scale;
  const height = (y2 - y1) * scale;
  const left =
    align === 'middle'
      ? box.x + (box.width - width) / 2
      : align === 'end'
        ? box.x + box.width - width
        : box.x;
  const top = box.y + (box.height - height) / 2;
  const transform = (x: number, y: number): [number, number] => [
    left + (x - x1) * scale,
    top + (y - y1) * scale,
  ];
  const finalSize = fontSize * scale;
  const d = paths.map((path) => pathToData(path, decimalsFor(finalSize), transform)).join('');
  return {
    d,
    fontSize: round(finalSize),
    bounds: { x: round(left), y: round(top), width: round(width), height: round(height) },
  };
}

// Display sizes need no sub-pixel precision at 10 px per mm; small text keeps a decimal.
function decimalsFor(fontSize: number): number {
  return fontSize >= 80 ? 0 : 1;
}

/**
 * Compact path data: relative commands from rounded absolute points (so rounding never drifts),
 * no redundant separators. About half the size of opentype's absolute toPathData output.
 */
export function pathToData(
  path: Path,
  decimals: number,
  transform: (x: number, y: number) => [number, number] = (x, y) => [x, y],
): string {
  const factor = 10 ** decimals;
  const q = (x: number, y: number): [number, number] => {
    const [tx, ty] = transform(x, y);
    return [Math.round(tx * factor), Math.round(ty * factor)];
  };
  let out = '';
  let last = '';
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  const emit = (letter: string, values: number[]) => {
    let chunk = letter === last && letter !== 'm' ? '' : letter;
    for (let i = 0; i < values.length; i++) {
      const text = formatUnits(values[i] as number, decimals);
      if (i > 0 || chunk === '') chunk += text.startsWith('-') ? '' : ' ';
      chunk += text;
    }
    out += chunk;
    last = letter;
  };
  for (const command of path.commands as PathCommand[]) {
    if (command.type === 'Z') {
      out += 'z';
      last = 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    const [x, y] = q(command.x, command.y);
    if (command.type === 'M' && out === '') {
      // absolute first move, so path data strings can be concatenated safely
      emit('M', [x, y]);
      last = 'm';
      sx = x;
      sy = y;
    } else if (command.type === 'M') {
      emit('m', [x - cx, y - cy]);
      sx = x;
      sy = y;
    } else if (command.type === 'L') {
      if (x === cx && y === cy) continue; // rounding collapsed it
      if (y === cy) emit('h', [x - cx]);
      else if (x === cx) emit('v', [y - cy]);
      else emit('l', [x - cx, y - cy]);
    } else if (command.type === 'Q') {
      const [x1, y1] = q(command.x1, command.y1);
      emit('q', [x1 - cx, y1 - cy, x - cx, y - cy]);
    } else {
      const [x1, y1] = q(command.x1, command.y1);
      const [x2, y2] = q(command.x2, command.y2);
      emit('c', [x1 - cx, y1 - cy, x2 - cx, y2 - cy, x - cx, y - cy]);
    }
    cx = x;
    cy = y;
  }
  return out;
}

/** An integer count of 10^-decimals units as the shortest decimal text ('-0.5' → '-.5'). */
function formatUnits(units: number, decimals: number): string {
  if (decimals === 0) return String(units);
  const factor = 10 ** decimals;
  const sign = units < 0 ? '-' : '';
  const abs = Math.abs(units);
  const whole = Math.floor(abs / factor);
  const fraction = String(abs % factor)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  if (!fraction) return `${sign}${whole}`;
  return `${sign}${whole === 0 ? '' : whole}.${fraction}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
