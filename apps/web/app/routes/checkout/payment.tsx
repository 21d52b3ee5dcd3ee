import { privatePageMeta } from '../../features/account/account-meta.ts';
import { PaymentPage } from '../../features/checkout/payment-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/payment';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.payment.title');
}

// The cart lives in this browser (its order id and token), so the page loads it after hydration.
export default function Payment() {
  return <PaymentPage />;
}
