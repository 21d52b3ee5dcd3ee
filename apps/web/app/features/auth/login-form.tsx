import type { LoginResult, MfaMethod, User } from '@cardshop/shared/contracts/auth';
import { Form, Link } from 'react-router';
import { track } from '../../lib/analytics/journey.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { SubmitButton, TextField, useAuthForm } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { useModal } from '../../ui/modal-stack.tsx';
import { storedDeviceToken } from './device-token.ts';
import { MfaModal } from './mfa-modal.tsx';
import { mfaMethodsIn } from './mfa-state.ts';

const loadValidator = () => import('./auth-validate.ts');

/** The methods of a 403 that asks for a second factor, or null for any other failure. */
function mfaMethodsOf(error: unknown): MfaMethod[] | null {
  return error instanceof ApiError ? mfaMethodsIn(error.status, error.data) : null;
}

/**
 * E-mail and password, checked here by the API's schema and again by the server. A login that needs a
 * second factor opens the code modal on top; closing it leaves the form as it was. Sent before scripts
 * run, the form posts to /login's action instead (decision record 19), whose answer it then shows. Told
 * to wait (the account's delay after wrong passwords, or the address's limits), it says for how long.
 */
export function LoginForm({
  onSignedIn,
  onLeave,
  action = '/login',
  answer,
}: {
  onSignedIn: (user: User) => void;
  /** Called when the visitor follows the forgot-password link (a modal closes itself). */
  onLeave?: () => void;
  /** Where the form posts without scripts: /login, with the page to return to. */
  action?: string;
  /** What /login's action answered, shown again. */
  answer?: FormAnswer<{ username: string }>;
}) {
  const t = useT();
  const open = useModal();
  const { setUser } = useAuth();
  const form = useAuthForm({
    initial: { username: answer?.values.username ?? '', password: '' },
    initialErrors: answer?.errors,
    fields: ['username', 'password'],
    validate: async (values) => (await loadValidator()).validateLogin(values),
    submit: async (values) => {
      let result: LoginResult;
      try {
        result = await api<LoginResult>('/api/auth/login', {
          method: 'POST',
          json: { ...values, deviceToken: storedDeviceToken() },
          ignoreAuthFailure: true,
        });
      } catch (error) {
        const methods = mfaMethodsOf(error);
        if (!methods) throw error;
        result = await open<LoginResult>(
          (modal) => <MfaModal modal={modal} credentials={values} methods={methods} />,
          { label: t('auth.mfa.label') },
        );
      }
      if (!result.user) throw new ApiError(500, []);
      track({ category: 'Account', event: 'Login', label: 'Success' });
      setUser(result.user);
      onSignedIn(result.user);
    },
    onFailure: () => track({ category: 'Account', event: 'Login', label: 'Failed' }),
    // 'Try again in 42 seconds' beside the form, as the route action's answer says it (decision record 21).
    waitInForm: true,
  });

  const preload = () => void loadValidator();
  return (
    <Form method="post" action={action} noValidate onSubmit={form.onSubmit} className="space-y-5">
      {form.wait ? (
        <FormFailures messages={['global.errors.too-many-requests']} retryAfter={form.wait} />
      ) : (
        <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
      )}
      <TextField
        form={form}
        name="username"
        label="auth.field.email"
        type="email"
        autoComplete="username"
        onFocus={preload}
      />
      <TextField
        form={form}
        name="password"
        label="auth.field.password"
        type="password"
        autoComplete="current-password"
      />
      <p className="text-sm">
        <Link to="/forgot-password" onClick={onLeave} className="font-medium text-accent-dark">
          {t('auth.login.forgot')}
        </Link>
      </p>
      <SubmitButton
        processing={form.processing}
        label="auth.login.submit"
        processingLabel="auth.login.processing"
      />
    </Form>
  );
}
