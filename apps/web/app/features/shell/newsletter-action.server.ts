import { NewsletterSignupSchema } from '@cardshop/shared/contracts/newsletter';
import type { RouterContextProvider } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { requestedRegion } from '../../lib/request-region.ts';
import { formAgain, formText, parseForm, refusedForm } from '../../lib/route-form.ts';

// The newsletter signup posted before scripts ran (decision record 19): parsed with the contract of
// `POST /api/account/newsletter-signup` and handled by the same service call.

/** `POST /newsletter`: thanks by name, or the form again with its messages and what was entered. */
export async function newsletterAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const values = formText(await request.formData(), ['name', 'email']);
  const parsed = parseForm(NewsletterSignupSchema, values);
  if (!parsed.ok) return formAgain({ thanks: null }, values, parsed.errors);
  try {
    await servicesFrom(context).account.newsletterSignUp(parsed.data, requestedRegion(request));
  } catch (error) {
    return refusedForm(error, values, { thanks: null });
  }
  return formAgain({ thanks: parsed.data.name }, { name: '', email: '' });
}
