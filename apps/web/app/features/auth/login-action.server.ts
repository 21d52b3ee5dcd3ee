import {
  LoginSchema,
  type MfaMethod,
  MfaMethodSchema,
  RequestMfaTokenSchema,
} from '@cardshop/shared/contracts/auth';
import { type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import {
  actionClient,
  formAgain,
  formText,
  parseForm,
  refusedForm,
  serviceRefusal,
} from '../../lib/route-form.ts';
import { LoginFormSchema } from './auth-validate.ts';
import { afterSignInPath } from './intended-route.ts';
import { defaultMfaMethod, mfaMethodsIn } from './mfa-state.ts';

// /login posted without scripts (decision record 19): the same service calls as `POST /api/auth/login` and
// `/api/auth/request-mfa-token`, so the same rate limits and second-factor rules. The code step asks for
// the password again rather than keeping it anywhere between the two posts. Trusting a device needs the
// browser's storage, so only the code modal (scripts running) offers it.

/** The fields of the two steps; `intent` is the button pressed ('code', 'send-code', else the password step). */
const FIELDS = ['intent', 'username', 'password', 'methods', 'method', 'token'] as const;

/** The methods the code step offered, as its hidden field carries them (unknown names dropped). */
export function offeredMethods(value: string): MfaMethod[] {
  return value.split(',').flatMap((name) => {
    const method = MfaMethodSchema.safeParse(name);
    return method.success ? [method.data] : [];
  });
}

/** What the code step shows: the methods on offer, the one chosen, and whether a code was just e-mailed. */
const codeStep = (methods: MfaMethod[], method: MfaMethod, sent = false) =>
  ({ step: 'code', methods, method, sent }) as const;
const PASSWORD_STEP = { step: 'password' } as const;

export async function loginAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const { auth } = servicesFrom(context);
  const client = actionClient(request, context);
  const posted = formText(await request.formData(), FIELDS);
  // Shown again after a refusal: the address only, never the password or a code.
  const values = { username: posted.username };

  const signIn = async (userId: string) => {
    await requestFrom(context).startSession(userId);
    // Only a path of this shop, never back to a sign-in page (intended-route.ts).
    return redirect(afterSignInPath(new URL(request.url).searchParams.get('redirect'), null), 303);
  };

  if (posted.intent === 'send-code') {
    const methods = offeredMethods(posted.methods);
    const step = codeStep(methods.length > 0 ? methods : ['email'], 'email');
    const parsed = parseForm(RequestMfaTokenSchema, { username: posted.username, password: posted.password });
    if (!parsed.ok) return formAgain(step, values, parsed.errors);
    try {
      await auth.requestMfaCode(parsed.data, client);
    } catch (error) {
      return refusedForm(error, values, step);
    }
    return formAgain(codeStep(step.methods, 'email', true), values);
  }

  if (posted.intent === 'code') {
    const offered = offeredMethods(posted.methods);
    const method = MfaMethodSchema.safeParse(posted.method).data ?? defaultMfaMethod(offered);
    const step = codeStep(offered.length > 0 ? offered : [method], method);
    const { username, password, token } = posted;
    const parsed = parseForm(LoginSchema, { username, password, method, token });
    if (!parsed.ok) return formAgain(step, values, parsed.errors);
    let userId: string;
    try {
      ({ userId } = await auth.login(parsed.data, client));
    } catch (error) {
      return refusedForm(error, values, step);
    }
    return signIn(userId);
  }

  const parsed = parseForm(LoginFormSchema, posted);
  if (!parsed.ok) return formAgain(PASSWORD_STEP, values, parsed.errors);
  let userId: string;
  try {
    ({ userId } = await auth.login(parsed.data, client));
  } catch (error) {
    const refusal = serviceRefusal(error);
    const methods = refusal && mfaMethodsIn(refusal.status, refusal.data);
    if (!methods) return refusedForm(error, values, PASSWORD_STEP);
    // As the code modal does when it opens on e-mailed codes: the first code goes out at once.
    const method = defaultMfaMethod(methods);
    if (method !== 'email') return formAgain(codeStep(methods, method), values);
    try {
      await auth.requestMfaCode(parsed.data, client);
    } catch (sendError) {
      return refusedForm(sendError, values, codeStep(methods, method));
    }
    return formAgain(codeStep(methods, method, true), values);
  }
  return signIn(userId);
}
