import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
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
import { useAlerts } from '../../ui/alerts.tsx';
import { SubmitButton } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { useMounted } from '../../ui/use-mounted.ts';
import type { Route } from './+types/verify-email';

// Whether the link still works is known before the page is sent, so it reads without scripts.
export async function loader(args: Route.LoaderArgs) {
  return emailLinkPage('verify-email', args);
}

// The link used (with the first password, when the account has none) before scripts ran (decision record 19).
export async function action(args: Route.ActionArgs) {
  return emailLinkAction('verify-email', args);
}

export default function VerifyEmail({ params, loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const alerts = useAlerts();
  const { status, setStatus, done, use } = useEmailLinkAction(
    'verify-email',
    { ...params, link: loaderData.link },
    actionData,
  );
  const verifying = useRef(false);
  const mounted = useMounted();

  // An account that already has a password needs nothing more: opening the link verifies it, by a POST the
  // page's script sends (or, without scripts, the button).
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
          answer={actionData}
        />
      ) : needsNothing && mounted ? (
        <p role="status" className="text-ink-soft">
          {t('auth.verify.verifying')}
        </p>
      ) : needsNothing ? (
        <Form method="post" className="space-y-5">
          <FormFailures messages={actionData?.messages} />
          <SubmitButton
            processing={false}
            label="auth.verify.confirm"
            processingLabel="auth.verify.verifying"
          />
        </Form>
      ) : (
        <LinkStatusMessage status={status} />
      )}
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.verify-email');
}
