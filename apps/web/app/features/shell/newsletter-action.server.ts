import {
  NewsletterConfirmSchema,
  type NewsletterLinkState,
  NewsletterSignupSchema,
} from '@cardshop/shared/contracts/newsletter';
import { data, type RouterContextProvider } from 'react-router';
import { servicesFrom } from '../../context.ts';
import {
  actionClient,
  formAgain,
  formText,
  parseForm,
  refusedForm,
  serviceRefusal,
} from '../../lib/route-form.ts';
import { newsletterConfirmRequest } from './newsletter-links.ts';

// The newsletter signup posted before scripts ran (decision record 19): parsed with the contract of
// `POST /api/account/newsletter-signup` and handled by the same service call, with the same limits. And
// the page of the link that confirms a signup (double opt-in), which reads and works without scripts.

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/**
 * `POST /newsletter`: 'check your inbox' by name (the same for every address), or the form again with
 * its messages and what was entered (a 429 beside the email field).
 */
export async function newsletterAction({ request, context }: RouteArgs) {
  const values = formText(await request.formData(), ['name', 'email']);
  const parsed = parseForm(NewsletterSignupSchema, values);
  if (!parsed.ok) return formAgain({ sent: null }, values, parsed.errors);
  try {
    await servicesFrom(context).account.newsletterSignUp(parsed.data, actionClient(request, context));
  } catch (error) {
    return refusedForm(error, values, { sent: null });
  }
  return formAgain({ sent: parsed.data.name }, { name: '', email: '' });
}

/** The body of the confirmation a link stands for, by the shared contract, or null for a broken link. */
function confirmationOf(request: Request, email: string | undefined) {
  const search = new URL(request.url).searchParams;
  const body = newsletterConfirmRequest(email, search.get('expires'), search.get('sig'));
  const parsed = body ? NewsletterConfirmSchema.safeParse(body) : null;
  return parsed?.success ? parsed.data : null;
}

/** `GET /newsletter/confirm/{email}?expires=…&sig=…`: where the link stands, read before the page is sent. */
export async function newsletterConfirmPage({
  request,
  context,
  params,
}: RouteArgs & { params: { email?: string } }) {
  const body = confirmationOf(request, params.email);
  const link: NewsletterLinkState = body ? await servicesFrom(context).newsletter.linkState(body) : 'invalid';
  return { link, email: body?.email.trim().toLowerCase() ?? null };
}

/** What the confirmation posted before scripts ran answered: where the link stands now, or a failure. */
export interface NewsletterConfirmAnswer {
  link: NewsletterLinkState;
  messages: string[];
}

/**
 * `POST /newsletter/confirm/{email}?expires=…&sig=…` (the page's button, before scripts ran): confirms as
 * the JSON call does. A forged link answers 403 'invalid', one run out 410 'expired'.
 */
export async function newsletterConfirmAction({
  request,
  context,
  params,
}: RouteArgs & { params: { email?: string } }) {
  const body = confirmationOf(request, params.email);
  const answer = (link: NewsletterLinkState, status: number, messages: string[] = []) =>
    data<NewsletterConfirmAnswer>({ link, messages }, { status });
  if (!body) return answer('invalid', 403);
  try {
    await servicesFrom(context).account.newsletterConfirm(body);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    if (refusal.status === 403) return answer('invalid', 403);
    if (refusal.status === 410) return answer('expired', 410);
    return answer('ready', refusal.status, refusal.messages);
  }
  return answer('confirmed', 200);
}
