import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Features under app/features/ never import each other (docs/decisions/0018-react-renderer.md): what several
// use lives in app/ui or app/lib, and pages in app/routes (and app/root.tsx) compose features. Nor does
// app/ui or app/lib import a feature, which would carry one feature into another.
const APP = path.join(import.meta.dirname, 'app');
const FEATURES = path.join(APP, 'features');

// Static imports, `export … from`, dynamic and type-level `import('…')`, and vi.mock / vi.importActual paths.
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*(?:<[^>]*>)?\(\s*)(['"])([^'"]+)\1/g;

/** The module specifiers a source file names. */
export function specifiers(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[2] ?? '');
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The feature folder a path lies in, or null outside app/features. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

/** Every relative import of the files under `folder` that lands in a feature other than the file's own, as `file → target`. */
function importsOfOtherFeatures(folder: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(folder)) {
    const own = featureOf(file);
    for (const specifier of specifiers(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier.replace(/\?.*$/, ''));
      const feature = featureOf(target);
      if (feature !== null && feature !== own) {
        found.push(`${path.relative(APP, file)} → ${path.relative(APP, target)}`);
      }
    }
  }
  return found;
}

describe('feature walls', () => {
  it('no feature imports another feature', () => {
    expect(importsOfOtherFeatures(FEATURES)).toEqual([]);
  });

  it('ui and lib import no feature', () => {
    expect([
      ...importsOfOtherFeatures(path.join(APP, 'ui')),
      ...importsOfOtherFeatures(path.join(APP, 'lib')),
    ]).toEqual([]);
  });

  it('reads every kind of import', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import './c.css';",
      "export { d } from './d.ts';",
      "export * from './e.ts';",
      "const f = lazy(() => import('./f.tsx'));",
      "type G = typeof import('./g.ts');",
      "vi.mock('./h.ts', () => ({}));",
      "const i = await vi.importActual<typeof import('./i.ts')>('./i.ts');",
      "import url from './j.woff2?url';",
      'import {\n  k,\n  l,\n} from "./kl.ts";',
    ].join('\n');
    expect(specifiers(source)).toEqual([
      './a.ts',
      '../b.ts',
      './c.css',
      './d.ts',
      './e.ts',
      './f.tsx',
      './g.ts',
      './h.ts',
      './i.ts',
      './j.woff2?url',
      './kl.ts',
    ]);
  });
});
