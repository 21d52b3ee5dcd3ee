import { useState } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { accountCreatedIn, createAccountAction } from '../../features/auth/auth-actions.server.ts';
import { AUTH_BUTTON_LINK, AuthAlternative, AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { CreateAccountForm } from '../../features/auth/create-account-form.tsx';
import { sessionUser } from '../../features/auth/guards.ts';
import { afterSignInPath, takeIntendedRoute } from '../../features/auth/intended-route.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/create-account';

export async function loader({ request, context }: Route.LoaderArgs) {
  // An account holder has nothing to create here (unless this request's action just created the account).
  if ((await sessionUser(context)) && !accountCreatedIn(context)) throw redirect('/account');
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

// The form posted before scripts ran (decision record 19): the account created and signed in, or the form
// again with its messages.
export async function action({ request, context }: Route.ActionArgs) {
  return createAccountAction({ request, context });
}

export default function CreateAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const [created, setCreated] = useState<{ email: string; next: string } | null>(() =>
    actionData?.createdFor ? { email: actionData.createdFor, next: afterSignInPath(redirectTo, null) } : null,
  );
  const back = redirectTo ? `?${new URLSearchParams({ redirect: redirectTo })}` : '';

  if (created) {
    return (
      <AuthPage heading={t('auth.create.done.heading')}>
        <div className="space-y-6">
          <AuthNotice tone="success">
            <span role="status">{t('auth.create.done.text', { email: created.email })}</span>
          </AuthNotice>
          <Link to={created.next} className={AUTH_BUTTON_LINK}>
            {t('auth.create.done.continue')}
          </Link>
        </div>
      </AuthPage>
    );
  }

  return (
    <AuthPage heading={t('auth.create.heading')} intro={t('auth.create.intro')}>
      <CreateAccountForm
        onCreated={(user) =>
          setCreated({ email: user.email, next: afterSignInPath(redirectTo, takeIntendedRoute()) })
        }
        action={`/create-account${back}`}
        answer={actionData}
      />
      <AuthAlternative>
        {t('auth.create.have-account')}{' '}
        <Link to={`/login${back}`} className="font-semibold text-accent-dark">
          {t('auth.create.login')}
        </Link>
      </AuthAlternative>
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.create-account');
}
