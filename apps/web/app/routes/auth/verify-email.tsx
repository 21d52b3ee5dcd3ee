import { useEffect, useRef } from 'react';
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
import { useAlerts } from '../../ui/alerts.tsx';
import type { Route } from './+types/verify-email';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

export default function VerifyEmail({ params }: Route.ComponentProps) {
  const t = useT();
  const alerts = useAlerts();
  const { status, setStatus, done, use } = useEmailLinkAction('verify-email', params.id, params.token);
  const verifying = useRef(false);

  // An account that already has a password needs nothing more: opening the link verifies it.
  const needsNothing = status.type === 'valid' && !status.link.needsPassword;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the link turns out to be valid
  useEffect(() => {
    if (!needsNothing || verifying.current) return;
    verifying.current = true;
    use().catch(() => {
      alerts.show({ type: 'error', message: 'auth.link.failed' });
      setStatus({ type: 'failed' });
    });
  }, [needsNothing]);

  if (done) {
    return (
      <LinkDone
        heading={t('auth.verify.done.heading')}
        text={t('auth.verify.done.text')}
        signedIn={done.signedIn}
      />
    );
  }

  const askPassword = status.type === 'valid' && status.link.needsPassword;
  const email = status.type === 'valid' ? status.link.email : null;
  return (
    <AuthPage
      heading={t('auth.verify.heading')}
      intro={askPassword && email ? t('auth.verify.intro-password', { email }) : null}
    >
      {askPassword ? (
        <NewPasswordForm
          label="auth.field.new-password"
          submitLabel="auth.verify.submit"
          processingLabel="auth.verify.processing"
          save={use}
        />
      ) : needsNothing ? (
        <p role="status" className="text-ink-soft">
          {t('auth.verify.verifying')}
        </p>
      ) : (
        <LinkStatusMessage status={status} />
      )}
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.verify-email');
}
