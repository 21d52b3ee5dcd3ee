import { privatePageMeta } from '../../features/account/account-meta.ts';
import { uploadAction } from '../../features/address-book/import-actions.server.ts';
import { ImportUploadPage } from '../../features/address-book/import-upload-page.tsx';
import { requireLogin, requireLoginForAction } from '../../features/auth/guards.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ADDRESS_BOOK_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import type { Route } from './+types/address-import';

// /account/addresses/import: a CSV or vCard file uploaded for its preview (decision record 29).

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireLogin(request, context);
  return { messages: await loaderMessages(request, context, ADDRESS_BOOK_NAMESPACES) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireLoginForAction(request, context);
  return uploadAction({ request, context, user });
}

export default function AddressImport({ actionData }: Route.ComponentProps) {
  return <ImportUploadPage answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'address-book.import.title');
}
