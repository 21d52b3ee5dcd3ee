import { isCompletionMode } from '@cardshop/shared/rules/completion-mode';
import { data } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { CompletePage } from '../../features/checkout/complete-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/complete';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // single, bulk or blank: another mode is no page of the shop.
  if (params.mode !== undefined && !isCompletionMode(params.mode)) throw data(null, { status: 404 });
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.complete.meta-title');
}

// The order's token is in the address: the page reads the order with it after hydration. The optional
// mode (single, bulk or blank) says what was bought, and the page reads accordingly; without one the page
// works it out from the order.
export default function Complete({ params }: Route.ComponentProps) {
  return (
    <CompletePage
      key={`${params.id}/${params.token}`}
      orderRef={{ id: params.id, token: params.token }}
      mode={isCompletionMode(params.mode) ? params.mode : null}
    />
  );
}
