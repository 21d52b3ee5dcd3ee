import type { Group, GroupSummary } from '@cardshop/shared/contracts/address-book';
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
import { GROUPS_URL } from './links.ts';

/** /account/addresses/groups/merge/{id}: choose the group its members join; it is deleted after. */
export function GroupMergePage({
  group,
  others,
  answer,
}: {
  group: Group;
  others: GroupSummary[];
  answer?: FormAnswer<{ into: string }>;
}) {
  const t = useT();
  const id = useId();
  const busy = useNavigation().state === 'submitting';
  const errors = fieldErrorKeys(answer?.errors ?? {}, ['into']);
  return (
    <>
      <AccountPageHeader
        title={t('address-book.groups.merge.title', { name: group.name })}
        intro={t('address-book.groups.merge.intro', { name: group.name })}
      />
      {others.length === 0 ? (
        <p className="mb-6 text-ink">{t('address-book.groups.merge.none')}</p>
      ) : (
        <Form method="post" noValidate className="grid max-w-md gap-5">
          <FormFailures messages={answer?.messages} />
          <Field id={`${id}-into`} label={t('address-book.groups.merge.into')} error={errors.into}>
            {(props) => (
              <select {...props} name="into" required defaultValue={answer?.values.into ?? ''}>
                <option value="">{t('address-book.groups.merge.choose')}</option>
                {others.map((other) => (
                  <option key={other.id} value={other.id}>
                    {other.name} ({t('address-book.groups.size', { count: other.size })})
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={ACCOUNT_BUTTON} disabled={busy} aria-busy={busy || undefined}>
              {t('address-book.groups.merge.confirm')}
            </button>
            <Link to={GROUPS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
              {t('address-book.form.cancel')}
            </Link>
          </div>
        </Form>
      )}
    </>
  );
}
