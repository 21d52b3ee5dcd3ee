import { privatePageMeta } from '../features/account/account-meta.ts';
import { newsletterAction } from '../features/shell/newsletter-action.server.ts';
import { NewsletterPage } from '../features/shell/newsletter-signup.tsx';
import type { Route } from './+types/newsletter';

// Where the footer's signup posts before scripts run (decision record 19): thanks, or the form again.
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction({ request, context });
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return <NewsletterPage answer={actionData} />;
}

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, 'shell.newsletter.title');
}
