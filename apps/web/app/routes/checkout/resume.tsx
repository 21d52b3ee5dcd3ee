import { privatePageMeta } from '../../features/account/account-meta.ts';
import { ResumePage } from '../../features/checkout/resume-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CHECKOUT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/resume';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, CHECKOUT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'checkout.resume.title');
}

export default function Resume({ params }: Route.ComponentProps) {
  return <ResumePage orderRef={{ id: params.id, token: params.token }} />;
}
