import type { User } from '@cardshop/shared/contracts/auth';
import { RemoveSavedCardFormSchema } from '@cardshop/shared/contracts/saved-card';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formText, parseForm, serviceRefusal } from '../../lib/route-form.ts';

// `POST /account/saved-card` (decision records 19 and 24): the confirmed removal, posted by the page's
// form with or without scripts. Parsed with the shared contract, handled by the service the JSON call
// uses (only the owner's card; detached at the provider first), then back to the page, which says so.

/** Where the page goes once its card is removed (a reload does not post again). */
export const REMOVED_URL = '/account/saved-card?removed=1';

/** What the action answers when the card could not be removed. */
export interface SavedCardAnswer {
  messages: string[];
}

export async function removeSavedCardAction({
  request,
  context,
  user,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: User;
}) {
  const parsed = parseForm(RemoveSavedCardFormSchema, formText(await request.formData(), ['cardId']));
  // A card id that is no card is as unknown as another account's.
  if (!parsed.ok) return refused(404, 'payment.errors.saved-card-not-found');
  try {
    await servicesFrom(context).payments.savedCards.remove(user.id, parsed.data.cardId);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal) return refused(refusal.status, refusal.messages[0] ?? 'payment.errors.saved-card-not-found');
    // The provider could not be asked to detach it: the card stays saved, and the buyer may try again.
    if ((error as { status?: unknown }).status === 502)
      return refused(502, 'payment.errors.provider-unavailable');
    throw error;
  }
  return redirect(REMOVED_URL, 303);
}

function refused(status: number, message: string) {
  const answer: SavedCardAnswer = { messages: [message] };
  return data(answer, { status });
}
