import { CAMPAIGN_REQUIREMENTS, SEND_VIEWS, type SendView } from '@cardshop/shared/contracts/campaigns';
import { userPlatformMode } from '@cardshop/shared/rules/permissions';
import { data, redirect } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { type SendAnswer, sendAction } from '../../features/bulk-send/send-actions.server.ts';
import { startData, stepData } from '../../features/bulk-send/send-data.server.ts';
import { stepUrl } from '../../features/bulk-send/send-links.ts';
import { SendPage } from '../../features/bulk-send/send-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CAMPAIGNS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/send';

// purchase.send (/send) and purchase.send.stepped (/send/{step}): one route, so every /send path is the
// same view (account-ordering.md §2). Signed in; in an organisation, with the campaigns permission.

/** The step named by the path, or a 404 for any other. */
function viewOf(step: string | undefined): SendView | null {
  if (step === undefined) return null;
  if (!(SEND_VIEWS as readonly string[]).includes(step)) throw data(null, { status: 404 });
  return step as SendView;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const view = viewOf(params.step);
  const signedIn = await requireLogin(request, context);
  const user =
    userPlatformMode(signedIn) === 'organisation'
      ? await requireLogin(request, context, { permissions: CAMPAIGN_REQUIREMENTS })
      : signedIn;
  const campaignId = new URL(request.url).searchParams.get('c');
  if (!campaignId) {
    if (view) throw redirect('/send');
  } else {
    if (!/^[0-9a-f-]{36}$/.test(campaignId)) throw data(null, { status: 404 });
    if (!view) throw redirect(stepUrl('card', campaignId));
  }
  const [page, messages] = await Promise.all([
    campaignId && view
      ? stepData({ request, context, user }, view, campaignId)
      : startData({ request, context, user }),
    loaderMessages(request, context, CAMPAIGNS_NAMESPACES),
  ]);
  return { page, messages };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const view = viewOf(params.step);
  const user = await requireLoginForAction(request, context);
  return sendAction({ request, context, user }, view);
}

export default function Send({ loaderData, actionData }: Route.ComponentProps) {
  return <SendPage data={loaderData.page} answer={actionData as SendAnswer | undefined} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'campaigns.meta.send');
}
