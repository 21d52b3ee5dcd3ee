import { type ChildProcess, fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printTable, ROOT, startShop } from './server.ts';

// `npm run bench:api`: the production server on a seeded database and, side by side in the same run, a bare
// node:http server answering the same bytes. Prints req/s, p50 and p99 of each and the ratio to the
// ceiling. BENCH_DATABASE_URL=postgres://… runs the shop on PostgreSQL instead of the embedded PGlite.
// BENCH_CARDS=10000 grows the catalogue to that many cards first (`npm run seed -- --cards`), for the
// uncached search at catalogue scale (decision record 41). BENCH_PORT=<n> serves the shop on that port and the
// ceiling on the next (default 4310). BENCH_ROOT=<a checkout> seeds and runs that checkout's server instead of
// this one's (a "before" figure measured by the same bench, e.g. a worktree of main).
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 4310);
const CEILING_PORT = SHOP_PORT + 1;
const SHOP_ROOT = process.env.BENCH_ROOT ? path.resolve(process.env.BENCH_ROOT) : ROOT;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const CARDS = process.env.BENCH_CARDS ? Number(process.env.BENCH_CARDS) : null;

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

/** What shoppers type, mistakes and synonyms included: every search of the realistic uncached row. */
const SHOPPER_QUERIES = [
  'grandma birthday',
  'mum',
  'wedding',
  'christmas',
  'thank you',
  'birthdy',
  'nan',
  'new baby',
  'anniversary',
  'get well soon',
];
const REGIONS = ['au', 'us', 'gb', 'ca', 'nz'];
const SORTS = ['freshness', 'name', 'popularity', 'price'];

/**
 * The n-th of 10,000 distinct searches for shoppers' words: each query with another page size, order and
 * region, so no two requests share a cached answer while every one finds cards.
 */
function shopperSearch(n: number): string {
  const i = n % 10_000;
  const query = encodeURIComponent(SHOPPER_QUERIES[i % 10] ?? 'birthday');
  const maxResults = 20 + (Math.floor(i / 10) % 25);
  const direction = Math.floor(i / 250) % 2 === 0 ? 'desc' : 'asc';
  const sort = SORTS[Math.floor(i / 500) % 4] ?? 'freshness';
  const region = REGIONS[Math.floor(i / 2000) % 5] ?? 'au';
  return `/api/cards/all?query=${query}&maxResults=${maxResults}&sort=${sort}&direction=${direction}&region=${region}`;
}

/** `distinct`: every request's path from the counter, so the response cache never answers. */
async function measure(url: string, distinct?: (path: string, n: number) => string): Promise<Figures> {
  let counter = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // Distinct URLs defeat the response cache, so the database answers every request.
    ...(distinct
      ? {
          requests: [
            {
              setupRequest: (request) => {
                counter += 1;
                return { ...request, path: distinct(request.path ?? '/', counter) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Seeds the catalogue with `cards` cards into a data folder (or the PostgreSQL database) of its own. */
async function seedLarge(cards: number, databaseUrl: string | undefined): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-bench-large-'));
  const seeding = fork(path.join(SHOP_ROOT, 'apps/server/src/seed/cli.ts'), ['--cards', String(cards)], {
    cwd: SHOP_ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => seeding.once('exit', resolve));
  if (code !== 0) throw new Error(`seeding ${cards} cards failed`);
  return dataDir;
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (CARDS !== null && !(Number.isInteger(CARDS) && CARDS > 0))
    throw new Error('BENCH_CARDS: a number of cards');
  const largeDir = CARDS ? await seedLarge(CARDS, databaseUrl) : undefined;
  const shop = await startShop(SHOP_PORT, {
    databaseUrl,
    root: SHOP_ROOT,
    ...(largeDir ? { dataDir: largeDir } : {}),
  });
  const base = shop.base;

  const all = (await (await fetch(`${base}/api/cards/all`)).json()) as {
    data: { results: Array<{ id: string }> };
  };
  const cardId = all.data.results[0]?.id;
  const targets = [
    { name: 'GET /api/cards/all', url: '/api/cards/all' },
    { name: 'full-text search', url: '/api/cards/all?query=birthday%20flowers' },
    { name: 'GET /api/card/{id}', url: `/api/card/${cardId}` },
    { name: 'GET /api/content/{tag}', url: '/api/content/occasion/birthday' },
  ];
  const bodies: Record<string, string> = {};
  for (const target of targets) bodies[target.url] = await (await fetch(`${base}${target.url}`)).text();
  const bodiesFile = path.join(tmpdir(), `cardshop-bench-bodies-${process.pid}.json`);
  await writeFile(bodiesFile, JSON.stringify(bodies));
  const ceiling = fork(path.join(ROOT, 'bench/src/ceiling.ts'), [bodiesFile, String(CEILING_PORT)], {
    stdio: 'inherit',
  });
  await new Promise((resolve) => ceiling.once('message', resolve));

  console.log(
    `Cardshop API${SHOP_ROOT === ROOT ? '' : ` (${SHOP_ROOT})`} on ${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}${CARDS ? `, ${CARDS} cards` : ''}; autocannon ${CONNECTIONS} connections, ${DURATION_S} s each\n`,
  );
  const rows: string[][] = [];
  for (const target of targets) {
    const shopFigures = await measure(`${base}${target.url}`);
    const ceilingFigures = await measure(`http://127.0.0.1:${CEILING_PORT}${target.url}`);
    const ratio = shopFigures.requests / ceilingFigures.requests;
    rows.push([
      target.name,
      `${bodies[target.url]?.length ?? 0} B`,
      shopFigures.requests.toFixed(0),
      `${shopFigures.p50} ms`,
      `${shopFigures.p99} ms`,
      ceilingFigures.requests.toFixed(0),
      `${ceilingFigures.p99} ms`,
      `${(ratio * 100).toFixed(0)}%`,
      `${ratio >= 0.35 && shopFigures.p99 < 50 ? 'met' : 'MISSED'}${shopFigures.errors ? ` (${shopFigures.errors} errors)` : ''}`,
    ]);
  }
  // The same search with a different query every request: every answer comes from the database.
  const uncached = await measure(`${base}/api/cards/all?query=birthday`, (path, n) => `${path}%20${n}`);
  // Shoppers' words (synonyms, a typo, several words), each URL distinct: every answer finds cards.
  const shoppers = await measure(`${base}/api/cards/all`, (_path, n) => shopperSearch(n));
  const floor = databaseUrl ? 50 : 100;
  for (const [name, figures] of [
    ['search, every query distinct (no cache)', uncached],
    ["search, shoppers' words, every URL distinct", shoppers],
  ] as const) {
    rows.push([
      name,
      '-',
      figures.requests.toFixed(0),
      `${figures.p50} ms`,
      `${figures.p99} ms`,
      '-',
      '-',
      '-',
      `${CARDS ? (figures.p99 <= floor ? `met (p99≤${floor}ms)` : `MISSED (p99≤${floor}ms)`) : 'measured only'}${figures.errors ? ` (${figures.errors} errors)` : ''}`,
    ]);
  }
  printTable(
    [
      'endpoint',
      'body',
      'req/s',
      'p50',
      'p99',
      'ceiling req/s',
      'ceiling p99',
      'ratio',
      'target ≥35%, p99<50ms',
    ],
    rows,
  );

  await stop(ceiling);
  await rm(bodiesFile, { force: true });
  await shop.stop();
  if (largeDir) await rm(largeDir, { recursive: true, force: true });
}

await main();
