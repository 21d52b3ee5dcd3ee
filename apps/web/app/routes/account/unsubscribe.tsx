import { useParams, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { MailLinkPage } from '../../features/account/mail-link-page.tsx';
import { unsubscribeRequest, unsubscribeSubjectKey } from '../../features/account/mail-links.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ACCOUNT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/unsubscribe';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, ACCOUNT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.unsubscribe.title');
}

/** /unsubscribe/{what}/{email}?sig=… and /unsubscribe/{event}/{id}/{email}?sig=…: stops a kind of mail. */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const body = unsubscribeRequest(params, search.get('sig'));
  const subject = t(unsubscribeSubjectKey(body?.what ?? '', (key) => key in loaderData.messages.messages));
  return (
    <MailLinkPage
      title={t('account.unsubscribe.title')}
      question={t('account.unsubscribe.question', { subject, email: body?.email ?? '' })}
      confirmKey="account.unsubscribe.confirm"
      doneKey="account.unsubscribe.done"
      path="/api/account/unsubscribe"
      body={body}
    />
  );
}
