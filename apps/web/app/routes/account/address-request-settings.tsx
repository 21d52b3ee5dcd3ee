import { GroupListQuerySchema } from '@cardshop/shared/contracts/address-book';
import { redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { settingsAction } from '../../features/address-book/address-request-actions.server.ts';
import { RequestSettingsPage } from '../../features/address-book/address-request-pages.tsx';
import { REQUEST_URL } from '../../features/address-book/links.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import type { Route } from './+types/address-request-settings';

// /account/addresses/requests/settings: the link's message, the fields it asks for, the group answers go
// into, turning it off, and making a new one (decision record 30). Before a link is made, the link page.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const { addressRequests, addressBook } = servicesFrom(context);
  const [state, groups, messages] = await Promise.all([
    addressRequests.state(user.id),
    addressBook.groups.list(user.id, GroupListQuerySchema.parse({ maxResults: '500' })),
    loaderMessages(request, context, ['address-book', 'address-requests']),
  ]);
  if (!state.link) throw redirect(REQUEST_URL);
  return {
    link: state.link,
    groups: groups.results,
    done: new URL(request.url).searchParams.get('done'),
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return settingsAction({ request, context }, user);
}

export default function AddressRequestSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RequestSettingsPage
      key={loaderData.link.url}
      link={loaderData.link}
      groups={loaderData.groups}
      done={loaderData.done}
      answer={actionData}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-requests.meta.settings');
}
