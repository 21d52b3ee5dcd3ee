import path from 'node:path';
import autocannon from 'autocannon';
import { prepareBuilds, type WebTree } from './builds.ts';
import {
  FRAMEWORK_PACKAGES,
  firstLoadScripts,
  frameworkBytes,
  METHOD,
  OWN_CODE,
  type ScriptWeight,
  UNMAPPED,
  weighScripts,
} from './bundle.ts';
import {
  atLeast,
  atMost,
  COMPARISON_COLUMNS,
  comparisonRow,
  exactly,
  type FigureSpec,
  type Measured,
} from './compare.ts';
import { measurePage, median, medianFigures, type PageFigures } from './lighthouse.ts';
import { Browser, printTable, type RunningShop, startShop } from './server.ts';

// `npm run bench:pages`: the working tree's production build against a baseline build (builds.ts: default
// the last commit; BASELINE_REF=<ref>, BASELINE_DIR=<checkout> or BASELINE_REF=none), each served by its
// own tree's server on 127.0.0.1 from a fresh seeded PGlite, measured in the same run and printed side by
// side with the floors: the homepage's first-load JavaScript by owner (bundle.ts), Lighthouse's mobile
// preset on four key pages (the median of LIGHTHOUSE_RUNS runs a page, the two builds taking turns), and
// server-rendering throughput of the same pages signed out (the render cache) and signed in (rendered on
// every request: the render cache serves signed-out GETs only).
const PORTS = { current: 4400, baseline: 4401 }; // Chromium's debugging port is 4402 (lighthouse.ts)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
/** Lighthouse runs a page and build (after one that warms the image cache); the tables show the median. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/** One build being measured: its tree, its running server and a signed-in visitor's session cookie. */
interface Side {
  tree: WebTree;
  shop: RunningShop;
  signedIn: string;
}

interface Page {
  name: string;
  path: string;
}

/** The sides with their indices, the first one alternating by round, so neither build always runs second. */
const inTurns = (sides: Side[], round: number) =>
  round % 2 ? [...sides.entries()].reverse() : [...sides.entries()];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const whole = (value: number) => String(Math.round(value));

async function startSide(tree: WebTree, port: number): Promise<Side> {
  const shop = await startShop(port, { root: tree.root, webBuildDir: tree.buildDir });
  try {
    const home = await fetch(`${shop.base}/`);
    if (!home.ok || !home.headers.get('content-type')?.includes('text/html')) {
      throw new Error(`its homepage answered ${home.status} ${home.headers.get('content-type')}`);
    }
    // A signed-in visitor: their pages are rendered for them on every request.
    const browser = new Browser(shop.base);
    await browser.call('GET', '/api/auth/check');
    await browser.call('POST', '/api/auth/create-account-quick', {
      username: 'bench-visitor@example.com',
      firstName: 'Bench',
      lastName: 'Visitor',
    });
    const rendered = await fetch(`${shop.base}/`, { headers: { cookie: browser.cookie } });
    if (rendered.headers.get('etag')) console.log(`Warning: ${tree.label} served a signed-in page cached`);
    return { tree, shop, signedIn: browser.cookie };
  } catch (error) {
    await shop.stop();
    throw error;
  }
}

async function keyPages(base: string): Promise<Page[]> {
  const cards = (await (await fetch(`${base}/api/cards/all?maxResults=1`)).json()) as {
    data: { results: Array<{ fullPath: string }> };
  };
  const articles = (await (await fetch(`${base}/api/articles/latest`)).json()) as {
    data: Array<{ path: string }>;
  };
  return [
    { name: 'homepage', path: '/' },
    { name: 'tag listing', path: '/occasion/birthday' },
    { name: 'card detail', path: cards.data.results[0]?.fullPath ?? '/' },
    { name: 'article', path: articles.data[0]?.path ?? '/articles' },
  ];
}

async function homepageScripts(side: Side): Promise<ScriptWeight> {
  const html = await (await fetch(`${side.shop.base}/`)).text();
  return weighScripts(path.join(side.tree.buildDir, 'client'), firstLoadScripts(html));
}

async function scriptSection(current: Side, baseline: Side | null) {
  const now = await homepageScripts(current);
  const before = baseline ? await homepageScripts(baseline) : null;
  console.log(
    `\nHomepage first-load JavaScript, gzipped: ${now.files} files${before ? ` (baseline ${before.files})` : ''}\nMethod: ${METHOD}\n`,
  );
  const row = (label: string, of: (weight: ScriptWeight) => number, spec: Partial<FigureSpec> = {}) =>
    comparisonRow([label], of(now), before && of(before), { format: kb, ...spec });
  const packages = (weight: ScriptWeight | null) => [...(weight?.byOwner.keys() ?? [])];
  const others = [...new Set([...packages(now), ...packages(before)])]
    .filter((owner) => owner !== OWN_CODE && owner !== UNMAPPED)
    .filter((owner) => !(FRAMEWORK_PACKAGES as readonly string[]).includes(owner))
    // A stylesheet's package (fonts) leaves an empty module behind.
    .filter((owner) => Math.max(now.byOwner.get(owner) ?? 0, before?.byOwner.get(owner) ?? 0) >= 50)
    .sort((a, b) => (now.byOwner.get(b) ?? 0) - (now.byOwner.get(a) ?? 0));
  const owner = (name: string) => (weight: ScriptWeight) => weight.byOwner.get(name) ?? 0;
  printTable(
    ['part', ...COMPARISON_COLUMNS],
    [
      row(`framework (${FRAMEWORK_PACKAGES.join(', ')})`, frameworkBytes),
      ...FRAMEWORK_PACKAGES.map((name) => row(`  ${name}`, owner(name))),
      row(OWN_CODE, owner(OWN_CODE), { floor: atMost(45 * 1024) }),
      ...others.map((name) => row(`other package: ${name}`, owner(name))),
      row(UNMAPPED, owner(UNMAPPED)),
      // The floor is on the shop's own code; the framework is the owner's choice (decision record 18).
      row('total', (weight) => weight.gzip),
    ],
  );
}

const LIGHTHOUSE_FIGURES: Array<{ label: string; key: keyof PageFigures } & FigureSpec> = [
  { label: 'Performance', key: 'performance', format: whole, floor: atLeast(90) },
  { label: 'TBT', key: 'tbt', format: ms, floor: atMost(200) },
  { label: 'LCP', key: 'lcp', format: seconds, floor: atMost(2500) },
  { label: 'CLS', key: 'cls', format: (value) => value.toFixed(3), floor: atMost(0.02) },
  { label: 'Accessibility', key: 'accessibility', format: whole, floor: exactly(100) },
  { label: 'Best Practices', key: 'bestPractices', format: whole, floor: exactly(100) },
  { label: 'SEO', key: 'seo', format: whole, floor: exactly(100) },
];

async function lighthouseSection(sides: Side[], pages: Page[]) {
  console.log(
    `\nLighthouse, mobile preset: each figure's median of ${LIGHTHOUSE_RUNS} run${LIGHTHOUSE_RUNS === 1 ? '' : 's'} a page and build (performance's range in brackets), the builds taking turns\n`,
  );
  const rows: string[][] = [];
  const indexes: number[] = [];
  for (const page of pages) {
    const runs = sides.map(() => [] as PageFigures[]);
    // The first run of a page renders and caches its images; it is not a sample.
    for (const side of sides) await measurePage(`${side.shop.base}${page.path}`);
    for (let sample = 0; sample < LIGHTHOUSE_RUNS; sample += 1) {
      for (const [index, side] of inTurns(sides, sample)) {
        runs[index]?.push(await measurePage(`${side.shop.base}${page.path}`));
      }
    }
    const [now, before] = runs.map((figures) => medianFigures(figures));
    indexes.push(...runs.flat().map((figures) => figures.benchmarkIndex));
    if (!now) continue;
    for (const figure of LIGHTHOUSE_FIGURES) {
      const measured = (figures: typeof now): Measured =>
        figure.key === 'performance' && LIGHTHOUSE_RUNS > 1
          ? { value: figures.performance, note: `(${figures.range[0]}–${figures.range[1]})` }
          : figures[figure.key];
      rows.push(comparisonRow([page.name, figure.label], measured(now), before && measured(before), figure));
    }
  }
  printTable(['page', 'figure', ...COMPARISON_COLUMNS], rows);
  // TBT is simulated from the work the runs saw: on a slower or busier machine it grows for every build.
  console.log(
    `\nLighthouse's benchmark index of this machine over the runs: median ${median(indexes).toFixed(0)}, ` +
      `range ${Math.min(...indexes).toFixed(0)}–${Math.max(...indexes).toFixed(0)} (higher is faster)`,
  );
}

/** Waits until a shop has finished what a run left it (renders of requests autocannon no longer waits
 * for) and answers at once again, so that it does not take the cores from the next run. */
async function settle(base: string) {
  const deadline = Date.now() + 30_000;
  for (let quick = 0; quick < 3 && Date.now() < deadline; ) {
    const started = performance.now();
    await fetch(`${base}/healthz`);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function throughput(url: string, cookie?: string): Promise<{ rate: Measured; p99: Measured }> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(cookie ? { headers: { cookie } } : {}),
  });
  await settle(new URL(url).origin);
  const errors = result.errors + result.non2xx;
  const rate = result.requests.average;
  return { rate: errors ? { value: rate, note: `(${errors} errors)` } : rate, p99: result.latency.p99 };
}

async function renderingSection(sides: Side[], pages: Page[]) {
  console.log(
    `\nServer rendering, autocannon ${CONNECTIONS} connections on 127.0.0.1, ${SECONDS} s a page, visitor and build (the builds taking turns); signed out is the render cache's copy, signed in is rendered for every request\n`,
  );
  const rows: string[][] = [];
  let round = 0;
  for (const page of pages) {
    for (const visitor of ['signed out', 'signed in'] as const) {
      const figures: Array<Awaited<ReturnType<typeof throughput>>> = [];
      for (const [index, side] of inTurns(sides, round)) {
        const cookie = visitor === 'signed in' ? side.signedIn : undefined;
        figures[index] = await throughput(`${side.shop.base}${page.path}`, cookie);
      }
      round += 1;
      const [now, before] = figures;
      if (!now) continue;
      rows.push(
        comparisonRow([page.name, visitor, 'req/s'], now.rate, before?.rate, {
          format: whole,
          relative: true,
        }),
      );
      rows.push(comparisonRow([page.name, visitor, 'p99'], now.p99, before?.p99, { format: ms }));
    }
  }
  printTable(['page', 'visitor', 'figure', ...COMPARISON_COLUMNS], rows);
}

async function main() {
  const builds = await prepareBuilds();
  console.log('Starting the shops (each seeds a fresh database) …');
  const [started, baselineStarted] = await Promise.allSettled([
    startSide(builds.current, PORTS.current),
    builds.baseline ? startSide(builds.baseline, PORTS.baseline) : Promise.resolve(null),
  ]);
  const baseline = baselineStarted.status === 'fulfilled' ? baselineStarted.value : null;
  if (baselineStarted.status === 'rejected')
    console.log(`No baseline: its shop did not start (${baselineStarted.reason})`);
  if (started.status === 'rejected') {
    await baseline?.shop.stop();
    throw started.reason;
  }
  const current = started.value;
  const sides = baseline ? [current, baseline] : [current];
  try {
    console.log(`\ncurrent: ${current.tree.label}; baseline: ${baseline ? baseline.tree.label : 'none'}`);
    const pages = await keyPages(current.shop.base);
    for (const page of pages) {
      for (const side of sides) {
        // Warm the image and response caches so that every figure is the steady state a visitor meets.
        const response = await fetch(`${side.shop.base}${page.path}`);
        if (!response.ok)
          console.log(`Warning: ${side.tree.label} answered ${response.status} for ${page.path}`);
      }
    }
    await scriptSection(current, baseline);
    await lighthouseSection(sides, pages);
    await renderingSection(sides, pages);
  } finally {
    await Promise.all(sides.map((side) => side.shop.stop()));
  }
}

await main();
