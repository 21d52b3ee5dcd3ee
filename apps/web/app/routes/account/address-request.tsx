import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { makeLinkAction } from '../../features/address-book/address-request-actions.server.ts';
import { RequestLinkPage } from '../../features/address-book/address-request-pages.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import type { Route } from './+types/address-request';

// /account/addresses/request: the link to send to friends and family for their postal address (decision
// record 30). Made by a button the first time; the same link afterwards, until a new one is made.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [state, messages] = await Promise.all([
    servicesFrom(context).addressRequests.state(user.id),
    loaderMessages(request, context, ['address-book', 'address-requests']),
  ]);
  return { link: state.link, messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return makeLinkAction({ context }, user);
}

export default function AddressRequest({ loaderData }: Route.ComponentProps) {
  return <RequestLinkPage link={loaderData.link} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-requests.meta.request');
}
