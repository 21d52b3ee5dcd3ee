import { artworkSizeOptions } from '@cardshop/shared/rules/custom-artwork';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLoginForAction, sessionUser } from '../../features/auth/guards.ts';
import { loginUrl } from '../../features/auth/intended-route.ts';
import { uploadAction } from '../../features/custom-artwork/custom-artwork-actions.server.ts';
import { CUSTOM_ARTWORK_URL } from '../../features/custom-artwork/links.ts';
import { type UploadAnswer, UploadPage } from '../../features/custom-artwork/upload-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CUSTOM_ARTWORK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/upload';

// frontend.custom-artwork (/custom-artwork; decision record 35): upload a photo or design for a card's
// front. Open to everyone, but only a signed-in shopper uploads (an upload is its owner's alone).
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = servicesFrom(context);
  const user = await sessionUser(context);
  const [sizes, uploads, allowed, messages] = await Promise.all([
    services.catalogue.sizes(),
    user ? services.customArtwork.list(user.id) : { results: [] },
    user ? services.customArtwork.allowed(user.id) : true,
    loaderMessages(request, context, CUSTOM_ARTWORK_NAMESPACES),
  ]);
  return {
    signedIn: user !== null,
    allowed,
    sizes: artworkSizeOptions(sizes),
    uploads: uploads.results,
    loginUrl: loginUrl(CUSTOM_ARTWORK_URL),
    messages,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return uploadAction({ request, context, user });
}

export default function CustomArtworkUpload({ loaderData, actionData }: Route.ComponentProps) {
  return <UploadPage {...loaderData} answer={actionData as UploadAnswer | undefined} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'custom-artwork.title');
}
