import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AuthPage } from '../../features/auth/auth-page.tsx';
import {
  LinkDone,
  LinkStatusMessage,
  NewPasswordForm,
  useEmailLinkAction,
} from '../../features/auth/email-link.tsx';
import { loaderMessages } from '../../features/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../features/i18n/namespaces.ts';
import { useT } from '../../features/i18n/use-t.tsx';
import type { Route } from './+types/reset-password';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

export default function ResetPassword({ params }: Route.ComponentProps) {
  const t = useT();
  const { status, done, use } = useEmailLinkAction('reset-password', params.id, params.token);

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
