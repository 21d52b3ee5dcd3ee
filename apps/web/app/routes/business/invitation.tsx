import { data } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLoginForAction, sessionUser } from '../../features/auth/guards.ts';
import { InvitationNotFoundPage, InvitationPage } from '../../features/organisations/invitation-page.tsx';
import {
  acceptInvitationAction,
  loadInvitation,
} from '../../features/organisations/organisation-actions.server.ts';
import { REFERRER_META, redeemPageHeaders } from '../../features/redeem/redeem-headers.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/invitation';

// An invitation to join an organisation (/business/invitation/{id}/{token}, decision record 32): open to
// everyone, accepted signed in with the verified address invited. The token is in the address, so the
// page is never kept by a cache nor sent to another site as a referrer; a wrong token is a 404.
export const headers: Route.HeadersFunction = redeemPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [{ page, status }, user, messages] = await Promise.all([
    loadInvitation({ context }, params),
    sessionUser(context),
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  const url = new URL(request.url);
  const done = url.searchParams.get('done');
  // Just accepted (and so a member now): the way on, to the dashboard for a manager, else the shop.
  const joined: 'manage' | 'home' | null =
    page.found && page.invitation.status === 'member' && (done === 'manage' || done === 'home') ? done : null;
  return data(
    { page, joined, path: url.pathname, signedInAs: user?.email ?? null, messages },
    { status, headers: status === 429 ? { 'Retry-After': String(page.found ? 0 : page.retryAfter) } : {} },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return acceptInvitationAction({ context }, params, user);
}

export default function BusinessInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page.found) return <InvitationNotFoundPage retryAfter={page.retryAfter} />;
  return (
    <InvitationPage
      invitation={page.invitation}
      path={loaderData.path}
      joined={loaderData.joined}
      signedInAs={loaderData.signedInAs}
      answer={actionData}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...privatePageMeta(matches, 'organisations.meta.invitation'), REFERRER_META];
}
