import {
  AddressAnswerParamsSchema,
  type AddressRequestPage,
  type AddressRequestParams,
  AddressRequestParamsSchema,
  AddressRequestSettingsInputSchema,
  ANSWER_FIELDS,
  type AnswerField,
} from '@cardshop/shared/contracts/address-requests';
import type { User } from '@cardshop/shared/contracts/auth';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { retryAfterOf } from '../../lib/form-errors.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import { REQUEST_SETTINGS_URL, REQUEST_URL } from './links.ts';

// Address requests' pages (decision records 19 and 30): the owner's link and its settings, and the public
// page a friend fills in. Actions parse with the contracts of the JSON calls and call the same service
// in-process; the public ones pass the visitor's address for the rate limits.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

export type AnswerValues = Record<AnswerField, string>;

export const SETTINGS_FIELDS = [
  'message',
  'askEmail',
  'askPhone',
  'askBirthday',
  'group',
  'enabled',
] as const;
export type SettingsValues = Record<(typeof SETTINGS_FIELDS)[number], string>;

/** `POST /account/addresses/request`: makes the link (the one there is, kept). */
export async function makeLinkAction({ context }: Pick<Args, 'context'>, user: User) {
  await servicesFrom(context).addressRequests.make(user.id);
  return redirect(REQUEST_URL, 303);
}

/** `POST /account/addresses/requests/settings`: 'new' makes a new link; anything else saves the settings. */
export async function settingsAction({ request, context }: Args, user: User) {
  const form = await request.formData();
  const service = servicesFrom(context).addressRequests;
  if (form.get('intent') === 'new') {
    await service.renew(user.id);
    return redirect(`${REQUEST_SETTINGS_URL}?done=renewed`, 303);
  }
  const values = formText(form, SETTINGS_FIELDS);
  const parsed = parseForm(AddressRequestSettingsInputSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    await service.settings(user.id, parsed.data);
  } catch (error) {
    return refusedForm(error, values, {});
  }
  return redirect(`${REQUEST_SETTINGS_URL}?done=saved`, 303);
}

// The public page.

export type PublicPage =
  | { found: true; page: AddressRequestPage; values: AnswerValues | null }
  | { found: false; retryAfter: number | null };

const clientIp = (context: Readonly<RouterContextProvider>) => requestFrom(context).client.ip;

const emptyValues = (): AnswerValues =>
  Object.fromEntries(ANSWER_FIELDS.map((field) => [field, ''])) as AnswerValues;

function valuesOf(stored: Record<string, string | number | null>): AnswerValues {
  const values = emptyValues();
  for (const field of ANSWER_FIELDS) {
    const value = stored[field];
    if (value !== undefined && value !== null) values[field] = String(value);
  }
  return values;
}

/** A refusal as the public page: a 404 for anything not found (one answer for all), a 429 with its wait. */
function notFoundPage(error: unknown): { page: PublicPage; status: number } {
  const refusal = serviceRefusal(error);
  if (!refusal) throw error;
  if (refusal.status === 429) {
    return { page: { found: false, retryAfter: retryAfterOf(429, refusal.data) ?? null }, status: 429 };
  }
  return { page: { found: false, retryAfter: null }, status: 404 };
}

/** `/address/{token}/{slug}[/{id}]`: the page, with the answer of its key when it has one. */
export async function loadPublicPage(
  { context }: Pick<Args, 'context'>,
  params: { token?: string; slug?: string; answerToken?: string },
): Promise<{ page: PublicPage; status: number }> {
  const service = servicesFrom(context).addressRequests;
  const ip = clientIp(context);
  try {
    if (params.answerToken !== undefined) {
      const parsed = AddressAnswerParamsSchema.safeParse(params);
      if (!parsed.success) return { page: { found: false, retryAfter: null }, status: 404 };
      const { values, ...page } = await service.answerOf(parsed.data, ip);
      return { page: { found: true, page, values: valuesOf(values) }, status: 200 };
    }
    const parsed = AddressRequestParamsSchema.safeParse(params);
    if (!parsed.success) return { page: { found: false, retryAfter: null }, status: 404 };
    return { page: { found: true, page: await service.page(parsed.data, ip), values: null }, status: 200 };
  } catch (error) {
    return notFoundPage(error);
  }
}

/** `POST /address/{token}/{slug}[/{id}]`: the answer taken, and on to its own page; or the form again. */
export async function answerAction(
  { request, context }: Args,
  params: { token?: string; slug?: string; answerToken?: string },
) {
  const values = formText(await request.formData(), ANSWER_FIELDS);
  const service = servicesFrom(context).addressRequests;
  const ip = clientIp(context);
  const withKey = AddressAnswerParamsSchema.safeParse(params);
  const link = AddressRequestParamsSchema.safeParse(params);
  if (params.answerToken !== undefined ? !withKey.success : !link.success) throw data(null, { status: 404 });
  try {
    const taken = withKey.success
      ? await service.correct(withKey.data, values, ip)
      : await service.answer(link.data as AddressRequestParams, values, ip);
    return redirect(`${taken.path}?done=sent`, 303);
  } catch (error) {
    // A link that went away meanwhile is the page's 404; a 422 or a 429 shows the form again.
    if (serviceRefusal(error)?.status === 404) throw data(null, { status: 404 });
    return refusedForm(error, values, {});
  }
}
