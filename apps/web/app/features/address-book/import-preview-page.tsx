import type { GroupRef } from '@cardshop/shared/contracts/address-book';
import type { ImportPreview, ImportRow } from '@cardshop/shared/contracts/address-import';
import { IMPORT_FIELDS } from '@cardshop/shared/rules/contact-import';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKey } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { ImportFormValues } from './import-actions.server.ts';
import { IMPORT_URL, importPreviewUrl } from './links.ts';

/** The fields a row with problems can be fixed in. */
const FIX_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'locality',
  'adminAreaLevel1',
  'postcode',
  'country',
  'email',
] as const;

const addressLine = (row: ImportRow) =>
  [
    row.contact.address,
    row.contact.address2,
    row.contact.locality,
    row.contact.adminAreaLevel1,
    row.contact.postcode,
    row.contact.country,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * /account/addresses/import/{id}: the columns (a GET form maps them again), the first rows as they will be
 * saved and those with problems or duplicates (each fixed, left out or merged), the group, and the save.
 */
export function ImportPreviewPage({
  preview,
  groups,
  answer,
}: {
  preview: ImportPreview;
  groups: GroupRef[];
  answer?: FormAnswer<ImportFormValues>;
}) {
  const t = useT();
  const id = useId();
  const saving = useNavigation().state === 'submitting';
  const values = answer?.values;
  const errors = answer?.errors ?? {};
  const rowErrors = Object.keys(errors).some((key) => key.startsWith('rows.'));
  return (
    <>
      <AccountPageHeader
        title={t('address-book.import.preview-title')}
        intro={t('address-book.import.summary', {
          total: preview.total,
          file: preview.fileName,
          ready: preview.ready,
          problems: preview.withProblems,
          duplicates: preview.duplicates,
        })}
      />

      <section aria-labelledby={`${id}-mapping`} className="mb-8">
        <h2 id={`${id}-mapping`} className="mb-2 text-lg font-semibold text-ink">
          {t('address-book.import.mapping')}
        </h2>
        <p className="mb-4 text-ink-soft">{t('address-book.import.mapping-intro')}</p>
        <Form
          method="get"
          action={importPreviewUrl(preview.id)}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {preview.headers.map((header, column) => (
            <Field
              key={`${column}-${header}`}
              id={`${id}-map-${column}`}
              label={t('address-book.import.column', { header, sample: preview.samples[column] ?? '' })}
            >
              {(props) => (
                <select {...props} name="mapping" defaultValue={preview.mapping[column] ?? ''}>
                  <option value="">{t('address-book.import.field.none')}</option>
                  {IMPORT_FIELDS.map((field) => (
                    <option key={field} value={field}>
                      {t(`address-book.import.field.${field}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
          <div className="self-end">
            <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
              {t('address-book.import.remap')}
            </button>
          </div>
        </Form>
      </section>

      <Form method="post" noValidate className="grid gap-6">
        <FormFailures messages={answer?.messages} />
        {preview.mapping.map((field, column) => (
          <input key={`m-${column}`} type="hidden" name="mapping" value={field ?? ''} />
        ))}
        <section aria-labelledby={`${id}-rows`}>
          <h2 id={`${id}-rows`} className="mb-2 text-lg font-semibold text-ink">
            {t('address-book.import.rows')}
          </h2>
          <p className="mb-4 text-ink-soft">{t('address-book.import.rows-intro')}</p>
          {rowErrors ? (
            <p role="alert" className="mb-4 text-danger">
              {t('address-book.import.row-errors')}
            </p>
          ) : null}
          <ol className="grid gap-4">
            {preview.rows.map((row) => {
              const problems = Object.keys(row.problems).length > 0;
              const fixed = values?.fix[String(row.index)];
              return (
                <li
                  key={row.index}
                  className="rounded-lg border border-line p-4"
                  data-testid="import-row"
                  aria-labelledby={`${id}-row-${row.index}`}
                >
                  <h3 id={`${id}-row-${row.index}`} className="font-semibold text-ink">
                    {t('address-book.import.row', { row: row.index + 1 })}: {row.contact.firstName}{' '}
                    {row.contact.lastName}{' '}
                    <span className={problems ? 'text-danger' : 'text-ink-soft'}>
                      ({t(problems ? 'address-book.import.has-problems' : 'address-book.import.ok')})
                    </span>
                  </h3>
                  <p className="text-ink-soft">{addressLine(row)}</p>
                  {row.contact.email ? <p className="text-ink-soft">{row.contact.email}</p> : null}
                  {problems ? (
                    <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                      {FIX_FIELDS.map((field) => {
                        const rule =
                          errors[`rows.${row.index}.${field}`]?.[0] ??
                          (fixed ? undefined : row.problems[field]?.[0]);
                        return (
                          <Field
                            key={field}
                            id={`${id}-fix-${row.index}-${field}`}
                            label={t(`address-book.import.field.${field}`)}
                            error={rule ? fieldErrorKey(field, rule) : undefined}
                          >
                            {(props) => (
                              <input
                                {...props}
                                name={`fix.${row.index}.${field}`}
                                defaultValue={fixed?.[field] ?? row.contact[field]}
                              />
                            )}
                          </Field>
                        );
                      })}
                    </div>
                  ) : null}
                  {row.duplicateOf ? (
                    <div className="mt-3">
                      <p>{t('address-book.import.duplicate', { name: row.duplicateOf.name })}</p>
                      <label className="mt-1 flex items-center gap-2">
                        <input
                          type="checkbox"
                          name="merge"
                          value={row.index}
                          defaultChecked={values?.merge.includes(String(row.index))}
                        />
                        {t('address-book.import.merge', { name: row.duplicateOf.name })}
                      </label>
                    </div>
                  ) : null}
                  <label className="mt-3 flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="skip"
                      value={row.index}
                      defaultChecked={values?.skip.includes(String(row.index))}
                    />
                    {t('address-book.import.skip')}
                  </label>
                </li>
              );
            })}
          </ol>
        </section>

        <fieldset className="grid max-w-md gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{t('address-book.import.options')}</legend>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="skipInvalid" defaultChecked={values?.skipInvalid} />
            {t('address-book.import.skip-invalid')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="duplicates"
              value="merge"
              defaultChecked={values?.duplicates === 'merge'}
            />
            {t('address-book.import.merge-all')}
          </label>
          <Field id={`${id}-group`} label={t('address-book.import.group')}>
            {(props) => (
              <select {...props} name="group" defaultValue={values?.group ?? ''}>
                <option value="">{t('address-book.import.group-none')}</option>
                {groups.map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={`${id}-new-group`}
            label={t('address-book.import.new-group')}
            error={errors.newGroup?.[0] ? fieldErrorKey('newGroup', errors.newGroup[0]) : undefined}
          >
            {(props) => (
              <input {...props} name="newGroup" defaultValue={values?.newGroup ?? ''} maxLength={80} />
            )}
          </Field>
        </fieldset>

        {saving ? (
          <div className="grid max-w-md gap-1" role="status">
            <span>{t('address-book.import.saving')}</span>
            <progress aria-label={t('address-book.import.saving')} />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={saving} aria-busy={saving || undefined}>
            {t('address-book.import.confirm')}
          </button>
          <Link to={IMPORT_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-book.import.start-again')}
          </Link>
        </div>
      </Form>
    </>
  );
}
