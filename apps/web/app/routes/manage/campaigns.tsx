import { CAMPAIGN_REQUIREMENTS } from '@cardshop/shared/contracts/campaigns';
import { redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { CampaignList } from '../../features/bulk-send/campaign-list.tsx';
import { MANAGE_CAMPAIGNS_URL, SEND_URL, stepUrl } from '../../features/bulk-send/send-links.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CAMPAIGNS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { ACCOUNT_BUTTON, AccountPageHeader } from '../../ui/form-controls.tsx';
import type { Route } from './+types/campaigns';

// /manage/campaigns: the organisation's bulk sends, for members with the campaigns permission (the route
// guard, and the service again on every call).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context, { permissions: CAMPAIGN_REQUIREMENTS });
  const [list, messages] = await Promise.all([
    servicesFrom(context).campaigns.list(user.id),
    loaderMessages(request, context, CAMPAIGNS_NAMESPACES),
  ]);
  return { list, messages };
}

// The copy buttons: a copy for next year, opened at its review.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  const form = await request.formData();
  const id = String(form.get('campaign') ?? '');
  const copy = await servicesFrom(context).campaigns.copy(user.id, id);
  return redirect(stepUrl('review', copy.id), 303);
}

export default function ManageCampaigns({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <AccountPageHeader title={t('campaigns.list.organisation')} />
      <a href={SEND_URL} className={ACCOUNT_BUTTON}>
        {t('campaigns.list.new')}
      </a>
      <CampaignList
        campaigns={loaderData.list.results}
        title={t('campaigns.list.organisation')}
        copyAction={MANAGE_CAMPAIGNS_URL}
      />
    </>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'campaigns.meta.manage');
}
