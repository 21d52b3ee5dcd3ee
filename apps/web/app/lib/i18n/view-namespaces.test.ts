import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_NAMESPACES } from './page-messages.ts';

// A content page embeds the messages of its view's area only (routes/content.tsx): the views of each area
// must translate with that area's namespace and the shell's, which every page embeds.
const FEATURES = path.resolve(import.meta.dirname, '../../features');
const AREAS = ['catalogue', 'content', 'gift-cards'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function namespacesUsed(folder: string): Set<string> {
  const used = new Set<string>();
  for (const file of sources(folder)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([a-z-]+)\./g)) {
      if (match[1]) used.add(match[1]);
    }
  }
  return used;
}

describe('the areas of content pages', () => {
  for (const area of AREAS) {
    it(`${area} translates with its own namespace and the shell's`, () => {
      const used = namespacesUsed(path.join(FEATURES, area));
      expect(used.has(area)).toBe(true);
      expect(
        [...used].filter((namespace) => namespace !== area && !SHELL_NAMESPACES.includes(namespace)),
      ).toEqual([]);
    });
  }
});
