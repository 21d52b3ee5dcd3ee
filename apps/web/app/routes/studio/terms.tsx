import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLoginForAction } from '../../features/auth/guards.ts';
import { agreeAction } from '../../features/studio/studio-actions.server.ts';
import { type TermsAnswer, TermsPage } from '../../features/studio/terms-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { STUDIO_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/terms';
import { requireStudio } from './guard.server.ts';

// studio.terms-agreement (/studio/terms-agreement): the artist terms, agreed to before anything else in
// the studio opens (decision record 38).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { terms } = await requireStudio(request, context, { termsPage: true });
  return { terms, messages: await loaderMessages(request, context, STUDIO_NAMESPACES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return agreeAction({ request, context, user });
}

export default function StudioTerms({ loaderData, actionData }: Route.ComponentProps) {
  return <TermsPage terms={loaderData.terms} answer={actionData as TermsAnswer | undefined} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'studio.meta.terms');
}
