import {
  BUSINESS_INDUSTRIES,
  BUSINESS_SEND_BANDS,
  BUSINESS_USE_CASES,
  ORGANISATION_SIZES,
} from '@cardshop/shared/constants';
import { BUSINESS_SIGNUP_FIELDS } from '@cardshop/shared/contracts/organisations';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { BUSINESS_SIGNUP_URL } from './links.ts';
import type { SignupValues } from './organisation-actions.server.ts';

export type SignupAnswer = FormAnswer<SignupValues>;

const SECTION = 'mt-8 grid gap-5';
const LEGEND = 'mb-1 font-display text-xl text-ink';
const CHECK = 'inline-flex min-h-11 items-center gap-3 text-ink';

const EMPTY: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  organisation: '',
  size: '',
  sendBand: '',
  industry: '',
  useCases: [],
  subscribe: false,
};

/** A list's first broken rule, with a bad item of it ('useCases.0') counted as the list's own. */
function listErrors(errors: Readonly<Record<string, readonly string[]>>, field: string) {
  const own = errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
  return own ? { [field]: own } : {};
}

/**
 * /business/signup: the business sign-up form (storefront.md §3: name, e-mail, organisation, size, send
 * band, use-cases and industry). A route form: it works before scripts run, and its action opens the
 * organisation and signs its first manager in.
 */
export function BusinessSignupPage({
  answer,
  signedInAs,
}: {
  answer?: SignupAnswer;
  /** The address of the account signed in here, which a business sign-up does not reuse. */
  signedInAs: string | null;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const values = answer?.values ?? EMPTY;
  const raw = answer?.errors ?? {};
  const errors = fieldErrorKeys({ ...raw, ...listErrors(raw, 'useCases') }, BUSINESS_SIGNUP_FIELDS);

  const select = (
    field: 'size' | 'sendBand' | 'industry',
    label: string,
    options: readonly string[],
    prefix: string,
  ) => (
    <Field id={`${id}-${field}`} label={t(label)} error={errors[field]}>
      {(props) => (
        <select {...props} name={field} required defaultValue={values[field]}>
          <option value="">{t('organisations.signup.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`${prefix}.${option}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'organisation',
    label: string,
    autoComplete: string,
  ) => (
    <Field id={`${id}-${field}`} label={t(label)} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={field === 'email' ? 'email' : 'text'}
          autoComplete={autoComplete}
          required
          defaultValue={values[field]}
        />
      )}
    </Field>
  );

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl leading-tight sm:text-4xl">{t('organisations.signup.title')}</h1>
      <p className="mt-3 text-ink-soft">{t('organisations.signup.intro')}</p>
      {signedInAs ? (
        <div className="mt-8 space-y-4">
          <Notice tone="info">{t('organisations.signup.signed-in', { email: signedInAs })}</Notice>
          <Link to="/logout" className={ACCOUNT_BUTTON_SECONDARY}>
            {t('organisations.invitation.logout')}
          </Link>
        </div>
      ) : (
        <Form method="post" action={BUSINESS_SIGNUP_URL} noValidate className="mt-6">
          <FormFailures messages={answer?.messages} retryAfter={answer?.retryAfter} />
          <fieldset className={SECTION}>
            <legend className={LEGEND}>{t('organisations.signup.you')}</legend>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('firstName', 'organisations.signup.first-name', 'given-name')}
              {text('lastName', 'organisations.signup.last-name', 'family-name')}
            </div>
            {text('email', 'organisations.signup.email', 'email')}
          </fieldset>
          <fieldset className={SECTION}>
            <legend className={LEGEND}>{t('organisations.signup.business')}</legend>
            {text('organisation', 'organisations.signup.organisation', 'organization')}
            <div className="grid gap-5 sm:grid-cols-2">
              {select('size', 'organisations.signup.size', ORGANISATION_SIZES, 'organisations.size')}
              {select(
                'sendBand',
                'organisations.signup.send-band',
                BUSINESS_SEND_BANDS,
                'organisations.send-band',
              )}
            </div>
            {select(
              'industry',
              'organisations.signup.industry',
              BUSINESS_INDUSTRIES,
              'organisations.industry',
            )}
            <fieldset
              aria-describedby={`${id}-use-cases-hint${errors.useCases ? ` ${id}-use-cases-error` : ''}`}
            >
              <legend className="mb-1.5 text-sm font-medium text-ink">
                {t('organisations.signup.use-cases')}
              </legend>
              <p id={`${id}-use-cases-hint`} className="mb-2 text-sm text-ink-soft">
                {t('organisations.signup.use-cases-hint')}
              </p>
              <ul className="grid gap-0.5 sm:grid-cols-2">
                {BUSINESS_USE_CASES.map((useCase) => (
                  <li key={useCase}>
                    <label className={CHECK}>
                      <input
                        type="checkbox"
                        name="useCases"
                        value={useCase}
                        defaultChecked={values.useCases.includes(useCase)}
                        className="size-5"
                      />
                      {t(`organisations.use-case.${useCase}`)}
                    </label>
                  </li>
                ))}
              </ul>
              {errors.useCases ? (
                <p id={`${id}-use-cases-error`} className="mt-1.5 text-sm text-danger">
                  {t(errors.useCases)}
                </p>
              ) : null}
            </fieldset>
          </fieldset>
          <label className={`${CHECK} mt-6`}>
            <input type="checkbox" name="subscribe" defaultChecked={values.subscribe} className="size-5" />
            {t('organisations.signup.subscribe')}
          </label>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
              {busy ? t('organisations.signup.processing') : t('organisations.signup.submit')}
            </button>
            <Link
              to={`/login?${new URLSearchParams({ redirect: '/manage' })}`}
              className="text-sm font-semibold text-accent-dark"
            >
              {t('organisations.signup.login')}
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
