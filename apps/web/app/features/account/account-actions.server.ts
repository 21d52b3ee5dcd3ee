import { ChangePasswordSchema, ProfileSchema } from '@cardshop/shared/contracts/account';
import type { User } from '@cardshop/shared/contracts/auth';
import { withoutValidationPrefix } from '@cardshop/shared/rules/field-errors';
import type { RouterContextProvider } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { actionClient, formAgain, formText, parseForm, refusedForm } from '../../lib/route-form.ts';
import { PASSWORD_FIELDS, passwordErrors, passwordRequest } from './password-form.ts';
import { PROFILE_FIELDS } from './profile-form.ts';

// The account forms posted before scripts ran (decision record 19): parsed with the contracts of
// `POST /api/account/profile` and `/api/account/change-password`, handled by the same service calls.

interface AccountActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The signed-in user (the route's action made sure of it). */
  user: User;
}

const NOT_SAVED = { saved: false } as const;
const SAVED = { saved: true } as const;

/** `POST /account/profile`: the names and postal address, with the country's state rule. */
export async function profileAction({ request, context, user }: AccountActionArgs) {
  const values = formText(await request.formData(), PROFILE_FIELDS);
  const parsed = parseForm(ProfileSchema, values);
  if (!parsed.ok) return formAgain(NOT_SAVED, values, parsed.errors);
  try {
    await servicesFrom(context).account.updateProfile(user.id, parsed.data);
  } catch (error) {
    return refusedForm(error, values, NOT_SAVED);
  }
  return formAgain(SAVED, values);
}

/**
 * `POST /account/change-password`: the current password (when the account has one) and the new one twice.
 * As the API does, every other session of the user ends and this one starts again (a new id and token).
 */
export async function changePasswordAction({ request, context, user }: AccountActionArgs) {
  const values = formText(await request.formData(), PASSWORD_FIELDS);
  // Nothing of a password is ever sent back.
  const none = {};
  const errors = passwordErrors(values, user.hasPassword);
  if (Object.keys(errors).length > 0) return formAgain(NOT_SAVED, none, withoutValidationPrefix(errors));
  const host = requestFrom(context);
  let mailError: unknown;
  try {
    ({ mailError } = await servicesFrom(context).auth.changePassword(
      user.id,
      ChangePasswordSchema.parse(passwordRequest(values, user.hasPassword)),
      (await host.session())?.id,
      actionClient(request, context),
    ));
  } catch (error) {
    return refusedForm(error, none, NOT_SAVED);
  }
  if (mailError) host.logError(mailError, 'mail not sent');
  await host.startSession(user.id);
  return formAgain(SAVED, none);
}
