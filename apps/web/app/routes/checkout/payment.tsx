import { privatePageMeta } from '../../features/account/account-meta.ts';
import { PaymentPage } from '../../features/checkout/payment-page.tsx';
import type { Route } from './+types/payment';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.payment.title');
}

// The cart lives in this browser (its order id and token), so the page loads it after hydration.
export default function Payment() {
  return <PaymentPage />;
}
