import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { switchOrganisationAction } from '../../features/organisations/switch-action.server.ts';
import { OrganisationsPage } from '../../features/organisations/switch-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/organisations';

// /account/organisations (decision 0036): the account's organisations and switching between them, before
// scripts run as after.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [mine, messages] = await Promise.all([
    servicesFrom(context).organisations.organisationsOf(user.id),
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  return { mine, switched: new URL(request.url).searchParams.get('switched') === '1', messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return switchOrganisationAction({ request, context, user });
}

export default function AccountOrganisations({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <OrganisationsPage
      mine={loaderData.mine}
      switched={actionData ? false : loaderData.switched}
      {...(actionData ? { answer: actionData } : {})}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.organisations');
}
