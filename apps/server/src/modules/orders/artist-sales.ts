import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

export type ArtistSales = ReturnType<typeof createArtistSales>;

/**
 * An artist's sales as their studio reads them (decision 0038): the paid order items of their own cards,
 * by card, month and currency. Nobody else's cards, and no unpaid or cancelled order, ever count.
 */
export function createArtistSales(db: Db) {
  return {
    async since(artistId: string, since: Date) {
      const rows = await store.artistSales(db, artistId, since);
      return rows.map((row) => ({ ...row, value: Number(row.value) }));
    },
  };
}
