import type { User } from '@cardshop/shared/contracts/auth';
import {
  BusinessSignupSchema,
  type Invitation,
  InvitationIdParamsSchema,
  InvitationParamsSchema,
  InviteSchema,
  MemberParamsSchema,
  MemberPermissionsSchema,
  OrganisationSettingsSchema,
  permissionFlagsOf,
} from '@cardshop/shared/contracts/organisations';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { requestFrom, servicesFrom } from '../../context.ts';
import { retryAfterOf } from '../../lib/form-errors.ts';
import {
  actionClient,
  formAgain,
  formText,
  parseForm,
  refusedForm,
  serviceRefusal,
} from '../../lib/route-form.ts';
import { invitationUrl, MANAGE_URL } from './links.ts';

// The businesses' forms (decision records 19 and 32): posted to their route's action before and after
// scripts load alike, parsed with the contracts of the JSON calls and handled by the same service calls.
// Each ends in a redirect, or shows its form again with the errors beside its fields.

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const texts = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '');

export const SIGNUP_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'organisation',
  'size',
  'sendBand',
  'industry',
] as const;

export type SignupValues = Record<(typeof SIGNUP_TEXT_FIELDS)[number], string> & {
  useCases: string[];
  subscribe: boolean;
};

/** `POST /business/signup`: as `POST /api/business/signup`, then on to the manage dashboard, signed in. */
export async function businessSignupAction({ request, context }: Args) {
  const form = await request.formData();
  const values: SignupValues = {
    ...formText(form, SIGNUP_TEXT_FIELDS),
    useCases: texts(form, 'useCases'),
    subscribe: form.get('subscribe') !== null,
  };
  const parsed = parseForm(BusinessSignupSchema, values);
  if (!parsed.ok) return formAgain({}, values, parsed.errors);
  let created: { userId: string; mailError: unknown };
  try {
    created = await servicesFrom(context).organisations.signUp(parsed.data, actionClient(request, context));
  } catch (error) {
    return refusedForm(error, values, {});
  }
  const host = requestFrom(context);
  if (created.mailError) host.logError(created.mailError, 'mail not sent');
  await host.startSession(created.userId);
  return redirect(`${MANAGE_URL}?done=welcome`, 303);
}

/** What the manage page's forms were given: the e-mail and the permissions ticked, the name. */
export interface ManageValues {
  email: string;
  permissions: string[];
  name: string;
}

/** Which of the manage page's forms an answer is for: the invitation, one member's, or the settings. */
export interface ManageTarget {
  intent: 'invite' | 'permissions' | 'remove' | 'settings' | 'withdraw';
  member: string | null;
}

/** The member a form names, or the page's 404 (no such id anywhere). */
function memberIdOf(form: FormData): string {
  const parsed = MemberParamsSchema.safeParse({ id: form.get('member') });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

/**
 * `POST /manage`: the invite form, a member's permissions or their removal, withdrawing an invitation,
 * or the organisation's settings (the form's `intent`), as the JSON calls `POST
 * /api/manage/members/invite`, `/{id}`, `/{id}/delete`, `POST /api/manage/invitations/{id}/delete` and
 * `POST /api/manage/organisation`. A refusal (the last manager,
 * a member removed meanwhile) shows beside the form it came from.
 */
export async function manageAction({ request, context }: Args, user: User) {
  const form = await request.formData();
  const intent = form.get('intent');
  const values: ManageValues = {
    ...formText(form, ['email', 'name']),
    permissions: texts(form, 'permission'),
  };
  const permissions = permissionFlagsOf(values.permissions);
  const service = servicesFrom(context).organisations;
  if (intent === 'settings') {
    const target: ManageTarget = { intent, member: null };
    // An unticked box sends nothing: the setting is then off.
    const parsed = parseForm(OrganisationSettingsSchema, {
      name: values.name,
      requireAuth: form.get('requireAuth') ?? false,
    });
    if (!parsed.ok) return formAgain(target, values, parsed.errors);
    try {
      await service.updateSettings(user.id, parsed.data);
    } catch (error) {
      return refusedForm(error, values, target);
    }
    return redirect(`${MANAGE_URL}?done=settings`, 303);
  }
  if (intent === 'invite') {
    const target: ManageTarget = { intent, member: null };
    const parsed = parseForm(InviteSchema, { email: values.email, permissions });
    if (!parsed.ok) return formAgain(target, values, parsed.errors);
    try {
      await service.invite(user.id, parsed.data, actionClient(request, context));
    } catch (error) {
      return refusedForm(error, values, target);
    }
    return redirect(`${MANAGE_URL}?done=invited`, 303);
  }
  if (intent === 'withdraw') {
    const invitation = InvitationIdParamsSchema.safeParse({ id: form.get('invitation') });
    if (!invitation.success) throw data(null, { status: 404 });
    const target: ManageTarget = { intent, member: null };
    try {
      await service.withdrawInvitation(user.id, invitation.data.id);
    } catch (error) {
      // Accepted or withdrawn meanwhile: the page shows the members and invitations as they are now.
      if (serviceRefusal(error)?.status === 404) return redirect(MANAGE_URL, 303);
      return refusedForm(error, values, target);
    }
    return redirect(`${MANAGE_URL}?done=withdrawn`, 303);
  }
  if (intent !== 'permissions' && intent !== 'remove') throw data(null, { status: 400 });
  const member = memberIdOf(form);
  const target: ManageTarget = { intent, member };
  try {
    if (intent === 'permissions') {
      await service.setPermissions(user.id, member, MemberPermissionsSchema.parse({ permissions }));
    } else {
      await service.removeMember(user.id, member);
    }
  } catch (error) {
    return refusedForm(error, values, target);
  }
  return redirect(`${MANAGE_URL}?done=${intent === 'remove' ? 'removed' : 'saved'}`, 303);
}

// The invitation's page.

export type InvitationPage =
  | { found: true; invitation: Invitation }
  | { found: false; retryAfter: number | null };

/** `/business/invitation/{id}/{token}`: the invitation as the visitor (signed in or not) sees it. */
export async function loadInvitation(
  { context }: Pick<Args, 'context'>,
  params: { id?: string; token?: string },
): Promise<{ page: InvitationPage; status: number }> {
  const parsed = InvitationParamsSchema.safeParse(params);
  if (!parsed.success) return { page: { found: false, retryAfter: null }, status: 404 };
  const host = requestFrom(context);
  try {
    const viewer = (await host.session())?.userId ?? null;
    const invitation = await servicesFrom(context).organisations.invitation(
      parsed.data,
      viewer,
      host.client.ip,
    );
    return { page: { found: true, invitation }, status: 200 };
  } catch (error) {
    const refusal = serviceRefusal(error);
    if (!refusal) throw error;
    if (refusal.status === 429) {
      return { page: { found: false, retryAfter: retryAfterOf(429, refusal.data) ?? null }, status: 429 };
    }
    return { page: { found: false, retryAfter: null }, status: 404 };
  }
}

/** `POST /business/invitation/{id}/{token}`: accepted, and back to the page, which says so. */
export async function acceptInvitationAction(
  { context }: Pick<Args, 'context'>,
  params: { id?: string; token?: string },
  user: User,
) {
  const parsed = InvitationParamsSchema.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  try {
    const accepted = await servicesFrom(context).organisations.accept(
      parsed.data,
      user.id,
      requestFrom(context).client.ip,
    );
    const next = accepted.next === MANAGE_URL ? 'manage' : 'home';
    return redirect(`${invitationUrl(parsed.data.id, parsed.data.token)}?done=${next}`, 303);
  } catch (error) {
    if (serviceRefusal(error)?.status === 404) throw data(null, { status: 404 });
    return refusedForm(error, {}, {});
  }
}
