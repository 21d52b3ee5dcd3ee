import { privatePageMeta } from '../../features/account/account-meta.ts';
import { emailLinkAction, emailLinkPage } from '../../features/auth/auth-actions.server.ts';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import {
  LinkDone,
  LinkStatusMessage,
  NewPasswordForm,
  useEmailLinkAction,
} from '../../features/auth/email-link.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/reset-password';

// Whether the link still works is known before the page is sent, so it reads without scripts.
export async function loader(args: Route.LoaderArgs) {
  return emailLinkPage('reset-password', args);
}

// The new password posted before scripts ran (decision record 19).
export async function action(args: Route.ActionArgs) {
  return emailLinkAction('reset-password', args);
}

export default function ResetPassword({ params, loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { status, done, use } = useEmailLinkAction(
    'reset-password',
    { ...params, link: loaderData.link },
    actionData,
  );

  if (done) {
    return (
      <LinkDone
        heading={t('auth.reset.done.heading')}
        text={t(done.signedIn ? 'auth.reset.done.signed-in' : 'auth.reset.done.login')}
        signedIn={done.signedIn}
      />
    );
  }

  const email = status.type === 'valid' ? status.link.email : null;
  return (
    <AuthPage heading={t('auth.reset.heading')} intro={email ? t('auth.reset.intro', { email }) : null}>
      {status.type === 'valid' ? (
        <NewPasswordForm
          label="auth.field.new-password"
          submitLabel="auth.reset.submit"
          processingLabel="auth.reset.processing"
          save={use}
          answer={actionData}
        />
      ) : (
        <LinkStatusMessage status={status} />
      )}
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.reset-password');
}
