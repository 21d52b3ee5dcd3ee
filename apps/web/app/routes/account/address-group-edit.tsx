import { ContactListQuerySchema, ContactParamsSchema } from '@cardshop/shared/contracts/address-book';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { groupAction, notFoundAsPage } from '../../features/address-book/address-book-actions.server.ts';
import { GroupFormPage } from '../../features/address-book/group-form-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/address-group-edit';

// /account/addresses/groups/add and /groups/edit/{id}: the group, its members and the contacts that
// `?find=` finds (the first 25) come with the page; another account's id is a 404.

function groupId(id: string | undefined): string | undefined {
  if (id === undefined) return undefined;
  const parsed = ContactParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const id = groupId(params.id);
  const find = (new URL(request.url).searchParams.get('find') ?? '').slice(0, 100);
  const { addressBook } = servicesFrom(context);
  const [group, candidates, messages] = await Promise.all([
    id ? addressBook.groups.get(user.id, id).catch(notFoundAsPage) : null,
    addressBook.list(user.id, ContactListQuerySchema.parse({ query: find })),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { group, candidates, find, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return groupAction({ request, context, user }, groupId(params.id));
}

export default function AddressGroupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { group } = loaderData;
  return (
    <GroupFormPage
      key={group?.id ?? 'new'}
      title={
        group
          ? t('address-book.groups.form.edit-title', { name: group.name })
          : t('address-book.groups.form.add-title')
      }
      group={group}
      candidates={loaderData.candidates}
      find={loaderData.find}
      answer={actionData}
    />
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return privatePageMeta(
    matches,
    loaderData?.group ? 'address-book.groups.meta.edit' : 'address-book.groups.form.add-title',
  );
}
