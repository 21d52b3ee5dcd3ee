import {
  CONTACT_FIELDS,
  ContactInputSchema,
  GroupCreateSchema,
  GroupMergeSchema,
  GroupUpdateSchema,
} from '@cardshop/shared/contracts/address-book';
import type { User } from '@cardshop/shared/contracts/auth';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { servicesFrom } from '../../context.ts';
import { formAgain, formText, parseForm, refusedForm, serviceRefusal } from '../../lib/route-form.ts';
import type { ContactValues, GroupValues } from './contact-values.ts';
import { ADDRESS_BOOK_URL, GROUPS_URL } from './links.ts';

// The address book's forms (decision records 19 and 28): posted to their route's action before and after
// scripts load alike, parsed with the contracts of the JSON calls and handled by the same service calls.
// Each ends in a redirect to the list it changed, or shows the form again with the errors beside fields.

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  /** The signed-in user (the route's action made sure of it). */
  user: User;
}

/**
 * Another account's contact or group (or one deleted meanwhile) is not found, for a page as for the API:
 * the service's 404 becomes the page's. Anything else is thrown on.
 */
export function notFoundAsPage(error: unknown): never {
  if (serviceRefusal(error)?.status === 404) throw data(null, { status: 404 });
  throw error;
}

/** A refusal shown beside the form's fields, except a 404, which is the page's. */
function refused<V>(error: unknown, values: V) {
  if (serviceRefusal(error)?.status === 404) notFoundAsPage(error);
  return refusedForm(error, values, {});
}

const ids = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');

/** `POST /account/addresses/add[/{id}]` and `/account/addresses/edit/{id}`: a contact added or saved. */
export async function contactAction({ request, context, user }: ActionArgs, editing?: string) {
  const form = await request.formData();
  const values: ContactValues = { ...formText(form, CONTACT_FIELDS), groups: ids(form, 'groups') };
  const parsed = parseForm(ContactInputSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  const { addressBook } = servicesFrom(context);
  try {
    if (editing) await addressBook.update(user.id, editing, parsed.data);
    else await addressBook.create(user.id, parsed.data);
  } catch (error) {
    return refused(error, values);
  }
  return redirect(`${ADDRESS_BOOK_URL}?done=saved`, 303);
}

/** `POST /account/addresses/delete/{id}`: the contact goes (a 404 for anyone else's). */
export async function deleteContactAction({ context, user }: Omit<ActionArgs, 'request'>, id: string) {
  await servicesFrom(context).addressBook.remove(user.id, id).catch(notFoundAsPage);
  return redirect(`${ADDRESS_BOOK_URL}?done=deleted`, 303);
}

/** `POST /account/addresses/groups/add` and `/groups/edit/{id}`: a group's name and members. */
export async function groupAction({ request, context, user }: ActionArgs, editing?: string) {
  const form = await request.formData();
  const values: GroupValues = {
    name: formText(form, ['name']).name,
    add: ids(form, 'add'),
    remove: ids(form, 'remove'),
  };
  const { addressBook } = servicesFrom(context);
  const parsed = editing ? parseForm(GroupUpdateSchema, values) : parseForm(GroupCreateSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    if (editing) await addressBook.groups.update(user.id, editing, { remove: [], ...parsed.data });
    else await addressBook.groups.create(user.id, parsed.data);
  } catch (error) {
    return refused(error, values);
  }
  return redirect(`${GROUPS_URL}?done=saved`, 303);
}

/** `POST /account/addresses/groups/merge/{id}`: the group's members move into the one chosen. */
export async function mergeGroupAction({ request, context, user }: ActionArgs, id: string) {
  const values = formText(await request.formData(), ['into']);
  const parsed = parseForm(GroupMergeSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  try {
    await servicesFrom(context).addressBook.groups.merge(user.id, id, parsed.data.into);
  } catch (error) {
    return refused(error, values);
  }
  return redirect(`${GROUPS_URL}?done=merged`, 303);
}

/** `POST /account/addresses/groups/delete/{id}`: the group goes, its contacts stay. */
export async function deleteGroupAction({ context, user }: Omit<ActionArgs, 'request'>, id: string) {
  await servicesFrom(context).addressBook.groups.remove(user.id, id).catch(notFoundAsPage);
  return redirect(`${GROUPS_URL}?done=deleted`, 303);
}
