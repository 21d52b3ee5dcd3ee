/** An organisation member's permission flags, keyed by permission name. */
export type Permissions = Record<string, boolean> | null | undefined;

// 'use' followed by a capital (useCredits, useSavedCard…), so a key such as 'users' is not a usage one.
const USAGE_KEY = /^use[A-Z]/;

// Only an own, literally true flag grants anything; inherited keys like 'constructor' never do.
function isGranted(permissions: Permissions, key: string): boolean {
  return permissions != null && Object.hasOwn(permissions, key) && permissions[key] === true;
}

/** Tells whether a permission only lets a member spend (credits, saved cards, templates), not manage. */
export function isUsagePermission(key: string): boolean {
  return USAGE_KEY.test(key);
}

/** Tells whether a member holds any management permission, which opens the organisation settings. */
export function canManageOrganisation(permissions: Permissions): boolean {
  if (!permissions) return false;
  return Object.keys(permissions).some((key) => !isUsagePermission(key) && isGranted(permissions, key));
}

/** Tells whether every one of the keys is granted (true for no keys). */
export function hasAll(permissions: Permissions, keys: string[]): boolean {
  return keys.every((key) => isGranted(permissions, key));
}

/** Tells whether at least one of the keys is granted (false for no keys). */
export function hasAny(permissions: Permissions, keys: string[]): boolean {
  return keys.some((key) => isGranted(permissions, key));
}

/** Tells whether every requirement is met, where 'a|b' is met by either a or b. */
export function satisfiesRequirements(permissions: Permissions, requirements: string[]): boolean {
  return requirements.every((requirement) => {
    const alternatives = requirement
      .split('|')
      .map((key) => key.trim())
      .filter((key) => key !== '');
    // A blank entry (e.g. a trailing comma in config) adds no requirement.
    return alternatives.length === 0 || hasAny(permissions, alternatives);
  });
}

/** Tells whether a user may manage the artist with this id. */
export function canManageArtist(
  access: { artists?: string[] } | null | undefined,
  artistId: string,
): boolean {
  if (artistId === '') return false;
  return access?.artists?.includes(artistId) ?? false;
}

/**
 * The platform mode a signed-in user works in (storefront.md §1): organisation while they belong to an
 * organisation (they work in the one they joined last), else consumer. Artist mode follows the artist a
 * page is about, not the user, so it is not decided here.
 */
export function userPlatformMode(
  user: { access?: { organisations?: readonly string[] } } | null | undefined,
): 'consumer' | 'organisation' {
  return (user?.access?.organisations?.length ?? 0) > 0 ? 'organisation' : 'consumer';
}
