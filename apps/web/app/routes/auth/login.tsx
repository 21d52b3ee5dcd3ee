import type { User } from '@cardshop/shared/contracts/auth';
import { Link, redirect, useNavigate, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AuthAlternative, AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { sessionUser } from '../../features/auth/guards.ts';
import { afterSignInPath, takeIntendedRoute } from '../../features/auth/intended-route.ts';
import { loginAction } from '../../features/auth/login-action.server.ts';
import { LoginCodeStep } from '../../features/auth/login-code-step.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { useAlerts } from '../../ui/alerts.tsx';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // Already signed in: straight on to where the login would have led. Unless this account was refused
  // that page (a member who manages nothing, at /manage): then the page says so and offers to log in as
  // someone else, where going on would only be refused again, round and round.
  if (search.get('reason') !== 'permission-denied' && (await sessionUser(context))) {
    throw redirect(afterSignInPath(search.get('redirect'), null));
  }
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

// The form posted before scripts ran (decision record 19): signed in and on to the page asked for, or the
// form again with its messages, or the code step.
export async function action({ request, context }: Route.ActionArgs) {
  return loginAction({ request, context });
}

export default function Login({ actionData }: Route.ComponentProps) {
  const t = useT();
  const alerts = useAlerts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const back = redirectTo ? `?${new URLSearchParams({ redirect: redirectTo })}` : '';

  const signedIn = (user: User) => {
    alerts.show({ type: 'success', message: t('auth.login.welcome', { name: user.firstName }) });
    void navigate(afterSignInPath(redirectTo, takeIntendedRoute()), { replace: true });
  };

  return (
    <AuthPage heading={t('auth.login.heading')} intro={t('auth.login.intro')}>
      {params.get('reason') === 'permission-denied' ? (
        <div className="mb-6">
          <AuthNotice tone="error">{t('global.errors.permission-denied')}</AuthNotice>
        </div>
      ) : null}
      {actionData?.step === 'code' ? (
        <LoginCodeStep answer={actionData} />
      ) : (
        <LoginForm onSignedIn={signedIn} action={`/login${back}`} answer={actionData} />
      )}
      <AuthAlternative>
        {t('auth.login.no-account')}{' '}
        <Link to={`/create-account${back}`} className="font-semibold text-accent-dark">
          {t('auth.login.create')}
        </Link>
      </AuthAlternative>
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.login');
}
