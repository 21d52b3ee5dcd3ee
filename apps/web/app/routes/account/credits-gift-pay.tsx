import { GiftCreditAmountSchema } from '@cardshop/shared/contracts/credits';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { payAction } from '../../features/credits/credits-actions.server.ts';
import { PayCreditsPage } from '../../features/credits/pay-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CREDITS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/credits-gift-pay';

// A top-up of gift credit (decision 0027): the pay page of a pack of credits, for an amount of money.

/** The whole amount the address names, or a 404 for anything outside the top-up limits. */
function amountOf(params: Route.LoaderArgs['params']): number {
  const parsed = GiftCreditAmountSchema.safeParse(params.amount);
  if (!parsed.success || String(parsed.data) !== params.amount) throw data(null, { status: 404 });
  return parsed.data;
}

// The amount, the gift credit held and the test cards come with the page, so it works before scripts run.
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const amount = amountOf(params);
  const services = servicesFrom(context);
  const provider = services.payments.provider.name;
  const [region, messages] = await Promise.all([
    services.config.region(requestedRegion(request)),
    loaderMessages(request, context, CREDITS_NAMESPACES),
  ]);
  const precision = (await services.config.currencies())[region.currency]?.precision ?? 2;
  const minor = amount * 10 ** precision;
  const quote = {
    quantity: minor,
    unitPrice: 1,
    savingPercent: 0,
    subtotal: minor,
    tax: 0,
    total: minor,
    currency: region.currency,
    regionId: region.id,
  };
  const balance = await services.credits.giftBalance(user.id, region.currency);
  const testCards = provider === 'test' ? services.payments.testCards().cards : undefined;
  return { quote, balance, provider, testCards, messages };
}

// The card form and the 3-D Secure check post here, before or after scripts ran (decision record 19).
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return payAction({ request, context, user }, { kind: 'gift-credit', amount: amountOf(params) });
}

export default function CreditsGiftPay({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PayCreditsPage
      key={loaderData.quote.total}
      gift
      quote={loaderData.quote}
      balance={loaderData.balance}
      provider={loaderData.provider}
      {...(loaderData.testCards ? { testCards: loaderData.testCards } : {})}
      {...(actionData ? { answer: actionData } : {})}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'credits.gift.meta-title');
}
