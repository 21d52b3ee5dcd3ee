import { CustomArtworkParamsSchema } from '@cardshop/shared/contracts/custom-artwork';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { CropPage } from '../../features/custom-artwork/crop-page.tsx';
import { cropAction } from '../../features/custom-artwork/custom-artwork-actions.server.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { CUSTOM_ARTWORK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { serviceRefusal } from '../../lib/route-form.ts';
import type { Route } from './+types/crop';

// The crop step of an uploaded artwork (/custom-artwork/{id}; decision record 35). Its owner's (or their
// organisation's) only: any other id is a 404, like one that never existed.

function artworkId(params: { id?: string }): string {
  const parsed = CustomArtworkParamsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

async function notFoundAs404<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (serviceRefusal(error)?.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = artworkId(params);
  const user = await requireLogin(request, context);
  const services = servicesFrom(context);
  const artwork = await notFoundAs404(services.customArtwork.get(user.id, id));
  const [size, messages] = await Promise.all([
    services.catalogue.size(artwork.size),
    loaderMessages(request, context, CUSTOM_ARTWORK_NAMESPACES),
  ]);
  return { artwork, size, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return notFoundAs404(cropAction({ request, context, user }, artworkId(params)));
}

export default function CustomArtworkCrop({ loaderData, actionData }: Route.ComponentProps) {
  // A crop kept or previewed starts the sliders afresh from where it now is.
  return (
    <CropPage
      key={loaderData.artwork.front.src}
      artwork={loaderData.artwork}
      size={loaderData.size}
      answer={actionData}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'custom-artwork.crop.title');
}
