import { privatePageMeta } from '../../features/account/account-meta.ts';
import { OrdersPage } from '../../features/checkout/orders-pages.tsx';
import type { Route } from './+types/orders';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.orders.title');
}

// Inside the account layout, whose loader lets only a signed-in user in.
export default function AccountOrders() {
  return <OrdersPage />;
}
