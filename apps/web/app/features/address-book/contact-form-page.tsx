import { CONTACT_FIELDS, type GroupSummary } from '@cardshop/shared/contracts/address-book';
import type { Countries } from '@cardshop/shared/contracts/config';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { AddressFields, DayOfYearFields, NameFields, usePersonForm } from './address-fields.tsx';
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
  const values = answer?.values ?? initial;
  const errors = fieldErrorKeys(answer?.errors ?? {}, CONTACT_FIELDS);
  const busy = useNavigation().state === 'submitting';
  // The owner enters someone else's details: the browser must not fill in the owner's own.
  const form = usePersonForm({ values, errors }, false);
  const { text } = form;
  const day = (prefix: 'birthday' | 'anniversary') => (
    <DayOfYearFields
      form={form}
      prefix={prefix}
      legend={t('address-book.form.optional', { label: t(`address-book.form.${prefix}`) })}
    />
  );

  return (
    <>
      <AccountPageHeader title={title} />
      <Form method="post" noValidate className="max-w-2xl">
        <FormFailures messages={answer?.messages} />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className={LEGEND}>{t('address-book.form.names')}</legend>
          <NameFields form={form} />
        </fieldset>

        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('address-book.form.address')}</legend>
          <AddressFields form={form} countries={countries} />
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
            <Field id={form.idFor('note')} label={form.label('note')} error={errors.note}>
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
