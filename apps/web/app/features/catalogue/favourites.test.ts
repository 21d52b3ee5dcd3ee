import { describe, expect, it } from 'vitest';
import { favouriteActionFor, favouritePath, isFavourite, withFavourites } from './favourites.ts';

const card = '0b6f1c2e-8d1d-4c4e-9f55-3c1e2a7b9d10';

describe('favourites', () => {
  it('reads the heart from the user favourites map', () => {
    expect(isFavourite(null, card)).toBe(false);
    expect(isFavourite({ favourites: {} }, card)).toBe(false);
    expect(isFavourite({ favourites: { [card]: true } }, card)).toBe(true);
  });

  it('adds for a signed-out visitor (an empty heart) and toggles for a user', () => {
    expect(favouriteActionFor(null, card)).toBe('add');
    expect(favouriteActionFor({ favourites: {} }, card)).toBe('add');
    expect(favouriteActionFor({ favourites: { [card]: true } }, card)).toBe('remove');
  });

  it('calls the favourites API and keeps the answered map', () => {
    expect(favouritePath('add', card)).toBe(`/api/account/favourites/add/${card}`);
    const user = { id: 'u', favourites: { other: true } };
    expect(withFavourites(user, { [card]: true })).toEqual({ id: 'u', favourites: { [card]: true } });
  });
});
