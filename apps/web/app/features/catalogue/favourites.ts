import type { User } from '@cardshop/shared/contracts/auth';

// The favourites the browser keeps: the signed-in user's map (card id → true), shared by every heart.

export type FavouriteAction = 'add' | 'remove';

/** Whether the card is one of the user's favourites (never for a signed-out visitor). */
export function isFavourite(user: Pick<User, 'favourites'> | null, cardId: string): boolean {
  return !!user?.favourites[cardId];
}

/**
 * What pressing the heart asks for. A signed-out visitor saw an empty heart, so after signing in the
 * press still means 'add', even if the account already has the card (adding twice is harmless; removing
 * a favourite the visitor could not see would not be).
 */
export function favouriteActionFor(user: Pick<User, 'favourites'> | null, cardId: string): FavouriteAction {
  return isFavourite(user, cardId) ? 'remove' : 'add';
}

/** `POST /api/account/favourites/{add|remove}/{cardId}`. */
export function favouritePath(action: FavouriteAction, cardId: string): string {
  return `/api/account/favourites/${action}/${encodeURIComponent(cardId)}`;
}

/** The user with the favourites map the server answered. */
export function withFavourites<T extends Pick<User, 'favourites'>>(
  user: T,
  favourites: Record<string, boolean>,
): T {
  return { ...user, favourites };
}
