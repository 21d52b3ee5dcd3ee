import type { AuthState, User } from '@cardshop/shared/contracts/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { api } from '../api.ts';

export interface Auth {
  /** The signed-in user, or null when signed out. */
  user: User | null;
  /** Sets the user after signing in or out (or clears it after a 401). */
  setUser(user: User | null): void;
  /** Asks the server who is signed in (and for a fresh CSRF token); answers the user. */
  refresh(): Promise<User | null>;
}

const AuthContext = createContext<Auth | null>(null);

/** The user the root loader rendered the page for. */
function useLoaderUser(): User | null {
  const root = useRouteLoaderData('root') as { user?: User | null } | undefined;
  return root?.user ?? null;
}

/**
 * Who is signed in, for the whole page: first the user the server rendered the page for, then, after
 * hydration, the answer of `GET /api/auth/check`, which also hands the page its CSRF token.
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const loaderUser = useLoaderUser();
  const [user, setUserState] = useState<User | null>(loaderUser);
  // Bumped by every explicit change, so a check that was already under way cannot undo a sign-in or out.
  const changes = useRef(0);

  const setUser = useCallback((next: User | null) => {
    changes.current += 1;
    setUserState(next);
  }, []);

  const refresh = useCallback(async () => {
    // Each check counts as a change: an answer only applies if nothing (a sign-in, a later check) came
    // after its request, so a slow check sent before a sign-in cannot sign the page out again.
    changes.current += 1;
    const started = changes.current;
    const state = await api<AuthState>('/api/auth/check', { ignoreAuthFailure: true });
    if (changes.current === started) setUserState(state.user);
    return state.user;
  }, []);

  // A revalidated root loader knows best (the session cookie decided it).
  useEffect(() => setUser(loaderUser), [loaderUser, setUser]);

  useEffect(() => {
    refresh().catch(() => undefined);
  }, [refresh]);

  const value = useMemo(() => ({ user, setUser, refresh }), [user, setUser, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The signed-in user and the means to change it. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth outside AuthProvider');
  return auth;
}
