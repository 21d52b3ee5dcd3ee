import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { FavouritesPage } from '../../features/account/favourites-page.tsx';
import { requireLogin } from '../../features/auth/guards.ts';
import { FavouriteCards } from '../../features/catalogue/favourite-cards.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ACCOUNT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import type { Route } from './+types/favourites';

// Login required: a signed-out visitor goes to log in and comes back here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const { results } = await servicesFrom(context).account.favouriteCards(user.id, requestedRegion(request));
  return {
    cards: results,
    messages: await loaderMessages(request, context, [...ACCOUNT_NAMESPACES, 'catalogue']),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.favourites.title');
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  return (
    <FavouritesPage cards={loaderData.cards}>
      <FavouriteCards cards={loaderData.cards} />
    </FavouritesPage>
  );
}
