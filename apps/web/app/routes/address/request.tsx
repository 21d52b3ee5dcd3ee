import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { AddressAnswerPage, AddressNotFoundPage } from '../../features/address-book/address-answer-page.tsx';
import { answerAction, loadPublicPage } from '../../features/address-book/address-request-actions.server.ts';
import { REFERRER_META, redeemPageHeaders } from '../../features/redeem/redeem-headers.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import type { Route } from './+types/request';

// address-request.provide-details (/address/{token}/{slug}) and address-request.update-details
// (/address/{token}/{slug}/{id}, where {id} is the key given back after a first answer): public, no
// sign-in (decision record 30). Never kept by a cache, kept out of search engines, and the token is never
// sent to another site as a referrer. A link that is unknown or turned off is a 404 that says no more.
export const headers: Route.HeadersFunction = redeemPageHeaders;

const NAMESPACES = ['address-book', 'address-requests'];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [{ page, status }, countries, messages] = await Promise.all([
    loadPublicPage({ context }, params),
    servicesFrom(context).config.countries(),
    loaderMessages(request, context, NAMESPACES),
  ]);
  const url = new URL(request.url);
  const sent = params.answerToken !== undefined && url.searchParams.get('done') === 'sent';
  return data(
    { page, countries, messages, sent, selfUrl: sent ? `${url.origin}${url.pathname}` : null },
    { status, headers: status === 429 ? { 'Retry-After': String(page.found ? 0 : page.retryAfter) } : {} },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return answerAction({ request, context }, params);
}

export default function AddressRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page.found) return <AddressNotFoundPage retryAfter={page.retryAfter} />;
  return (
    <AddressAnswerPage
      page={page.page}
      initial={page.values}
      countries={loaderData.countries}
      defaultCountry=""
      sent={loaderData.sent}
      selfUrl={loaderData.selfUrl}
      answer={actionData}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [...privatePageMeta(matches, 'address-requests.meta.public'), REFERRER_META];
}
