import type { User } from '@cardshop/shared/contracts/auth';
import { permissionFlagsOf } from '@cardshop/shared/contracts/organisations';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, invalid, Refusal } from '../../lib/test-helpers.ts';
import {
  acceptInvitationAction,
  businessSignupAction,
  loadInvitation,
  manageAction,
} from './organisation-actions.server.ts';

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const MEMBER = '22222222-2222-4222-8222-222222222222';
const INVITATION = { id: '33333333-3333-4333-8333-333333333333', token: 'a'.repeat(43) };

const SIGNUP = {
  firstName: 'Mia',
  lastName: 'Chen',
  email: 'mia@example.com',
  organisation: 'Chen Florists',
  size: '1-5',
  sendBand: '0-49',
  industry: 'retail',
};

function services() {
  const organisations = {
    signUp: vi.fn(async () => ({ userId: USER.id, mailError: null })),
    invite: vi.fn(async () => ({})),
    setPermissions: vi.fn(async () => ({ members: [], invitations: [] })),
    removeMember: vi.fn(async () => ({ removed: true })),
    updateSettings: vi.fn(async () => ({})),
    withdrawInvitation: vi.fn(async () => ({ members: [], invitations: [] })),
    invitation: vi.fn(async () => ({ status: 'ready' })),
    accept: vi.fn(async () => ({ organisationId: MEMBER, next: '/' })),
  };
  const { context, host } = actionContext({ organisations }, USER.id);
  return { organisations, context, host };
}

/** A form with fields posted several times (checkboxes). */
function formWith(path: string, fields: Record<string, string>, many: Record<string, string[]> = {}) {
  const body = new URLSearchParams(fields);
  for (const [name, values] of Object.entries(many)) for (const value of values) body.append(name, value);
  return new Request(new URL(path, 'http://shop.test'), { method: 'POST', body });
}

describe('the business sign-up form', () => {
  it('opens the organisation, signs its manager in and goes to the dashboard', async () => {
    const stand = services();
    const request = formWith(
      '/business/signup',
      { ...SIGNUP, subscribe: 'on' },
      { useCases: ['christmas', 'other'] },
    );
    const answer = answerOf(await businessSignupAction({ request, context: stand.context }));
    expect(answer).toEqual({ status: 303, location: '/manage?done=welcome' });
    expect(stand.organisations.signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        organisation: 'Chen Florists',
        useCases: ['christmas', 'other'],
        subscribe: true,
      }),
      expect.objectContaining({ ip: '203.0.113.7' }),
    );
    expect(stand.host.startSession).toHaveBeenCalledWith(USER.id);
  });

  it('shows the form again with every field’s error, calling nothing', async () => {
    const stand = services();
    const request = formWith('/business/signup', { ...SIGNUP, email: 'nope', size: '' });
    const answer = answerOf(await businessSignupAction({ request, context: stand.context }));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      errors: { email: ['email'], size: ['required'], useCases: ['required'] },
      values: { organisation: 'Chen Florists', useCases: [] },
    });
    expect(stand.organisations.signUp).not.toHaveBeenCalled();
    expect(stand.host.startSession).not.toHaveBeenCalled();
  });

  it('puts the service’s refusal beside its field', async () => {
    const stand = services();
    stand.organisations.signUp.mockRejectedValueOnce(invalid({ email: ['validation.email-taken'] }));
    const request = formWith('/business/signup', SIGNUP, { useCases: ['birthday'] });
    const answer = answerOf(await businessSignupAction({ request, context: stand.context }));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ errors: { email: ['email-taken'] } });
  });
});

describe('the manage dashboard’s forms', () => {
  it('invites with the permissions ticked', async () => {
    const stand = services();
    const request = formWith(
      '/manage',
      { intent: 'invite', email: 'Bob@Example.com' },
      { permission: ['useCredits'] },
    );
    const answer = answerOf(await manageAction({ request, context: stand.context }, USER));
    expect(answer).toEqual({ status: 303, location: '/manage?done=invited' });
    expect(stand.organisations.invite).toHaveBeenCalledWith(
      USER.id,
      { email: 'bob@example.com', permissions: permissionFlagsOf(['useCredits']) },
      expect.anything(),
    );
  });

  it('saves a member’s permissions, and shows the last-manager rule beside that member', async () => {
    const stand = services();
    const save = formWith(
      '/manage',
      { intent: 'permissions', member: MEMBER },
      { permission: ['members', 'billing'] },
    );
    expect(answerOf(await manageAction({ request: save, context: stand.context }, USER))).toEqual({
      status: 303,
      location: '/manage?done=saved',
    });
    expect(stand.organisations.setPermissions).toHaveBeenCalledWith(USER.id, MEMBER, {
      permissions: permissionFlagsOf(['members', 'billing']),
    });

    stand.organisations.setPermissions.mockRejectedValueOnce(
      invalid({ permissions: ['validation.last-manager'] }),
    );
    const refused = formWith('/manage', { intent: 'permissions', member: MEMBER });
    const answer = answerOf(await manageAction({ request: refused, context: stand.context }, USER));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({
      intent: 'permissions',
      member: MEMBER,
      errors: { permissions: ['last-manager'] },
    });
  });

  it('removes a member; a member id that is no id is the page’s 404', async () => {
    const stand = services();
    const remove = formWith('/manage', { intent: 'remove', member: MEMBER });
    expect(answerOf(await manageAction({ request: remove, context: stand.context }, USER)).location).toBe(
      '/manage?done=removed',
    );
    const thrown = await manageAction(
      { request: formWith('/manage', { intent: 'remove', member: 'x' }), context: stand.context },
      USER,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(answerOf(thrown).status).toBe(404);
  });

  it('renames the organisation, and shows a blank name beside its field without calling the service', async () => {
    const stand = services();
    const rename = formWith('/manage', { intent: 'settings', name: ' Chen & Daughters ' });
    expect(answerOf(await manageAction({ request: rename, context: stand.context }, USER))).toEqual({
      status: 303,
      location: '/manage?done=settings',
    });
    // The sign-in box was not ticked: the organisation does not require it.
    expect(stand.organisations.updateSettings).toHaveBeenCalledWith(USER.id, {
      name: 'Chen & Daughters',
      requireAuth: false,
    });
    const ticked = formWith('/manage', { intent: 'settings', name: 'Chen', requireAuth: 'on' });
    await manageAction({ request: ticked, context: stand.context }, USER);
    expect(stand.organisations.updateSettings).toHaveBeenLastCalledWith(USER.id, {
      name: 'Chen',
      requireAuth: true,
    });

    const blank = formWith('/manage', { intent: 'settings', name: '  ' });
    const answer = answerOf(await manageAction({ request: blank, context: stand.context }, USER));
    expect(answer.status).toBe(422);
    expect(answer.data).toMatchObject({ intent: 'settings', errors: { name: ['required'] } });
    expect(stand.organisations.updateSettings).toHaveBeenCalledTimes(2);
  });

  it('withdraws an invitation; one gone meanwhile shows the page as it is; an id that is no id is a 404', async () => {
    const stand = services();
    const withdraw = formWith('/manage', { intent: 'withdraw', invitation: INVITATION.id });
    expect(answerOf(await manageAction({ request: withdraw, context: stand.context }, USER))).toEqual({
      status: 303,
      location: '/manage?done=withdrawn',
    });
    expect(stand.organisations.withdrawInvitation).toHaveBeenCalledWith(USER.id, INVITATION.id);

    stand.organisations.withdrawInvitation.mockRejectedValueOnce(new Refusal(404, 'global.errors.not-found'));
    const again = formWith('/manage', { intent: 'withdraw', invitation: INVITATION.id });
    expect(answerOf(await manageAction({ request: again, context: stand.context }, USER)).location).toBe(
      '/manage',
    );

    const thrown = await manageAction(
      { request: formWith('/manage', { intent: 'withdraw', invitation: 'x' }), context: stand.context },
      USER,
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(answerOf(thrown).status).toBe(404);
  });

  it('says so when the permission went meanwhile', async () => {
    const stand = services();
    stand.organisations.removeMember.mockRejectedValueOnce(
      new Refusal(403, 'global.errors.permission-denied'),
    );
    const answer = answerOf(
      await manageAction(
        { request: formWith('/manage', { intent: 'remove', member: MEMBER }), context: stand.context },
        USER,
      ),
    );
    expect(answer.status).toBe(403);
    expect(answer.data).toMatchObject({ messages: ['global.errors.permission-denied'] });
  });
});

describe('the invitation page', () => {
  it('is not found for a malformed link or a refused one, and names the wait after too many tries', async () => {
    const stand = services();
    expect((await loadInvitation({ context: stand.context }, { id: 'x', token: 'y' })).status).toBe(404);
    expect(stand.organisations.invitation).not.toHaveBeenCalled();
    stand.organisations.invitation.mockRejectedValueOnce(new Refusal(404, 'global.errors.not-found'));
    expect((await loadInvitation({ context: stand.context }, INVITATION)).status).toBe(404);
    stand.organisations.invitation.mockRejectedValueOnce(
      new Refusal(429, 'global.errors.too-many-requests', { retryAfter: 42 }),
    );
    expect(await loadInvitation({ context: stand.context }, INVITATION)).toEqual({
      page: { found: false, retryAfter: 42 },
      status: 429,
    });
  });

  it('accepts as the signed-in user and comes back to say so', async () => {
    const stand = services();
    const answer = answerOf(await acceptInvitationAction({ context: stand.context }, INVITATION, USER));
    expect(answer).toEqual({
      status: 303,
      location: `/business/invitation/${INVITATION.id}/${INVITATION.token}?done=home`,
    });
    expect(stand.organisations.accept).toHaveBeenCalledWith(INVITATION, USER.id, '203.0.113.7');
  });
});
