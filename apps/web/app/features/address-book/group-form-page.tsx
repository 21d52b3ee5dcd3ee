import type { ContactList, Group } from '@cardshop/shared/contracts/address-book';
import { useId } from 'react';
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
import { contactName, contactPlace, type GroupValues } from './contact-values.ts';
import { GROUPS_URL } from './links.ts';

const LEGEND = 'mb-3 font-display text-xl text-ink';
const CHECK = 'inline-flex min-h-11 items-center gap-3 text-ink';

export type GroupAnswer = FormAnswer<GroupValues>;

/**
 * /account/addresses/groups/add and /groups/edit/{id}: the group's name, its members (each can be taken
 * out) and contacts to add, found with a search that is a GET form of its own (its field sits in the
 * page through the `form` attribute), so all of it works before scripts run.
 */
export function GroupFormPage({
  title,
  group,
  candidates,
  find,
  answer,
}: {
  title: string;
  /** The group being edited; none when adding one. */
  group: Group | null;
  /** Contacts that are not members, as the search found them. */
  candidates: ContactList;
  find: string;
  answer?: GroupAnswer;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['name', 'add', 'remove']);
  const adding = new Set(answer?.values.add ?? []);
  const removing = new Set(answer?.values.remove ?? []);
  const members = new Set(group?.members.map((member) => member.id));
  const others = candidates.results.filter((contact) => !members.has(contact.id));
  const findForm = `${id}-find`;
  return (
    <>
      <AccountPageHeader title={title} />
      <form id={findForm} method="get" />
      <Form method="post" noValidate className="max-w-2xl">
        <FormFailures messages={answer?.messages} />
        <div className="max-w-md">
          <Field id={`${id}-name`} label={t('address-book.groups.form.name')} error={errors.name}>
            {(props) => (
              <input
                {...props}
                name="name"
                type="text"
                required
                defaultValue={answer?.values.name ?? group?.name ?? ''}
              />
            )}
          </Field>
        </div>

        {group ? (
          <fieldset className="mt-8">
            <legend className={LEGEND}>{t('address-book.groups.form.members')}</legend>
            {group.members.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('address-book.groups.form.no-members')}</p>
            ) : (
              <ul className="grid gap-1">
                {group.members.map((member) => (
                  <li key={member.id}>
                    <label className={CHECK}>
                      <input
                        type="checkbox"
                        name="remove"
                        value={member.id}
                        defaultChecked={removing.has(member.id)}
                        className="size-5"
                      />
                      {t('address-book.groups.form.remove', { name: contactName(member) })}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </fieldset>
        ) : null}

        <fieldset className="mt-8">
          <legend className={LEGEND}>{t('address-book.groups.form.add-members')}</legend>
          <div className="mb-4 flex max-w-md flex-wrap items-end gap-3">
            <div className="min-w-0 flex-1">
              <label htmlFor={`${id}-find-query`} className="mb-1.5 block text-sm font-medium text-ink">
                {t('address-book.groups.form.find')}
              </label>
              <input
                id={`${id}-find-query`}
                form={findForm}
                name="find"
                type="search"
                defaultValue={find}
                className="h-12 w-full rounded-lg border border-line bg-white px-3 text-base text-ink focus:border-accent"
              />
            </div>
            <button type="submit" form={findForm} className={ACCOUNT_BUTTON_SECONDARY}>
              {t('address-book.groups.form.find-button')}
            </button>
          </div>
          {others.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('address-book.groups.form.no-candidates')}</p>
          ) : (
            <ul className="grid gap-1">
              {others.map((contact) => (
                <li key={contact.id}>
                  <label className={CHECK}>
                    <input
                      type="checkbox"
                      name="add"
                      value={contact.id}
                      defaultChecked={adding.has(contact.id)}
                      className="size-5"
                    />
                    <span>
                      {t('address-book.groups.form.add-member', { name: contactName(contact) })}{' '}
                      <span className="text-sm text-ink-soft">({contactPlace(contact)})</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {candidates.total > candidates.results.length ? (
            <p className="mt-2 text-sm text-ink-soft">
              {t('address-book.groups.form.more-candidates', {
                shown: candidates.results.length,
                total: candidates.total,
              })}
            </p>
          ) : null}
        </fieldset>

        <div className="mt-8 flex flex-wrap gap-3">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
            {t('address-book.groups.form.save')}
          </button>
          <Link to={GROUPS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-book.form.cancel')}
          </Link>
        </div>
      </Form>
    </>
  );
}
