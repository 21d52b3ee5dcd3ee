import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLoginForAction } from '../../features/auth/guards.ts';
import { type ProfileAnswer, ProfilePage } from '../../features/studio/profile-page.tsx';
import { pictureAction, profileAction } from '../../features/studio/studio-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CUSTOM_ARTWORK_NAMESPACES, STUDIO_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/profile';
import { requireStudio } from './guard.server.ts';

// /studio/profile: the artist's bio and social links (decision record 38).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireStudio(request, context);
  const [profile, messages] = await Promise.all([
    servicesFrom(context).studio.profile(user.id),
    loaderMessages(request, context, [...STUDIO_NAMESPACES, ...CUSTOM_ARTWORK_NAMESPACES]),
  ]);
  return { profile, saved: new URL(request.url).searchParams.has('saved'), messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  const form = new URL(request.url).searchParams.get('form');
  if (form === 'logo' || form === 'portrait') return pictureAction({ request, context, user }, form);
  return profileAction({ request, context, user });
}

export default function StudioProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProfilePage
      profile={loaderData.profile}
      saved={loaderData.saved}
      answer={actionData as ProfileAnswer | undefined}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'studio.meta.profile');
}
