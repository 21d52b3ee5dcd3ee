import { describe, expect, it } from 'vitest';
import { accountHome, accountHomeUrl, accountMenuEntries, accountUserOf } from './account-menu.ts';

const ids = (user: Parameters<typeof accountMenuEntries>[0]) =>
  accountMenuEntries(user).map((entry) => entry.id);

describe('account menu', () => {
  it('offers favourites and log in to a signed-out visitor, and the icon goes to log in', () => {
    expect(accountMenuEntries(null)).toEqual([
      { id: 'favourites', labelKey: 'shell.account.favourites', url: '/favourites' },
      { id: 'login', labelKey: 'shell.account.login', url: '/login' },
    ]);
    expect(accountHomeUrl(null)).toBe('/login');
  });

  it('offers the dashboard, favourites and log out to a signed-in customer', () => {
    const customer = { name: 'Ada' };
    expect(ids(customer)).toEqual(['account', 'favourites', 'logout']);
    expect(accountHomeUrl(customer)).toBe('/account');
  });

  it('adds manage for organisation managers, not for members with usage permissions only', () => {
    const manager = { name: 'Mia', permissions: { campaigns: true, useCredits: true } };
    expect(ids(manager)).toEqual(['manage', 'manage-artwork', 'account', 'favourites', 'logout']);
    expect(accountHomeUrl(manager)).toBe('/manage');
    // The icon is named after where it goes.
    expect(accountHome(manager).labelKey).toBe('shell.account.manage');
    const member = { name: 'Max', permissions: { useCredits: true, useTemplates: true } };
    expect(ids(member)).toEqual(['account', 'favourites', 'logout']);
    expect(accountHomeUrl(member)).toBe('/account');
    expect(accountHome(member).labelKey).toBe('shell.account.dashboard');
  });

  it('adds the studio for a user who manages the current artist, and the icon goes there first', () => {
    const artist = {
      name: 'Ari',
      access: { artists: ['artist-1'] },
      currentArtistId: 'artist-1',
      permissions: { reports: true },
    };
    expect(ids(artist)).toEqual(['studio', 'manage', 'manage-artwork', 'account', 'favourites', 'logout']);
    expect(accountHomeUrl(artist)).toBe('/studio');
    expect(ids({ ...artist, currentArtistId: 'artist-2' })).not.toContain('studio');
  });

  it('greets the signed-in user by first name and reads their permissions', () => {
    const user = {
      firstName: 'Mia',
      email: 'mia@example.com',
      permissions: { campaigns: true },
      access: { artists: [], organisations: ['org-1'] },
    };
    const header = accountUserOf(user);
    expect(header?.name).toBe('Mia');
    expect(ids(header)).toEqual(['manage', 'manage-artwork', 'account', 'favourites', 'logout']);
    expect(accountUserOf({ ...user, firstName: '' })?.name).toBe('mia@example.com');
    expect(accountUserOf(null)).toBeNull();
  });

  it('puts an artist account in artist mode: the icon goes to the studio, listed first', () => {
    const header = accountUserOf({
      firstName: 'Ari',
      email: 'ari@example.com',
      permissions: {},
      access: { artists: ['artist-1'], organisations: [] },
    });
    expect(header?.currentArtistId).toBe('artist-1');
    expect(ids(header)).toEqual(['studio', 'account', 'favourites', 'logout']);
    expect(accountHomeUrl(header)).toBe('/studio');
  });
});
