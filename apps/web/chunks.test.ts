import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserChunkGroups, compileHint, oneStylesheet, withoutStylesheetPreloads } from './chunks.ts';

const ROOT = '/shop/web';
const at = (file: string) => path.join(ROOT, file);

// A small module graph: static imports only, as the bundler reports them.
const IMPORTS: Record<string, string[]> = {
  [at('app/entry.client.tsx')]: [at('node_modules/preact/index.js'), at('app/root.tsx')],
  [at('app/root.tsx')]: [at('app/features/shell/page-shell.tsx'), at('app/ui/money.tsx')],
  [at('app/features/shell/page-shell.tsx')]: [at('node_modules/preact/index.js')],
  [at('app/routes/content.tsx')]: [at('app/features/catalogue/listing.tsx'), at('app/ui/money.tsx')],
  [at('app/routes/home.tsx')]: [at('app/features/home/hero.tsx')],
  [at('app/features/catalogue/listing.tsx')]: [],
  [at('app/features/home/hero.tsx')]: [],
  [at('app/routes/payment.tsx')]: [at('app/features/checkout/payment-form.tsx'), at('app/ui/money.tsx')],
  [at('app/features/checkout/payment-form.tsx')]: [],
  [at('app/ui/money.tsx')]: [],
  [at('node_modules/preact/index.js')]: [],
};
const graph = { getModuleInfo: (id: string) => (IMPORTS[id] ? { importedIds: IMPORTS[id] } : null) };

/** The chunk a module lands in: the first group, by priority, that names it. */
function chunkOf(id: string): string | null {
  const groups = [...browserChunkGroups(ROOT)].sort((a, b) => b.priority - a.priority);
  for (const group of groups) {
    const name = group.name(at(id), graph);
    if (name) return name;
  }
  return null;
}

describe('browserChunkGroups', () => {
  it('puts what every page runs in the shell, libraries included', () => {
    expect(chunkOf('app/root.tsx')).toBe('shell');
    expect(chunkOf('app/features/shell/page-shell.tsx')).toBe('shell');
    expect(chunkOf('node_modules/preact/index.js')).toBe('shell');
    // Shared with the routes, but every page loads it with the shell anyway.
    expect(chunkOf('app/ui/money.tsx')).toBe('shell');
  });

  it('leaves the browser entry a chunk of its own', () => {
    expect(chunkOf('app/entry.client.tsx')).toBeNull();
  });

  it('puts the homepage and the content pages’ own code in browse', () => {
    expect(chunkOf('app/routes/content.tsx')).toBe('browse');
    expect(chunkOf('app/features/catalogue/listing.tsx')).toBe('browse');
    expect(chunkOf('app/features/home/hero.tsx')).toBe('browse');
  });

  it('leaves the other pages’ code to the bundler', () => {
    expect(chunkOf('app/routes/payment.tsx')).toBeNull();
    expect(chunkOf('app/features/checkout/payment-form.tsx')).toBeNull();
  });

  it('orders the groups so the shell keeps the modules browse also imports', () => {
    const [shell, browse] = browserChunkGroups(ROOT);
    expect(shell?.priority).toBeGreaterThan(browse?.priority ?? 0);
  });

  it('marks the chunks browse pages run on load for eager compiling, and no others', () => {
    for (const name of ['entry.client', 'shell', 'browse', 'root', 'home', 'content'])
      expect(compileHint({ name })).toBe('//# allFunctionsCalledOnLoad');
    expect(compileHint({ name: 'payment' })).toBe('');
    expect(compileHint({ name: 'write' })).toBe('');
  });
});

describe('what a dynamic import preloads', () => {
  const chunk =
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/grid.js","assets/shell.css"])))=>i.map(i=>d[i]);\n' +
    'import{a}from"./shell.js";const load=()=>a(()=>import("./grid.js"),__vite__mapDeps([0,1]));';

  it('is its scripts: the one stylesheet is linked by every page already', () => {
    const rewritten = withoutStylesheetPreloads(chunk);
    // The helper's list, as the chunk computes it.
    const mapDeps = new Function(`${rewritten.split('\n')[0]} return __vite__mapDeps;`)() as (
      indexes: number[],
    ) => string[];
    expect(mapDeps([0, 1])).toEqual(['assets/grid.js']);
    expect(rewritten.split('\n')[1]).toBe(chunk.split('\n')[1]);
  });

  it('leaves a chunk without dynamic imports as it is, and stops at a helper it does not know', () => {
    expect(withoutStylesheetPreloads('import{a}from"./shell.js";')).toBe('import{a}from"./shell.js";');
    expect(() => withoutStylesheetPreloads('const __vite__mapDeps=(i)=>i;\n')).toThrow(/has changed/);
  });

  it('stops a build with a second stylesheet, whose lazy part would then go unstyled', () => {
    expect(() => oneStylesheet(['assets/shell.css', 'assets/home.js'])).not.toThrow();
    expect(() => oneStylesheet(['assets/shell.css', 'assets/editor.css'])).toThrow(/2 stylesheets/);
  });
});
