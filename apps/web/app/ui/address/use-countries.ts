import type { Countries } from '@cardshop/shared/contracts/config';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';

// The country list and states (22 KB) stay out of every page (root.tsx): address forms fetch them once a
// visit, when they open.
let request: Promise<Countries> | null = null;

function loadCountries(): Promise<Countries> {
  request ??= api<Countries>('/api/config/countries', { cacheable: true }).catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/**
 * The countries and their states for an address form: null while loading, `failed` with a retry. A page
 * whose loader brought them (`initial`: the form must work before scripts run) fetches nothing.
 */
export function useCountries(initial: Countries | null = null): {
  countries: Countries | null;
  failed: boolean;
  retry: () => void;
} {
  const [countries, setCountries] = useState<Countries | null>(initial);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for another try
  useEffect(() => {
    if (initial) return;
    let live = true;
    setFailed(false);
    loadCountries().then(
      (loaded) => live && setCountries(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { countries, failed, retry };
}
