import {
  RedeemConfirmSchema,
  RedeemLookupSchema,
  RedeemParamsSchema,
  RedeemVerificationRequestSchema,
} from '@cardshop/shared/contracts/redeem';
import { type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { retryAfterOf } from '../../lib/form-errors.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import { confirmRecipientUrl, redeemCodeUrl } from './redeem-links.ts';
import {
  CODE_FIELDS,
  CONFIRM_FIELDS,
  LOOKUP_FIELDS,
  type RedeemAnswer,
  type RedeemPageData,
} from './redeem-text.ts';

// The recipient's pages (issue 17; decision record 19): their loaders and actions parse with the contracts
// of `POST /api/redeem/*` and call the redemption service in-process, with the visitor's address for its
// limit on wrong codes, so a page and the JSON calls refuse alike.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

type Params = { orderItemId?: string; code?: string };

const clientIp = (context: Readonly<RouterContextProvider>) => requestFrom(context).client.ip;

/** `POST /redeem`: the code typed, found, and on to its gift card's page. */
export async function lookupAction({ request, context }: Args) {
  const values = formText(await request.formData(), LOOKUP_FIELDS);
  const parsed = parseForm(RedeemLookupSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    const found = await servicesFrom(context).redeem.lookup(parsed.data, clientIp(context));
    return redirect(redeemCodeUrl(found.orderItemId, found.code), 303);
  } catch (error) {
    return refusedForm(error, values, {});
  }
}

/**
 * The gift card of a page's address, checked, with the page's status: a 404 for an address that is not
 * one (a wrong code, another gift card's, a broken id: one answer for all), a 429 when the visitor tried
 * too many wrong codes.
 */
export async function loadGift(
  { context }: Pick<Args, 'context'>,
  params: Params,
): Promise<{ page: RedeemPageData; status: number }> {
  const notFound = (status: number, retryAfter: number | null = null) => ({
    page: { found: false, code: params.code ?? '', retryAfter } as const,
    status,
  });
  const parsed = RedeemParamsSchema.safeParse(params);
  if (!parsed.success) return notFound(404);
  try {
    const gift = await servicesFrom(context).redeem.check(parsed.data, clientIp(context));
    return { page: { found: true, gift, code: parsed.data.code }, status: 200 };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    if (refusal.status === 429) return notFound(429, retryAfterOf(429, refusal.data) ?? null);
    if (refusal.status === 422 || refusal.status === 404) return notFound(404);
    throw error;
  }
}

const NOTHING: Omit<RedeemAnswer, 'values' | 'errors' | 'messages'> = { voucher: null, sent: null };

/** Redeems with the e-mail address (and the verification code, when one was asked for): the voucher. */
async function redeem(
  context: Readonly<RouterContextProvider>,
  params: Params,
  posted: { email: string; verificationCode?: string },
) {
  const values = { email: posted.email };
  const parsed = parseForm(RedeemConfirmSchema, { ...params, ...posted });
  if (!parsed.ok) return formAgain(NOTHING, values, parsed.errors);
  try {
    const result = await servicesFrom(context).redeem.confirm(parsed.data, clientIp(context));
    return formAgain({ ...NOTHING, voucher: result.voucher }, values);
  } catch (error) {
    return refusedForm(error, values, NOTHING);
  }
}

/** Sends a verification code by the channel chosen; `then` says what the page does with the answer. */
async function sendCode(context: Readonly<RouterContextProvider>, params: Params, channel: string) {
  const parsed = parseForm(RedeemVerificationRequestSchema, { ...params, channel });
  const values = { email: '' };
  if (!parsed.ok) return { refused: formAgain(NOTHING, values, parsed.errors) } as const;
  try {
    const sent = await servicesFrom(context).redeem.sendVerification(parsed.data, clientIp(context));
    return { sent, request: parsed.data } as const;
  } catch (error) {
    return { refused: refusedForm(error, values, NOTHING) } as const;
  }
}

/**
 * `POST /redeem/{orderItemId}/{code}`: 'redeem' with an e-mail address (a gift card that asks for no
 * verification) shows the voucher; 'send-code' sends a verification code and goes on to type it.
 */
export async function codeAction({ request, context }: Args, params: Params) {
  const posted = formText(await request.formData(), CODE_FIELDS);
  if (posted.intent === 'send-code') {
    const result = await sendCode(context, params, posted.channel);
    if ('refused' in result) return result.refused;
    const { orderItemId, code } = result.request;
    return redirect(confirmRecipientUrl(orderItemId, code, result.sent), 303);
  }
  return redeem(context, params, { email: posted.email });
}

/**
 * `POST /redeem/confirm-recipient/{orderItemId}/{code}`: 'resend' sends a new verification code;
 * anything else redeems with the code typed and the e-mail address for the voucher.
 */
export async function confirmRecipientAction({ request, context }: Args, params: Params) {
  const posted = formText(await request.formData(), CONFIRM_FIELDS);
  if (posted.intent === 'resend') {
    const result = await sendCode(context, params, posted.channel);
    if ('refused' in result) return result.refused;
    return formAgain({ ...NOTHING, sent: result.sent }, { email: posted.email });
  }
  return redeem(context, params, { email: posted.email, verificationCode: posted.verificationCode });
}
