import type { SecurityOverview, TotpSetup } from '@cardshop/shared/contracts/account';
import { useEffect, useId, useRef, useState } from 'react';
import { type FieldErrorKeys, serverErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  Field,
} from '../../ui/form-controls.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import {
  canConfirmCode,
  cleanCode,
  groupedKey,
  type RecoveryCodesAnswer,
  type TotpStep,
} from './security.ts';
import { ConfirmWithPassword } from './security-confirm.tsx';
import type { Security } from './use-security.ts';

/**
 * The authenticator app: set up (scan the QR code or type the key, confirm with a code, keep the recovery
 * codes), turn off with the password, and new recovery codes with the password.
 */
export function TotpSection({
  overview,
  security,
  email,
  hasPassword,
}: {
  overview: SecurityOverview;
  security: Security;
  email: string;
  /** Without a password yet (a quick account), a current code turns TOTP off instead. */
  hasPassword: boolean;
}) {
  const t = useT();
  const id = useId();
  const { busy, run, post } = security;
  const [step, setStep] = useState<TotpStep>({ step: 'idle' });
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrorKeys<'token'>>({});
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // Each new step is announced by moving focus to its heading.
  useEffect(() => {
    if (step.step !== 'idle') stepHeading.current?.focus();
  }, [step.step]);

  const fieldErrors = (fields: ReadonlyArray<'token'>) => (error: unknown) => {
    const found = serverErrorKeys(error, fields);
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const start = async () => {
    const setup = await run('totp', () => post<TotpSetup>('/totp/start'));
    if (!setup) return;
    setCode('');
    setErrors({});
    setStep({ step: 'scan', secret: setup.secret, qrCode: setup.qrCode });
  };

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    // Enter in the field cannot submit early: the button is disabled until the code is whole.
    if (!canConfirmCode(code, busy !== null)) return;
    const answer = await run(
      'totp',
      () => post<RecoveryCodesAnswer>('/totp/confirm', { token: cleanCode(code) }),
      fieldErrors(['token']),
    );
    if (!answer) return;
    setStep({ step: 'codes', recoveryCodes: answer.recoveryCodes });
    // The overview now says TOTP is on; the codes stay until the shopper says they are kept.
    await security.reload();
  };

  const disable = async (password: string, onError: (error: unknown) => boolean) => {
    const answer = await run('totp', () => post<SecurityOverview>('/totp/disable', { password }), onError);
    if (answer) setStep({ step: 'idle' });
  };

  const regenerate = async (password: string, onError: (error: unknown) => boolean) => {
    const answer = await run(
      'totp',
      () => post<RecoveryCodesAnswer>('/recovery-codes', { password }),
      onError,
    );
    if (!answer) return;
    setStep({ step: 'codes', recoveryCodes: answer.recoveryCodes });
    await security.reload();
  };

  const cancel = () => {
    setErrors({});
    setStep({ step: 'idle' });
  };

  const processing = busy === 'totp';
  const disabled = busy !== null;

  return (
    <div className="grid gap-4">
      {step.step === 'idle' && !overview.totp ? (
        <div>
          <button type="button" className={ACCOUNT_BUTTON} disabled={disabled} onClick={() => void start()}>
            {processing ? t('account.processing') : t('account.security.totp.start')}
          </button>
        </div>
      ) : null}

      {step.step === 'idle' && overview.totp ? (
        <>
          <p className="text-sm text-ink-soft">
            {t('account.security.totp.codes-left', { count: overview.recoveryCodesLeft })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={ACCOUNT_BUTTON_SECONDARY}
              disabled={disabled}
              onClick={() => {
                setErrors({});
                setStep({ step: 'renewing' });
              }}
            >
              {t('account.security.totp.regenerate')}
            </button>
            <button
              type="button"
              className={ACCOUNT_BUTTON_DANGER}
              disabled={disabled}
              onClick={() => {
                setErrors({});
                setStep({ step: 'disabling' });
              }}
            >
              {t('account.security.totp.disable')}
            </button>
          </div>
        </>
      ) : null}

      {step.step === 'scan' ? (
        <div className="rounded-xl border border-line bg-sand/60 p-4 sm:p-5">
          <h3
            ref={stepHeading}
            tabIndex={-1}
            className="font-sans text-base font-semibold text-ink focus:outline-none"
          >
            {t('account.security.totp.scan-title')}
          </h3>
          <ol className="mt-3 grid gap-5 text-sm text-ink">
            <li>
              <p>{t('account.security.totp.scan')}</p>
              <img
                src={step.qrCode}
                alt={t('account.security.totp.qr-alt')}
                width={176}
                height={176}
                className="mt-3 size-44 rounded-lg bg-white p-2 ring-1 ring-line"
              />
            </li>
            <li>
              <p>{t('account.security.totp.manual')}</p>
              <code className="mt-2 block rounded-md bg-paper px-3 py-2 font-mono text-base break-all tracking-wider text-ink ring-1 ring-line">
                {groupedKey(step.secret)}
              </code>
            </li>
            <li>
              <form
                method="post"
                noValidate
                onSubmit={(event) => void confirm(event)}
                className="grid max-w-xs gap-3"
              >
                <Field id={`${id}-token`} label={t('account.security.totp.code')} error={errors.token}>
                  {(control) => (
                    <input
                      {...control}
                      name="token"
                      type="text"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      value={code}
                      onChange={(event) => {
                        setCode(cleanCode(event.target.value));
                        setErrors({});
                      }}
                    />
                  )}
                </Field>
                <div className="flex flex-wrap gap-3">
                  <button type="submit" className={ACCOUNT_BUTTON} disabled={!canConfirmCode(code, disabled)}>
                    {processing ? t('account.processing') : t('account.security.totp.confirm')}
                  </button>
                  <button
                    type="button"
                    className={ACCOUNT_BUTTON_SECONDARY}
                    disabled={disabled}
                    onClick={cancel}
                  >
                    {t('account.cancel')}
                  </button>
                </div>
              </form>
            </li>
          </ol>
        </div>
      ) : null}

      {step.step === 'codes' ? (
        <div>
          <h3 ref={stepHeading} tabIndex={-1} className="sr-only">
            {t('account.security.codes.title')}
          </h3>
          <RecoveryCodes codes={step.recoveryCodes} email={email} onDone={() => setStep({ step: 'idle' })} />
        </div>
      ) : null}

      {step.step === 'disabling' || step.step === 'renewing' ? (
        <ConfirmWithPassword
          key={step.step}
          title={t(`account.security.totp.${step.step === 'disabling' ? 'disable' : 'renew'}-title`)}
          intro={t(
            hasPassword
              ? `account.security.totp.${step.step === 'disabling' ? 'disable' : 'renew'}-intro`
              : 'account.security.totp.disable-intro-code',
          )}
          submitLabel={t(
            step.step === 'disabling'
              ? 'account.security.totp.disable-confirm'
              : 'account.security.totp.regenerate',
          )}
          email={email}
          hasPassword={hasPassword}
          busy={{ mine: processing, any: disabled }}
          headingRef={stepHeading}
          onConfirm={step.step === 'disabling' ? disable : regenerate}
          onCancel={cancel}
        />
      ) : null}
    </div>
  );
}
