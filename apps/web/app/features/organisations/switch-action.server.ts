import type { User } from '@cardshop/shared/contracts/auth';
import { SelectOrganisationSchema } from '@cardshop/shared/contracts/organisations';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formText, parseForm, serviceRefusal } from '../../lib/route-form.ts';
import type { SwitchAnswer } from './switch-page.tsx';

/** Where the page goes once switched (a reload does not post again). */
export const SWITCHED_URL = '/account/organisations?switched=1';

/**
 * `POST /account/organisations`: work in another of the account's organisations, posted with or without
 * scripts (decision record 19), through the service the JSON call uses. One it does not belong to (or no
 * longer does) is refused as not found.
 */
export async function switchOrganisationAction({
  request,
  context,
  user,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}) {
  const parsed = parseForm(SelectOrganisationSchema, formText(await request.formData(), ['organisation']));
  if (!parsed.ok) return refused(404, 'organisations.mine.not-found');
  try {
    await servicesFrom(context).organisations.select(user.id, parsed.data.organisation);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal) return refused(refusal.status, 'organisations.mine.not-found');
    throw error;
  }
  return redirect(SWITCHED_URL, 303);
}

function refused(status: number, message: string) {
  const answer: SwitchAnswer = { messages: [message] };
  return data(answer, { status });
}
