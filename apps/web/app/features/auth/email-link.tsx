import type { AuthState, EmailLinkPurpose, EmailLinkState } from '@cardshop/shared/contracts/auth';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import { useT } from '../i18n/use-t.tsx';
import { SubmitButton, TextField, useAuthForm } from './auth-form.tsx';
import { AUTH_BUTTON_LINK, AuthNotice, AuthPage } from './auth-page.tsx';
import { useAuth } from './use-auth.tsx';

const loadValidator = () => import('./auth-validate.ts');

/** Where an e-mailed link stands: being checked, usable (for whom), spent or expired, or not checkable. */
export type LinkStatus =
  | { type: 'checking' }
  | { type: 'valid'; link: EmailLinkState }
  | { type: 'expired' }
  | { type: 'failed' };

/** Tells whether a failed POST of a link means the link can no longer be used. */
export function isExpiredLinkError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 404 || error.status === 410) return true;
  return error.status === 422 && ['token', 'id'].some((field) => error.errors[field]?.length);
}

/** Asks the server, once the page is in the browser, whether the link still works and for whom. */
export function useEmailLink(purpose: EmailLinkPurpose, id: string, token: string) {
  const [status, setStatus] = useState<LinkStatus>({ type: 'checking' });
  useEffect(() => {
    let current = true;
    setStatus({ type: 'checking' });
    api<EmailLinkState>(`/api/auth/link/${purpose}/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
      ignoreAuthFailure: true,
    })
      .then((link) => current && setStatus(link.valid ? { type: 'valid', link } : { type: 'expired' }))
      .catch(
        (error: unknown) =>
          current && setStatus(isExpiredLinkError(error) ? { type: 'expired' } : { type: 'failed' }),
      );
    return () => {
      current = false;
    };
  }, [purpose, id, token]);
  return [status, setStatus] as const;
}

/**
 * An e-mailed link's page: its status, then `use(password?)` posts it (`/api/auth/{purpose}`); the answer
 * signs the user in (or, for an account with an authenticator app after a reset, leaves them to log in
 * with their code), and a link spent meanwhile turns the page to 'expired'.
 */
export function useEmailLinkAction(purpose: EmailLinkPurpose, id: string, token: string) {
  const { setUser } = useAuth();
  const [status, setStatus] = useEmailLink(purpose, id, token);
  const [done, setDone] = useState<{ signedIn: boolean } | null>(null);
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
  if (status.type === 'checking') {
    return (
      <p role="status" className="text-ink-soft">
        {t('auth.link.checking')}
      </p>
    );
  }
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

/** A new password typed twice; `save` sends it (an ApiError becomes field messages or alerts). */
export function NewPasswordForm({
  label,
  submitLabel,
  processingLabel,
  save,
}: {
  label: string;
  submitLabel: string;
  processingLabel: string;
  save: (password: string) => Promise<void>;
}) {
  const form = useAuthForm({
    initial: { password: '', passwordConfirm: '' },
    fields: ['password', 'passwordConfirm'],
    validate: async (values) => (await loadValidator()).validateNewPassword(values),
    submit: (values) => save(values.password),
  });
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-5">
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
    </form>
  );
}
