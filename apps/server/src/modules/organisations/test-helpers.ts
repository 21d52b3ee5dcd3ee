import { ORGANISATION_PERMISSIONS } from '@cardshop/shared/constants';
import type { AuthState } from '@cardshop/shared/contracts/auth';
import { expect } from 'vitest';
import { organisationMembers } from '../../db/schema.ts';
import { createUser, dataOf, signIn, type TestApp, testBrowser } from '../auth/test-helpers.ts';

// Test helpers of the organisations' tests and of the tests of what members share (credits, saved card,
// templates, the dashboard): a business signed up through the API, and accounts made its members.

/** Every known permission, true for those granted. */
export const permissionFlags = (granted: readonly string[]) =>
  Object.fromEntries(ORGANISATION_PERMISSIONS.map((name) => [name, granted.includes(name)]));

let businesses = 0;

/**
 * A business signed up through the API, its manager (every permission) named as given: the manager's
 * browser and the organisation's id.
 */
export async function signUpBusiness(t: TestApp, manager: { firstName: string; lastName: string }) {
  businesses += 1;
  const browser = testBrowser(t);
  await browser.check();
  const response = await browser.post('/api/business/signup', {
    ...manager,
    email: `${manager.lastName.toLowerCase()}-${businesses}-${Date.now()}@example.com`,
    organisation: `${manager.lastName} & Co ${businesses}`,
    size: '6-20',
    sendBand: '100-249',
    useCases: ['customer-thanks'],
    industry: 'retail',
  });
  expect(response.statusCode, response.body).toBe(200);
  const organisations = dataOf<AuthState>(response).user?.access.organisations ?? [];
  expect(organisations).toHaveLength(1);
  return { manager: browser, organisationId: organisations[0] as string };
}

/**
 * An account made a member of the organisation with these permissions, signed in (the invitation is
 * tested apart): the account and its browser.
 */
export async function addMember(
  t: TestApp,
  organisationId: string,
  granted: readonly string[],
  values: { firstName?: string } = {},
) {
  const user = await createUser(t, values);
  await t.database.db
    .insert(organisationMembers)
    .values({ organisationId, userId: user.id, permissions: permissionFlags(granted) });
  return { user, browser: await signIn(t, user) };
}
