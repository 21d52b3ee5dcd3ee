import { artworkSizeOptions } from '@cardshop/shared/rules/custom-artwork';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLoginForAction } from '../../features/auth/guards.ts';
import { type NewCardAnswer, NewCardPage } from '../../features/studio/new-card-page.tsx';
import { newCardAction } from '../../features/studio/studio-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CUSTOM_ARTWORK_NAMESPACES, STUDIO_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/new-card';
import { requireStudio } from './guard.server.ts';

// /studio/cards/new: an artist adds a card, which then waits for the shop's review (decision record 38).
export async function loader({ request, context }: Route.LoaderArgs) {
  const { terms } = await requireStudio(request, context);
  const [sizes, messages] = await Promise.all([
    servicesFrom(context).catalogue.sizes(),
    loaderMessages(request, context, [...STUDIO_NAMESPACES, ...CUSTOM_ARTWORK_NAMESPACES]),
  ]);
  return {
    artist: terms.artist,
    sizes: artworkSizeOptions(sizes),
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return newCardAction({ request, context, user });
}

export default function StudioNewCard({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewCardPage
      artist={loaderData.artist}
      sizes={loaderData.sizes}
      answer={actionData as NewCardAnswer | undefined}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'studio.meta.new-card');
}
