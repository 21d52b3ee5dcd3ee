import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid } from '../../lib/test-helpers.ts';
import { changePasswordAction, profileAction } from './account-actions.server.ts';

const USER = { id: '11111111-1111-4111-8111-111111111111', hasPassword: true } as User;
const STRONG = 'correct horse battery';

describe('the profile form posted without scripts', () => {
  const names = { firstName: ' Ada ', lastName: 'Lovelace' };

  it('saves what the API’s contract makes of the form', async () => {
    const updateProfile = vi.fn(async () => undefined);
    const { context } = actionContext({ account: { updateProfile } });
    const request = formPost('/account/profile', {
      ...names,
      country: 'au',
      address: '1 Main St',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      address2: '',
      postcode: '2000',
    });
    const answer = answerOf(await profileAction({ request, context, user: USER }));
    expect(answer.data).toMatchObject({ saved: true, errors: {} });
    expect(updateProfile).toHaveBeenCalledWith(USER.id, {
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'AU',
      address: '1 Main St',
      address2: null,
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
    });
  });

  it('keeps what was entered and shows each broken rule beside its field', async () => {
    const updateProfile = vi.fn();
    const { context } = actionContext({ account: { updateProfile } });
    const request = formPost('/account/profile', { ...names, country: 'AU', address: '1 Main St' });
    const answer = answerOf(await profileAction({ request, context, user: USER }));
    expect(answer).toMatchObject({
      status: 422,
      data: {
        saved: false,
        values: { firstName: ' Ada ', country: 'AU', address: '1 Main St', locality: '' },
        errors: { locality: ['required'], adminAreaLevel1: ['required'] },
      },
    });
    expect(updateProfile).not.toHaveBeenCalled();
  });
});

describe('the change-password form posted without scripts', () => {
  const fields = { currentPassword: 'the old one', password: STRONG, passwordConfirm: STRONG };

  it('changes the password as the API does and starts this session again', async () => {
    const changePassword = vi.fn(async () => ({ mailError: null }));
    const { context, host } = actionContext({ auth: { changePassword } }, USER.id);
    const answer = answerOf(
      await changePasswordAction({
        request: formPost('/account/change-password', fields),
        context,
        user: USER,
      }),
    );
    expect(answer.data).toEqual({ saved: true, values: {}, errors: {}, messages: [] });
    expect(changePassword).toHaveBeenCalledWith(
      USER.id,
      { currentPassword: 'the old one', password: STRONG },
      'session-1',
      expect.objectContaining({ ip: '203.0.113.7' }),
    );
    expect(host.startSession).toHaveBeenCalledWith(USER.id);
  });

  it('checks the confirmation and the current password, and sends no password back', async () => {
    const changePassword = vi.fn(async () => {
      throw invalid({ currentPassword: ['validation.wrong-password'] });
    });
    const { context, host } = actionContext({ auth: { changePassword } }, USER.id);
    const post = async (values: Record<string, string>) =>
      answerOf(
        await changePasswordAction({
          request: formPost('/account/change-password', values),
          context,
          user: USER,
        }),
      );

    const mismatch = await post({ ...fields, passwordConfirm: `${STRONG}!` });
    expect(mismatch).toMatchObject({
      status: 422,
      data: { saved: false, errors: { passwordConfirm: ['confirmed'] } },
    });
    expect(changePassword).not.toHaveBeenCalled();

    const wrong = await post(fields);
    expect(wrong).toMatchObject({
      status: 422,
      data: { values: {}, errors: { currentPassword: ['wrong-password'] } },
    });
    expect(JSON.stringify(wrong.data)).not.toContain('old one');
    expect(host.startSession).not.toHaveBeenCalled();
  });
});
