import type { ContactList, GroupList } from '@cardshop/shared/contracts/address-book';
import type { Campaign } from '@cardshop/shared/contracts/campaigns';
import { useId } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { fieldErrorKeys } from '../../lib/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, ACCOUNT_BUTTON_SECONDARY, Field, Notice } from '../../ui/form-controls.tsx';
import { FormFailures } from '../../ui/form-failures.tsx';
import type { SendAnswer } from './send-actions.server.ts';
import { stepUrl } from './send-links.ts';

const TITLE = 'mb-4 font-display text-2xl text-ink';
const SUBTITLE = 'mb-3 text-lg font-semibold text-ink';

/** Recipients from the address book (whole groups, contacts) or a CSV list uploaded on the spot. */
export function RecipientsStep({
  campaign,
  groups,
  contacts,
  contactsTotal,
  query,
  answer,
}: {
  campaign: Campaign;
  groups: GroupList['results'];
  contacts: ContactList['results'];
  contactsTotal: number;
  query: string;
  answer?: SendAnswer | undefined;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const uploadErrors = fieldErrorKeys(answer?.intent === 'upload' ? answer.errors : {}, ['file']);
  const contactErrors = answer?.intent === 'contacts' ? answer.errors : {};
  return (
    <section aria-labelledby="recipients-step">
      <h2 id="recipients-step" className={TITLE}>
        {t('campaigns.recipients.title')}
      </h2>
      <div role="status" aria-live="polite" className="mb-4">
        <p className="text-ink">
          {t('campaigns.recipients.count', { count: campaign.recipients, problems: campaign.withProblems })}
        </p>
        {answer?.added ? (
          <Notice tone="success" className="mt-2">
            {t('campaigns.recipients.added', answer.added)}
          </Notice>
        ) : null}
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <Form method="get" className="mb-4 flex items-end gap-2">
            <input type="hidden" name="c" value={campaign.id} />
            <div className="grow">
              <Field id={`${id}-query`} label={t('campaigns.recipients.search')}>
                {(props) => <input {...props} type="search" name="query" defaultValue={query} />}
              </Field>
            </div>
            <button type="submit" className={ACCOUNT_BUTTON_SECONDARY}>
              {t('campaigns.recipients.search-submit')}
            </button>
          </Form>
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="contacts" />
            <FormFailures messages={answer?.intent === 'contacts' ? answer.messages : []} />
            {Object.keys(contactErrors).length > 0 ? (
              <p className="text-sm text-danger">{t('global.errors.validation-failed')}</p>
            ) : null}
            {groups.length === 0 && contacts.length === 0 ? (
              <p className="text-ink-soft">{t('campaigns.recipients.none')}</p>
            ) : null}
            {groups.length > 0 ? (
              <fieldset className="mb-6">
                <legend className={SUBTITLE}>{t('campaigns.recipients.groups')}</legend>
                {groups.map((group) => (
                  <label key={group.id} className="flex min-h-11 items-center gap-3">
                    <input type="checkbox" name="groups" value={group.id} className="h-5 w-5" />
                    {`${group.name} (${group.size})`}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {contacts.length > 0 ? (
              <fieldset className="mb-6">
                <legend
                  className={SUBTITLE}
                >{`${t('campaigns.recipients.contacts')} (${contactsTotal})`}</legend>
                <div className="max-h-96 overflow-y-auto">
                  {contacts.map((contact) => (
                    <label key={contact.id} className="flex min-h-11 items-center gap-3">
                      <input type="checkbox" name="contacts" value={contact.id} className="h-5 w-5" />
                      {`${contact.firstName} ${contact.lastName}, ${contact.locality}`}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
              {t('campaigns.recipients.add')}
            </button>
          </Form>
        </div>
        <Form method="post" encType="multipart/form-data" noValidate className="grid content-start gap-4">
          <h3 className={SUBTITLE}>{t('campaigns.recipients.upload')}</h3>
          <p className="text-sm text-ink-soft">{t('campaigns.recipients.upload-hint')}</p>
          <input type="hidden" name="intent" value="upload" />
          <FormFailures
            messages={answer?.intent === 'upload' ? answer.messages : []}
            retryAfter={answer?.intent === 'upload' ? answer.retryAfter : undefined}
          />
          <Field id={`${id}-file`} label={t('campaigns.recipients.file')} error={uploadErrors.file}>
            {(props) => (
              <input
                {...props}
                type="file"
                name="file"
                accept=".csv,text/csv,.vcf,text/vcard"
                className="py-2"
              />
            )}
          </Field>
          <div>
            <button type="submit" className={ACCOUNT_BUTTON_SECONDARY} disabled={busy}>
              {t('campaigns.recipients.upload-submit')}
            </button>
          </div>
        </Form>
      </div>
      <div className="mt-8">
        <Link to={stepUrl('review', campaign.id)} className={ACCOUNT_BUTTON}>
          {t('campaigns.next')}
        </Link>
      </div>
    </section>
  );
}
