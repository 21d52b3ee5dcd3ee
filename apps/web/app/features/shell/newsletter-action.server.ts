import { JOURNEY_URI_MAX } from '@cardshop/shared/contracts/analytics';
import {
  NewsletterConfirmSchema,
  type NewsletterLinkState,
  NewsletterSignupSchema,
} from '@cardshop/shared/contracts/newsletter';
import { data, type RouterContextProvider } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import {
  actionClient,
  formAgain,
  formText,
  parseForm,
  refusedForm,
  serviceRefusal,
} from '../../lib/route-form.ts';
import { NEWSLETTER_SIGNUP_FAILED, NEWSLETTER_SIGNUP_SUCCESS } from './newsletter-events.ts';
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
 * its messages and what was entered (a 429 beside the email field). A signup the service took or refused
 * is recorded as the page records one sent with scripts (Newsletter / Signup / Success or Failed); a form
 * that fails its rules is not, as the page checks those before it sends.
 */
export async function newsletterAction({ request, context }: RouteArgs) {
  const values = formText(await request.formData(), ['name', 'email']);
  const parsed = parseForm(NewsletterSignupSchema, values);
  if (!parsed.ok) return formAgain({ sent: null }, values, parsed.errors);
  try {
    await servicesFrom(context).account.newsletterSignUp(parsed.data, actionClient(request, context));
  } catch (error) {
    await recordSignup(request, context, NEWSLETTER_SIGNUP_FAILED);
    return refusedForm(error, values, { sent: null });
  }
  await recordSignup(request, context, NEWSLETTER_SIGNUP_SUCCESS);
  return formAgain({ sent: parsed.data.name }, { name: '', email: '' });
}

/**
 * The page a form was posted from, as the browser's journey events name it (path and query): the
 * referring page of this shop, else the action's own page.
 */
export function signupPage(request: Request): string {
  const own = new URL(request.url);
  const referer = request.headers.get('referer');
  const from = referer && URL.canParse(referer) ? new URL(referer) : null;
  const page = from && from.origin === own.origin ? from : own;
  return `${page.pathname}${page.search}`.slice(0, JOURNEY_URI_MAX);
}

/** Records a signup's journey event; a failure to record is logged and never fails the signup. */
async function recordSignup(
  request: Request,
  context: Readonly<RouterContextProvider>,
  event: { category: string; event: string; label: string },
) {
  try {
    await servicesFrom(context).analytics.record([
      { ...event, uri: signupPage(request), time: Math.floor(Date.now() / 1000) },
    ]);
  } catch (error) {
    requestFrom(context).logError(error, 'newsletter signup event not recorded');
  }
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
