import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

export type OrganisationOrders = ReturnType<typeof createOrganisationOrders>;

/**
 * An organisation's orders as its managers' dashboard reads them (decision 0036): the orders its members
 * placed while working in it, and what they were worth, however they were paid (card, credits, gift credit).
 */
export function createOrganisationOrders(db: Db) {
  return {
    /** The organisation's paid orders, newest first (at most `limit`). */
    async recent(organisationId: string, limit: number) {
      const rows = await store.listOrganisationOrders(db, organisationId, limit);
      return rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        paidAt: row.paidAt?.toISOString() ?? null,
        value: row.value,
        currency: row.currencyCode,
        cards: row.quantity,
      }));
    },

    /** How many cards the organisation's orders paid since `since` held. */
    cardsSince: (organisationId: string, since: Date) =>
      store.organisationCardsSince(db, organisationId, since),

    /** What the organisation's orders paid since `since` were worth, per currency. */
    spendSince: (organisationId: string, since: Date) => store.organisationSpend(db, organisationId, since),
  };
}
