import { ORGANISATION_REQUIREMENTS } from '@cardshop/shared/contracts/organisations';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { Link } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { MANAGE_CAMPAIGNS_URL } from '../../features/bulk-send/send-links.ts';
import { ManagePage } from '../../features/organisations/manage-page.tsx';
import { manageAction } from '../../features/organisations/organisation-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/dashboard';

// manage.dashboard (/manage): for those who can manage the current organisation (storefront.md §6). A
// signed-out visitor goes to log in and back; a member without a management permission goes to log in
// with global.errors.permission-denied. The members, with their forms, need the members permission.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context, { permissions: ORGANISATION_REQUIREMENTS.manage });
  const { organisations, organisationDashboard } = servicesFrom(context);
  const mayManageMembers = satisfiesRequirements(user.permissions, [...ORGANISATION_REQUIREMENTS.members]);
  const [managed, overview, members, messages] = await Promise.all([
    organisations.organisation(user.id),
    organisationDashboard.overview(user.id, requestedRegion(request)),
    mayManageMembers ? organisations.members(user.id) : null,
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  return { managed, overview, members, done: new URL(request.url).searchParams.get('done'), messages };
}

// Invite, change a member's permissions, remove a member: posted before or after scripts ran (decision
// record 19); the service checks the permissions again.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return manageAction({ request, context }, user);
}

export default function ManageDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <ManagePage
        managed={loaderData.managed}
        overview={loaderData.overview}
        members={loaderData.members}
        done={actionData ? null : loaderData.done}
        answer={actionData}
      />
      {loaderData.managed.permissions.campaigns ? (
        <p className="mt-8">
          <Link to={MANAGE_CAMPAIGNS_URL} className="font-medium text-accent underline">
            {t('organisations.manage.campaigns')}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'organisations.meta.manage');
}
