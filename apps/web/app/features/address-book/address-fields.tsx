import { ADDRESS_LINE2_TYPES, TITLES } from '@cardshop/shared/constants';
import type { Countries } from '@cardshop/shared/contracts/config';
import { requiresState } from '@cardshop/shared/rules/address';
import { useId, useState } from 'react';
import { useLocale, useT } from '../../lib/i18n/use-t.tsx';
import { PlaceList } from '../../ui/address/address-fields.tsx';
import type { AddressField, AddressFieldValues } from '../../ui/address/fields.ts';
import { usePlaceSuggestions } from '../../ui/address/place-suggestions.ts';
import { Field } from '../../ui/form-controls.tsx';

// The fields a person's name and postal address are entered with, shared by the contact form (the owner
// enters someone else's) and the address-request page (a friend enters their own): the title and names,
// the address with the country rules (the state a list where the shop knows the country's states,
// following the country once scripts run or once the form is sent; the postcode required where the
// country needs one), and a day of the year with an optional year. Route-form fields: each posts by its
// name and shows its error beside it, before scripts run too.

/** The form's values as text ('' for nothing) and the error keys of its fields. */
export interface PersonFormState {
  values: Readonly<Record<string, string | readonly string[]>>;
  errors: Readonly<Partial<Record<string, string>>>;
}

interface TextOptions {
  required?: boolean;
  autoComplete?: string;
  type?: string;
  labelKey?: string;
  /** Told of every change (the field stays uncontrolled: it posts what is typed, scripts or not). */
  onChange?: (value: string) => void;
  /** The id of a <datalist> to offer. */
  list?: string;
}

/**
 * What the fields of one form share: its ids, its labels ('(optional)' where a field may be left out) and
 * a text field. `own` is for a form where people enter their own details: the browser may fill them in.
 */
export function usePersonForm({ values, errors }: PersonFormState, own: boolean) {
  const t = useT();
  const id = useId();
  const idFor = (field: string) => `${id}-${field}`;
  const label = (field: string, required = false) =>
    required
      ? t(`address-book.form.${field}`)
      : t('address-book.form.optional', { label: t(`address-book.form.${field}`) });
  const valueIn = (field: string) => {
    const value = values[field];
    return typeof value === 'string' ? value : '';
  };
  const text = (field: string, options: TextOptions = {}) => (
    <Field id={idFor(field)} label={label(options.labelKey ?? field, options.required)} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={(own && options.autoComplete) || 'off'}
          defaultValue={valueIn(field)}
          required={options.required}
          list={options.list}
          onChange={options.onChange && ((event) => options.onChange?.(event.currentTarget.value))}
        />
      )}
    </Field>
  );
  return { own, errors, idFor, label, valueIn, text };
}

type PersonForm = ReturnType<typeof usePersonForm>;

/** Title (a list), then first and last name, in a two-column grid. */
export function NameFields({ form }: { form: PersonForm }) {
  const t = useT();
  const { idFor, label, errors, valueIn, text, own } = form;
  return (
    <>
      <Field id={idFor('title')} label={label('title')} error={errors.title}>
        {(props) => (
          <select
            {...props}
            name="title"
            defaultValue={valueIn('title')}
            autoComplete={own ? 'honorific-prefix' : 'off'}
          >
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
    </>
  );
}

/**
 * Follows the postcode, locality and state of the uncontrolled address fields for the shared address
 * suggestions (ui/address/place-suggestions.ts): what was typed is mirrored here, and a suggestion is
 * written into the field itself, so the form posts it like anything typed. Without scripts nothing runs.
 */
function usePersonPlaces(form: PersonForm, country: string, stateCodes: readonly string[] | null) {
  const { idFor, valueIn } = form;
  const [typed, setTyped] = useState<AddressFieldValues>(() => ({
    country: '',
    address: '',
    address2: '',
    locality: valueIn('locality'),
    adminAreaLevel1: valueIn('adminAreaLevel1'),
    postcode: valueIn('postcode'),
  }));
  const fill = (change: Partial<AddressFieldValues>) => {
    for (const [field, value] of Object.entries(change)) {
      const control = document.getElementById(idFor(field));
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
    }
    setTyped((current) => ({ ...current, ...change }));
  };
  // A change of country redraws the state list with nothing chosen when the old state is not in it.
  const state =
    stateCodes === null || stateCodes.includes(typed.adminAreaLevel1) ? typed.adminAreaLevel1 : '';
  const suggestions = usePlaceSuggestions({ ...typed, adminAreaLevel1: state, country }, stateCodes, fill);
  const follow = (field: AddressField) => (value: string) => {
    setTyped((current) => ({ ...current, [field]: value }));
    suggestions.typed(field, value);
  };
  return { places: suggestions.places, follow };
}

/** Country first (it decides the rest), street, line 2 and its type, locality, state and postcode. */
export function AddressFields({ form, countries }: { form: PersonForm; countries: Countries }) {
  const t = useT();
  const { idFor, label, errors, valueIn, text, own } = form;
  const [country, setCountry] = useState(valueIn('country'));
  const states = countries.states[country.toUpperCase()] ?? [];
  const state = valueIn('adminAreaLevel1');
  const places = usePersonPlaces(form, country, states.length > 0 ? states.map((entry) => entry.code) : null);
  const placeListId = `${idFor('locality')}-places`;
  return (
    <>
      <div className="sm:col-span-2">
        <Field id={idFor('country')} label={label('country', true)} error={errors.country}>
          {(props) => (
            <select
              {...props}
              name="country"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
              required
              autoComplete={own ? 'country' : 'off'}
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
          <select {...props} name="address2Type" defaultValue={valueIn('address2Type')}>
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
      {text('locality', {
        required: true,
        autoComplete: 'address-level2',
        onChange: places.follow('locality'),
        list: places.places.length > 0 ? placeListId : undefined,
      })}
      <PlaceList id={placeListId} places={places.places} />
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
              autoComplete={own ? 'address-level1' : 'off'}
              defaultValue={states.some((entry) => entry.code === state) ? state : ''}
              onChange={(event) => places.follow('adminAreaLevel1')(event.currentTarget.value)}
            >
              <option value="">{t('address-book.form.state-choose')}</option>
              {states.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        text('adminAreaLevel1', {
          required: !!country && requiresState(country),
          onChange: places.follow('adminAreaLevel1'),
        })
      )}
      {text('postcode', {
        required: !!countries.countries.find((entry) => entry.iso === country.toUpperCase())?.reqPostcode,
        autoComplete: 'postal-code',
        onChange: places.follow('postcode'),
      })}
    </>
  );
}

/** A day of the year (`{prefix}Day`, `{prefix}Month`) and an optional year, under its own legend. */
export function DayOfYearFields({
  form,
  prefix,
  legend,
}: {
  form: PersonForm;
  prefix: 'birthday' | 'anniversary';
  legend: string;
}) {
  const t = useT();
  const locale = useLocale();
  const { idFor, errors, valueIn } = form;
  const months = Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, index, 1)),
    ),
  );
  const number = (field: string, min: number, max: number) => (props: Record<string, unknown>) => (
    <input
      {...props}
      name={field}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      defaultValue={valueIn(field)}
    />
  );
  return (
    <fieldset className="grid grid-cols-[5rem_minmax(0,1fr)_6rem] gap-3 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <Field id={idFor(`${prefix}Day`)} label={t('address-book.form.day')} error={errors[`${prefix}Day`]}>
        {number(`${prefix}Day`, 1, 31)}
      </Field>
      <Field
        id={idFor(`${prefix}Month`)}
        label={t('address-book.form.month')}
        error={errors[`${prefix}Month`]}
      >
        {(props) => (
          <select {...props} name={`${prefix}Month`} defaultValue={valueIn(`${prefix}Month`)}>
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
        {number(`${prefix}Year`, 1900, 2100)}
      </Field>
    </fieldset>
  );
}
