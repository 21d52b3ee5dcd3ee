import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Attempts allowed within one window. */
  limit: number;
  windowSeconds: number;
}

/**
 * A delay that grows with failures in a row, instead of a lock: after the n-th failure the next attempt
 * waits min(maxDelaySeconds, firstDelaySeconds × 2^(n−1)) from the start of the failed one. A run of
 * failures is forgotten once no attempt has been made for `forgetAfterSeconds`.
 */
export interface Backoff {
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/** The wait after `failures` failures in a row (0 before the first). */
export function backoffSeconds(rule: Backoff, failures: number): number {
  if (failures <= 0) return 0;
  // The exponent stops at 30: the cap is reached long before, and 2^huge would not be a number.
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** Math.min(failures - 1, 30));
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the current window ends (0 when allowed). */
  retryAfterSeconds: number;
}

/** A 429 (global.errors.too-many-requests) with its Retry-After header. */
export class TooManyRequestsError extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    // Retry-After tells the client when to try again (the MFA modal counts down to it).
    super(
      429,
      'global.errors.too-many-requests',
      { retryAfter: retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    );
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

// Counters of windows that ended long ago are deleted now and then, so the table stays small.
const PRUNE_EVERY = 500;
const PRUNE_AFTER_MS = 24 * 3600 * 1000;

export type RateLimiter = ReturnType<typeof createRateLimiter>;

/**
 * Fixed-window counters and backoff delays in the `rate_limits` table, shared by every app server on the
 * database. Each hit is one atomic upsert, so concurrent requests cannot slip past the limit together. A
 * backoff row keeps the start of its last attempt in `window_start` and the failures in a row in `count`.
 */
export function createRateLimiter(db: Db, clock: () => Date = () => new Date()) {
  let hits = 0;

  async function hit(key: string, rule: RateLimit): Promise<RateLimitResult> {
    const now = clock();
    const windowMs = rule.windowSeconds * 1000;
    const cutoff = new Date(now.getTime() - windowMs);
    // A window that has ended starts again at `now` with a count of 1; otherwise the count goes up.
    const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        },
      })
      .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
    hits += 1;
    if (hits % PRUNE_EVERY === 0) await prune();
    if (!row || row.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    const endsAt = row.windowStart.getTime() + windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
  }

  /** Seconds until a backoff key may be tried again (0: now), from its row; counts nothing. */
  async function backoffWait(key: string, rule: Backoff): Promise<number> {
    const now = clock().getTime();
    const [row] = await db
      .select({ last: rateLimits.windowStart, failures: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, key))
      .limit(1);
    if (!row || row.last.getTime() <= now - rule.forgetAfterSeconds * 1000) return 0;
    const until = row.last.getTime() + backoffSeconds(rule, row.failures) * 1000;
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  async function prune(): Promise<void> {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(clock().getTime() - PRUNE_AFTER_MS)));
  }

  return {
    /** Counts one attempt against `key` and says whether it is within the limit. */
    hit,

    /**
     * Seconds until `key` may be tried again (0: now) when its window already holds `limit` attempts;
     * counts nothing. For limits counted only on failure (a wrong redemption code), read before trying.
     */
    async wait(key: string, rule: RateLimit): Promise<number> {
      const now = clock().getTime();
      const [row] = await db
        .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
        .from(rateLimits)
        .where(eq(rateLimits.key, key))
        .limit(1);
      const endsAt = row ? row.windowStart.getTime() + rule.windowSeconds * 1000 : 0;
      if (!row || endsAt <= now || row.count < rule.limit) return 0;
      return Math.max(1, Math.ceil((endsAt - now) / 1000));
    },

    /** Counts one attempt against every key; throws a TooManyRequestsError if any is over its limit. */
    async enforce(checks: Array<[key: string, rule: RateLimit]>): Promise<void> {
      let retryAfter = 0;
      for (const [key, rule] of checks) {
        const result = await hit(key, rule);
        if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
      }
      if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
    },

    /** Throws a TooManyRequestsError while a backoff key waits after its failures; counts nothing. */
    async checkBackoff(key: string, rule: Backoff): Promise<void> {
      const wait = await backoffWait(key, rule);
      if (wait > 0) throw new TooManyRequestsError(wait);
    },

    /**
     * Takes the turn of a backoff key: counts an attempt that is a failure until `reset` says otherwise,
     * so the next waits its delay. One atomic upsert (the row holds the start of the last attempt and the
     * failures in a row), so of concurrent attempts one gets the turn; the others get a 429 with the wait.
     */
    async startAttempt(key: string, rule: Backoff): Promise<void> {
      const now = clock();
      const nowSql = sql`${now.toISOString()}::timestamptz`;
      const forgotten = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.forgetAfterSeconds * 1000).toISOString()}::timestamptz`;
      const delay = sql`least(${rule.maxDelaySeconds}::float8, ${rule.firstDelaySeconds}::float8 * power(2, least(${rateLimits.count} - 1, 30)))`;
      const rows = await db
        .insert(rateLimits)
        .values({ key, windowStart: now, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            windowStart: nowSql,
            count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
          },
          // Only once the delay after the last failure has passed (or the run was forgotten).
          setWhere: sql`${forgotten} or ${rateLimits.windowStart} + ${delay} * interval '1 second' <= ${nowSql}`,
        })
        .returning({ count: rateLimits.count });
      hits += 1;
      if (hits % PRUNE_EVERY === 0) await prune();
      if (rows.length > 0) return;
      throw new TooManyRequestsError(Math.max(1, await backoffWait(key, rule)));
    },

    /** Forgets the count of a key (a successful sign-in clears its account's failures). */
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Deletes counters whose window ended more than a day ago. */
    prune,
  };
}
