import { useId, useState } from 'react';
import { type FieldErrorKeys, serverErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON_DANGER, ACCOUNT_BUTTON_SECONDARY, Field } from '../../ui/form-controls.tsx';

/**
 * Asks for the password again before a change that weakens the second sign-in step (turning a factor off,
 * new recovery codes). An account without a password yet gives a current authenticator code instead.
 * `onConfirm` answers false when the action failed (its field errors come through `onError`).
 */
export function ConfirmWithPassword({
  title,
  intro,
  submitLabel,
  email,
  hasPassword,
  busy,
  headingRef,
  onConfirm,
  onCancel,
}: {
  title: string;
  intro: string;
  submitLabel: string;
  email: string;
  hasPassword: boolean;
  /** Whether this action is under way, and whether any is (buttons are disabled meanwhile). */
  busy: { mine: boolean; any: boolean };
  headingRef?: React.Ref<HTMLHeadingElement>;
  onConfirm: (password: string, onError: (error: unknown) => boolean) => Promise<unknown>;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys<'password'>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setErrors({ password: 'validation.required' });
      return;
    }
    await onConfirm(password, (error) => {
      const found = serverErrorKeys(error, ['password']);
      setErrors(found);
      return Object.keys(found).length > 0;
    });
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="grid max-w-sm gap-3 rounded-xl border border-line bg-sand/60 p-4 sm:p-5"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-sans text-base font-semibold text-ink focus:outline-none"
      >
        {title}
      </h3>
      <p className="text-sm text-ink-soft">{intro}</p>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field
        id={`${id}-password`}
        label={t(hasPassword ? 'account.security.totp.password' : 'account.security.totp.code')}
        error={errors.password}
      >
        {(control) => (
          <input
            {...control}
            name="password"
            type={hasPassword ? 'password' : 'text'}
            inputMode={hasPassword ? undefined : 'numeric'}
            autoComplete={hasPassword ? 'current-password' : 'one-time-code'}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors({});
            }}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={busy.any}>
          {busy.mine ? t('account.processing') : submitLabel}
        </button>
        <button type="button" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy.any} onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </form>
  );
}
