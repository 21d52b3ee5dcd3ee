import type { User } from '@cardshop/shared/contracts/auth';
import { describe, expect, it, vi } from 'vitest';
import { actionContext, answerOf, formPost, invalid, Refusal } from '../../lib/test-helpers.ts';
import {
  contactAction,
  deleteContactAction,
  deleteGroupAction,
  groupAction,
  mergeGroupAction,
} from './address-book-actions.server.ts';

const USER = { id: '11111111-1111-4111-8111-111111111111' } as User;
const CONTACT_ID = '22222222-2222-4222-8222-222222222222';
const GROUP_ID = '33333333-3333-4333-8333-333333333333';
const OTHER_GROUP = '44444444-4444-4444-8444-444444444444';

const MELBOURNE = {
  firstName: 'Mary',
  lastName: 'Watson',
  country: 'AU',
  address: '20 Ingram St',
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
};

function services() {
  const groups = {
    create: vi.fn(async () => ({ id: GROUP_ID })),
    update: vi.fn(async () => ({ id: GROUP_ID })),
    merge: vi.fn(async () => ({ id: OTHER_GROUP })),
    remove: vi.fn(async () => ({ deleted: true })),
  };
  const addressBook = {
    create: vi.fn(async () => ({ id: CONTACT_ID })),
    update: vi.fn(async () => ({ id: CONTACT_ID })),
    remove: vi.fn(async () => ({ deleted: true })),
    groups,
  };
  return { addressBook, groups, context: actionContext({ addressBook }, USER.id).context };
}

/** A form with a field posted several times (checkboxes). */
function formWith(path: string, fields: Record<string, string>, many: Record<string, string[]>) {
  const body = new URLSearchParams(fields);
  for (const [name, values] of Object.entries(many)) for (const value of values) body.append(name, value);
  return new Request(new URL(path, 'http://shop.test'), { method: 'POST', body });
}

const notFound = async (promise: Promise<unknown>) => {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(answerOf(thrown).status).toBe(404);
};

describe('the contact form', () => {
  it('adds a contact with its groups and goes back to the list', async () => {
    const stand = services();
    const request = formWith('/account/addresses/add', MELBOURNE, { groups: [GROUP_ID] });
    const answer = answerOf(await contactAction({ request, context: stand.context, user: USER }));
    expect(answer).toEqual({ status: 303, location: '/account/addresses?done=saved' });
    expect(stand.addressBook.create).toHaveBeenCalledWith(
      USER.id,
      expect.objectContaining({ firstName: 'Mary', postcode: '3000', groups: [GROUP_ID], birthdayDay: null }),
    );
  });

  it('saves over the contact being edited', async () => {
    const stand = services();
    const request = formPost(`/account/addresses/edit/${CONTACT_ID}`, MELBOURNE);
    await contactAction({ request, context: stand.context, user: USER }, CONTACT_ID);
    expect(stand.addressBook.update).toHaveBeenCalledWith(
      USER.id,
      CONTACT_ID,
      expect.objectContaining({ groups: [] }),
    );
  });

  it('shows a postcode of another state beside the postcode, with what was entered, and saves nothing', async () => {
    const stand = services();
    const request = formPost('/account/addresses/add', { ...MELBOURNE, adminAreaLevel1: 'NSW' });
    const answer = answerOf(await contactAction({ request, context: stand.context, user: USER }));
    expect(answer).toMatchObject({
      status: 422,
      data: {
        values: { firstName: 'Mary', adminAreaLevel1: 'NSW' },
        errors: { postcode: ['postcode-state'] },
      },
    });
    expect(stand.addressBook.create).not.toHaveBeenCalled();
  });

  it("shows the service's field errors (the country's rules) beside their fields", async () => {
    const stand = services();
    stand.addressBook.create.mockRejectedValueOnce(invalid({ postcode: ['validation.required'] }));
    const request = formPost('/account/addresses/add', { ...MELBOURNE, postcode: '' });
    const answer = answerOf(await contactAction({ request, context: stand.context, user: USER }));
    expect(answer).toMatchObject({ status: 422, data: { errors: { postcode: ['required'] } } });
  });

  it("is a 404 for another account's contact", async () => {
    const stand = services();
    stand.addressBook.update.mockRejectedValueOnce(new Refusal(404, 'global.errors.not-found'));
    const request = formPost(`/account/addresses/edit/${CONTACT_ID}`, MELBOURNE);
    await notFound(contactAction({ request, context: stand.context, user: USER }, CONTACT_ID));
  });
});

describe('deleting', () => {
  it('deletes a contact or a group and says so on the list', async () => {
    const stand = services();
    expect(answerOf(await deleteContactAction({ context: stand.context, user: USER }, CONTACT_ID))).toEqual({
      status: 303,
      location: '/account/addresses?done=deleted',
    });
    expect(answerOf(await deleteGroupAction({ context: stand.context, user: USER }, GROUP_ID))).toEqual({
      status: 303,
      location: '/account/addresses/groups?done=deleted',
    });
  });

  it("is a 404 for another account's", async () => {
    const stand = services();
    stand.addressBook.remove.mockRejectedValueOnce(new Refusal(404, 'global.errors.not-found'));
    await notFound(deleteContactAction({ context: stand.context, user: USER }, CONTACT_ID));
  });
});

describe('the group forms', () => {
  it('makes a group with the contacts ticked', async () => {
    const stand = services();
    const request = formWith('/account/addresses/groups/add', { name: 'Family' }, { add: [CONTACT_ID] });
    const answer = answerOf(await groupAction({ request, context: stand.context, user: USER }));
    expect(answer).toEqual({ status: 303, location: '/account/addresses/groups?done=saved' });
    expect(stand.groups.create).toHaveBeenCalledWith(USER.id, { name: 'Family', add: [CONTACT_ID] });
  });

  it('renames a group, adds and takes out members', async () => {
    const stand = services();
    const request = formWith(
      `/account/addresses/groups/edit/${GROUP_ID}`,
      { name: 'Kin' },
      { remove: [CONTACT_ID] },
    );
    await groupAction({ request, context: stand.context, user: USER }, GROUP_ID);
    expect(stand.groups.update).toHaveBeenCalledWith(USER.id, GROUP_ID, {
      name: 'Kin',
      add: [],
      remove: [CONTACT_ID],
    });
  });

  it('shows a name taken or missing beside the name', async () => {
    const stand = services();
    const empty = answerOf(
      await groupAction({
        request: formPost('/account/addresses/groups/add', { name: ' ' }),
        context: stand.context,
        user: USER,
      }),
    );
    expect(empty).toMatchObject({ status: 422, data: { errors: { name: ['required'] } } });
    stand.groups.create.mockRejectedValueOnce(invalid({ name: ['validation.group-name-taken'] }));
    const taken = answerOf(
      await groupAction({
        request: formPost('/account/addresses/groups/add', { name: 'Work' }),
        context: stand.context,
        user: USER,
      }),
    );
    expect(taken).toMatchObject({
      status: 422,
      data: { values: { name: 'Work' }, errors: { name: ['group-name-taken'] } },
    });
  });

  it('merges into the group chosen, and asks for one first', async () => {
    const stand = services();
    const none = answerOf(
      await mergeGroupAction(
        {
          request: formPost(`/account/addresses/groups/merge/${GROUP_ID}`, { into: '' }),
          context: stand.context,
          user: USER,
        },
        GROUP_ID,
      ),
    );
    expect(none.status).toBe(422);
    const merged = answerOf(
      await mergeGroupAction(
        {
          request: formPost(`/account/addresses/groups/merge/${GROUP_ID}`, { into: OTHER_GROUP }),
          context: stand.context,
          user: USER,
        },
        GROUP_ID,
      ),
    );
    expect(merged).toEqual({ status: 303, location: '/account/addresses/groups?done=merged' });
    expect(stand.groups.merge).toHaveBeenCalledWith(USER.id, GROUP_ID, OTHER_GROUP);
  });
});
