import { MFA_CODE_LENGTH } from '@cardshop/shared/constants';
import type { MfaMethod } from '@cardshop/shared/contracts/auth';
import { useId } from 'react';
import { Form } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { AuthInput } from '../../ui/auth-form.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { AuthNotice } from './auth-page.tsx';

/** What /login's action answers when the account needs a second factor. */
export interface CodeStepAnswer extends FormAnswer<{ username: string }> {
  methods: MfaMethod[];
  method: MfaMethod;
  /** A code was e-mailed just now. */
  sent: boolean;
}

/**
 * The login's second step as a route form, for a login posted before scripts ran (once they run, the code
 * modal does this): the password again (it is kept nowhere between the posts), the method, the code (a
 * recovery code works too) and, for e-mailed codes, a button that sends one. Proceed comes first in the
 * form, so the Enter key proceeds.
 */
export function LoginCodeStep({ answer }: { answer: CodeStepAnswer }) {
  const t = useT();
  const id = useId();
  const errors = fieldErrorKeys(answer.errors, ['username', 'password', 'method', 'token']);
  return (
    <Form method="post" noValidate className="space-y-5">
      <div>
        <h2 className="font-display text-2xl">{t('auth.mfa.heading')}</h2>
        <p className="mt-2 text-ink-soft">
          {t(`auth.mfa.intro.${answer.method}`)} {t('auth.mfa.password-again')}
        </p>
      </div>
      <FormFailures messages={answer.messages} retryAfter={answer.retryAfter} />
      {answer.sent ? (
        <AuthNotice tone="success">
          <span role="status">{t('auth.mfa.sent')}</span>
        </AuthNotice>
      ) : null}
      <input type="hidden" name="methods" value={answer.methods.join(',')} />
      <AuthInput
        id={`${id}-username`}
        name="username"
        label="auth.field.email"
        type="email"
        autoComplete="username"
        readOnly
        defaultValue={answer.values.username}
        error={errors.username}
      />
      <AuthInput
        id={`${id}-password`}
        name="password"
        label="auth.field.password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {answer.methods.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('auth.mfa.method')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {answer.methods.map((method) => (
              <label
                key={method}
                className="flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 py-2 text-sm has-[:checked]:border-accent has-[:checked]:bg-sand"
              >
                <input
                  type="radio"
                  name="method"
                  value={method}
                  defaultChecked={method === answer.method}
                  className="size-4 accent-accent"
                />
                {t(`auth.mfa.method.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <input type="hidden" name="method" value={answer.method} />
      )}
      <AuthInput
        id={`${id}-token`}
        name="token"
        label="auth.mfa.code"
        hint="auth.mfa.recovery-hint"
        error={errors.token ?? errors.method}
        type="text"
        inputMode={answer.method === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={'0'.repeat(MFA_CODE_LENGTH)}
        className="font-mono text-xl tracking-[0.4em]"
      />
      <button
        type="submit"
        name="intent"
        value="code"
        className="h-12 w-full rounded-lg bg-accent px-6 text-base font-semibold text-paper hover:bg-accent-dark"
      >
        {t('auth.mfa.proceed')}
      </button>
      {answer.methods.includes('email') ? (
        <button
          type="submit"
          name="intent"
          value="send-code"
          className="min-h-10 text-sm font-medium text-accent-dark underline"
        >
          {t(answer.sent ? 'auth.mfa.resend' : 'auth.mfa.send')}
        </button>
      ) : null}
    </Form>
  );
}
