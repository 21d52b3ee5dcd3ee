import type { AuthState, User } from '@cardshop/shared/contracts/auth';
import { Form } from 'react-router';
import { track } from '../../lib/analytics/journey.ts';
import { ApiError, api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { CheckboxField, SubmitButton, TextField, useAuthForm } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';

const loadValidator = () => import('./auth-validate.ts');

/** What the sign-up form holds. */
export type CreateAccountValues = {
  firstName: string;
  lastName: string;
  username: string;
  subscribe: boolean;
};

const EMPTY: CreateAccountValues = { firstName: '', lastName: '', username: '', subscribe: false };

/**
 * A quick account: names and e-mail address (and the newsletter opt-in). The visitor is signed in at once;
 * the e-mailed link confirms the address and sets the password. Sent before scripts run, the form posts
 * to /create-account's action instead (decision record 19), whose answer it then shows.
 */
export function CreateAccountForm({
  onCreated,
  action = '/create-account',
  answer,
}: {
  onCreated: (user: User) => void;
  /** Where the form posts without scripts: /create-account, with the page to return to. */
  action?: string;
  /** What /create-account's action answered, shown again. */
  answer?: FormAnswer<CreateAccountValues>;
}) {
  const { setUser } = useAuth();
  const form = useAuthForm({
    initial: answer?.values ?? EMPTY,
    initialErrors: answer?.errors,
    fields: ['firstName', 'lastName', 'username'],
    validate: async (values) => (await loadValidator()).validateCreateAccount(values),
    submit: async (values) => {
      const state = await api<AuthState>('/api/auth/create-account-quick', {
        method: 'POST',
        json: values,
        ignoreAuthFailure: true,
      });
      if (!state.user) throw new ApiError(500, []);
      track({ category: 'Account', event: 'Create', label: 'Success' });
      setUser(state.user);
      onCreated(state.user);
    },
    onFailure: () => track({ category: 'Account', event: 'Create', label: 'Failed' }),
  });

  const preload = () => void loadValidator();
  return (
    <Form method="post" action={action} noValidate onSubmit={form.onSubmit} className="space-y-5">
      <FormFailures messages={answer?.messages} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          form={form}
          name="firstName"
          label="auth.field.first-name"
          autoComplete="given-name"
          onFocus={preload}
        />
        <TextField form={form} name="lastName" label="auth.field.last-name" autoComplete="family-name" />
      </div>
      <TextField form={form} name="username" label="auth.field.email" type="email" autoComplete="email" />
      <CheckboxField form={form} name="subscribe" label="auth.field.subscribe" />
      <SubmitButton
        processing={form.processing}
        label="auth.create.submit"
        processingLabel="auth.create.processing"
      />
    </Form>
  );
}
