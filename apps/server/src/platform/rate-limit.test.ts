import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { backoffSeconds, createRateLimiter, TooManyRequestsError } from './rate-limit.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let now = new Date('2030-01-01T00:00:00Z');
const clock = () => now;
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('rate limits', () => {
  const rule = { limit: 3, windowSeconds: 60 };

  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter(database.db, clock);
    for (let i = 0; i < 3; i += 1) {
      expect(await limiter.hit('a', rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    }
    advance(20);
    expect(await limiter.hit('a', rule)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    // Other keys have their own counts.
    expect((await limiter.hit('b', rule)).allowed).toBe(true);
  });

  it('wait reads a window without counting: 0 below the limit, the seconds left once it is full', async () => {
    const limiter = createRateLimiter(database.db, clock);
    expect(await limiter.wait('peek', rule)).toBe(0);
    await limiter.hit('peek', rule);
    await limiter.hit('peek', rule);
    expect(await limiter.wait('peek', rule)).toBe(0);
    expect(await limiter.wait('peek', rule)).toBe(0);
    await limiter.hit('peek', rule);
    advance(15);
    expect(await limiter.wait('peek', rule)).toBe(45);
    advance(45);
    expect(await limiter.wait('peek', rule)).toBe(0);
  });

  it('starts a new window once the old one has ended, and limits that window in turn', async () => {
    // Its own key and a clock it sets itself: nothing here leans on another test's counts.
    const limiter = createRateLimiter(database.db, clock);
    const key = 'windows';
    const full = async () => {
      for (let i = 0; i < rule.limit; i += 1) {
        expect(await limiter.hit(key, rule)).toEqual({ allowed: true, retryAfterSeconds: 0 });
      }
    };
    await full();
    advance(10);
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 50 });

    // The first window ended: a fresh one starts at the next hit, with the whole limit again…
    advance(60);
    const secondStart = now;
    await full();
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row?.windowStart.getTime()).toBe(secondStart.getTime());
    expect(row?.count).toBe(rule.limit);
    // …and it refuses past the limit, counting down from its own start.
    advance(15);
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 45 });

    // A third window works the same way (the window keeps moving, not only once).
    advance(45);
    await full();
    expect(await limiter.hit(key, rule)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts concurrent hits exactly (one atomic upsert each)', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => limiter.hit('burst', { limit: 4, windowSeconds: 60 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
  });

  it('enforce throws a 429 with the longest wait of the keys over their limits; reset forgets a key', async () => {
    const limiter = createRateLimiter(database.db, clock);
    await limiter.enforce([['c', { limit: 1, windowSeconds: 30 }]]);
    const refused = await limiter
      .enforce([
        ['c', { limit: 1, windowSeconds: 30 }],
        ['d', { limit: 5, windowSeconds: 600 }],
      ])
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyRequestsError);
    expect((refused as TooManyRequestsError).status).toBe(429);
    expect((refused as TooManyRequestsError).retryAfterSeconds).toBe(30);
    await limiter.reset('c');
    await expect(limiter.enforce([['c', { limit: 1, windowSeconds: 30 }]])).resolves.toBeUndefined();
  });

  it('prunes counters whose window ended more than a day ago', async () => {
    const limiter = createRateLimiter(database.db, clock);
    await limiter.hit('old', rule);
    advance(2 * 24 * 3600);
    await limiter.hit('new', rule);
    await limiter.prune();
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(['new']);
  });
});

describe('backoff delays', () => {
  const rule = { firstDelaySeconds: 1, maxDelaySeconds: 60, forgetAfterSeconds: 900 };
  /** The wait a refused attempt names, or 0 when the attempt got its turn. */
  const waitOf = (attempt: Promise<void>) =>
    attempt.then(
      () => 0,
      (error: unknown) => (error instanceof TooManyRequestsError ? error.retryAfterSeconds : -1),
    );

  it('doubles from the first delay up to the cap, without overflowing after many failures', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 1_000_000].map((failures) => backoffSeconds(rule, failures));
    expect(waits).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('gives the next attempt its turn only once the delay after the last has passed', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const key = 'backoff-turns';
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(1);
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(1);
    advance(1);
    await limiter.checkBackoff(key, rule);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    // Refused attempts counted nothing: two failures, so two seconds.
    advance(1);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(1);
    advance(1);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(4);
    // Reset (the right password) forgets the failures.
    await limiter.reset(key);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(1);
  });

  it('forgets a run of failures after a quiet spell', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const key = 'backoff-forgotten';
    for (let failures = 0; failures < 8; failures += 1) {
      advance(backoffSeconds(rule, failures));
      expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    }
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(60);
    advance(rule.forgetAfterSeconds);
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(0);
    expect(await waitOf(limiter.startAttempt(key, rule))).toBe(0);
    expect(await waitOf(limiter.checkBackoff(key, rule))).toBe(1);
  });

  it('gives one of many concurrent attempts the turn (one atomic upsert each)', async () => {
    const limiter = createRateLimiter(database.db, clock);
    const waits = await Promise.all(
      Array.from({ length: 10 }, () => waitOf(limiter.startAttempt('backoff-burst', rule))),
    );
    expect(waits.toSorted()).toEqual([0, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
  });
});
