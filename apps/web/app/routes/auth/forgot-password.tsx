import { useState } from 'react';
import { Form, Link } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { forgotPasswordAction } from '../../features/auth/auth-actions.server.ts';
import { AuthAlternative, AuthNotice, AuthPage } from '../../features/auth/auth-page.tsx';
import { api } from '../../lib/api.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { SubmitButton, TextField, useAuthForm } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { Route } from './+types/forgot-password';

const loadValidator = () => import('../../features/auth/auth-validate.ts');

// The answer is the same whether or not the address has an account, so nobody can probe for accounts.
export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, AUTH_NAMESPACES) };
}

// The form posted before scripts ran (decision record 19): the same answer, or the form again.
export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction({ request, context });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const [sentTo, setSentTo] = useState(actionData?.sentTo ?? null);
  const form = useAuthForm({
    initial: { username: actionData?.values.username ?? '' },
    initialErrors: actionData?.errors,
    fields: ['username'],
    validate: async (values) => (await loadValidator()).validateForgotPassword(values),
    submit: async (values) => {
      await api('/api/auth/forgot-password', { method: 'POST', json: values, ignoreAuthFailure: true });
      setSentTo(values.username.trim());
    },
  });

  return (
    <AuthPage
      heading={t(sentTo === null ? 'auth.forgot.heading' : 'auth.forgot.done.heading')}
      intro={sentTo === null ? t('auth.forgot.intro') : null}
    >
      {sentTo === null ? (
        <Form method="post" noValidate onSubmit={form.onSubmit} className="space-y-5">
          <FormFailures messages={actionData?.messages} />
          <TextField
            form={form}
            name="username"
            label="auth.field.email"
            type="email"
            autoComplete="email"
            onFocus={() => void loadValidator()}
          />
          <SubmitButton
            processing={form.processing}
            label="auth.forgot.submit"
            processingLabel="auth.forgot.processing"
          />
        </Form>
      ) : (
        <AuthNotice tone="success">
          <span role="status">{t('auth.forgot.done.text', { email: sentTo })}</span>
        </AuthNotice>
      )}
      <AuthAlternative>
        <Link to="/login" className="font-semibold text-accent-dark">
          {t('auth.forgot.back')}
        </Link>
      </AuthAlternative>
    </AuthPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'auth.meta.forgot-password');
}
