import { GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { GroupsPage } from '../../features/address-book/groups-page.tsx';
import { requireLogin } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/address-groups';

// The same answer as `GET /api/account/addresses/groups` (by name, 100 a page), searched by `?query=`.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const search = new URL(request.url).searchParams;
  const parsed = GroupListQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : GroupListQuerySchema.parse({});
  const [list, messages] = await Promise.all([
    servicesFrom(context).addressBook.groups.list(user.id, query),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { list, query, done: search.get('done'), messages };
}

export default function AddressGroups({ loaderData }: Route.ComponentProps) {
  return <GroupsPage list={loaderData.list} query={loaderData.query} done={loaderData.done} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.groups.title');
}
