import { useParams, useRouteLoaderData, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { MailLinkPage } from '../../features/account/mail-link-page.tsx';
import { unsubscribeRequest, unsubscribeSubjectKey } from '../../features/account/mail-links.ts';
import { useT } from '../../features/i18n/use-t.tsx';
import type { ShellData } from '../../features/shell/use-shell.ts';
import type { Route } from './+types/unsubscribe';

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.unsubscribe.title');
}

/** /unsubscribe/{what}/{email}?sig=… and /unsubscribe/{event}/{id}/{email}?sig=…: stops a kind of mail. */
export default function Unsubscribe() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const root = useRouteLoaderData('root') as ShellData | undefined;
  const body = unsubscribeRequest(params, search.get('sig'));
  const subject = t(unsubscribeSubjectKey(body?.what ?? '', (key) => !!root?.messages[key]));
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
