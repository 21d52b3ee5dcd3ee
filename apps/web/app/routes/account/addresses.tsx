import { ContactListQuerySchema, GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ContactsPage } from '../../features/address-book/contacts-page.tsx';
import { requireLogin } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/addresses';

// The same answer as `GET /api/account/addresses`, read on the server with the search in the address:
// whole before scripts run. A search the contract refuses (a page of 'x') shows the first page.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const search = new URL(request.url).searchParams;
  const parsed = ContactListQuerySchema.safeParse(Object.fromEntries(search));
  const query = parsed.success ? parsed.data : ContactListQuerySchema.parse({});
  const { addressBook } = servicesFrom(context);
  const [list, groups, messages] = await Promise.all([
    addressBook.list(user.id, query),
    addressBook.groups.list(user.id, GroupListQuerySchema.parse({ maxResults: '500' })),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { list, query, groups: groups.results, done: search.get('done'), messages };
}

export default function Addresses({ loaderData }: Route.ComponentProps) {
  return (
    <ContactsPage
      list={loaderData.list}
      query={loaderData.query}
      groups={loaderData.groups}
      done={loaderData.done}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.title');
}
