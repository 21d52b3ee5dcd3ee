import { useParams, useSearchParams } from 'react-router';
import { privatePageMeta } from '../../features/account/account-meta.ts';
import { MailLinkPage } from '../../features/account/mail-link-page.tsx';
import { disableRemindersRequest } from '../../features/account/mail-links.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { ACCOUNT_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import type { Route } from './+types/disable-reminders';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { messages: await loaderMessages(request, context, ACCOUNT_NAMESPACES) };
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'account.reminders-off.title');
}

/** /disable-reminders/{id}/{email}?sig=…: stops the reminder e-mails a link names. */
export default function DisableReminders() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const body = disableRemindersRequest(params, search.get('sig'));
  return (
    <MailLinkPage
      title={t('account.reminders-off.title')}
      question={t('account.reminders-off.question', { email: body?.email ?? '' })}
      confirmKey="account.reminders-off.confirm"
      doneKey="account.reminders-off.done"
      path="/api/account/disable-reminders"
      body={body}
    />
  );
}
