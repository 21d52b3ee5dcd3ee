import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as store from './store.ts';

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/** A user's favourite cards, answered as the map the client keeps (card id → true). */
export function createFavouritesService(db: Db) {
  const mapOf = async (userId: string) =>
    Object.fromEntries((await store.cardIdsOf(db, userId)).map((id) => [id, true])) as Record<
      string,
      boolean
    >;
  return {
    /** The favourites map of a user. */
    of: mapOf,
    /** How many times these cards were favourited since `since`, per card and month (the studio). */
    addedByMonth: (cardIds: readonly string[], since: Date) => store.countAdded(db, cardIds, since),
    /** The favourite card ids, oldest first. */
    cardIds: (userId: string) => store.cardIdsOf(db, userId),
    async add(userId: string, cardId: string) {
      if (!(await store.add(db, userId, cardId))) throw new NotFoundError();
      return mapOf(userId);
    },
    async remove(userId: string, cardId: string) {
      if (!(await store.remove(db, userId, cardId))) throw new NotFoundError();
      return mapOf(userId);
    },
  };
}
