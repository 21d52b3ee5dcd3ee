import type { AuthState, User } from '@cardshop/shared/contracts/auth';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { SubmitButton, TextField, useAuthForm } from '../../ui/auth-form.tsx';
import { AccountPageHeader, SavedNotice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { EMPTY_PASSWORDS, PASSWORD_FIELDS, passwordErrors, passwordRequest } from './password-form.ts';

const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  password: 'new-password',
  passwordConfirm: 'new-password',
} as const;

/** What /account/change-password's action answered (the form was posted before scripts ran). */
export interface PasswordAnswer extends FormAnswer<object> {
  saved: boolean;
}

function PasswordForm({
  user,
  onSaved,
  refused,
}: {
  user: User;
  onSaved: () => void;
  /** The action's refusal, shown beside the fields (the passwords are never sent back). */
  refused?: PasswordAnswer;
}) {
  const { setUser } = useAuth();
  const hasPassword = user.hasPassword;
  const fields = PASSWORD_FIELDS.filter((field) => hasPassword || field !== 'currentPassword');
  const form = useAuthForm({
    initial: EMPTY_PASSWORDS,
    initialErrors: refused?.errors,
    fields,
    validate: async (values) => passwordErrors(values, hasPassword),
    submit: async (values) => {
      const state = await api<AuthState>('/api/account/change-password', {
        method: 'POST',
        json: passwordRequest(values, hasPassword),
      });
      if (state.user) setUser(state.user);
      onSaved();
    },
  });
  return (
    <Form method="post" noValidate onSubmit={form.onSubmit} className="grid max-w-md gap-5">
      <FormFailures messages={refused?.messages} />
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
      {fields.map((field) => (
        <TextField
          key={field}
          form={form}
          name={field}
          label={`account.password.${field}`}
          type="password"
          autoComplete={AUTOCOMPLETE[field]}
          hint={field === 'password' ? 'account.password.hint' : undefined}
        />
      ))}
      <SubmitButton
        processing={form.processing}
        label="account.password.save"
        processingLabel="account.saving"
      />
    </Form>
  );
}

/**
 * /account/change-password: the current password and the new one twice; an account without a password is
 * sent to ask for a link that sets one. The
 * server ends the account's other sessions, so the page says so once it is done. Posted before scripts
 * ran, the page shows its action's `answer`.
 */
export function ChangePasswordPage({ user, answer }: { user: User; answer?: PasswordAnswer }) {
  const t = useT();
  // A saved password empties the form: a new round of it.
  const [saved, setSaved] = useState(answer?.saved ? 1 : 0);
  return (
    <>
      <AccountPageHeader
        title={t(user.hasPassword ? 'account.password.title' : 'account.password.title-set')}
        intro={t(user.hasPassword ? 'account.password.intro' : 'account.password.intro-set')}
      />
      {user.hasPassword ? (
        <PasswordForm
          key={saved}
          user={user}
          onSaved={() => setSaved((round) => round + 1)}
          refused={saved === 0 ? answer : undefined}
        />
      ) : (
        // A first password comes only from a link sent to the address (decision record 21).
        <Link to="/forgot-password" className="font-semibold text-accent underline">
          {t('account.password.send-link')}
        </Link>
      )}
      <SavedNotice saved={saved > 0} messageKey="account.password.saved" />
    </>
  );
}
