import { privatePageMeta } from '../../features/account/account-meta.ts';
import { OrdersPage } from '../../features/checkout/orders-pages.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.orders.title');
}

// Inside the account layout, whose loader lets only a signed-in user in.
export default function AccountOrders() {
  return <OrdersPage />;
}
