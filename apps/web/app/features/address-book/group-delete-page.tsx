import type { Group } from '@cardshop/shared/contracts/address-book';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
} from '../../ui/form-controls.tsx';
import { GROUPS_URL } from './links.ts';

/** /account/addresses/groups/delete/{id}: asks first; only the group goes, its contacts stay. */
export function GroupDeletePage({ group }: { group: Group }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <AccountPageHeader
        title={t('address-book.groups.delete.title', { name: group.name })}
        intro={t('address-book.groups.delete.intro', { count: group.size })}
      />
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={busy} aria-busy={busy || undefined}>
          {t('address-book.groups.delete.confirm')}
        </button>
        <Link to={GROUPS_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.form.cancel')}
        </Link>
      </Form>
    </>
  );
}
