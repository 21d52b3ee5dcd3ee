import { servicesFrom } from '../../context.ts';
import { profileAction } from '../../features/account/account-actions.server.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ProfilePage } from '../../features/account/profile-page.tsx';
import { requireLoginForAction } from '../../features/auth/guards.ts';
import { useAuth } from '../../lib/auth/use-auth.tsx';
import type { Route } from './+types/profile';

// The country list comes with the page (elsewhere address forms fetch it), so the form works before
// scripts run; the layout's loader makes sure of the login.
export async function loader({ context }: Route.LoaderArgs) {
  return { countries: await servicesFrom(context).config.countries() };
}

// The form posted before scripts ran (decision record 19); signed out meanwhile, to log in and back.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return profileAction({ request, context, user });
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  // The layout's loader let only a signed-in user in; signing out elsewhere leaves the page empty.
  const { user } = useAuth();
  return user ? <ProfilePage user={user} countries={loaderData.countries} answer={actionData} /> : null;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.profile');
}
