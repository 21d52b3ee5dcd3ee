import { isRouteErrorResponse, useRouteError } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { loadAccountGift, resendGiftAction } from '../../features/account/gift-actions.server.ts';
import { AccountGiftPage } from '../../features/account/gifts-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { NotFoundPage } from '../../features/shell/not-found-page.tsx';
import type { Route } from './+types/gift-view';

// /account/gifts/view/{id} (issue 17): one gift the account sent, checked with the supplier on asking
// ('Check status' is a GET form: ?refresh=1), and its recipient's e-mail sent again (a route form).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  return loadAccountGift({ context, user }, params, new URL(request.url));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return resendGiftAction({ context, user }, params);
}

export default function AccountGiftView({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountGiftPage gift={loaderData.gift} checked={loaderData.checked} answer={actionData ?? undefined} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.gifts.title');
}

// Another account's gift, or no gift: the not-found page inside the account area.
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  throw error;
}
