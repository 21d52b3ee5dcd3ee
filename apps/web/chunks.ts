import path from 'node:path';

/** The part of the bundler's module graph the grouping reads. */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * The groups of the browser's code, first to last: each takes the modules its files import statically
 * (at any depth) that an earlier group has not taken.
 */
const ENTRY = 'app/entry.client.tsx';

const GROUPS: Array<{ name: string; from: string[] }> = [
  // What every page runs: the browser entry, the root route (page shell, i18n, auth) and their libraries.
  { name: 'shell', from: [ENTRY, 'app/root.tsx'] },
  // What the pages most visits land on add: the homepage and the content finder (catalogue, content).
  { name: 'browse', from: ['app/routes/home.tsx', 'app/routes/content.tsx'] },
];

/**
 * The chunk groups of the browser build (Rolldown's `output.codeSplitting.groups`). Left to itself the
 * bundler splits the code the routes share into some forty files, many under a kilobyte, and on
 * HTTP/1.1 (six connections a host) a phone fetches those in rounds, one round trip each, before the
 * page can hydrate. What the account, checkout and editor pages alone use, and what loads by dynamic
 * import, stays with the bundler's own splitting.
 */
export function browserChunkGroups(appRoot: string) {
  let members: Map<string, string> | null = null;
  const groupOf = (id: string, graph: ModuleGraph) => {
    members ??= groupMembers(appRoot, graph);
    return members.get(id);
  };
  return GROUPS.map((group, index) => ({
    name: (id: string, graph: ModuleGraph) => (groupOf(id, graph) === group.name ? group.name : null),
    // Earlier groups first, so that a later one does not take their modules as its own dependencies.
    priority: GROUPS.length - index,
  }));
}

// The route chunks the homepage and content pages run as they load, besides the groups' own.
const ROUTES_RUN_ON_LOAD = ['entry.client', 'root', 'home', 'content'];
const RUN_ON_LOAD = new Set([...ROUTES_RUN_ON_LOAD, ...GROUPS.map((group) => group.name)]);

/**
 * The first line of a browser chunk (Rolldown's `output.postBanner`): the chunks every homepage and
 * content page runs as it loads are marked `allFunctionsCalledOnLoad`, so V8 compiles them eagerly, on a
 * background thread while they stream in, instead of each function on the main thread the first time it
 * is called (while the page hydrates).
 */
export function compileHint(chunk: { name: string }): string {
  return RUN_ON_LOAD.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : '';
}

function groupMembers(appRoot: string, graph: ModuleGraph): Map<string, string> {
  const members = new Map<string, string>();
  // The browser entry stays a chunk of its own, run after the page's bootstrap has named the route
  // modules: in the shared chunk the routes' imports of it would start hydrating before that.
  const entry = path.resolve(appRoot, ENTRY);
  for (const group of GROUPS) {
    const queue = group.from.map((file) => path.resolve(appRoot, file));
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (members.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (!info) continue;
      if (id !== entry) members.set(id, group.name);
      queue.push(...info.importedIds);
    }
  }
  return members;
}

const MAP_DEPS_END = ')=>i.map(i=>d[i]);';

/**
 * A browser chunk whose dynamic imports preload their scripts but not the stylesheet. Vite's preload
 * helper adds each import's CSS to the page unless it finds a link of that name, and React Router links
 * the root's stylesheet with a `#` after its name (marking CSS that lazy parts also import); so as the
 * first lazy part loaded, the same file went in a second time, and the phone parsed it again and worked out
 * every element's style again in the middle of hydration. The shop has one stylesheet, linked by the root
 * route on every page (`oneStylesheet` keeps it so), so no lazy part needs the helper to add it. Vite
 * passes stylesheets past `modulePreload.resolveDependencies`, hence this rewrite of the helper's
 * dependency list, the chunk's first line.
 */
export function withoutStylesheetPreloads(code: string): string {
  if (!code.startsWith('const __vite__mapDeps=')) return code;
  const end = code.indexOf(MAP_DEPS_END);
  if (end === -1) throw new Error('Vite’s __vite__mapDeps line has changed: see chunks.ts');
  return `${code.slice(0, end)})=>i.map(i=>d[i]).filter(f=>!f.endsWith(".css"));${code.slice(end + MAP_DEPS_END.length)}`;
}

/** A build check: the browser build has exactly one stylesheet (see `withoutStylesheetPreloads`). */
export function oneStylesheet(files: Iterable<string>): void {
  const stylesheets = [...files].filter((file) => file.endsWith('.css'));
  if (stylesheets.length > 1) {
    throw new Error(
      `The browser build has ${stylesheets.length} stylesheets (${stylesheets.join(', ')}): a lazy ` +
        "part's own CSS would not load, since dynamic imports do not preload stylesheets (chunks.ts).",
    );
  }
}
