import type { Countries } from '@cardshop/shared/contracts/config';
import type { Place } from '@cardshop/shared/contracts/places';
import { useT } from '../../lib/i18n/use-t.tsx';
import { Field } from '../form-controls.tsx';
import { type AddressField, type AddressFieldValues, stateFieldFor } from './fields.ts';
import { usePlaceSuggestions } from './place-suggestions.ts';

// The postal address fields of every address form (profile, blank purchase, the card being written):
// the country from the shop's list, then street, suburb, the state (a list where the shop knows the
// country's states, required for AU, CA, CN, MY, MX and US) and the postcode. The form around them keeps
// the values, decides which lines are required and what a change of country does to the state. With
// scripts, a typed postcode fills locality and state, and the locality offers the places it may be
// (place-suggestions.ts).

/** The translation keys a form words its address with. */
export interface AddressWording {
  /** The label key of a field (`cart.blank.address.${field}`). */
  label: (field: AddressField) => string;
  /** '{{label}} (optional)'. */
  optional: string;
  /** The country list is loading. */
  loading: string;
  /** The empty country choice: shown while no country is chosen, or always when `countryOptional`. */
  chooseCountry: string;
  chooseState: string;
  countriesFailed: string;
  retry: string;
}

export interface AddressFieldsProps {
  values: AddressFieldValues;
  /** Field → message key of its error. */
  errors: Partial<Record<string, string | undefined>>;
  countries: Countries | null;
  countriesFailed: boolean;
  onRetryCountries: () => void;
  idFor: (field: AddressField) => string;
  onChange: (field: AddressField, value: string) => void;
  wording: AddressWording;
  /** Which lines are labelled required (the state follows the country rules). */
  required: { address: boolean; locality: boolean; postcode: boolean };
  /** The country can be set back to none (a profile without an address). */
  countryOptional?: boolean;
  /** The `name` of a field's control (the field itself unless told). */
  nameFor?: (field: AddressField) => string;
  /** Sets several fields at once: given, a typed postcode fills locality and state. */
  onFill?: (change: Partial<AddressFieldValues>) => void;
}

/** The places to offer in a locality field's list (its `list` is `id` while there are any). */
export function PlaceList({ id, places }: { id: string; places: readonly Place[] }) {
  if (places.length === 0) return null;
  return (
    <datalist id={id}>
      {places.map((place) => (
        <option key={`${place.locality}|${place.state}|${place.postcode}`} value={place.locality}>
          {[place.state, place.postcode].filter(Boolean).join(' ')}
        </option>
      ))}
    </datalist>
  );
}

/** The address lines in a two-column grid's cells (the caller draws the grid). */
export function AddressFields({
  values,
  errors,
  countries,
  countriesFailed,
  onRetryCountries,
  idFor,
  onChange,
  wording,
  required,
  countryOptional = false,
  nameFor = (field) => field,
  onFill,
}: AddressFieldsProps) {
  const t = useT();
  const stateField = stateFieldFor(values.country, countries?.states ?? {});
  const stateOptions = stateField.options;
  const suggestions = usePlaceSuggestions(
    values,
    stateOptions ? stateOptions.map((option) => option.code) : null,
    onFill,
  );
  const listId = `${idFor('locality')}-places`;
  const change = (field: AddressField, value: string) => {
    onChange(field, value);
    suggestions.typed(field, value);
  };
  const label = (field: AddressField, isRequired: boolean) =>
    isRequired ? t(wording.label(field)) : t(wording.optional, { label: t(wording.label(field)) });
  const text = (field: AddressField, autoComplete: string, isRequired: boolean) => (
    <Field id={idFor(field)} label={label(field, isRequired)} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          name={nameFor(field)}
          type="text"
          autoComplete={autoComplete}
          list={field === 'locality' && suggestions.places.length > 0 ? listId : undefined}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      <div className="sm:col-span-2">
        <Field id={idFor('country')} label={t(wording.label('country'))} error={errors.country}>
          {(props) => (
            <select
              {...props}
              name={nameFor('country')}
              autoComplete="country"
              value={values.country}
              disabled={!countries}
              onChange={(event) => onChange('country', event.target.value)}
            >
              {countries ? null : <option value={values.country}>{t(wording.loading)}</option>}
              {countries && (countryOptional || !values.country) ? (
                <option value="">{t(wording.chooseCountry)}</option>
              ) : null}
              {countries?.countries.map((country) => (
                <option key={country.iso} value={country.iso}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {countriesFailed ? (
          <p className="mt-2 text-sm text-danger">
            {t(wording.countriesFailed)}{' '}
            <button
              type="button"
              onClick={onRetryCountries}
              className="cursor-pointer font-semibold underline"
            >
              {t(wording.retry)}
            </button>
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">{text('address', 'address-line1', required.address)}</div>
      <div className="sm:col-span-2">{text('address2', 'address-line2', false)}</div>
      {text('locality', 'address-level2', required.locality)}
      <PlaceList id={listId} places={suggestions.places} />
      {stateOptions ? (
        <Field
          id={idFor('adminAreaLevel1')}
          label={label('adminAreaLevel1', stateField.required)}
          error={errors.adminAreaLevel1}
        >
          {(props) => (
            <select
              {...props}
              name={nameFor('adminAreaLevel1')}
              autoComplete="address-level1"
              value={values.adminAreaLevel1}
              onChange={(event) => change('adminAreaLevel1', event.target.value)}
            >
              <option value="">{t(wording.chooseState)}</option>
              {stateOptions.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        text('adminAreaLevel1', 'address-level1', stateField.required)
      )}
      {text('postcode', 'postal-code', required.postcode)}
    </>
  );
}
