import type { AuthState, EmailLinkPurpose, EmailLinkState } from '@cardshop/shared/contracts/auth';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { SubmitButton, TextField, useAuthForm } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { AUTH_BUTTON_LINK, AuthNotice, AuthPage } from './auth-page.tsx';

const loadValidator = () => import('./auth-validate.ts');

/** Where an e-mailed link stands: usable (for whom), spent or expired, or failed to be used. */
export type LinkStatus = { type: 'valid'; link: EmailLinkState } | { type: 'expired' } | { type: 'failed' };

/** What the link page's action answered (the form was posted before scripts ran). */
export interface LinkAnswer extends FormAnswer<object> {
  done: { signedIn: boolean } | null;
  expired: boolean;
}

/** Tells whether a failed POST of a link means the link can no longer be used. */
export function isExpiredLinkError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.status === 410) return true;
  return error.status === 422 && ['token', 'id'].some((field) => error.errors[field]?.length);
}

/**
 * An e-mailed link's page: its status as the page's loader found it, then `use(password?)` posts it
 * (`/api/auth/{purpose}`); the answer signs the user in (or, for an account with an authenticator app
 * after a reset, leaves them to log in with their code), and a link spent meanwhile turns the page to
 * 'expired'. A form posted before scripts ran brings its action's `answer` instead.
 */
export function useEmailLinkAction(
  purpose: EmailLinkPurpose,
  params: { id: string; token: string; link: EmailLinkState },
  answer: LinkAnswer | undefined,
) {
  const { id, token, link } = params;
  const { setUser } = useAuth();
  const [status, setStatus] = useState<LinkStatus>(
    link.valid && !answer?.expired ? { type: 'valid', link } : { type: 'expired' },
  );
  const [done, setDone] = useState(answer?.done ?? null);
  const use = async (password?: string) => {
    try {
      const state = await api<AuthState>(`/api/auth/${purpose}`, {
        method: 'POST',
        json: { id, token, ...(password === undefined ? {} : { password }) },
        ignoreAuthFailure: true,
      });
      setUser(state.user);
      setDone({ signedIn: !!state.user });
    } catch (error) {
      if (!isExpiredLinkError(error)) throw error;
      setStatus({ type: 'expired' });
    }
  };
  return { status, setStatus, done, use };
}

/** The page once the link has done its work: what happened, and the way on (the account, or log in). */
export function LinkDone({ heading, text, signedIn }: { heading: string; text: string; signedIn: boolean }) {
  const t = useT();
  return (
    <AuthPage heading={heading}>
      <div className="space-y-6">
        <AuthNotice tone="success">
          <span role="status">{text}</span>
        </AuthNotice>
        <Link to={signedIn ? '/account' : '/login'} className={AUTH_BUTTON_LINK}>
          {t(signedIn ? 'auth.continue.account' : 'auth.continue.login')}
        </Link>
      </div>
    </AuthPage>
  );
}

/** What the page says while the link is checked, or when it cannot be used. */
export function LinkStatusMessage({ status }: { status: LinkStatus }) {
  const t = useT();
  if (status.type === 'failed') return <AuthNotice tone="error">{t('auth.link.failed')}</AuthNotice>;
  if (status.type !== 'expired') return null;
  return (
    <div className="space-y-5">
      <h2 className="text-2xl">{t('auth.link.expired.heading')}</h2>
      <p className="text-ink-soft">{t('auth.link.expired.text')}</p>
      <Link to="/forgot-password" className={AUTH_BUTTON_LINK}>
        {t('auth.link.expired.action')}
      </Link>
    </div>
  );
}

/**
 * A new password typed twice; `save` sends it (an ApiError becomes field messages or alerts). Sent before
 * scripts run, it posts to the page's action, whose field errors it then shows (never the passwords).
 */
export function NewPasswordForm({
  label,
  submitLabel,
  processingLabel,
  save,
  answer,
}: {
  label: string;
  submitLabel: string;
  processingLabel: string;
  save: (password: string) => Promise<void>;
  answer?: FormAnswer<object>;
}) {
  const form = useAuthForm({
    initial: { password: '', passwordConfirm: '' },
    initialErrors: answer?.errors,
    fields: ['password', 'passwordConfirm'],
    validate: async (values) => (await loadValidator()).validateNewPassword(values),
    submit: (values) => save(values.password),
  });
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
      <FormFailures messages={answer?.messages} />
      <TextField
        form={form}
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint="auth.field.password-hint"
        onFocus={() => void loadValidator()}
      />
      <TextField
        form={form}
        name="passwordConfirm"
        label="auth.field.password-confirm"
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton processing={form.processing} label={submitLabel} processingLabel={processingLabel} />
    </Form>
  );
}
