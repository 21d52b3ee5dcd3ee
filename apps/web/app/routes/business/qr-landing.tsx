import { data } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { loadQrLanding } from '../../features/qr-codes/qr-landing.server.ts';
import { QrLandingView } from '../../features/qr-codes/qr-landing-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { QR_CODES_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/qr-landing';

// frontend.business.qr-landing (/business/thanks-for-scanning/{id}): what a business's QR code on a card
// opens. Each visit reaches the server (no-store), whose loader counts the scan (decision record 34); an
// unknown code is a 404.
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = loaderHeaders.get('retry-after');
  if (retryAfter) merged.set('Retry-After', retryAfter);
  merged.set('Cache-Control', 'no-store');
  return merged;
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [{ page, status }, messages] = await Promise.all([
    loadQrLanding(request, context, params),
    loaderMessages(request, context, QR_CODES_NAMESPACES),
  ]);
  const retry: Record<string, string> =
    page.found || !page.retryAfter ? {} : { 'Retry-After': page.retryAfter };
  return data({ page, messages }, { status, headers: retry });
}

// The page has nothing to post: a revalidation would count the visit twice.
export function shouldRevalidate() {
  return false;
}

export default function QrLanding({ loaderData }: Route.ComponentProps) {
  return <QrLandingView page={loaderData.page} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'qr-codes.landing.title');
}
