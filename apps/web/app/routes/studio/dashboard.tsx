import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { DashboardPage } from '../../features/studio/dashboard-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { STUDIO_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/dashboard';
import { requireStudio } from './guard.server.ts';

// studio.dashboard (/studio): for users who manage an artist and agreed to the terms (decision record 38).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStudio(request, context);
  const [dashboard, messages] = await Promise.all([
    servicesFrom(context).studio.dashboard(user.id),
    loaderMessages(request, context, STUDIO_NAMESPACES),
  ]);
  return { dashboard, submitted: new URL(request.url).searchParams.has('submitted'), messages };
}

export default function StudioDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage dashboard={loaderData.dashboard} submitted={loaderData.submitted} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'studio.meta.dashboard');
}
