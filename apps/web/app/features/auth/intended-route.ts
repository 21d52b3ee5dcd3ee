// Where a visitor goes after signing in: the page a 401 or a route guard interrupted (kept in
// sessionStorage, so it lasts for the tab only), or the `?redirect=` the login link names, else the
// account dashboard.

/** Where signing in leads when nothing else is remembered. */
export const DEFAULT_AFTER_SIGN_IN = '/account';

const KEY = 'cardshop.intended-route';

// Going back to one of these after signing in would loop or undo the sign-in (routes match any case).
const AUTH_PAGES = /^\/(login|logout|create-account|forgot-password|reset-password|verify-email)(\/|\?|#|$)/i;

// Paths are read as a browser reads a Location header: against a base that no other URL can share.
const BASE = new URL('http://this-shop.invalid');

/**
 * The path when it is a path of this shop, as the browser will follow it, else null: not '//host',
 * 'https://…' or '/\host', nor a path that turns into one once the browser drops its tabs and line
 * breaks ('/\t/host').
 */
export function localPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  return url.origin === BASE.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** A page worth returning to after signing in: local, and not one of the sign-in pages themselves. */
export function returnablePath(value: string | null | undefined): string | null {
  const path = localPath(value);
  return path && !AUTH_PAGES.test(path) ? path : null;
}

/** The login page that brings the visitor back to `path` afterwards. */
export function loginUrl(path: string | null | undefined, reason?: 'permission-denied'): string {
  const back = returnablePath(path);
  const query = new URLSearchParams();
  if (back) query.set('redirect', back);
  if (reason) query.set('reason', reason);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

/** The page to open after signing in: the `?redirect=` asked for, else the one remembered, else /account. */
export function afterSignInPath(redirect: string | null | undefined, remembered: string | null): string {
  return returnablePath(redirect) ?? returnablePath(remembered) ?? DEFAULT_AFTER_SIGN_IN;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): Store | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy settings): nothing is remembered.
    return null;
  }
}

/** Remembers the page to come back to after signing in (ignored for the sign-in pages themselves). */
export function rememberIntendedRoute(path: string, store: Store | null = sessionStore()): void {
  const back = returnablePath(path);
  if (!back || !store) return;
  try {
    store.setItem(KEY, back);
  } catch {
    // A full quota: the visitor lands on the dashboard instead.
  }
}

/** The remembered page, forgotten as it is read so it is restored once. */
export function takeIntendedRoute(store: Store | null = sessionStore()): string | null {
  if (!store) return null;
  try {
    const value = store.getItem(KEY);
    store.removeItem(KEY);
    return returnablePath(value);
  } catch {
    return null;
  }
}
