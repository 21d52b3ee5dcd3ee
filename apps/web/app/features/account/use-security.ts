import type { SecurityOverview } from '@cardshop/shared/contracts/account';
import type { User } from '@cardshop/shared/contracts/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { failureKeys } from '../../lib/form-errors.ts';
import { isOverview } from './security.ts';

/** A failure shown beside the part of the page whose action failed. */
export interface SecurityProblem {
  where: string;
  keys: string[];
}

export interface Security {
  overview: SecurityOverview | null;
  loadFailed: boolean;
  reload: () => Promise<void>;
  /** The action under way (buttons are disabled meanwhile), or null. */
  busy: string | null;
  problem: SecurityProblem | null;
  /**
   * Runs one action at a time. Its answer, when it is the overview, replaces the page's; a failure is shown
   * beside `where` unless `onError` handles it (field errors) and answers true.
   */
  run: <T>(
    where: string,
    action: () => Promise<T>,
    onError?: (error: unknown) => boolean,
  ) => Promise<T | null>;
  post: <T>(path: string, json?: unknown) => Promise<T>;
}

/** The security page's data: the overview, loaded after hydration, and the actions that change it. */
export function useSecurity(user: User): Security {
  const { setUser } = useAuth();
  const [overview, setOverview] = useState<SecurityOverview | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<SecurityProblem | null>(null);
  const busyRef = useRef<string | null>(null);
  const userRef = useRef(user);
  userRef.current = user;

  const apply = useCallback(
    (next: SecurityOverview) => {
      setOverview(next);
      // The header and the sign-in flow read the MFA flags from the user.
      const current = userRef.current;
      if (current.mfa.totp !== next.totp || current.mfa.email !== next.email) {
        setUser({ ...current, mfa: { totp: next.totp, email: next.email } });
      }
    },
    [setUser],
  );

  const reload = useCallback(async () => {
    setLoadFailed(false);
    try {
      apply(await api<SecurityOverview>('/api/account/security'));
    } catch {
      setLoadFailed(true);
    }
  }, [apply]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const run = useCallback<Security['run']>(
    async (where, action, onError) => {
      if (busyRef.current) return null;
      busyRef.current = where;
      setBusy(where);
      setProblem(null);
      try {
        const answer = await action();
        if (isOverview(answer)) apply(answer);
        return answer;
      } catch (error) {
        if (!onError?.(error)) setProblem({ where, keys: failureKeys(error) });
        return null;
      } finally {
        busyRef.current = null;
        setBusy(null);
      }
    },
    [apply],
  );

  const post = useCallback(
    <T>(path: string, json?: unknown) =>
      api<T>(`/api/account/security${path}`, { method: 'POST', ...(json === undefined ? {} : { json }) }),
    [],
  );

  return { overview, loadFailed, reload, busy, problem, run, post };
}
