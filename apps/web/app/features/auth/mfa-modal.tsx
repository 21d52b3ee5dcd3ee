import { MFA_CODE_LENGTH } from '@cardshop/shared/constants';
import type { LoginResult, MfaMethod } from '@cardshop/shared/contracts/auth';
import { useCallback, useEffect, useId, useReducer, useState } from 'react';
import { ApiError, api } from '../../lib/api.ts';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { ModalHandle } from '../../ui/modal-stack.tsx';
import { storeDeviceToken, storedDeviceToken } from './device-token.ts';
import { canProceed, canRequestCode, initialMfaState, mfaReducer, resendSecondsLeft } from './mfa-state.ts';

/** The e-mail and password the first login step was given; the code completes that same login. */
export interface MfaCredentials {
  username: string;
  password: string;
}

/** The translation key to show for a failed call. */
function failureKey(error: unknown, field: string): string {
  if (error instanceof ApiError) {
    const [rule] = error.errors[field] ?? error.errors.token ?? [];
    if (rule) return fieldErrorKey('token', rule);
    if (error.messages[0]) return error.messages[0].message;
  }
  return 'global.error.internal-server-error';
}

/**
 * The sign-in code modal: the authenticator app by default when offered; choosing e-mail sends a code,
 * which may be asked for again after 60 s; the code field keeps letters and digits only; Proceed waits
 * for six characters. A completed login that trusted this device leaves its token in this browser.
 */
export function MfaModal({
  modal,
  credentials,
  methods,
}: {
  modal: ModalHandle<LoginResult>;
  credentials: MfaCredentials;
  methods: readonly MfaMethod[];
}) {
  const t = useT();
  const id = useId();
  const [state, dispatch] = useReducer(mfaReducer, methods, initialMfaState);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(state, now);

  // The countdown ticks only while there is something to count.
  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [secondsLeft]);

  const requestCode = useCallback(async () => {
    dispatch({ type: 'sending' });
    try {
      await api('/api/auth/request-mfa-token', {
        method: 'POST',
        json: { username: credentials.username, password: credentials.password, method: 'email' },
        ignoreAuthFailure: true,
      });
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'sent', at });
    } catch (error) {
      dispatch({ type: 'send-failed', error: failureKey(error, 'method') });
    }
  }, [credentials]);

  // Opening on the e-mail method (the only one offered) sends the first code straight away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the modal opens
  useEffect(() => {
    if (canRequestCode(state, Date.now())) void requestCode();
  }, []);

  const choose = (method: MfaMethod) => {
    if (method === state.method) return;
    dispatch({ type: 'choose', method });
    if (canRequestCode({ ...state, method }, Date.now())) void requestCode();
  };

  const proceed = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canProceed(state)) return;
    dispatch({ type: 'submit' });
    try {
      const result = await api<LoginResult>('/api/auth/login', {
        method: 'POST',
        json: {
          ...credentials,
          deviceToken: storedDeviceToken(),
          method: state.method,
          token: state.token,
          trustedDevice: state.trustDevice,
        },
        ignoreAuthFailure: true,
      });
      if (result.deviceToken) storeDeviceToken(result.deviceToken);
      modal.resolve(result);
    } catch (error) {
      dispatch({ type: 'failed', error: failureKey(error, 'token') });
    }
  };

  const codeId = `${id}-code`;
  const status = state.sending ? 'auth.mfa.sending' : state.resendAt !== null ? 'auth.mfa.sent' : null;
  return (
    <form method="post" noValidate onSubmit={proceed} className="space-y-5">
      <div>
        <h2 className="pr-8 font-display text-2xl">{t('auth.mfa.heading')}</h2>
        <p className="mt-2 text-ink-soft">{t(`auth.mfa.intro.${state.method}`)}</p>
      </div>
      {state.methods.length > 1 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">{t('auth.mfa.method')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {state.methods.map((method) => (
              <label
                key={method}
                className={`flex min-h-12 flex-1 cursor-pointer items-center gap-3 rounded-lg border px-4 py-2 text-sm ${state.method === method ? 'border-accent bg-sand' : 'border-line'}`}
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={method}
                  checked={state.method === method}
                  onChange={() => choose(method)}
                  className="size-4 accent-accent"
                />
                {t(`auth.mfa.method.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div>
        <label htmlFor={codeId} className="mb-1.5 block text-sm font-medium text-ink">
          {t('auth.mfa.code')}
        </label>
        <input
          id={codeId}
          name="token"
          type="text"
          // No maxLength: a pasted '123 456' must reach the clean-up whole, not cut to '123 45'.
          inputMode={state.method === 'totp' ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          value={state.token}
          onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.error ? `${codeId}-hint ${codeId}-error` : `${codeId}-hint`}
          placeholder={'0'.repeat(MFA_CODE_LENGTH)}
          className={`h-12 w-full rounded-lg border bg-white px-4 font-mono text-xl tracking-[0.4em] text-ink ${state.error ? 'border-danger' : 'border-line focus:border-accent'}`}
        />
        <p id={`${codeId}-hint`} className="mt-1.5 text-sm text-ink-soft">
          {t('auth.mfa.recovery-hint')}
        </p>
        <div aria-live="polite">
          {state.error ? (
            <p id={`${codeId}-error`} className="mt-1.5 text-sm text-danger">
              {t(state.error)}
            </p>
          ) : null}
        </div>
      </div>
      {state.method === 'email' ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <p aria-live="polite" className="text-ink-soft">
            {status ? t(status) : null}
          </p>
          {secondsLeft > 0 ? (
            <p className="text-ink-soft">{t('auth.mfa.resend-wait', { seconds: secondsLeft })}</p>
          ) : (
            <button
              type="button"
              onClick={() => void requestCode()}
              disabled={!canRequestCode(state, now)}
              className="min-h-10 font-medium text-accent-dark underline disabled:opacity-60"
            >
              {t('auth.mfa.resend')}
            </button>
          )}
        </div>
      ) : null}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-trust`}
          type="checkbox"
          checked={state.trustDevice}
          onChange={(event) => dispatch({ type: 'trust', value: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-accent"
        />
        <label htmlFor={`${id}-trust`} className="text-sm text-ink">
          {t('auth.mfa.trust')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => modal.dismiss()}
          className="h-12 rounded-lg border border-line px-6 text-base font-medium text-ink hover:bg-sand"
        >
          {t('auth.mfa.cancel')}
        </button>
        <button
          type="submit"
          disabled={!canProceed(state)}
          aria-busy={state.processing || undefined}
          className="h-12 rounded-lg bg-accent px-8 text-base font-semibold text-paper hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-60"
        >
          {t(state.processing ? 'auth.mfa.processing' : 'auth.mfa.proceed')}
        </button>
      </div>
    </form>
  );
}
