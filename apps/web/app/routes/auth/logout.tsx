import type { AuthState } from '@cardshop/shared/contracts/auth';
import { useState } from 'react';
import { Form } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { logoutAction } from '../../features/auth/auth-actions.server.ts';
import { AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/logout';

// Logging out changes state, so only a posted form does it (decision record 21): opening this page, from
// a link on any site, shows the button and nothing more. Before scripts run the form posts to the action
// (the host refuses a post from another site); after, the API call with the CSRF token, then a new page.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return logoutAction({ request, context });
}

export default function Logout() {
  const t = useT();
  const { setUser } = useAuth();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const logout = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailed(false);
    setBusy(true);
    try {
      await api<AuthState>('/api/auth/logout', { method: 'POST', ignoreAuthFailure: true });
      setUser(null);
      // A whole new page, as without scripts: nothing of the account (its loader data, a check or a
      // revalidation still under way) stays in the tab to be shown again.
      window.location.replace('/');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthPage heading={t('auth.logout.heading')}>
      <Form method="post" onSubmit={(event) => void logout(event)} className="space-y-5">
        {failed ? <AuthNotice tone="error">{t('auth.logout.failed')}</AuthNotice> : null}
        <button
          type="submit"
          disabled={busy}
          className="h-12 w-full rounded-lg bg-accent px-6 text-base font-semibold text-paper hover:bg-accent-dark"
        >
          {t('auth.logout.retry')}
        </button>
      </Form>
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.logout');
}
