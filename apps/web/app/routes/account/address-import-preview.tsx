import { ImportParamsSchema, ImportPreviewQuerySchema } from '@cardshop/shared/contracts/address-import';
import { data } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { notFoundAsPage } from '../../features/address-book/address-book-actions.server.ts';
import { commitAction } from '../../features/address-book/import-actions.server.ts';
import { ImportPreviewPage } from '../../features/address-book/import-preview-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { serviceRefusal } from '../../lib/route-form.ts';
import type { Route } from './+types/address-import-preview';

// /account/addresses/import/{id}: an uploaded file's preview; `?mapping=…` (one per column) maps it again.
// Another account's upload (or one saved already) is a 404.

function importId(id: string): string {
  const parsed = ImportParamsSchema.safeParse({ id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireLogin(request, context);
  const id = importId(params.id);
  const url = new URL(request.url);
  const query = ImportPreviewQuerySchema.safeParse({
    mapping: url.searchParams.has('mapping') ? url.searchParams.getAll('mapping') : undefined,
  });
  const { addressImport } = servicesFrom(context);
  const [preview, groups, messages] = await Promise.all([
    addressImport
      .preview(user.id, id, query.success ? query.data.mapping : undefined)
      .catch((error: unknown) => {
        // A mapping of the wrong length shows the guessed one.
        if (serviceRefusal(error)?.status === 422) return addressImport.preview(user.id, id);
        return notFoundAsPage(error);
      }),
    addressImport.groupNames(user.id),
    loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES),
  ]);
  return { preview, groups, messages };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return commitAction({ request, context, user }, importId(params.id)).catch(notFoundAsPage);
}

export default function AddressImportPreview({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPreviewPage preview={loaderData.preview} groups={loaderData.groups} answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.import.meta.preview');
}
