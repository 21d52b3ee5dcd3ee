import { ORGANISATION_REQUIREMENTS } from '@cardshop/shared/contracts/organisations';
import { satisfiesRequirements } from '@cardshop/shared/rules/permissions';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin } from '../../features/auth/guards.ts';
import { SendSinglePage } from '../../features/organisations/send-single-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { serviceRefusal } from '../../lib/route-form.ts';
import type { Route } from './+types/artwork';

// /manage/artwork: send-single for the organisation's managers (storefront.md §6; decision 0036). Others
// go to log in with global.errors.permission-denied, as on /manage.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context, { permissions: ORGANISATION_REQUIREMENTS.manage });
  const services = servicesFrom(context);
  const [templates, customAllowed, messages] = await Promise.all([
    services.templates.list(user.id).catch((error: unknown) => {
      if (serviceRefusal(error)?.status === 403) return null;
      throw error;
    }),
    services.customArtwork.allowed(user.id),
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  const bulkAllowed = satisfiesRequirements(user.permissions, ['campaigns']);
  return { templates, customAllowed, bulkAllowed, messages };
}

export default function ManageArtwork({ loaderData }: Route.ComponentProps) {
  return (
    <SendSinglePage
      templates={loaderData.templates}
      customAllowed={loaderData.customAllowed}
      bulkAllowed={loaderData.bulkAllowed}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'organisations.send.title');
}
