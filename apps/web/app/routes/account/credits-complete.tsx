import { CreditPurchaseParamsSchema } from '@cardshop/shared/contracts/credits';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin } from '../../features/auth/guards.ts';
import { CreditsCompletePage } from '../../features/credits/complete-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CREDITS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/credits-complete';

// The purchase is read on the server with the owner's session: another account's id and token are a 404.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const ref = CreditPurchaseParamsSchema.safeParse(params);
  if (!ref.success) throw data(null, { status: 404 });
  const [purchase, messages] = await Promise.all([
    servicesFrom(context)
      .credits.purchases.view(user.id, ref.data)
      .catch((error: unknown) => {
        if (error instanceof Error && 'status' in error && error.status === 404)
          throw data(null, { status: 404 });
        throw error;
      }),
    loaderMessages(request, context, CREDITS_NAMESPACES),
  ]);
  return { purchase, messages };
}

export default function CreditsComplete({ loaderData }: Route.ComponentProps) {
  return <CreditsCompletePage purchase={loaderData.purchase} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'credits.complete.meta-title');
}
