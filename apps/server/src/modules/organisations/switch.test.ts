import type { AuthState } from '@cardshop/shared/contracts/auth';
import type { MyOrganisations } from '@cardshop/shared/contracts/organisations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationMembers } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, testBrowser } from '../auth/test-helpers.ts';
import { permissionFlags, signUpBusiness } from './test-helpers.ts';

// Working in one of several organisations (decision 0036): the list, the current one first; selecting
// another moves the user's permissions (and what their orders use) to it; an organisation they do not
// belong to is a 404 and changes nothing.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 1 });
});
afterAll(() => t.close());

const business = async () =>
  (await signUpBusiness(t, { firstName: 'Sam', lastName: 'Switch' })).organisationId;

describe('working in one of several organisations', () => {
  it('lists them, the current first, and selecting another moves the permissions to it', async () => {
    const first = await business();
    const second = await business();
    const user = await createUser(t);
    const at = Date.now();
    await t.database.db.insert(organisationMembers).values([
      {
        organisationId: first,
        userId: user.id,
        permissions: permissionFlags(['members']),
        selectedAt: new Date(at - 1000),
      },
      {
        organisationId: second,
        userId: user.id,
        permissions: permissionFlags(['useCredits']),
        selectedAt: new Date(at),
      },
    ]);
    const browser = await signIn(t, user);
    const listed = dataOf<MyOrganisations>(await browser.get('/api/account/organisations'));
    expect(listed.organisations.map((entry) => [entry.id, entry.current, entry.manager])).toEqual([
      [second, true, false],
      [first, false, true],
    ]);
    expect((await browser.get('/api/manage/overview')).statusCode).toBe(403);

    const selected = await browser.post('/api/account/organisations/select', { organisation: first });
    expect(selected.statusCode, selected.body).toBe(200);
    expect(dataOf<MyOrganisations>(selected).organisations[0]).toMatchObject({ id: first, current: true });
    const state = dataOf<AuthState>(await browser.get('/api/auth/check'));
    expect(state.user?.permissions).toMatchObject({ members: true, useCredits: false });
    expect((await browser.get('/api/manage/overview')).statusCode).toBe(200);
  });

  it('refuses an organisation the user does not belong to, and bad input, changing nothing', async () => {
    const theirs = await business();
    const mine = await business();
    const user = await createUser(t);
    await t.database.db
      .insert(organisationMembers)
      .values({ organisationId: mine, userId: user.id, permissions: permissionFlags([]) });
    const browser = await signIn(t, user);
    expect(
      (await browser.post('/api/account/organisations/select', { organisation: theirs })).statusCode,
    ).toBe(404);
    expect(
      (await browser.post('/api/account/organisations/select', { organisation: 'nope' })).statusCode,
    ).toBe(422);
    const listed = dataOf<MyOrganisations>(await browser.get('/api/account/organisations'));
    expect(listed.organisations.map((entry) => entry.id)).toEqual([mine]);
    expect((await testBrowser(t).get('/api/account/organisations')).statusCode).toBe(401);
  });
});
