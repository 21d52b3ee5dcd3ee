import type { SavedReminder } from '@cardshop/shared/contracts/reminders';
import { formatPhpDay } from '@cardshop/shared/rules/dates';
import { REMINDER_DAYS_BEFORE_MAX, REMINDER_OCCASIONS } from '@cardshop/shared/rules/reminders';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import { REMINDER_FIELDS, REMINDERS_URL, type ReminderValues, valuesOf } from './reminder-values.ts';

export type ReminderAnswer = FormAnswer<ReminderValues> & { editing?: string | null };

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The form that adds a reminder, or saves the one being edited; its errors beside each field. */
export function ReminderForm({
  editing,
  contacts,
  answer,
}: {
  editing: SavedReminder | null;
  contacts: ReadonlyArray<{ id: string; name: string }>;
  answer?: ReminderAnswer;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  // The answer of a failed save fills the form again (only the form it was posted from).
  const again = answer && (answer.editing ?? null) === (editing?.id ?? null) ? answer : undefined;
  const values = again?.values ?? valuesOf(editing);
  const errors = fieldErrorKeys(again?.errors ?? {}, [...REMINDER_FIELDS]);
  const text = (
    name: 'name' | 'day' | 'year' | 'daysBefore',
    label: string,
    type: 'text' | 'number',
    hint?: string,
  ) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]} hint={hint}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          required={name === 'name' || name === 'day'}
          defaultValue={values[name]}
          {...(name === 'daysBefore' ? { min: 0, max: REMINDER_DAYS_BEFORE_MAX } : {})}
        />
      )}
    </Field>
  );
  return (
    <Form method="post" action={REMINDERS_URL} noValidate>
      <FormFailures messages={again?.messages} />
      <input type="hidden" name="intent" value={editing ? 'save' : 'add'} />
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {text('name', t('account.reminders.form.name'), 'text', t('account.reminders.form.name-hint'))}
        </div>
        <Field id={`${id}-occasion`} label={t('account.reminders.form.occasion')} error={errors.occasion}>
          {(props) => (
            <select {...props} name="occasion" defaultValue={values.occasion}>
              {REMINDER_OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {t(`account.reminders.occasion.${occasion}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-contactId`} label={t('account.reminders.form.contact')} error={errors.contactId}>
          {(props) => (
            <select {...props} name="contactId" defaultValue={values.contactId}>
              <option value="">{t('account.reminders.form.no-contact')}</option>
              {contacts.map((contact) => (
                <option key={contact.id} value={contact.id}>
                  {contact.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('day', t('account.reminders.form.day'), 'number')}
        <Field id={`${id}-month`} label={t('account.reminders.form.month')} error={errors.month}>
          {(props) => (
            <select {...props} name="month" required defaultValue={values.month}>
              <option value="" />
              {MONTHS.map((month) => (
                <option key={month} value={String(month)}>
                  {formatPhpDay(`2024-${String(month).padStart(2, '0')}-01`, 'F')}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text('year', t('account.reminders.form.year'), 'number')}
        <Field id={`${id}-repeats`} label={t('account.reminders.form.repeats')} error={errors.repeats}>
          {(props) => (
            <select {...props} name="repeats" defaultValue={values.repeats}>
              <option value="yearly">{t('account.reminders.form.yearly')}</option>
              <option value="once">{t('account.reminders.form.once')}</option>
            </select>
          )}
        </Field>
        {text('daysBefore', t('account.reminders.form.days-before'), 'number')}
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
          {editing ? t('account.reminders.form.save') : t('account.reminders.form.add')}
        </button>
        {editing ? (
          <Link to={REMINDERS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('account.reminders.form.cancel')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
