import type { AuthState } from '@cardshop/shared/contracts/auth';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/logout';

// Logging out changes state, so it is a POST with the CSRF token, sent once the page is in the browser
// (a GET that logged out could be triggered by any image on any site).
export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

export default function Logout() {
  const t = useT();
  const navigate = useNavigate();
  const { setUser } = useAuth();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const logout = useCallback(async () => {
    setFailed(false);
    try {
      await api<AuthState>('/api/auth/logout', { method: 'POST', ignoreAuthFailure: true });
      setUser(null);
      void navigate('/', { replace: true });
    } catch {
      setFailed(true);
    }
  }, [navigate, setUser]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);

  return (
    <AuthPage heading={t('auth.logout.heading')}>
      {failed ? (
        <div className="space-y-5">
          <AuthNotice tone="error">{t('auth.logout.failed')}</AuthNotice>
          <button
            type="button"
            onClick={() => void logout()}
            className="h-12 w-full rounded-lg bg-accent px-6 text-base font-semibold text-paper hover:bg-accent-dark"
          >
            {t('auth.logout.retry')}
          </button>
        </div>
      ) : null}
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.logout');
}
