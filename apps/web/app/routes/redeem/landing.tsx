import { privatePageMeta } from '../../features/account/account-meta.ts';
import { lookupAction } from '../../features/redeem/redeem-actions.server.ts';
import { REFERRER_META, redeemPageHeaders } from '../../features/redeem/redeem-headers.ts';
import { RedeemLandingPage } from '../../features/redeem/redeem-pages.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { REDEEM_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/landing';

// redeem.landing (issue 17): the code printed in the card, typed; its gift card's page is next.
export const headers: Route.HeadersFunction = redeemPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, REDEEM_NAMESPACES) };
}

// Posted before or after scripts ran (decision record 19): on to the gift card, or the field's error.
export async function action({ request, context }: Route.ActionArgs) {
  return lookupAction({ request, context });
}

export default function RedeemLanding({ actionData }: Route.ComponentProps) {
  return <RedeemLandingPage answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return [...privatePageMeta(matches, 'redeem.landing.title'), REFERRER_META];
}
