import { ContactParamsSchema } from '@cardshop/shared/contracts/address-book';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import {
  deleteContactAction,
  notFoundAsPage,
} from '../../features/address-book/address-book-actions.server.ts';
import { ContactDeletePage } from '../../features/address-book/contact-delete-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/address-delete';

function contactId(id: string): string {
  const parsed = ContactParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

// Asks first (a GET shows the contact and a button); the button's POST deletes it.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [contact, messages] = await Promise.all([
    servicesFrom(context).addressBook.contact(user.id, contactId(params.id)).catch(notFoundAsPage),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { contact, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return deleteContactAction({ context, user }, contactId(params.id));
}

export default function AddressDelete({ loaderData }: Route.ComponentProps) {
  return <ContactDeletePage contact={loaderData.contact} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.meta.delete');
}
