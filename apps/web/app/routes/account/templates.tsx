import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { deleteTemplateAction } from '../../features/organisations/templates-action.server.ts';
import { TemplatesPage } from '../../features/organisations/templates-page.tsx';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ORGANISATIONS_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { serviceRefusal } from '../../lib/route-form.ts';
import type { Route } from './+types/templates';

// /account/templates (decision 0036): the organisation's templates for members holding useTemplates; the
// others see whom to ask. Deleting is a route form, so the page works before scripts run.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const [list, messages] = await Promise.all([
    servicesFrom(context)
      .templates.list(user.id)
      .catch((error: unknown) => {
        if (serviceRefusal(error)?.status === 403) return null;
        throw error;
      }),
    loaderMessages(request, context, ORGANISATIONS_NAMESPACES),
  ]);
  return { list, deleted: new URL(request.url).searchParams.get('deleted') === '1', messages };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return deleteTemplateAction({ request, context, user });
}

export default function AccountTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TemplatesPage
      list={loaderData.list}
      deleted={actionData ? false : loaderData.deleted}
      {...(actionData ? { answer: actionData } : {})}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.nav.templates');
}
