import { data } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { codeAction, loadGift } from '../../features/redeem/redeem-actions.server.ts';
import { REFERRER_META, redeemPageHeaders } from '../../features/redeem/redeem-headers.ts';
import { RedeemCodePage, RedeemNotFoundPage } from '../../features/redeem/redeem-pages.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { REDEEM_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/code';

// redeem.code (issue 17): the address printed in the card and its QR code opens. The gift card of a good
// code and what its recipient does next; a 404 that asks for the code again for any other.
export const headers: Route.HeadersFunction = redeemPageHeaders;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [{ page, status }, messages] = await Promise.all([
    loadGift({ context }, params),
    loaderMessages(request, context, REDEEM_NAMESPACES),
  ]);
  return data({ page, messages }, { status });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return codeAction({ request, context }, params);
}

export default function RedeemCode({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page.found) return <RedeemNotFoundPage code={page.code} retryAfter={page.retryAfter} />;
  return <RedeemCodePage gift={page.gift} answer={actionData} />;
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const title = loaderData?.page.found === false ? 'redeem.not-found.title' : 'redeem.gift.title';
  return [...privatePageMeta(matches, title), REFERRER_META];
}
