import { CreditQuantitySchema } from '@cardshop/shared/contracts/credits';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { payAction } from '../../features/credits/credits-actions.server.ts';
import { PayCreditsPage } from '../../features/credits/pay-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CREDITS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/credits-pay';

/** The number of credits the address names, or a 404 for anything outside the purchase limits. */
function quantityOf(params: Route.LoaderArgs['params']): number {
  const parsed = CreditQuantitySchema.safeParse(params.qty);
  if (!parsed.success || String(parsed.data) !== params.qty) throw data(null, { status: 404 });
  return parsed.data;
}

// The price, the balance and the test cards come with the page, so it works before scripts run.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const quantity = quantityOf(params);
  const services = servicesFrom(context);
  const provider = services.payments.provider.name;
  const [quote, balance, messages] = await Promise.all([
    services.credits.purchases.quote(quantity, requestedRegion(request)),
    services.credits.balance(user.id),
    loaderMessages(request, context, CREDITS_NAMESPACES),
  ]);
  const testCards = provider === 'test' ? services.payments.testCards().cards : undefined;
  return { quote, balance, provider, testCards, messages };
}

// The card form and the 3-D Secure check post here, before or after scripts ran (decision record 19).
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return payAction({ request, context, user }, { kind: 'credits', quantity: quantityOf(params) });
}

export default function CreditsPay({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PayCreditsPage
      // A new pack is a new page: nothing typed for another carries over.
      key={loaderData.quote.quantity}
      quote={loaderData.quote}
      balance={loaderData.balance}
      provider={loaderData.provider}
      {...(loaderData.testCards ? { testCards: loaderData.testCards } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'credits.buy.title');
}
