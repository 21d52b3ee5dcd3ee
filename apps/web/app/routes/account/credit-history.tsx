import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin } from '../../features/auth/guards.ts';
import { CreditHistoryPage } from '../../features/credits/history-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CREDITS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/credit-history';

// The same answer as `GET /api/account/credit-history`, read on the server: whole before scripts run.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [history, messages] = await Promise.all([
    servicesFrom(context).credits.history(user.id),
    loaderMessages(request, context, CREDITS_NAMESPACES),
  ]);
  return { history, messages };
}

export default function CreditHistory({ loaderData }: Route.ComponentProps) {
  return <CreditHistoryPage history={loaderData.history} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'credits.history.title');
}
