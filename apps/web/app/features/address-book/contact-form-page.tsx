import { ADDRESS_LINE2_TYPES, TITLES } from '@cardshop/shared/constants';
import {
  CONTACT_FIELDS,
  type ContactField,
  type GroupSummary,
} from '@cardshop/shared/contracts/address-book';
import type { Countries } from '@cardshop/shared/contracts/config';
import { requiresState } from '@cardshop/shared/rules/address';
import { useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { ContactValues } from './contact-values.ts';
import { ADDRESS_BOOK_URL } from './links.ts';

const LEGEND = 'mb-3 font-display text-xl text-ink';
const FIELDSET = 'mt-8 grid gap-5 sm:grid-cols-2';

export type ContactAnswer = FormAnswer<ContactValues>;

/**
 * A contact's form: /account/addresses/add, /add/{id} (a copy) and /edit/{id}. It posts to its route's
 * action, which checks it with the contract of the JSON call and the country rules, and shows the
 * errors beside their fields; it works the same before scripts run. The state is a list where the shop
 * knows the country's states (it follows the country once scripts run, or once the form is sent).
 */
export function ContactFormPage({
  title,
  initial,
  countries,
  groups,
  answer,
}: {
  title: string;
  initial: ContactValues;
  countries: Countries;
  groups: GroupSummary[];
  answer?: ContactAnswer;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const values = answer?.values ?? initial;
  const errors = fieldErrorKeys(answer?.errors ?? {}, CONTACT_FIELDS);
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
    field: ContactField,
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

  const day = (prefix: 'birthday' | 'anniversary') => (
    <fieldset className="grid grid-cols-[5rem_minmax(0,1fr)_6rem] gap-3 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">
        {t('address-book.form.optional', { label: t(`address-book.form.${prefix}`) })}
      </legend>
      <Field id={idFor(`${prefix}Day`)} label={t('address-book.form.day')} error={errors[`${prefix}Day`]}>
        {(props) => (
          <input
            {...props}
            name={`${prefix}Day`}
            type="number"
            inputMode="numeric"
            min={1}
            max={31}
            defaultValue={values[`${prefix}Day`]}
          />
        )}
      </Field>
      <Field
        id={idFor(`${prefix}Month`)}
        label={t('address-book.form.month')}
        error={errors[`${prefix}Month`]}
      >
        {(props) => (
          <select {...props} name={`${prefix}Month`} defaultValue={values[`${prefix}Month`]}>
            <option value="">{t('address-book.form.month-none')}</option>
            {months.map((month, index) => (
              <option key={month} value={String(index + 1)}>
                {month}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={idFor(`${prefix}Year`)} label={t('address-book.form.year')} error={errors[`${prefix}Year`]}>
        {(props) => (
          <input
            {...props}
            name={`${prefix}Year`}
            type="number"
            inputMode="numeric"
            min={1900}
            max={2100}
            defaultValue={values[`${prefix}Year`]}
          />
        )}
      </Field>
    </fieldset>
  );

  return (
    <>
      <AccountPageHeader title={title} />
      <Form method="post" noValidate className="max-w-2xl">
        <FormFailures messages={answer?.messages} />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className={LEGEND}>{t('address-book.form.names')}</legend>
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
          {text('firstName', { required: true })}
          {text('lastName', { required: true })}
        </fieldset>

        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('address-book.form.address')}</legend>
          <div className="sm:col-span-2">
            <Field id={idFor('country')} label={label('country', true)} error={errors.country}>
              {(props) => (
                <select
                  {...props}
                  name="country"
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                  required
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
          <div className="sm:col-span-2">{text('address', { required: true, labelKey: 'address-line' })}</div>
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
          {text('address2')}
          {text('locality', { required: true })}
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
                  defaultValue={
                    states.some((state) => state.code === values.adminAreaLevel1)
                      ? values.adminAreaLevel1
                      : ''
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
          })}
        </fieldset>

        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('address-book.form.contact')}</legend>
          {text('email', { type: 'email' })}
          {text('phone', { type: 'tel' })}
        </fieldset>

        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('address-book.form.days')}</legend>
          <p className="text-sm text-ink-soft sm:col-span-2">{t('address-book.form.days-intro')}</p>
          {day('birthday')}
          {day('anniversary')}
        </fieldset>

        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('address-book.form.more')}</legend>
          <fieldset className="sm:col-span-2">
            <legend className="mb-1.5 text-sm font-medium text-ink">{t('address-book.form.groups')}</legend>
            {groups.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('address-book.form.no-groups')}</p>
            ) : (
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {groups.map((group) => (
                  <li key={group.id}>
                    <label className="inline-flex min-h-11 items-center gap-2 text-ink">
                      <input
                        type="checkbox"
                        name="groups"
                        value={group.id}
                        defaultChecked={values.groups.includes(group.id)}
                        className="size-5"
                      />
                      {group.name}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
          <div className="sm:col-span-2">
            <Field id={idFor('note')} label={label('note')} error={errors.note}>
              {(props) => (
                <textarea
                  {...props}
                  name="note"
                  rows={3}
                  defaultValue={values.note}
                  className={`${props.className} h-auto py-2`}
                />
              )}
            </Field>
          </div>
        </fieldset>

        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t(busy ? 'address-book.form.saving' : 'address-book.form.save')}
          </button>
          <Link to={ADDRESS_BOOK_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-book.form.cancel')}
          </Link>
        </div>
      </Form>
    </>
  );
}
