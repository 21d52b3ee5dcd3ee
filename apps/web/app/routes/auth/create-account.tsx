import type { User } from '@cardshop/shared/contracts/auth';
import { useState } from 'react';
import { Link, redirect, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AUTH_BUTTON_LINK, AuthAlternative, AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { CreateAccountForm } from '../../features/auth/create-account-form.tsx';
import { sessionUser } from '../../features/auth/guards.ts';
import { afterSignInPath, takeIntendedRoute } from '../../features/auth/intended-route.ts';
import { loaderMessages } from '../../features/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../features/i18n/namespaces.ts';
import { useT } from '../../features/i18n/use-t.tsx';
import type { Route } from './+types/create-account';

export async function loader({ request, context }: Route.LoaderArgs) {
  // An account holder has nothing to create here.
  if (await sessionUser(context)) throw redirect('/account');
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

export default function CreateAccount() {
  const t = useT();
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const [created, setCreated] = useState<{ user: User; next: string } | null>(null);
  const loginUrl = redirectTo ? `/login?${new URLSearchParams({ redirect: redirectTo })}` : '/login';

  if (created) {
    return (
      <AuthPage heading={t('auth.create.done.heading')}>
        <div className="space-y-6">
          <AuthNotice tone="success">
            <span role="status">{t('auth.create.done.text', { email: created.user.email })}</span>
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
        onCreated={(user) => setCreated({ user, next: afterSignInPath(redirectTo, takeIntendedRoute()) })}
      />
      <AuthAlternative>
        {t('auth.create.have-account')}{' '}
        <Link to={loginUrl} className="font-semibold text-accent-dark">
          {t('auth.create.login')}
        </Link>
      </AuthAlternative>
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.create-account');
}
