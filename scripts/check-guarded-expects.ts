// `npm run lint` runs this: every test file (*.test.ts, *.test.tsx, e2e/tests/*.spec.ts) through the
// guarded-expects check (see guarded-expects.ts); it lists what it finds and fails when it finds any.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALLOW_MARKER, findGuardedExpects } from './guarded-expects.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set([
  'node_modules',
  'build',
  'dist',
  'data',
  'coverage',
  'reports',
  'test-results',
  'artefacts',
]);

/** The repository's test files, relative to its root. */
export function testFiles(directory = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name) || entry.name.startsWith('build-')) continue;
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) out.push(...testFiles(full));
    else {
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (/\.test\.tsx?$/.test(entry.name) || /^e2e\/tests\/.*\.spec\.ts$/.test(relative)) out.push(relative);
    }
  }
  return out.sort();
}

const files = testFiles();
const findings = findGuardedExpects(
  files.map((name) => ({ name, text: readFileSync(path.join(root, name), 'utf8') })),
);
for (const finding of findings) {
  const lines = finding.expectLines.length > 0 ? ` (expect on line ${finding.expectLines.join(', ')})` : '';
  console.error(`${finding.file}:${finding.line}: ${finding.message}${lines}`);
}
if (findings.length > 0) {
  console.error(
    `\n${findings.length} assertion guard(s) in ${new Set(findings.map((f) => f.file)).size} file(s): assert the data is there first (e.g. expect(xs.length).toBeGreaterThan(0)), restructure, or add // ${ALLOW_MARKER} <reason>.`,
  );
  process.exit(1);
}
console.log(`guarded expects: ${files.length} test files, every assertion runs or says why not`);
