import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AccountGiftsPage } from '../../features/account/gifts-page.tsx';
import { requireLogin } from '../../features/auth/guards.ts';
import type { Route } from './+types/gifts';

// /account/gifts (issue 17): the gift cards the account sent inside cards, read on the server (the same
// answer as `GET /api/account/gifts`), so the list is whole before scripts run.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  return { gifts: await servicesFrom(context).accountGifts.list(user.id) };
}

export default function AccountGifts({ loaderData }: Route.ComponentProps) {
  return <AccountGiftsPage gifts={loaderData.gifts} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.gifts.title');
}
