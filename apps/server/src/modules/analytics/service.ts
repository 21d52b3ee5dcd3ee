import type { JourneyEvent } from '@cardshop/shared/contracts/analytics';
import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The browser's journey events: product views, modal opens and other steps of a visit. */
export function createAnalyticsService(db: Db) {
  return {
    /** Stores a validated batch; `session` ties the events to a visit when one is known. */
    async record(events: JourneyEvent[], options: { session?: string | null } = {}): Promise<number> {
      return store.insertJourneyEvents(
        db,
        events.map((event) => ({
          category: event.category,
          event: event.event,
          label: event.label ?? null,
          data: event.data ?? null,
          uri: event.uri,
          occurredAt: new Date(event.time * 1000),
          session: options.session ?? null,
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
