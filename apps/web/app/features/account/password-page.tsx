import type { AuthState, User } from '@cardshop/shared/contracts/auth';
import { useState } from 'react';
import { api } from '../../lib/api.ts';
import { SubmitButton, TextField, useAuthForm } from '../auth/auth-form.tsx';
import { useAuth } from '../auth/use-auth.tsx';
import { useT } from '../i18n/use-t.tsx';
import { AccountPageHeader, SavedNotice } from './form-controls.tsx';
import { EMPTY_PASSWORDS, PASSWORD_FIELDS, passwordErrors, passwordRequest } from './password-form.ts';

const AUTOCOMPLETE = {
  currentPassword: 'current-password',
  password: 'new-password',
  passwordConfirm: 'new-password',
} as const;

function PasswordForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { setUser } = useAuth();
  const hasPassword = user.hasPassword;
  const fields = PASSWORD_FIELDS.filter((field) => hasPassword || field !== 'currentPassword');
  const form = useAuthForm({
    initial: EMPTY_PASSWORDS,
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
    <form noValidate onSubmit={form.onSubmit} className="grid max-w-md gap-5">
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
    </form>
  );
}

/**
 * /account/change-password: the current password (when the account has one), the new one twice. The
 * server ends the account's other sessions, so the page says so once it is done.
 */
export function ChangePasswordPage({ user }: { user: User }) {
  const t = useT();
  // A saved password empties the form: a new round of it.
  const [saved, setSaved] = useState(0);
  return (
    <>
      <AccountPageHeader
        title={t(user.hasPassword ? 'account.password.title' : 'account.password.title-set')}
        intro={t(user.hasPassword ? 'account.password.intro' : 'account.password.intro-set')}
      />
      <PasswordForm key={saved} user={user} onSaved={() => setSaved((round) => round + 1)} />
      <SavedNotice saved={saved > 0} messageKey="account.password.saved" />
    </>
  );
}
