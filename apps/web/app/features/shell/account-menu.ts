import type { User } from '@cardshop/shared/contracts/auth';
import { canManageArtist, canManageOrganisation, type Permissions } from '@cardshop/shared/rules/permissions';

/** What the header needs to know of the signed-in user. */
export interface AccountUser {
  name: string;
  /** The user's permission flags in the current organisation. */
  permissions?: Permissions;
  access?: { artists?: string[] };
  /** The artist of the current platform mode, when in artist mode. */
  currentArtistId?: string | null;
}

/** The header's view of the signed-in user (null when signed out). */
export function accountUserOf(
  user: Pick<User, 'firstName' | 'email' | 'permissions' | 'access'> | null,
): AccountUser | null {
  if (!user) return null;
  return {
    name: user.firstName || user.email,
    permissions: user.permissions,
    access: user.access,
    // An artist account works in artist mode for the (first) artist it manages (decision record 38).
    currentArtistId: user.access.artists[0] ?? null,
  };
}

export type AccountEntryId =
  | 'studio'
  | 'manage'
  | 'manage-artwork'
  | 'account'
  | 'favourites'
  | 'login'
  | 'logout';

export interface AccountMenuEntry {
  id: AccountEntryId;
  /** Translation key of the label. */
  labelKey: string;
  url: string;
}

const ENTRIES: Record<AccountEntryId, AccountMenuEntry> = {
  studio: { id: 'studio', labelKey: 'shell.account.studio', url: '/studio' },
  manage: { id: 'manage', labelKey: 'shell.account.manage', url: '/manage' },
  'manage-artwork': {
    id: 'manage-artwork',
    labelKey: 'shell.account.manage-artwork',
    url: '/manage/artwork',
  },
  account: { id: 'account', labelKey: 'shell.account.dashboard', url: '/account' },
  favourites: { id: 'favourites', labelKey: 'shell.account.favourites', url: '/favourites' },
  login: { id: 'login', labelKey: 'shell.account.login', url: '/login' },
  logout: { id: 'logout', labelKey: 'shell.account.logout', url: '/logout' },
};

function canUseStudio(user: AccountUser): boolean {
  return !!user.currentArtistId && canManageArtist(user.access, user.currentArtistId);
}

/** The account dropdown: studio, manage, dashboard, favourites and log out when signed in; else favourites and log in. */
export function accountMenuEntries(user: AccountUser | null): AccountMenuEntry[] {
  if (!user) return [ENTRIES.favourites, ENTRIES.login];
  return [
    ...(canUseStudio(user) ? [ENTRIES.studio] : []),
    // Managers send single cards from /manage/artwork (storefront.md §6).
    ...(canManageOrganisation(user.permissions) ? [ENTRIES.manage, ENTRIES['manage-artwork']] : []),
    ENTRIES.account,
    ENTRIES.favourites,
    ENTRIES.logout,
  ];
}

/**
 * Where the account icon goes, and what it is called there: the studio, manage or account dashboard by
 * permission; log in when signed out.
 */
export function accountHome(user: AccountUser | null): AccountMenuEntry {
  if (!user) return ENTRIES.login;
  if (canUseStudio(user)) return ENTRIES.studio;
  if (canManageOrganisation(user.permissions)) return ENTRIES.manage;
  return ENTRIES.account;
}

/** Where the account icon goes (accountHome's address). */
export function accountHomeUrl(user: AccountUser | null): string {
  return accountHome(user).url;
}
