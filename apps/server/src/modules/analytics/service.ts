import { createHash } from 'node:crypto';
import type { JourneyEvent } from '@cardshop/shared/contracts/analytics';
import type { Db } from '../../db/client.ts';
import type { RateLimit, RateLimiter } from '../../platform/rate-limit.ts';
import * as store from './store.ts';

/**
 * Journey batches a client address may send: a page sends one every 3 s at most (20 a minute), so this
 * leaves room for a household's several tabs behind one address, and none for a script posting views.
 */
export const JOURNEY_BATCHES_PER_IP: RateLimit = { limit: 60, windowSeconds: 60 };

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The browser's journey events: product views, modal opens and other steps of a visit. */
export function createAnalyticsService(db: Db, deps: { rateLimits?: RateLimiter } = {}) {
  return {
    /**
     * Stores a validated batch; `visit` (what identifies the visit: the visitor's or session's CSRF token)
     * ties the events to it, stored only as a hash. With `ip`, a client over its limit gets a 429 and
     * nothing is stored.
     */
    async record(
      events: JourneyEvent[],
      options: { visit?: string | null; ip?: string } = {},
    ): Promise<number> {
      if (options.ip && deps.rateLimits)
        await deps.rateLimits.enforce([[`journey:ip:${options.ip}`, JOURNEY_BATCHES_PER_IP]]);
      // A hash: the stored key cannot be used as the token, nor joined to a session or an account.
      const visit = options.visit
        ? createHash('sha256').update(`visit:${options.visit}`).digest('base64url').slice(0, 22)
        : null;
      return store.insertJourneyEvents(
        db,
        events.map((event) => ({
          category: event.category,
          event: event.event,
          label: event.label ?? null,
          data: event.data ?? null,
          uri: event.uri,
          occurredAt: new Date(event.time * 1000),
          session: visit,
        })),
      );
    },

    /**
     * How often these cards were viewed since `since`, per card and month (the studio's dashboard). Counted
     * by the server's clock of receipt: the browser's own clock may be anything.
     */
    cardViews: (cardIds: readonly string[], since: Date) => store.countCardViews(db, cardIds, since),

    /** Every stored event, oldest first. */
    list: () => store.listJourneyEvents(db),
  };
}
