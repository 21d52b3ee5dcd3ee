import { privatePageMeta } from '../../features/account/account-meta.ts';
import { sessionUser } from '../../features/auth/guards.ts';
import { BusinessSignupPage } from '../../features/organisations/business-signup-page.tsx';
import { businessSignupAction } from '../../features/organisations/organisation-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/signup';

// The business sign-up (storefront.md §2, decision record 32). Someone signed in is told that a business
// account is an account of its own; everyone else gets the form.
export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, messages] = await Promise.all([
    sessionUser(context),
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  return { signedInAs: user?.email ?? null, messages };
}

// Posted before or after scripts ran (decision record 19): the organisation opened and its first manager
// signed in, on to /manage; or the form again with its errors.
export async function action({ request, context }: Route.ActionArgs) {
  return businessSignupAction({ request, context });
}

export default function BusinessSignup({ loaderData, actionData }: Route.ComponentProps) {
  return <BusinessSignupPage signedInAs={loaderData.signedInAs} answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'organisations.meta.signup');
}
