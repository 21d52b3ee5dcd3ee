import { COOKIE_CONSENT_IDLE_MS } from '@cardshop/shared/constants';
import { Suspense, useEffect, useState } from 'react';
import { useLocalSetting } from '../../lib/settings/local-settings.ts';
import { lazyWithPreload } from '../../ui/lazy.ts';
import { useMounted } from '../../ui/use-mounted.ts';

// The cookie-consent banner is the shop's own (no outside script): its code loads once the page has been
// idle for 5 s, and only for a visitor who has not answered yet. The answer is kept in the browser and
// told to the data layer, so tags that need consent wait for it.

const ConsentBanner = lazyWithPreload(() =>
  import('./cookie-consent-banner.tsx').then((module) => module.ConsentBanner),
);

/** Calls `start` once the browser is idle and a further 5 s have passed; returns the cancel. */
export function afterIdle(
  start: () => void,
  env: Pick<Window, 'setTimeout' | 'clearTimeout'> & Partial<Window>,
) {
  let timer: number | undefined;
  const wait = () => {
    timer = env.setTimeout(start, COOKIE_CONSENT_IDLE_MS);
  };
  if (env.requestIdleCallback && env.cancelIdleCallback) {
    const idle = env.requestIdleCallback(wait, { timeout: COOKIE_CONSENT_IDLE_MS });
    const cancelIdle = env.cancelIdleCallback.bind(env);
    return () => {
      cancelIdle(idle);
      env.clearTimeout(timer);
    };
  }
  wait();
  return () => env.clearTimeout(timer);
}

export function CookieConsent() {
  const mounted = useMounted();
  const [consent, setConsent] = useLocalSetting('cookieConsent');
  const [due, setDue] = useState(false);

  useEffect(() => {
    if (!mounted || consent !== null) return;
    return afterIdle(() => setDue(true), window);
  }, [mounted, consent]);

  useEffect(() => {
    if (!consent) return;
    window.dataLayer ??= [];
    window.dataLayer.push({ event: 'consent', analytics_storage: consent === 'all' ? 'granted' : 'denied' });
  }, [consent]);

  if (!mounted || !due || consent !== null) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onAnswer={setConsent} />
    </Suspense>
  );
}
