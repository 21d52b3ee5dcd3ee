import type { GroupSummary } from '@cardshop/shared/contracts/address-book';
import {
  ADDRESS_REQUEST_MESSAGE_MAX,
  type AddressRequestLink,
} from '@cardshop/shared/contracts/address-requests';
import { useId, useState } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { FormAnswer } from '../../lib/route-form.ts';
import {
  ACCOUNT_BUTTON,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
  Field,
  Notice,
  SavedNotice,
} from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { SettingsValues } from './address-request-actions.server.ts';
import { ADDRESS_BOOK_URL, REQUEST_SETTINGS_URL } from './links.ts';

/** Copies the link (once scripts run; before, the link is in a field to select and copy by hand). */
function CopyButton({ text }: { text: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={ACCOUNT_BUTTON}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true));
      }}
    >
      <span aria-live="polite">{t(copied ? 'address-requests.copied' : 'address-requests.copy')}</span>
    </button>
  );
}

/** `/account/addresses/request`: the link to send, to copy or mail; or the button that makes it. */
export function RequestLinkPage({ link }: { link: AddressRequestLink | null }) {
  const t = useT();
  const id = useId();
  if (!link) {
    return (
      <>
        <AccountPageHeader title={t('address-requests.title')} intro={t('address-requests.intro')} />
        <p className="mb-4 text-ink-soft">{t('address-requests.none')}</p>
        <Form method="post">
          <button type="submit" className={ACCOUNT_BUTTON}>
            {t('address-requests.make')}
          </button>
        </Form>
      </>
    );
  }
  const mailto = `mailto:?subject=${encodeURIComponent(t('address-requests.share-subject'))}&body=${encodeURIComponent(
    t('address-requests.share-body', { url: link.url }),
  )}`;
  return (
    <>
      <AccountPageHeader title={t('address-requests.title')} intro={t('address-requests.intro')} />
      {link.enabled ? null : (
        <Notice tone="warning" className="mb-4 max-w-2xl">
          {t('address-requests.off')}
        </Notice>
      )}
      <div className="max-w-2xl">
        <Field id={`${id}-link`} label={t('address-requests.link')}>
          {(props) => (
            <input
              {...props}
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              data-testid="address-request-link"
            />
          )}
        </Field>
        <div className="mt-4 flex flex-wrap gap-3">
          <CopyButton text={link.url} />
          <a href={mailto} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-requests.share-mail')}
          </a>
          <Link to={REQUEST_SETTINGS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-requests.settings-link')}
          </Link>
        </div>
        <p className="mt-4 text-sm text-ink-soft">
          {t('address-requests.answers', { count: link.answers })}
          {link.group ? ` · ${link.group.name}` : ''}
        </p>
        <p className="mt-6">
          <Link to={ADDRESS_BOOK_URL} className="text-accent underline">
            {t('address-requests.book-link')}
          </Link>
        </p>
      </div>
    </>
  );
}

export type SettingsAnswer = FormAnswer<SettingsValues>;

export function settingsValuesOf(link: AddressRequestLink): SettingsValues {
  const flag = (value: boolean) => (value ? 'on' : '');
  return {
    message: link.message ?? '',
    askEmail: flag(link.askEmail),
    askPhone: flag(link.askPhone),
    askBirthday: flag(link.askBirthday),
    group: link.group?.id ?? '',
    enabled: flag(link.enabled),
  };
}

/** `/account/addresses/requests/settings`: the message, what is asked, the group, on or off; a new link. */
export function RequestSettingsPage({
  link,
  groups,
  done,
  answer,
}: {
  link: AddressRequestLink;
  groups: GroupSummary[];
  done: string | null;
  answer?: SettingsAnswer;
}) {
  const t = useT();
  const id = useId();
  const values = answer?.values ?? settingsValuesOf(link);
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['message', 'group']);
  const busy = useNavigation().state === 'submitting';
  const checkbox = (field: 'askEmail' | 'askPhone' | 'askBirthday' | 'enabled', labelKey: string) => (
    <label className="inline-flex min-h-11 items-center gap-2 text-ink">
      <input type="checkbox" name={field} defaultChecked={values[field] === 'on'} className="size-5" />
      {t(labelKey)}
    </label>
  );
  return (
    <>
      <AccountPageHeader title={t('address-requests.settings.title')} />
      <SavedNotice
        saved={done === 'saved' || done === 'renewed'}
        messageKey={
          done === 'renewed' ? 'address-requests.settings.renewed' : 'address-requests.settings.saved'
        }
      />
      <Form method="post" noValidate className="mt-4 grid max-w-2xl gap-5">
        <FormFailures messages={answer?.messages} />
        <Field
          id={`${id}-message`}
          label={t('address-requests.settings.message')}
          hint={t('address-requests.settings.message-hint')}
          error={errors.message}
        >
          {(props) => (
            <textarea
              {...props}
              name="message"
              rows={3}
              maxLength={ADDRESS_REQUEST_MESSAGE_MAX}
              defaultValue={values.message}
              className={`${props.className} h-auto py-2`}
            />
          )}
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-ink">
            {t('address-requests.settings.asked')}
          </legend>
          <div className="flex flex-wrap gap-x-6">
            {checkbox('askEmail', 'address-requests.settings.ask-email')}
            {checkbox('askPhone', 'address-requests.settings.ask-phone')}
            {checkbox('askBirthday', 'address-requests.settings.ask-birthday')}
          </div>
        </fieldset>
        <Field id={`${id}-group`} label={t('address-requests.settings.group')} error={errors.group}>
          {(props) => (
            <select {...props} name="group" defaultValue={values.group}>
              <option value="">{t('address-requests.settings.no-group')}</option>
              {groups.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        {checkbox('enabled', 'address-requests.settings.enabled')}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={ACCOUNT_BUTTON} disabled={busy}>
            {t('address-requests.settings.save')}
          </button>
          <Link to={`${ADDRESS_BOOK_URL}/request`} className={ACCOUNT_BUTTON_SECONDARY}>
            {t('address-requests.link')}
          </Link>
        </div>
      </Form>
      <Form method="post" className="mt-10 max-w-2xl border-t border-line pt-6">
        <input type="hidden" name="intent" value="new" />
        <p className="mb-3 text-sm text-ink-soft">{t('address-requests.settings.new-link-hint')}</p>
        <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-requests.settings.new-link')}
        </button>
      </Form>
    </>
  );
}
