import { ProfileSchema } from '@cardshop/shared/contracts/account';
import type { User } from '@cardshop/shared/contracts/auth';
import type { Countries } from '@cardshop/shared/contracts/config';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { api } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import { schemaErrors } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { AddressFields, type AddressWording } from '../../ui/address/address-fields.tsx';
import { useCountries } from '../../ui/address/use-countries.ts';
import { SubmitButton, useAuthForm } from '../../ui/auth-form.tsx';
import { AccountPageHeader, Field, SavedNotice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileValues,
  profileValuesOf,
  withCountry,
} from './profile-form.ts';

const PROFILE_ADDRESS_WORDING: AddressWording = {
  label: (field) => `account.profile.${field}`,
  optional: 'account.profile.optional',
  loading: 'account.profile.loading',
  chooseCountry: 'account.profile.country-none',
  chooseState: 'account.profile.state-choose',
  countriesFailed: 'account.profile.countries-failed',
  retry: 'account.retry',
};

/** What /account/profile's action answered (the form was posted before scripts ran). */
export interface ProfileAnswer extends FormAnswer<ProfileValues> {
  saved: boolean;
}

/**
 * /account/profile: names and the postal address, checked by the shared contract here and by the server.
 * Posted before scripts ran, the page shows its action's `answer`: saved, or the values entered with
 * the messages beside them.
 */
export function ProfilePage({
  user,
  countries: listed,
  answer,
}: {
  user: User;
  /** The countries and states, when the page's loader brought them. */
  countries?: Countries;
  answer?: ProfileAnswer;
}) {
  const t = useT();
  const { setUser } = useAuth();
  const { countries, failed: countriesFailed, retry } = useCountries(listed);
  const [saved, setSaved] = useState(answer?.saved ?? false);
  const refused = answer && !answer.saved ? answer : undefined;
  const form = useAuthForm<ProfileValues>({
    initial: refused?.values ?? profileValuesOf(user),
    initialErrors: refused?.errors,
    fields: PROFILE_FIELDS,
    validate: async (values) => schemaErrors(ProfileSchema, values),
    submit: async (values) => {
      setUser(await api<User>('/api/account/profile', { method: 'POST', json: values }));
      setSaved(true);
    },
  });
  const { values } = form;
  const states = countries?.states ?? {};

  // A state chosen from one country's list means nothing in another: cleared once the country changes.
  const shownCountry = useRef(values.country);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the country changes, and only then
  useEffect(() => {
    const before = shownCountry.current;
    shownCountry.current = values.country;
    if (before === values.country) return;
    const next = withCountry({ ...values, country: before }, values.country, states);
    if (next.adminAreaLevel1 !== values.adminAreaLevel1) form.set('adminAreaLevel1', next.adminAreaLevel1);
  }, [values.country]);

  const change = (field: ProfileField, value: string) => {
    setSaved(false);
    form.set(field, value);
  };
  const label = (field: ProfileField, required = false) =>
    required
      ? t(`account.profile.${field}`)
      : t('account.profile.optional', { label: t(`account.profile.${field}`) });
  const text = (field: ProfileField, autoComplete: string, required = false) => (
    <Field id={form.idFor(field)} label={label(field, required)} error={form.errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          type="text"
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );

  return (
    <>
      <AccountPageHeader title={t('account.profile.title')} intro={t('account.profile.intro')} />
      <p className="mb-6 text-sm text-ink-soft">{t('account.profile.email', { email: user.email })}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} className="max-w-2xl">
        <FormFailures messages={refused?.messages} />
        <fieldset className="grid gap-5 sm:grid-cols-2">
          <legend className="mb-3 font-display text-xl text-ink">{t('account.profile.names')}</legend>
          {text('firstName', 'given-name', true)}
          {text('lastName', 'family-name', true)}
        </fieldset>

        <fieldset className="mt-8 grid gap-5 sm:grid-cols-2">
          <legend className="mb-1 font-display text-xl text-ink">{t('account.profile.address-title')}</legend>
          <p className="text-sm text-ink-soft sm:col-span-2">{t('account.profile.address-intro')}</p>
          <AddressFields
            values={values}
            errors={form.errors}
            countries={countries}
            countriesFailed={countriesFailed}
            onRetryCountries={retry}
            idFor={form.idFor}
            onChange={change}
            onFill={(fill) => {
              setSaved(false);
              form.setMany(fill);
            }}
            wording={PROFILE_ADDRESS_WORDING}
            required={{ address: !!values.country, locality: !!values.country, postcode: false }}
            countryOptional
          />
        </fieldset>

        <div className="mt-8 max-w-xs">
          <SubmitButton
            processing={form.processing}
            label="account.profile.save"
            processingLabel="account.saving"
          />
        </div>
      </Form>
      <SavedNotice saved={saved} messageKey="account.profile.saved" />
    </>
  );
}
