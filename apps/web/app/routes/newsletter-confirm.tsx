import { useSearchParams } from 'react-router';
import { privatePageMeta } from '../features/account/account-meta.ts';
import {
  newsletterConfirmAction,
  newsletterConfirmPage,
} from '../features/shell/newsletter-action.server.ts';
import { NewsletterConfirmPage } from '../features/shell/newsletter-confirm-page.tsx';
import { newsletterConfirmRequest } from '../features/shell/newsletter-links.ts';
import type { Route } from './+types/newsletter-confirm';

// The link mailed to confirm a newsletter signup (double opt-in). Where it stands is known before the page
// is sent, so it reads without scripts; it is used by a POST: the page's script, or its button.
export async function loader(args: Route.LoaderArgs) {
  return newsletterConfirmPage(args);
}

// The button, pressed before scripts ran (decision record 19).
export async function action(args: Route.ActionArgs) {
  return newsletterConfirmAction(args);
}

export default function NewsletterConfirm({ params, loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams();
  const body = newsletterConfirmRequest(params.email, search.get('expires'), search.get('sig'));
  return (
    <NewsletterConfirmPage email={loaderData.email} body={body} link={loaderData.link} answer={actionData} />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'shell.newsletter.confirm.meta-title');
}
