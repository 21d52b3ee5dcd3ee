import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { BuyCreditsPage } from '../../features/credits/buy-page.tsx';
import { buyAction } from '../../features/credits/credits-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CREDITS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/credits-buy';

// The balance and the region's prices come with the page, so it works before scripts run.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const credits = servicesFrom(context).credits;
  const [overview, gift, messages] = await Promise.all([
    credits.overview(user.id, requestedRegion(request)),
    credits.giftOverview(user.id, requestedRegion(request)),
    loaderMessages(request, context, CREDITS_NAMESPACES),
  ]);
  return { overview, gift, messages };
}

// Another number of credits, or an amount of gift credit, posted before or after scripts ran (decision record 19): on to paying.
export async function action({ request, context }: Route.ActionArgs) {
  await requireLoginForAction(request, context);
  return buyAction({ request });
}

export default function CreditsBuy({ loaderData, actionData }: Route.ComponentProps) {
  return <BuyCreditsPage overview={loaderData.overview} gift={loaderData.gift} answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'credits.buy.title');
}
