import type { User } from '@cardshop/shared/contracts/auth';
import { ReminderInputSchema, ReminderParamsSchema } from '@cardshop/shared/contracts/reminders';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import { REMINDER_FIELDS, REMINDERS_URL, type ReminderValues } from './reminder-values.ts';

// The reminders page's forms: posted to its action before and after scripts load alike, parsed with the
// contract of the JSON calls and handled by the same service calls; each ends in a redirect to the page,
// or shows the form again with the errors beside its fields.

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The signed-in user (the route's action made sure of it). */
  user: User;
}

/** Another account's reminder (or one deleted meanwhile) is not found, for the page as for the API. */
function notFoundAsPage(error: unknown): never {
  if (serviceRefusal(error)?.status === 404) throw data(null, { status: 404 });
  throw error;
}

const idOf = (value: string) => {
  const parsed = ReminderParamsSchema.safeParse({ id: value });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
};

/** `POST /account/reminders`: `intent` add, save (with `id`) or delete (with `id`). */
export async function reminderAction({ request, context, user }: ActionArgs) {
  const form = await request.formData();
  const { intent, id } = formText(form, ['intent', 'id']);
  const { reminders } = servicesFrom(context);
  if (intent === 'delete') {
    await reminders.remove(user.id, idOf(id)).catch(notFoundAsPage);
    return redirect(`${REMINDERS_URL}?done=deleted`, 303);
  }
  const editing = intent === 'save' ? idOf(id) : null;
  const values: ReminderValues = formText(form, REMINDER_FIELDS);
  const parsed = parseForm(ReminderInputSchema, values);
  if (!parsed.ok) return formAgain({ editing }, values, parsed.errors);
  try {
    if (editing) await reminders.update(user.id, editing, parsed.data);
    else await reminders.create(user.id, parsed.data);
  } catch (error) {
    if (serviceRefusal(error)?.status === 404) notFoundAsPage(error);
    return refusedForm(error, values, { editing });
  }
  return redirect(`${REMINDERS_URL}?done=saved`, 303);
}
