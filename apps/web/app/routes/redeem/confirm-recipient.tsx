import { data } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { confirmRecipientAction, loadGift } from '../../features/redeem/redeem-actions.server.ts';
import { REFERRER_META, redeemPageHeaders } from '../../features/redeem/redeem-headers.ts';
import { sentOf } from '../../features/redeem/redeem-links.ts';
import {
  ConfirmRecipientPage,
  RedeemCodePage,
  RedeemNotFoundPage,
} from '../../features/redeem/redeem-pages.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { REDEEM_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/confirm-recipient';

// redeem.confirm-recipient (issue 17): the verification code sent to the address the buyer gave, and the
// e-mail address for the voucher. A gift card that needs no code, or no longer (redeemed meanwhile, here
// or elsewhere), shows as its own page shows it: its voucher stays on the page that redeemed it.
export const headers: Route.HeadersFunction = redeemPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [{ page, status }, messages] = await Promise.all([
    loadGift({ context }, params),
    loaderMessages(request, context, REDEEM_NAMESPACES),
  ]);
  return data({ page, messages, sent: sentOf(new URL(request.url).searchParams) }, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return confirmRecipientAction({ request, context }, params);
}

export default function RedeemConfirmRecipient({ loaderData, actionData }: Route.ComponentProps) {
  const { page, sent } = loaderData;
  if (!page.found) return <RedeemNotFoundPage code={page.code} retryAfter={page.retryAfter} />;
  if (page.gift.state !== 'verify' && !actionData?.voucher) {
    return <RedeemCodePage gift={page.gift} answer={actionData} />;
  }
  return <ConfirmRecipientPage gift={page.gift} code={page.code} answer={actionData} sent={sent} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData?.page.found === false ? 'redeem.not-found.title' : 'redeem.confirm.title';
  return [...privatePageMeta(matches, title), REFERRER_META];
}
