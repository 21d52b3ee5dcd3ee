import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { removeSavedCardAction } from '../../features/account/saved-card-action.server.ts';
import { SavedCardPage } from '../../features/account/saved-card-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import type { Route } from './+types/saved-card';

// /account/saved-card (issue 17): the card comes with the page, so it shows, and is removed, before
// scripts run. The owner's only: the loader asks for the signed-in account's card.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  return servicesFrom(context).payments.savedCards.view(user.id);
}

// The removal, confirmed on the page (decision record 19); signed out meanwhile, to log in and back.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return removeSavedCardAction({ request, context, user });
}

export default function AccountSavedCard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SavedCardPage
      card={loaderData.card}
      holder={loaderData.holder}
      canChange={loaderData.canChange}
      answer={actionData}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.saved-card');
}
