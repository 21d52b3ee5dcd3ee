import { ORGANISATION_REQUIREMENTS } from '@cardshop/shared/contracts/organisations';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { Link } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { MANAGE_CAMPAIGNS_URL } from '../../features/bulk-send/send-links.ts';
import { CardSettings, type ManageArtworkAnswer } from '../../features/custom-artwork/card-settings.tsx';
import { manageArtworkAction } from '../../features/custom-artwork/custom-artwork-actions.server.ts';
import { MANAGE_ARTWORK_DONE } from '../../features/custom-artwork/links.ts';
import { ManagePage } from '../../features/organisations/manage-page.tsx';
import { manageAction } from '../../features/organisations/organisation-actions.server.ts';
import { QrScansSection } from '../../features/qr-codes/qr-scans-section.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import {
  CUSTOM_ARTWORK_NAMESPACES,
  ORGANISATIONS_NAMESPACES,
  QR_CODES_NAMESPACES,
} from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/dashboard';

// manage.dashboard (/manage): for those who can manage the current organisation (storefront.md §6). A
// signed-out visitor goes to log in and back; a member without a management permission goes to log in
// with global.errors.permission-denied. The members, with their forms, need the members permission.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context, { permissions: ORGANISATION_REQUIREMENTS.manage });
  const { organisations, organisationDashboard, customArtwork, qrCodes } = servicesFrom(context);
  const mayManageMembers = satisfiesRequirements(user.permissions, [...ORGANISATION_REQUIREMENTS.members]);
  const maySettle = satisfiesRequirements(user.permissions, [...ORGANISATION_REQUIREMENTS.settings]);
  const [managed, overview, members, qrScans, messages] = await Promise.all([
    organisations.organisation(user.id),
    organisationDashboard.overview(user.id, requestedRegion(request)),
    mayManageMembers ? organisations.members(user.id) : null,
    qrCodes.scans(user.id),
    loaderMessages(request, context, [
      ...ORGANISATIONS_NAMESPACES,
      ...CUSTOM_ARTWORK_NAMESPACES,
      ...QR_CODES_NAMESPACES,
    ]),
  ]);
  const search = new URL(request.url).searchParams;
  // The custom-artwork setting and the card logo (decision record 35), for holders of `settings`.
  const cards = maySettle
    ? {
        allowCustom: managed.organisation.allowCustom,
        cardLogo: await customArtwork.cardLogo(managed.organisation.id),
        done: search.get(MANAGE_ARTWORK_DONE),
      }
    : null;
  return { managed, overview, members, qrScans, cards, done: search.get('done'), messages };
}

// Invite, change a member's permissions, remove a member: posted before or after scripts ran (decision
// record 19); the service checks the permissions again.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  if (new URL(request.url).searchParams.get('form') === 'custom-artwork') {
    return manageArtworkAction({ request, context, user });
  }
  return manageAction({ request, context }, user);
}

export default function ManageDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const artworkAnswer =
    actionData && 'artworkForm' in actionData ? (actionData as ManageArtworkAnswer) : undefined;
  const { cards } = loaderData;
  return (
    <ManagePage
      managed={loaderData.managed}
      overview={loaderData.overview}
      members={loaderData.members}
      done={actionData ? null : loaderData.done}
      answer={artworkAnswer ? undefined : (actionData as Parameters<typeof ManagePage>[0]['answer'])}
      settings={
        cards ? (
          <CardSettings
            allowCustom={cards.allowCustom}
            cardLogo={cards.cardLogo}
            done={actionData ? null : cards.done}
            answer={artworkAnswer}
          />
        ) : null
      }
    >
      {loaderData.managed.permissions.campaigns ? (
        <p className="mb-8">
          <Link to={MANAGE_CAMPAIGNS_URL} className="font-medium text-accent underline">
            {t('organisations.manage.campaigns')}
          </Link>
        </p>
      ) : null}
      <QrScansSection scans={loaderData.qrScans} />
    </ManagePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'organisations.meta.manage');
}
