import { useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { OrderViewPage } from '../../features/checkout/orders-pages.tsx';
import { pageFromQuery } from '../../features/checkout/summary.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/order-view';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.orders.view-title');
}

// Inside the account layout (login required). `?page=` picks the page of items.
export default function AccountOrderView({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <OrderViewPage id={params.id} token={params.token} page={pageFromQuery(search.get('page'))} />;
}
