import type { User } from '@cardshop/shared/contracts/auth';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { loginUrl } from './intended-route.ts';

// Route guards (account-ordering.md §4): a route that needs a login sends a signed-out visitor to log in
// and back; permission entries are all required, each may hold `a|b` alternatives, and a missing one
// sends the user to log in with global.errors.permission-denied; a route flagged `artistTerms` sends an
// artist whose agreement is outstanding to the terms page first.

/** What a route asks of its visitor beyond being signed in. */
export interface RouteRequirements {
  /** Every entry must be granted; 'a|b' is granted by either. */
  permissions?: readonly string[];
  /** The route is part of the artist studio: the artist agreement must have been accepted. */
  artistTerms?: boolean;
}

/** What the artist-terms rule reads of a user: whether an artist agreement still waits to be accepted. */
export interface ArtistTermsSubject {
  artistAgreementRequired?: boolean;
}

/** Where an artist goes to accept the agreement (studio.terms-agreement). */
export const ARTIST_TERMS_URL = '/studio/terms-agreement';

/** Tells whether the user holds every required permission ('a|b' entries: either); false signed out. */
export function checkPermissions(
  user: Pick<User, 'permissions'> | null | undefined,
  requirements: readonly string[],
): boolean {
  if (requirements.length === 0) return true;
  return !!user && satisfiesRequirements(user.permissions, [...requirements]);
}

/** The terms page when the route is flagged `artistTerms` and the user's agreement is outstanding, else null. */
export function artistTermsRedirect(
  route: Pick<RouteRequirements, 'artistTerms'>,
  user: ArtistTermsSubject | null | undefined,
): string | null {
  if (!route.artistTerms || !user?.artistAgreementRequired) return null;
  return ARTIST_TERMS_URL;
}

/** Where a visitor of `path` must go instead, or null when the route may be shown. */
export function guardRedirect(
  user: (Pick<User, 'permissions'> & ArtistTermsSubject) | null,
  path: string,
  requirements: RouteRequirements = {},
): string | null {
  if (!user) return loginUrl(path);
  if (requirements.permissions && !checkPermissions(user, requirements.permissions)) {
    return loginUrl(path, 'permission-denied');
  }
  // The terms page itself is exempt, or it could never be shown.
  if (path.split(/[?#]/)[0] === ARTIST_TERMS_URL) return null;
  return artistTermsRedirect(requirements, user);
}

// One look-up a request: the root loader and a guarded route's loader both ask, at the same time.
const usersOfRequests = new WeakMap<Readonly<RouterContextProvider>, Promise<User | null>>();

/** The signed-in user of the request being rendered (server loaders only), or null. */
export function sessionUser(context: Readonly<RouterContextProvider>): Promise<User | null> {
  let user = usersOfRequests.get(context);
  if (!user) {
    user = requestFrom(context)
      .session()
      .then((session) => (session?.userId ? servicesFrom(context).auth.userById(session.userId) : null));
    usersOfRequests.set(context, user);
  }
  return user;
}

/**
 * For the loader of a route that needs a login: the signed-in user, or a redirect thrown to log in (and
 * back here afterwards), to log in with permission-denied, or to the artist terms.
 */
export async function requireLogin(
  request: Request,
  context: Readonly<RouterContextProvider>,
  requirements: RouteRequirements = {},
): Promise<User> {
  const user = await sessionUser(context);
  const url = new URL(request.url);
  const target = guardRedirect(user, `${url.pathname}${url.search}`, requirements);
  if (target || !user) throw redirect(target ?? loginUrl(url.pathname));
  return user;
}

/**
 * For the action of a route that needs a login: the signed-in user, looked up afresh rather than through
 * the request's shared look-up, so the loaders that run after the action see what it changed; or a
 * redirect thrown to log in and back.
 */
export async function requireLoginForAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<User> {
  const session = await requestFrom(context).session();
  const user = session?.userId ? await servicesFrom(context).auth.userById(session.userId) : null;
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(loginUrl(`${url.pathname}${url.search}`));
}
