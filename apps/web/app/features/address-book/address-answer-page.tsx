import { ADDRESS_LINE2_TYPES, TITLES } from '@cardshop/shared/constants';
import {
  type AddressRequestPage,
  ANSWER_FIELDS,
  type AnswerField,
} from '@cardshop/shared/contracts/address-requests';
import type { Countries } from '@cardshop/shared/contracts/config';
import { requiresState } from '@cardshop/shared/rules/address';
import { useId, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, Field, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { AnswerValues } from './address-request-actions.server.ts';

// The public page of an address request (/address/{token}/{slug}[/{id}]): the owner's first name and
// message, and a form for one's name and postal address checked by the country rules. A route form: it
// works before scripts run (decision record 19).

export type AnswerFormAnswer = FormAnswer<AnswerValues>;

export function AddressNotFoundPage({ retryAfter }: { retryAfter: number | null }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl">{t('address-requests.public.not-found.title')}</h1>
      <p className="mt-3 text-ink-soft">
        {retryAfter
          ? t('address-requests.public.too-many', { seconds: retryAfter })
          : t('address-requests.public.not-found.body')}
      </p>
    </div>
  );
}

export function AddressAnswerPage({
  page,
  initial,
  countries,
  defaultCountry,
  sent,
  selfUrl,
  answer,
}: {
  page: AddressRequestPage;
  /** The answer given before (the page of its key), or null for a first answer. */
  initial: AnswerValues | null;
  countries: Countries;
  defaultCountry: string;
  /** Just sent: the thanks, and the address to correct it at. */
  sent: boolean;
  selfUrl: string | null;
  answer?: AnswerFormAnswer;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const empty = Object.fromEntries(ANSWER_FIELDS.map((field) => [field, ''])) as AnswerValues;
  const values = answer?.values ?? initial ?? { ...empty, country: defaultCountry };
  const errors = fieldErrorKeys(answer?.errors ?? {}, ANSWER_FIELDS);
  const [country, setCountry] = useState(values.country);
  const busy = useNavigation().state === 'submitting';
  const states = countries.states[country.toUpperCase()] ?? [];
  const idFor = (field: string) => `${id}-${field}`;
  const label = (field: string, required = false) =>
    required
      ? t(`address-book.form.${field}`)
      : t('address-book.form.optional', { label: t(`address-book.form.${field}`) });
  const months = Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, index, 1)),
    ),
  );
  const text = (
    field: AnswerField,
    options: { required?: boolean; autoComplete?: string; type?: string; labelKey?: string } = {},
  ) => (
    <Field id={idFor(field)} label={label(options.labelKey ?? field, options.required)} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          defaultValue={values[field]}
          required={options.required}
        />
      )}
    </Field>
  );
  const name = { firstName: page.firstName };

  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl leading-tight sm:text-4xl">
        {t(initial ? 'address-requests.public.update-title' : 'address-requests.public.title', name)}
      </h1>
      <p className="mt-2 text-ink-soft">{t('address-requests.public.intro', name)}</p>
      {page.message ? (
        <blockquote className="mt-4 whitespace-pre-line border-l-4 border-accent pl-4 text-ink">
          {page.message}
        </blockquote>
      ) : null}
      <div role="status" aria-live="polite" className="mt-4">
        {sent ? (
          <Notice tone="success">
            <p>{t('address-requests.public.thanks', name)}</p>
            {selfUrl ? (
              <p className="mt-2 font-normal">
                {t('address-requests.public.correct-later')}{' '}
                <a href={selfUrl} className="break-all underline">
                  {selfUrl}
                </a>
              </p>
            ) : null}
          </Notice>
        ) : null}
      </div>
      <Form method="post" noValidate className="mt-6 grid gap-5 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <FormFailures messages={answer?.messages} />
        </div>
        <Field id={idFor('title')} label={label('title')} error={errors.title}>
          {(props) => (
            <select {...props} name="title" defaultValue={values.title} autoComplete="honorific-prefix">
              <option value="">{t('address-book.form.title-none')}</option>
              {TITLES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="hidden sm:block" />
        {text('firstName', { required: true, autoComplete: 'given-name' })}
        {text('lastName', { required: true, autoComplete: 'family-name' })}
        <div className="sm:col-span-2">
          <Field id={idFor('country')} label={label('country', true)} error={errors.country}>
            {(props) => (
              <select
                {...props}
                name="country"
                value={country}
                onChange={(event) => setCountry(event.target.value)}
                required
                autoComplete="country"
              >
                <option value="">{t('address-book.form.country-choose')}</option>
                {countries.countries.map((entry) => (
                  <option key={entry.iso} value={entry.iso}>
                    {entry.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <div className="sm:col-span-2">
          {text('address', { required: true, labelKey: 'address-line', autoComplete: 'address-line1' })}
        </div>
        <Field id={idFor('address2Type')} label={label('address2Type')} error={errors.address2Type}>
          {(props) => (
            <select {...props} name="address2Type" defaultValue={values.address2Type}>
              <option value="">{t('address-book.form.address2Type-none')}</option>
              {ADDRESS_LINE2_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`address-book.line2.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('address2', { autoComplete: 'address-line2' })}
        {text('locality', { required: true, autoComplete: 'address-level2' })}
        {states.length > 0 ? (
          <Field
            id={idFor('adminAreaLevel1')}
            label={label('adminAreaLevel1', requiresState(country))}
            error={errors.adminAreaLevel1}
          >
            {(props) => (
              <select
                {...props}
                key={country}
                name="adminAreaLevel1"
                autoComplete="address-level1"
                defaultValue={
                  states.some((state) => state.code === values.adminAreaLevel1) ? values.adminAreaLevel1 : ''
                }
              >
                <option value="">{t('address-book.form.state-choose')}</option>
                {states.map((state) => (
                  <option key={state.code} value={state.code}>
                    {state.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          text('adminAreaLevel1', { required: !!country && requiresState(country) })
        )}
        {text('postcode', {
          required: !!countries.countries.find((entry) => entry.iso === country.toUpperCase())?.reqPostcode,
          autoComplete: 'postal-code',
        })}
        {page.askEmail ? text('email', { type: 'email', autoComplete: 'email' }) : null}
        {page.askPhone ? text('phone', { type: 'tel', autoComplete: 'tel' }) : null}
        {page.askBirthday ? (
          <fieldset className="grid grid-cols-[5rem_minmax(0,1fr)_6rem] gap-3 sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">
              {t('address-requests.public.birthday')}
            </legend>
            <Field id={idFor('birthdayDay')} label={t('address-book.form.day')} error={errors.birthdayDay}>
              {(props) => (
                <input
                  {...props}
                  name="birthdayDay"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={31}
                  defaultValue={values.birthdayDay}
                />
              )}
            </Field>
            <Field
              id={idFor('birthdayMonth')}
              label={t('address-book.form.month')}
              error={errors.birthdayMonth}
            >
              {(props) => (
                <select {...props} name="birthdayMonth" defaultValue={values.birthdayMonth}>
                  <option value="">{t('address-book.form.month-none')}</option>
                  {months.map((month, index) => (
                    <option key={month} value={String(index + 1)}>
                      {month}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={idFor('birthdayYear')} label={t('address-book.form.year')} error={errors.birthdayYear}>
              {(props) => (
                <input
                  {...props}
                  name="birthdayYear"
                  type="number"
                  inputMode="numeric"
                  min={1900}
                  max={2100}
                  defaultValue={values.birthdayYear}
                />
              )}
            </Field>
          </fieldset>
        ) : null}
        <div className="sm:col-span-2">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t(initial ? 'address-requests.public.update' : 'address-requests.public.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
