import { useEffect, useState } from 'react';

/**
 * False during server rendering and hydration, true after: for things that depend on the browser
 * (local settings, the URL hash, timers) and must not flash in the server's HTML.
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
