import { readFile } from 'node:fs/promises';
import { printTable, startShop } from './server.ts';
import {
  type Blank,
  blankCards,
  CHECKOUT_STEPS,
  checkoutOnce,
  childPids,
  freshDatabase,
  percentile,
} from './shopper.ts';

// `npm run bench:soak`: 200 shoppers at once for 10 minutes against the production server on PostgreSQL
// (BENCH_DATABASE_URL=postgres://…, a fresh database on that server, dropped afterwards; the embedded
// PGlite without it). Each shopper browses (the homepage, a page of the card list, a card's page and its
// API answer) with a pause between steps, and every SOAK_CHECKOUT_EVERY-th visit ends in a guest checkout
// with the test gateway. It prints the errors (none allowed: the exit code says), count, p50 and p99 per
// step, and the server's resident memory at the start, its peak and at the end. SOAK_SECONDS shortens it
// (or lengthens it), SOAK_SHOPPERS changes the crowd, SOAK_PAUSE_MS the mean pause. Needs a build
// (`npm run build`). Traffic stays on 127.0.0.1.
const PORT = 4331;
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 200);
const DURATION_S = Number(process.env.SOAK_SECONDS ?? 600);
const PAUSE_MS = Number(process.env.SOAK_PAUSE_MS ?? 1000);
const CHECKOUT_EVERY = Number(process.env.SOAK_CHECKOUT_EVERY ?? 3);

const BROWSE_STEPS = ['home page', 'card list', 'card page', 'card'] as const;
const STEPS = [...BROWSE_STEPS, ...CHECKOUT_STEPS];
type Step = (typeof STEPS)[number];

/** The resident memory of a process and its children (PROCESSES=N's app processes), in MiB (Linux's /proc). */
async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 0);
  const theirs = await Promise.all((await childPids(pid)).map((child) => residentMiB(child).catch(() => 0)));
  return kib / 1024 + theirs.reduce((sum, value) => sum + value, 0);
}

/** A GET that must answer 2xx; its body is read to the end, as a browser would. */
async function get(url: string, accept: string): Promise<string> {
  const response = await fetch(url, { headers: { accept } });
  const body = await response.text();
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname}: ${response.status}`);
  return body;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, PAUSE_MS * (0.5 + Math.random())));

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const database = serverUrl ? await freshDatabase(serverUrl) : null;
  const shop = await startShop(PORT, { databaseUrl: database?.url });
  try {
    const blanks = await blankCards(shop.base);
    const list = JSON.parse(await get(`${shop.base}/api/cards/all?maxResults=48`, 'application/json')) as {
      data: { results: Array<{ id: string; fullPath: string }> };
    };
    const cards = list.data.results;
    const timings = Object.fromEntries(STEPS.map((step) => [step, [] as number[]])) as Record<Step, number[]>;
    const errors = new Map<string, number>();
    let visits = 0;

    const timed = async <T>(step: Step, work: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      const result = await work();
      timings[step].push(performance.now() - started);
      return result;
    };

    async function visit() {
      visits += 1;
      const sequence = visits;
      const card = cards[sequence % cards.length];
      if (!card) throw new Error('the demo catalogue has no cards');
      await timed('home page', () => get(`${shop.base}/`, 'text/html'));
      await pause();
      const page = 1 + (sequence % 4);
      await timed('card list', () =>
        get(`${shop.base}/api/cards/all?maxResults=24&page=${page}`, 'application/json'),
      );
      await pause();
      await timed('card page', () => get(`${shop.base}${card.fullPath}`, 'text/html'));
      await timed('card', () => get(`${shop.base}/api/card/${card.id}`, 'application/json'));
      await pause();
      if (sequence % CHECKOUT_EVERY === 0) {
        await checkoutOnce(shop.base, blanks[sequence % blanks.length] as Blank, sequence, timed);
      }
    }

    const memory = { start: await residentMiB(shop.pid), peak: 0, end: 0 };
    memory.peak = memory.start;
    console.log(
      `Soak on ${serverUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${process.env.PROCESSES ?? 1} app process(es): ${SHOPPERS} shoppers for ${DURATION_S} s, a pause of about ${PAUSE_MS} ms between steps, a checkout every ${CHECKOUT_EVERY} visits; server memory at start ${memory.start.toFixed(0)} MiB`,
    );
    const began = performance.now();
    const deadline = began + DURATION_S * 1000;
    const sampler = setInterval(() => {
      residentMiB(shop.pid)
        .then((mib) => {
          memory.peak = Math.max(memory.peak, mib);
          const minutes = ((performance.now() - began) / 60_000).toFixed(1);
          const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
          console.log(`  ${minutes} min: ${visits} visits, ${errorCount} errors, ${mib.toFixed(0)} MiB`);
        })
        .catch(() => {});
    }, 60_000);
    await Promise.all(
      Array.from({ length: SHOPPERS }, async (_, shopper) => {
        // The crowd arrives over the first pause, not in one instant.
        await new Promise((resolve) => setTimeout(resolve, (shopper / SHOPPERS) * PAUSE_MS));
        while (performance.now() < deadline) {
          try {
            await visit();
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            errors.set(message, (errors.get(message) ?? 0) + 1);
          }
        }
      }),
    );
    clearInterval(sampler);
    const elapsed = (performance.now() - began) / 1000;
    memory.end = await residentMiB(shop.pid);
    memory.peak = Math.max(memory.peak, memory.end);

    printTable(
      ['step', 'count', 'req/s', 'p50', 'p99'],
      STEPS.map((step) => {
        const sorted = [...timings[step]].sort((a, b) => a - b);
        return [
          step,
          String(sorted.length),
          (sorted.length / elapsed).toFixed(1),
          `${percentile(sorted, 50).toFixed(1)} ms`,
          `${percentile(sorted, 99).toFixed(1)} ms`,
        ];
      }),
    );
    const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
    console.log(
      `\n${visits} visits (${timings.complete.length} checkouts) in ${elapsed.toFixed(0)} s; errors: ${errorCount}; server memory: ${memory.start.toFixed(0)} MiB at start, ${memory.peak.toFixed(0)} MiB at peak, ${memory.end.toFixed(0)} MiB at the end`,
    );
    for (const [message, count] of [...errors].slice(0, 10)) console.log(`  error ×${count}: ${message}`);
    if (errorCount > 0) process.exitCode = 1;
  } finally {
    await shop.stop();
    await database?.drop();
  }
}

await main();
