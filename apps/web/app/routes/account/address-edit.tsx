import { ContactParamsSchema, GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { contactAction, notFoundAsPage } from '../../features/address-book/address-book-actions.server.ts';
import { ContactFormPage } from '../../features/address-book/contact-form-page.tsx';
import {
  contactName,
  contactValuesOf,
  emptyContactValues,
} from '../../features/address-book/contact-values.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/address-edit';

// /account/addresses/add, /add/{id} (a copy of a contact) and /edit/{id}: one form, three ways in.
// The contact, the countries and the groups come with the page, so it works before scripts run; another
// account's id (or none that is an id) is a 404.

type Mode = 'add' | 'copy' | 'edit';
const modeOf = (url: string, id: string | undefined): Mode =>
  !id ? 'add' : new URL(url).pathname.includes('/edit/') ? 'edit' : 'copy';

function contactId(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const parsed = ContactParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const id = contactId(params.id);
  const { addressBook, config } = servicesFrom(context);
  const [contact, countries, groups, messages] = await Promise.all([
    id ? addressBook.contact(user.id, id).catch(notFoundAsPage) : null,
    config.countries(),
    addressBook.groups.list(user.id, GroupListQuerySchema.parse({ maxResults: '500' })),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  const mode = modeOf(request.url, id);
  return {
    mode,
    name: contact ? contactName(contact) : null,
    initial: contact ? contactValuesOf(contact) : emptyContactValues(user.country ?? ''),
    countries,
    groups: groups.results,
    messages,
  };
}

// Posted before or after scripts ran (decision record 19): added, or saved over the one being edited.
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  const id = contactId(params.id);
  return contactAction({ request, context, user }, modeOf(request.url, id) === 'edit' ? id : undefined);
}

export default function AddressEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { mode, name } = loaderData;
  const title =
    mode === 'edit'
      ? t('address-book.form.edit-title', { name })
      : mode === 'copy'
        ? t('address-book.form.copy-title', { name })
        : t('address-book.form.add-title');
  return (
    <ContactFormPage
      key={`${mode}-${name}`}
      title={title}
      initial={loaderData.initial}
      countries={loaderData.countries}
      groups={loaderData.groups}
      answer={actionData}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return privatePageMeta(
    matches,
    loaderData?.mode === 'edit' ? 'address-book.meta.edit' : 'address-book.form.add-title',
  );
}
