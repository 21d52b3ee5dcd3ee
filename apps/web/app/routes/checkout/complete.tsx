import { privatePageMeta } from '../../features/account/account-meta.ts';
import { CompletePage } from '../../features/checkout/complete-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/complete';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.complete.meta-title');
}

// The order's token is in the address: the page reads the order with it after hydration. The optional
// mode names how the buyer came here; every mode shows the same order.
export default function Complete({ params }: Route.ComponentProps) {
  return (
    <CompletePage key={`${params.id}/${params.token}`} orderRef={{ id: params.id, token: params.token }} />
  );
}
