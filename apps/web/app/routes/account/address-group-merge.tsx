import { ContactParamsSchema, GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { mergeGroupAction, notFoundAsPage } from '../../features/address-book/address-book-actions.server.ts';
import { GroupMergePage } from '../../features/address-book/group-merge-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/address-group-merge';

function groupId(id: string): string {
  const parsed = ContactParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

// The group and the account's other groups to merge it into come with the page.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const id = groupId(params.id);
  const { addressBook } = servicesFrom(context);
  const [group, groups, messages] = await Promise.all([
    addressBook.groups.get(user.id, id).catch(notFoundAsPage),
    addressBook.groups.list(user.id, GroupListQuerySchema.parse({ maxResults: '500' })),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { group, others: groups.results.filter((other) => other.id !== id), messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return mergeGroupAction({ request, context, user }, groupId(params.id));
}

export default function AddressGroupMerge({ loaderData, actionData }: Route.ComponentProps) {
  return <GroupMergePage group={loaderData.group} others={loaderData.others} answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.groups.meta.merge');
}
