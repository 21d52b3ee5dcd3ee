import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, preloadParts, RENDERED_PARTS_ID, renderedPartsTag } from './lazy-part.tsx';

/** A document holding the server's list of rendered parts as `tag` wrote it. */
function pageWith(tag: string | null): Document {
  const json = tag?.match(/>(.*)<\/script>$/)?.[1] ?? null;
  return {
    getElementById: (id: string) =>
      id === RENDERED_PARTS_ID && json !== null ? { textContent: json } : null,
  } as unknown as Document;
}

const Nothing: ComponentType<object> = () => null;

describe('the lazy parts a page rendered', () => {
  it('are listed as a JSON data block no name can break out of', () => {
    const tag = renderedPartsTag(['footer', 'x</script><script>alert(1)</script>']);
    expect(tag).toMatch(/^<script type="application\/json" id="rendered-parts">.*<\/script>$/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.match(/>(.*)<\/script>$/)?.[1] ?? '')).toEqual([
      'footer',
      'x</script><script>alert(1)</script>',
    ]);
  });

  it('have their code loaded before hydration: the listed ones only, each once', async () => {
    const listed = vi.fn(async () => Nothing);
    const unlisted = vi.fn(async () => Nothing);
    lazyComponent('test-listed', listed);
    lazyComponent('test-unlisted', unlisted);
    const page = pageWith(renderedPartsTag(['test-listed', 'a-part-this-build-does-not-have']));
    await preloadParts(page, 1_000);
    await preloadParts(page, 1_000);
    expect(listed).toHaveBeenCalledTimes(1);
    expect(unlisted).not.toHaveBeenCalled();
  });

  it('hold hydration back no longer than the limit when a load hangs, and not at all without a list', async () => {
    lazyComponent('test-hanging', () => new Promise<ComponentType<object>>(() => {}));
    vi.useFakeTimers();
    try {
      let settled = false;
      const waiting = preloadParts(pageWith(renderedPartsTag(['test-hanging'])), 3_000).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(2_999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    await expect(preloadParts(pageWith(null), 3_000)).resolves.toBeUndefined();
  });

  it('have names unique in the app, as the list finds them by name', () => {
    const names: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/\b(?:lazyPart|lazyComponent|view)\(\s*'([^']+)'/g)) {
            names.push(match[1] ?? '');
          }
        }
      }
    };
    walk(join(import.meta.dirname, '..'));
    expect(names.length).toBeGreaterThan(20);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
