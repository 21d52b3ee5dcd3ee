import type { Contact } from '@cardshop/shared/contracts/address-book';
import { Form, Link, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/use-t.tsx';
import {
  ACCOUNT_BUTTON_DANGER,
  ACCOUNT_BUTTON_SECONDARY,
  AccountPageHeader,
} from '../../ui/form-controls.tsx';
import { contactName, contactPlace } from './contact-values.ts';
import { ADDRESS_BOOK_URL } from './links.ts';

/** /account/addresses/delete/{id}: asks first; the button posts to the route's action, which deletes. */
export function ContactDeletePage({ contact }: { contact: Contact }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const name = contactName(contact);
  return (
    <>
      <AccountPageHeader
        title={t('address-book.delete.title', { name })}
        intro={t('address-book.delete.intro')}
      />
      <div className="mb-6 max-w-md rounded-xl border border-line bg-white p-4">
        <p className="font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink">{[contact.address, contact.address2].filter(Boolean).join(', ')}</p>
        <p className="text-sm text-ink">{contactPlace(contact)}</p>
      </div>
      <Form method="post" className="flex flex-wrap gap-3">
        <button type="submit" className={ACCOUNT_BUTTON_DANGER} disabled={busy} aria-busy={busy || undefined}>
          {t('address-book.delete.confirm')}
        </button>
        <Link to={ADDRESS_BOOK_URL} className={ACCOUNT_BUTTON_SECONDARY}>
          {t('address-book.form.cancel')}
        </Link>
      </Form>
    </>
  );
}
