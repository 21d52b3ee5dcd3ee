import {
  CreateAccountSchema,
  type EmailLinkPurpose,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from '@cardshop/shared/contracts/auth';
import { type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { loaderMessages } from '../../lib/i18n/loader-messages.ts';
import { AUTH_NAMESPACES } from '../../lib/i18n/namespaces.ts';
import {
  actionClient,
  formAgain,
  formText,
  parseForm,
  refusedForm,
  serviceRefusal,
} from '../../lib/route-form.ts';
import { NewPasswordFormSchema } from './auth-validate.ts';

// The sign-up and e-mailed-link forms posted before scripts ran (decision record 19): parsed with the
// contracts of their JSON calls and handled by the same service calls, signing in as those do.

interface RouteArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

// The requests whose action has just created an account and signed it in: the page shows 'check your
// inbox' rather than sending an account holder on (create-account's loader).
const accountsCreated = new WeakSet<Readonly<RouterContextProvider>>();

/** True when this request's action created the account now signed in. */
export function accountCreatedIn(context: Readonly<RouterContextProvider>): boolean {
  return accountsCreated.has(context);
}

/** `POST /create-account`: as `POST /api/auth/create-account-quick`. */
export async function createAccountAction({ request, context }: RouteArgs) {
  const form = await request.formData();
  const values = {
    ...formText(form, ['firstName', 'lastName', 'username']),
    subscribe: form.get('subscribe') !== null,
  };
  const parsed = parseForm(CreateAccountSchema, values);
  if (!parsed.ok) return formAgain({ createdFor: null }, values, parsed.errors);
  let created: { userId: string; mailError: unknown };
  try {
    created = await servicesFrom(context).auth.createAccount(parsed.data, actionClient(request, context));
  } catch (error) {
    return refusedForm(error, values, { createdFor: null });
  }
  const host = requestFrom(context);
  if (created.mailError) host.logError(created.mailError, 'mail not sent');
  await host.startSession(created.userId);
  accountsCreated.add(context);
  return formAgain({ createdFor: parsed.data.username }, values);
}

/**
 * `POST /logout`: as `POST /api/auth/logout`, the session ends and a signed-out one starts. Only a post
 * logs out (the host refuses one from another site), never opening the page.
 */
export async function logoutAction({ context }: RouteArgs) {
  await requestFrom(context).startSession(null);
  return redirect('/', 303);
}

/** `POST /forgot-password`: as `POST /api/auth/forgot-password`, the same answer whether or not the address has an account. */
export async function forgotPasswordAction({ request, context }: RouteArgs) {
  const values = formText(await request.formData(), ['username']);
  const parsed = parseForm(ForgotPasswordSchema, values);
  if (!parsed.ok) return formAgain({ sentTo: null }, values, parsed.errors);
  try {
    await servicesFrom(context).auth.requestPasswordReset(
      parsed.data.username,
      actionClient(request, context),
    );
  } catch (error) {
    return refusedForm(error, values, { sentTo: null });
  }
  return formAgain({ sentTo: parsed.data.username }, values);
}

/**
 * The loader data of an e-mailed link's page: its wording, and whether the link still works and for whom
 * (`GET /api/auth/link/{purpose}/{id}/{token}`), so the page reads without scripts.
 */
export async function emailLinkPage(
  purpose: EmailLinkPurpose,
  { request, context, params }: RouteArgs & { params: { id: string; token: string } },
) {
  const [messages, link] = await Promise.all([
    loaderMessages(request, context, AUTH_NAMESPACES),
    servicesFrom(context).auth.linkState(purpose, params.id, params.token),
  ]);
  return { messages, link };
}

const NOT_DONE = { done: null, expired: false } as const;
const EXPIRED = { done: null, expired: true } as const;

/**
 * `POST /reset-password/{id}/{token}` and `/verify-email/{id}/{token}`: as their JSON calls, the password
 * (when the form asks for one) typed twice. The answer signs the user in, or, for an account with an
 * authenticator app, starts a fresh signed-out session: the mailbox alone must not get past it.
 */
export async function emailLinkAction(
  purpose: EmailLinkPurpose,
  { request, context, params }: RouteArgs & { params: { id: string; token: string } },
) {
  const form = await request.formData();
  // Nothing of a password is ever sent back.
  const values = {};
  let password: string | undefined;
  if (form.has('password')) {
    const parsed = parseForm(NewPasswordFormSchema, formText(form, ['password', 'passwordConfirm']));
    if (!parsed.ok) return formAgain(NOT_DONE, values, parsed.errors);
    password = parsed.data.password;
  }
  const { auth } = servicesFrom(context);
  const link = { id: params.id, token: params.token, password };
  // A mangled id or token is a link that no longer works, as the page's check says.
  const refused = (errors: Record<string, string[]>) =>
    errors.id || errors.token ? formAgain(EXPIRED, values) : formAgain(NOT_DONE, values, errors);
  let outcome: { userId: string; signIn: boolean };
  try {
    if (purpose === 'reset-password') {
      const parsed = parseForm(ResetPasswordSchema, link);
      if (!parsed.ok) return refused(parsed.errors);
      outcome = await auth.resetPassword(parsed.data);
    } else {
      const parsed = parseForm(VerifyEmailSchema, link);
      if (!parsed.ok) return refused(parsed.errors);
      outcome = await auth.verifyEmail(parsed.data);
    }
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal && (refusal.errors.token || refusal.errors.id)) return refused(refusal.errors);
    return refusedForm(error, values, NOT_DONE);
  }
  await requestFrom(context).startSession(outcome.signIn ? outcome.userId : null);
  return formAgain({ done: { signedIn: outcome.signIn }, expired: false }, values);
}
