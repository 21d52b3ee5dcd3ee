import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Who a page's first-load JavaScript belongs to. Each script file the page's HTML loads is gzipped whole
// (level 9, as a server would send it); its gzipped bytes are then shared out among the source modules in
// it by each one's share of the file's minified bytes, read off the file's source map (the build's hidden
// source maps: see builds.ts). A module under node_modules belongs to its package; everything else, the
// web app and the workspace packages, is the shop's own code. Bytes no mapping covers (the bundler's
// runtime, import statements, banners) are counted apart.

/** The framework, whichever renderer a build uses (Preact in the baseline of the move to React 19). */
export const FRAMEWORK_PACKAGES = ['react', 'react-dom', 'scheduler', 'react-router', 'preact'] as const;
export const OWN_CODE = 'the shop’s own code';
export const UNMAPPED = 'unmapped (bundler runtime, route manifest)';

export const METHOD =
  'each first-load script gzipped (level 9) whole, its bytes shared out by module share of the minified file (hidden source maps)';

export interface ScriptWeight {
  files: number;
  /** Gzipped bytes of all the files. */
  gzip: number;
  /** Gzipped bytes by owner: a package name, OWN_CODE or UNMAPPED. */
  byOwner: Map<string, number>;
}

/** Script URLs a page's HTML loads at once: module scripts, modulepreloads and the bootstrap's imports. */
export function firstLoadScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    if (match[1]) urls.add(match[1]);
  }
  // The inline bootstrap imports the entry and route modules; count those too.
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) if (match[1]) urls.add(match[1]);
  return [...urls];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** A source-map segment's fields (Base64 VLQ), each relative to the previous segment's. */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char) ?? 0;
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if (digit & 32) continue;
    fields.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return fields;
}

/** The package a source path is in, OWN_CODE outside node_modules, UNMAPPED for virtual modules. */
function ownerOf(source: string): string {
  if (source.startsWith('\0') || source.includes('virtual:')) return UNMAPPED;
  const marker = `${path.sep}node_modules${path.sep}`;
  const at = source.lastIndexOf(marker);
  if (at < 0) return OWN_CODE;
  const parts = source.slice(at + marker.length).split(path.sep);
  return (parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]) ?? UNMAPPED;
}

interface SourceMap {
  sources: string[];
  sourceRoot?: string;
  mappings: string;
}

/** Minified bytes of one file by owner, from its source map (all UNMAPPED without one). */
function minifiedByOwner(code: string, map: SourceMap | null, mapDir: string): Map<string, number> {
  const bytes = new Map<string, number>();
  const add = (owner: string, text: string) =>
    bytes.set(owner, (bytes.get(owner) ?? 0) + Buffer.byteLength(text));
  if (!map) {
    add(UNMAPPED, code);
    return bytes;
  }
  const owners = map.sources.map((source) => ownerOf(path.resolve(mapDir, map.sourceRoot ?? '', source)));
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    if (lineIndex > 0) add(UNMAPPED, '\n');
    let column = 0;
    let owner = UNMAPPED;
    let position = 0; // where the text not yet counted starts
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0] ?? 0;
      add(owner, line.slice(position, column));
      position = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        owner = owners[sourceIndex] ?? UNMAPPED;
      } else {
        owner = UNMAPPED;
      }
    }
    add(owner, line.slice(position));
  });
  return bytes;
}

/** The gzipped weight of script files of a build's client folder (`/assets/x.js` → `<clientDir>/assets/x.js`). */
export async function weighScripts(clientDir: string, urls: string[]): Promise<ScriptWeight> {
  const weight: ScriptWeight = { files: urls.length, gzip: 0, byOwner: new Map() };
  for (const url of urls) {
    const file = path.join(clientDir, new URL(url, 'http://localhost').pathname);
    const code = await readFile(file, 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    const map = existsSync(`${file}.map`)
      ? (JSON.parse(await readFile(`${file}.map`, 'utf8')) as SourceMap)
      : null;
    const minified = minifiedByOwner(code, map, path.dirname(file));
    const total = Buffer.byteLength(code);
    weight.gzip += gzip;
    for (const [owner, bytes] of minified) {
      weight.byOwner.set(owner, (weight.byOwner.get(owner) ?? 0) + (gzip * bytes) / total);
    }
  }
  return weight;
}

/** Gzipped bytes of the framework packages together. */
export function frameworkBytes(weight: ScriptWeight): number {
  return FRAMEWORK_PACKAGES.reduce((sum, name) => sum + (weight.byOwner.get(name) ?? 0), 0);
}
