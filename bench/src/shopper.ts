import { readdir, readFile } from 'node:fs/promises';
import { scratchDatabase } from '../../apps/server/src/test/scratch-database.ts';
import { Browser } from './server.ts';

// What the checkout bench and the soak share: the demo catalogue's blank cards, one guest checkout with the
// test gateway, a fresh PostgreSQL database a run, and percentiles.

const CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Bench Buyer' };

export const CHECKOUT_STEPS = ['session', 'add blanks', 'quote', 'intent', 'confirm', 'complete'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export interface Blank {
  id: string;
  size: string;
}

/** Percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Up to eight cards of the demo catalogue sold blank. */
export async function blankCards(base: string): Promise<Blank[]> {
  const list = (await (await fetch(`${base}/api/cards/all?maxResults=48`)).json()) as {
    data: { results: Array<{ id: string }> };
  };
  const blanks: Blank[] = [];
  for (const card of list.data.results) {
    const detail = (await (await fetch(`${base}/api/card/${card.id}`)).json()) as {
      data: { id: string; size: string; formats: string[] };
    };
    if (detail.data.formats.includes('blank')) blanks.push({ id: detail.data.id, size: detail.data.size });
    if (blanks.length >= 8) break;
  }
  if (blanks.length === 0) throw new Error('the demo catalogue has no blank cards');
  return blanks;
}

/**
 * One guest checkout of ten blank cards in a new browser: session → add blanks → quote → payment intent →
 * test-card confirm → complete, each step timed through `timed`. Answers the paid order's reference;
 * throws when a step fails or the order is not paid.
 */
export async function checkoutOnce(
  base: string,
  card: Blank,
  sequence: number,
  timed: <T>(step: CheckoutStep, work: () => Promise<T>) => Promise<T>,
): Promise<{ id: string; token: string }> {
  const buyer = new Browser(base);
  await timed('session', () => buyer.call('GET', '/api/auth/check'));
  const { order } = await timed('add blanks', () =>
    buyer.call<{ order: { id: string; token: string } }>('POST', '/api/order/add-blanks', {
      cardId: card.id,
      cardSize: card.size,
      quantity: 10,
      firstName: 'Bench',
      lastName: 'Buyer',
      email: `bench${sequence}@example.com`,
      shipping: { method: 'standard' },
      address: '1 Harbour St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    }),
  );
  const ref = { id: order.id, token: order.token };
  await timed('quote', () => buyer.call('POST', '/api/payment/order/quote', { order: ref }));
  const intent = await timed('intent', () =>
    buyer.call<{ secret: string; intentId: string }>('POST', '/api/payment/order/intent', { order: ref }),
  );
  const result = await timed('confirm', () =>
    buyer.call<{ status: string }>('POST', '/api/payment/test/confirm', {
      secret: intent.secret,
      card: CARD,
    }),
  );
  if (result.status !== 'succeeded') throw new Error(`confirm answered ${result.status}`);
  const completed = await timed('complete', () =>
    buyer.call<{ status: string }>('POST', '/api/payment/order/complete', {
      order: ref,
      intentId: intent.intentId,
    }),
  );
  if (completed.status !== 'paid') throw new Error(`complete answered ${completed.status}`);
  return ref;
}

/** A fresh database on the PostgreSQL server of `serverUrl`: its address, and how to drop it. */
export function freshDatabase(serverUrl: string) {
  return scratchDatabase(serverUrl, 'cardshop_bench');
}

/**
 * The CPU time a process has used, user and system, in ms (Linux's /proc): what the server spends on the
 * requests, less swayed than throughput by other work on the machine.
 */
export async function cpuMs(pid: number): Promise<number> {
  const own = statCpuMs(await readFile(`/proc/${pid}/stat`, 'utf8'));
  // With PROCESSES=N the server is a supervisor and its app processes: theirs counts too.
  const theirs = await Promise.all((await childPids(pid)).map((child) => cpuMs(child).catch(() => 0)));
  return own + theirs.reduce((sum, value) => sum + value, 0);
}

/** The user and system CPU time, in ms, of a process's `/proc/<pid>/stat` line. */
function statCpuMs(stat: string): number {
  // The fields after the command name (which may hold spaces) in parentheses: utime and stime are the
  // 12th and 13th of them, in clock ticks (100 a second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The processes a process started (Linux's /proc): a server with PROCESSES=N, its app processes. */
export async function childPids(pid: number): Promise<number[]> {
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return children.split(' ').filter(Boolean).map(Number);
}

/**
 * The CPU time of every PostgreSQL process on this machine (user and system, in ms, from /proc): read
 * before and after a run, what the database spent meanwhile. A process that ended within the run is
 * missed, so it reads a little low; the bench's pools keep their connections while it runs.
 */
export async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) total += statCpuMs(stat);
  }
  return total;
}
