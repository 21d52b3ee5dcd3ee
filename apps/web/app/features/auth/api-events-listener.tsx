import { useEffect } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { onApiEvent, setBuildVersion } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { onTranslationLoadFailed, TRANSLATION_LOAD_FAILED } from '../../lib/i18n/translator.ts';
import { useAlerts } from '../../ui/alerts.tsx';
import { createApiEventHandler } from './api-events.ts';
import { rememberIntendedRoute } from './intended-route.ts';

/**
 * Mounted once in the page shell (root.tsx passes it in): tells the API client which build the page came
 * from, and reacts to what it reports (401, a shop update, success messages) and to wording that could not
 * be fetched. Renders nothing.
 */
export function ApiEventsListener() {
  const { setUser } = useAuth();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const version = (useRouteLoaderData('root') as { version?: string } | undefined)?.version;

  useEffect(() => {
    if (version) setBuildVersion(version);
  }, [version]);

  useEffect(
    () =>
      onApiEvent(
        createApiEventHandler({
          // Account caches key on the user, so clearing it drops them too.
          signOut: () => setUser(null),
          alert: (alert) => alerts.show(alert),
          currentPath: () => `${window.location.pathname}${window.location.search}${window.location.hash}`,
          rememberIntendedRoute: (path) => rememberIntendedRoute(path),
          navigate: (path) => void navigate(path),
          reload: () => window.location.reload(),
          setTimer: (callback, ms) => void window.setTimeout(callback, ms),
        }),
      ),
    [setUser, alerts, navigate],
  );

  // A part of the page whose wording could not be fetched says so once, instead of showing only keys.
  useEffect(
    () => onTranslationLoadFailed(() => alerts.show({ type: 'error', message: TRANSLATION_LOAD_FAILED })),
    [alerts],
  );

  return null;
}
