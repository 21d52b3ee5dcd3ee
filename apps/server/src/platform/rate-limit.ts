import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

export interface RateLimit {
  /** Attempts allowed within one window. */
  limit: number;
  windowSeconds: number;
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
 * Fixed-window counters in the `rate_limits` table, shared by every app server on the database. Each hit
 * is one atomic upsert, so concurrent requests cannot slip past the limit together.
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

  async function prune(): Promise<void> {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(clock().getTime() - PRUNE_AFTER_MS)));
  }

  return {
    /** Counts one attempt against `key` and says whether it is within the limit. */
    hit,

    /** Counts one attempt against every key; throws a TooManyRequestsError if any is over its limit. */
    async enforce(checks: Array<[key: string, rule: RateLimit]>): Promise<void> {
      let retryAfter = 0;
      for (const [key, rule] of checks) {
        const result = await hit(key, rule);
        if (!result.allowed) retryAfter = Math.max(retryAfter, result.retryAfterSeconds);
      }
      if (retryAfter > 0) throw new TooManyRequestsError(retryAfter);
    },

    /** Forgets the count of a key (a successful sign-in clears its account's failures). */
    async reset(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /** Deletes counters whose window ended more than a day ago. */
    prune,
  };
}
