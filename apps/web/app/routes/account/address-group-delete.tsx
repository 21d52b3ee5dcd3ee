import { ContactParamsSchema } from '@cardshop/shared/contracts/address-book';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import {
  deleteGroupAction,
  notFoundAsPage,
} from '../../features/address-book/address-book-actions.server.ts';
import { GroupDeletePage } from '../../features/address-book/group-delete-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/address-group-delete';

function groupId(id: string): string {
  const parsed = ContactParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

// Asks first; the button's POST deletes the group (its contacts stay).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [group, messages] = await Promise.all([
    servicesFrom(context).addressBook.groups.get(user.id, groupId(params.id)).catch(notFoundAsPage),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { group, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return deleteGroupAction({ context, user }, groupId(params.id));
}

export default function AddressGroupDelete({ loaderData }: Route.ComponentProps) {
  return <GroupDeletePage group={loaderData.group} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.groups.meta.delete');
}
