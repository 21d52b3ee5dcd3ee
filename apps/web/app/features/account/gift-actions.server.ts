import type { User } from '@cardshop/shared/contracts/auth';
import { AccountGiftParamsSchema, AccountGiftQuerySchema } from '@cardshop/shared/contracts/redeem';
import { data, type RouterContextProvider } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formAgain, refusedForm, serviceRefusal } from '../../lib/route-form.ts';

// /account/gifts/view/{id} (issue 17): the same service calls as `GET /api/account/gifts/{id}?refresh` and
// `POST /api/account/gifts/{id}/resend`, for the signed-in account only: another account's gift, like an
// id that is none, is not found.

interface Args {
  context: Readonly<RouterContextProvider>;
  user: User;
}

const notFound = () => data(null, { status: 404 });

/** The gift of the address, asked of the supplier first when the address says `?refresh=1`. */
export async function loadAccountGift({ context, user }: Args, params: { id?: string }, url: URL) {
  const parsed = AccountGiftParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  const query = AccountGiftQuerySchema.safeParse({ refresh: url.searchParams.get('refresh') ?? undefined });
  const refresh = query.success && query.data.refresh;
  try {
    const gift = await servicesFrom(context).accountGifts.get(user.id, parsed.data.id, { refresh });
    return { gift, checked: refresh };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal && (refusal.status === 404 || refusal.status === 422 || refusal.status === 403)) {
      throw notFound();
    }
    throw error;
  }
}

/** `POST /account/gifts/view/{id}`: the recipient's e-mail sent again; done, or why not (409, 429). */
export async function resendGiftAction({ context, user }: Args, params: { id?: string }) {
  const parsed = AccountGiftParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound();
  const values = {} as Record<string, never>;
  try {
    await servicesFrom(context).accountGifts.resend(user.id, parsed.data.id);
    return formAgain({ resent: true }, values);
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (refusal?.status === 404) throw notFound();
    return refusedForm(error, values, { resent: false });
  }
}
