import { ORGANISATION_PERMISSIONS } from '@cardshop/shared/constants';
import type { AuthState } from '@cardshop/shared/contracts/auth';
import {
  type Invitation,
  type InvitationAccepted,
  type ManagedOrganisation,
  type Members,
  type PendingInvitation,
  permissionFlagsOf,
} from '@cardshop/shared/contracts/organisations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationInvitations, type organisationMembers, organisations, users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createQuickAccount,
  createUser,
  dataOf,
  errorsOf,
  freshIp,
  messagesOf,
  signIn,
  type TestApp,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { ORGANISATION_LIMITS } from './service.ts';

// Businesses (issue 19; decision 0032) through the API: the sign-up, the manage calls and their
// permissions, invitations from the mail to acceptance, the last-manager rule, other organisations' ids,
// tokens that do not work and the limits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ cards: 1 });
});
afterAll(() => t.close());

let businesses = 0;
const signupOf = (values: Record<string, unknown> = {}) => {
  businesses += 1;
  return {
    firstName: 'Alice',
    lastName: 'Owner',
    email: `alice${businesses}-${Date.now()}@example.com`,
    organisation: `Owner & Co ${businesses}`,
    size: '6-20',
    sendBand: '100-249',
    useCases: ['customer-thanks', 'christmas'],
    industry: 'retail',
    ...values,
  };
};

/** A business signed up through the API: its manager's browser and auth state. */
async function signUpBusiness(values: Record<string, unknown> = {}, browser: TestBrowser = testBrowser(t)) {
  await browser.check();
  const body = signupOf(values);
  const response = await browser.post('/api/business/signup', body);
  expect(response.statusCode, response.body).toBe(200);
  return { browser, state: dataOf<AuthState>(response), email: body.email as string };
}

const count = async (table: typeof organisations | typeof organisationMembers) =>
  (await t.database.db.select().from(table)).length;

/** The id and token of the newest invitation link mailed to `to`. */
async function invitationLinkTo(to: string) {
  const mail = (await t.outbox()).find(
    (entry) => entry.to === to && entry.text.includes('/business/invitation/'),
  );
  if (!mail) throw new Error(`no invitation mailed to ${to}`);
  const match = mail.text.match(/\/business\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
  if (!match?.[1] || !match[2]) throw new Error('no invitation link in the mail');
  return { mail, id: match[1], token: match[2], api: `/api/business/invitation/${match[1]}/${match[2]}` };
}

async function invite(manager: TestBrowser, email: string, permissions: readonly string[] = ['useCredits']) {
  const response = await manager.post('/api/manage/members/invite', {
    email,
    permissions: permissionFlagsOf(permissions),
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    invitation: dataOf<PendingInvitation>(response),
    link: await invitationLinkTo(email.toLowerCase()),
  };
}

const membersOf = async (browser: TestBrowser) => {
  const response = await browser.get('/api/manage/members');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Members>(response);
};

/** A verified account of `email`, signed in, that joined through its invitation. */
async function joined(manager: TestBrowser, email: string, permissions: readonly string[] = ['useCredits']) {
  const { link } = await invite(manager, email, permissions);
  const member = await signIn(t, await createUser(t, { email, firstName: 'Bob' }));
  const accepted = await member.post(`${link.api}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const memberId = (await membersOf(manager)).members.find((entry) => entry.email === email)?.id ?? '';
  return { member, memberId, accepted: dataOf<InvitationAccepted>(accepted) };
}

describe('the business sign-up', () => {
  it('refuses bad input field by field and writes nothing', async () => {
    const [organisationsBefore, usersBefore] = [
      await count(organisations),
      (await t.database.db.select().from(users)).length,
    ];
    const browser = testBrowser(t);
    await browser.check();
    const response = await browser.post('/api/business/signup', {
      firstName: '',
      email: 'not an address',
      organisation: ' ',
      size: '1-1000',
      sendBand: '',
      useCases: [],
      industry: 'piracy',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({
      firstName: ['validation.required'],
      lastName: ['validation.required'],
      email: ['validation.email'],
      organisation: ['validation.required'],
      size: ['validation.in'],
      sendBand: ['validation.required'],
      useCases: ['validation.required'],
      industry: ['validation.in'],
    });
    expect(await count(organisations)).toBe(organisationsBefore);
    expect((await t.database.db.select().from(users)).length).toBe(usersBefore);
    expect((await browser.check()).user).toBeNull();
  });

  it('refuses an address that has an account, on the form’s own field, with no organisation left behind', async () => {
    const existing = await createUser(t);
    const before = await count(organisations);
    const browser = testBrowser(t);
    await browser.check();
    const response = await browser.post('/api/business/signup', signupOf({ email: existing.email }));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ email: ['validation.email-taken'] });
    expect(await count(organisations)).toBe(before);
  });

  it('opens the organisation with its first manager holding every permission, signed in', async () => {
    const { browser, state, email } = await signUpBusiness({ organisation: 'Chen Florists' });
    expect(state.user?.email).toBe(email);
    expect(state.user?.permissions).toEqual(permissionFlagsOf(ORGANISATION_PERMISSIONS));
    expect(state.user?.access.organisations).toHaveLength(1);
    // The same on a later check: the payload is read from the membership.
    expect((await browser.check()).user?.permissions.members).toBe(true);

    const managed = dataOf<ManagedOrganisation>(await browser.get('/api/manage/organisation'));
    expect(managed.organisation).toMatchObject({
      id: state.user?.access.organisations[0],
      name: 'Chen Florists',
      size: '6-20',
      sendBand: '100-249',
      useCases: ['customer-thanks', 'christmas'],
      industry: 'retail',
      requireAuth: false,
      allowCustom: true,
      cardLogo: null,
    });
    expect(managed.permissions).toEqual(permissionFlagsOf(ORGANISATION_PERMISSIONS));

    const { members, invitations } = await membersOf(browser);
    expect(invitations).toEqual([]);
    expect(members).toEqual([
      expect.objectContaining({ email, firstName: 'Alice', manager: true, you: true }),
    ]);
    // The account's address is verified by its own link, as every quick account's.
    expect((await t.outbox()).some((mail) => mail.to === email && mail.text.includes('/verify-email/'))).toBe(
      true,
    );
  });
});

describe('invitations', () => {
  let manager: TestBrowser;
  let bobEmail: string;
  let link: Awaited<ReturnType<typeof invitationLinkTo>>;

  beforeAll(async () => {
    manager = (await signUpBusiness({ firstName: 'Mia', lastName: 'Chen', organisation: 'Mia’s Bakery' }))
      .browser;
    bobEmail = `bob-${Date.now()}@example.com`;
    ({ link } = await invite(manager, bobEmail.toUpperCase(), ['useCredits', 'useTemplates']));
  });

  it('mails a link that names the organisation and who invited, keeping only the token’s hash', async () => {
    expect(link.mail.subject).toBe('Mia Chen invited you to Mia’s Bakery on Cardshop');
    expect(link.mail.text).toContain(`http://localhost:3000/business/invitation/${link.id}/${link.token}`);
    const [row] = await t.database.db
      .select()
      .from(organisationInvitations)
      .where(eq(organisationInvitations.id, link.id));
    expect(row?.email).toBe(bobEmail);
    expect(JSON.stringify(row)).not.toContain(link.token);
    const { invitations } = await membersOf(manager);
    expect(invitations).toEqual([
      expect.objectContaining({
        email: bobEmail,
        invitedBy: 'Mia Chen',
        expired: false,
        permissions: permissionFlagsOf(['useCredits', 'useTemplates']),
      }),
    ]);
  });

  it('says what stands before accepting: signing in, another account, verifying the address', async () => {
    const visitor = testBrowser(t);
    await visitor.check();
    const page = await visitor.get(link.api);
    expect(page.statusCode).toBe(200);
    expect(dataOf<Invitation>(page)).toMatchObject({
      organisation: 'Mia’s Bakery',
      email: bobEmail,
      invitedBy: 'Mia Chen',
      status: 'sign-in',
    });
    expect((await visitor.post(`${link.api}/accept`)).statusCode).toBe(401);

    const stranger = await signIn(t, await createUser(t));
    expect(dataOf<Invitation>(await stranger.get(link.api)).status).toBe('other-account');
    const refused = await stranger.post(`${link.api}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual(['validation.invitation-other-account']);

    // A quick account of the address has not proved it yet.
    const unverified = await createQuickAccount(t, bobEmail);
    expect(dataOf<Invitation>(await unverified.get(link.api)).status).toBe('verify-email');
    const notYet = await unverified.post(`${link.api}/accept`);
    expect(notYet.statusCode).toBe(403);
    expect(messagesOf(notYet)).toEqual(['validation.email-unverified']);
    expect((await membersOf(manager)).members).toHaveLength(1);
  });

  it('is accepted once by the verified address: the member joins with its permissions', async () => {
    // The quick account proved its address and chose a password (what its verification link does).
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date(), passwordHash: await hashPassword('a long enough password') })
      .where(eq(users.email, bobEmail));
    const bob = await signIn(t, { email: bobEmail, password: 'a long enough password' });
    expect(dataOf<Invitation>(await bob.get(link.api)).status).toBe('ready');

    const accepted = await bob.post(`${link.api}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(dataOf<InvitationAccepted>(accepted).next).toBe('/');
    const state = await bob.check();
    expect(state.user?.permissions).toEqual(permissionFlagsOf(['useCredits', 'useTemplates']));
    expect(state.user?.access.organisations).toHaveLength(1);

    const { members, invitations } = await membersOf(manager);
    expect(invitations).toEqual([]);
    expect(members.map((member) => [member.email, member.manager])).toEqual([
      [expect.stringMatching(/^alice/), true],
      [bobEmail, false],
    ]);
    expect(members[1]?.permissions).toEqual(permissionFlagsOf(['useCredits', 'useTemplates']));

    // The link worked once: the member is told they are in; anyone else, that it was accepted.
    expect(dataOf<Invitation>(await bob.get(link.api)).status).toBe('member');
    expect(dataOf<Invitation>(await testBrowser(t).get(link.api)).status).toBe('accepted');
    const again = await bob.post(`${link.api}/accept`);
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ token: ['validation.link-expired'] });
  });

  it('refuses to invite a member again, and a new invitation replaces one not yet accepted', async () => {
    const twice = await manager.post('/api/manage/members/invite', {
      email: bobEmail,
      permissions: permissionFlagsOf([]),
    });
    expect(twice.statusCode).toBe(422);
    expect(errorsOf(twice)).toEqual({ email: ['validation.already-member'] });

    const carl = `carl-${Date.now()}@example.com`;
    const first = (await invite(manager, carl)).link;
    const second = (await invite(manager, carl, ['useSavedCard'])).link;
    expect(second.id).not.toBe(first.id);
    expect((await testBrowser(t).get(first.api)).statusCode).toBe(404);
    expect((await testBrowser(t).get(second.api)).statusCode).toBe(200);
    expect((await membersOf(manager)).invitations.filter((entry) => entry.email === carl)).toHaveLength(1);
  });

  it('answers 404 for a wrong or malformed token, and for an id that is no invitation', async () => {
    const wrong = `/api/business/invitation/${link.id}/${'x'.repeat(43)}`;
    expect((await testBrowser(t).get(wrong)).statusCode).toBe(404);
    expect((await testBrowser(t).get(`/api/business/invitation/${link.id}/short`)).statusCode).toBe(404);
    expect((await testBrowser(t).get(`/api/business/invitation/not-an-id/${link.token}`)).statusCode).toBe(
      404,
    );
    const someone = await signIn(t, await createUser(t));
    expect((await someone.post(`${wrong}/accept`)).statusCode).toBe(404);
  });

  it('is withdrawn by a holder of members: its link stops working; nobody else may withdraw it', async () => {
    const erin = `erin-w-${Date.now()}@example.com`;
    const { invitation, link: withdrawn } = await invite(manager, erin);
    const other = (await signUpBusiness({ organisation: 'Withdrawers Ltd' })).browser;
    expect((await other.post(`/api/manage/invitations/${invitation.id}/delete`)).statusCode).toBe(404);
    const stranger = testBrowser(t);
    await stranger.check();
    expect((await stranger.post(`/api/manage/invitations/${invitation.id}/delete`)).statusCode).toBe(401);
    expect((await testBrowser(t).get(withdrawn.api)).statusCode).toBe(200);

    const response = await manager.post(`/api/manage/invitations/${invitation.id}/delete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf<Members>(response).invitations.map((entry) => entry.email)).not.toContain(erin);
    expect((await testBrowser(t).get(withdrawn.api)).statusCode).toBe(404);
    // Gone, or an id that is no invitation: 404 alike.
    expect((await manager.post(`/api/manage/invitations/${invitation.id}/delete`)).statusCode).toBe(404);
    expect((await manager.post('/api/manage/invitations/not-an-id/delete')).statusCode).toBe(404);
  });

  it('refuses an expired invitation', async () => {
    const dana = `dana-${Date.now()}@example.com`;
    const { link: expiring } = await invite(manager, dana);
    await t.database.db
      .update(organisationInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(organisationInvitations.id, expiring.id));
    const member = await signIn(t, await createUser(t, { email: dana }));
    expect(dataOf<Invitation>(await member.get(expiring.api)).status).toBe('expired');
    const refused = await member.post(`${expiring.api}/accept`);
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ token: ['validation.link-expired'] });
    expect((await membersOf(manager)).invitations.find((entry) => entry.email === dana)?.expired).toBe(true);
    expect((await member.check()).user?.access.organisations).toEqual([]);
  });
});

describe('permissions in the organisation', () => {
  let manager: TestBrowser;
  let member: TestBrowser;
  let memberId: string;
  let managerId: string;

  beforeAll(async () => {
    manager = (await signUpBusiness()).browser;
    ({ member, memberId } = await joined(manager, `erin-${Date.now()}@example.com`));
    managerId = (await membersOf(manager)).members.find((entry) => entry.you)?.id ?? '';
  });

  it('refuses every manage call to a member without the permission, with a 403', async () => {
    const calls = [
      member.get('/api/manage/organisation'),
      member.get('/api/manage/members'),
      member.post('/api/manage/members/invite', { email: 'x@example.com', permissions: {} }),
      member.post(`/api/manage/members/${managerId}`, { permissions: permissionFlagsOf([]) }),
      member.post(`/api/manage/members/${managerId}/delete`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(messagesOf(response)).toEqual(['global.errors.permission-denied']);
    }
    // Signed out, a 401; outside any organisation, a 403.
    expect((await testBrowser(t).get('/api/manage/members')).statusCode).toBe(401);
    const outsider = await signIn(t, await createUser(t));
    expect((await outsider.get('/api/manage/organisation')).statusCode).toBe(403);
  });

  it('renames the organisation for a holder of settings alone, refusing a blank name and everyone else', async () => {
    const { member: billing } = await joined(manager, `gus-${Date.now()}@example.com`, ['billing']);
    expect((await billing.post('/api/manage/organisation', { name: 'Taken Over' })).statusCode).toBe(403);
    expect((await member.post('/api/manage/organisation', { name: 'Taken Over' })).statusCode).toBe(403);

    const blank = await manager.post('/api/manage/organisation', { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank)).toEqual({ name: ['validation.required'] });
    const before = dataOf<ManagedOrganisation>(await manager.get('/api/manage/organisation'));

    const renamed = await manager.post('/api/manage/organisation', { name: ' Owner & Daughters ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = dataOf<ManagedOrganisation>(renamed);
    expect(after.organisation).toEqual({ ...before.organisation, name: 'Owner & Daughters' });
    // Another organisation's manager renames only their own.
    const other = (await signUpBusiness({ organisation: 'Elsewhere Ltd' })).browser;
    await other.post('/api/manage/organisation', { name: 'Elsewhere Again' });
    expect(dataOf<ManagedOrganisation>(await manager.get('/api/manage/organisation')).organisation.name).toBe(
      'Owner & Daughters',
    );
  });

  it('lets a manager with billing alone see the organisation but not its members', async () => {
    const { member: billing } = await joined(manager, `fay-${Date.now()}@example.com`, ['billing']);
    expect((await billing.get('/api/manage/organisation')).statusCode).toBe(200);
    expect((await billing.get('/api/manage/members')).statusCode).toBe(403);
  });

  it('changes a member’s permissions, which their next check carries', async () => {
    const response = await manager.post(`/api/manage/members/${memberId}`, {
      permissions: permissionFlagsOf(['members', 'useCredits']),
    });
    expect(response.statusCode, response.body).toBe(200);
    const changed = dataOf<Members>(response).members.find((entry) => entry.id === memberId);
    expect(changed).toMatchObject({
      manager: true,
      permissions: permissionFlagsOf(['members', 'useCredits']),
    });
    expect((await member.check()).user?.permissions.members).toBe(true);
    expect((await member.get('/api/manage/members')).statusCode).toBe(200);
    const bad = await manager.post(`/api/manage/members/${memberId}`, {
      permissions: { members: 3 },
    });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ 'permissions.members': ['validation.type'] });
  });

  it('never leaves the organisation without someone who can manage members', async () => {
    const solo = (await signUpBusiness()).browser;
    const soloId = (await membersOf(solo)).members[0]?.id ?? '';
    const demote = await solo.post(`/api/manage/members/${soloId}`, {
      permissions: permissionFlagsOf(['billing']),
    });
    expect(demote.statusCode).toBe(422);
    expect(errorsOf(demote)).toEqual({ permissions: ['validation.last-manager'] });
    const leave = await solo.post(`/api/manage/members/${soloId}/delete`);
    expect(leave.statusCode).toBe(422);
    expect(errorsOf(leave)).toEqual({ permissions: ['validation.last-manager'] });
    expect((await membersOf(solo)).members[0]?.permissions.members).toBe(true);

    // With another holder, the first may step down.
    const stepDown = await manager.post(`/api/manage/members/${managerId}`, {
      permissions: permissionFlagsOf(['billing', 'useCredits']),
    });
    expect(stepDown.statusCode, stepDown.body).toBe(200);
    const last = await member.post(`/api/manage/members/${memberId}`, { permissions: permissionFlagsOf([]) });
    expect(last.statusCode).toBe(422);
    const restore = await member.post(`/api/manage/members/${managerId}`, {
      permissions: permissionFlagsOf(ORGANISATION_PERMISSIONS),
    });
    expect(restore.statusCode).toBe(200);
  });

  it('gives a manager of another organisation a 404 for this one’s members', async () => {
    const other = (await signUpBusiness({ organisation: 'Rival Pty Ltd' })).browser;
    const change = await other.post(`/api/manage/members/${memberId}`, {
      permissions: permissionFlagsOf(['members']),
    });
    expect(change.statusCode).toBe(404);
    expect((await other.post(`/api/manage/members/${memberId}/delete`)).statusCode).toBe(404);
    expect((await other.post('/api/manage/members/not-an-id/delete')).statusCode).toBe(404);
    const theirs = await membersOf(other);
    expect(theirs.members).toHaveLength(1);
    expect(
      (await membersOf(manager)).members.find((entry) => entry.id === memberId)?.permissions.members,
    ).toBe(true);
  });

  it('removes a member, who leaves the organisation at once', async () => {
    const response = await manager.post(`/api/manage/members/${memberId}/delete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(dataOf(response)).toEqual({ removed: true });
    expect((await membersOf(manager)).members.map((entry) => entry.id)).not.toContain(memberId);
    const state = await member.check();
    expect(state.user?.permissions).toEqual({});
    expect(state.user?.access.organisations).toEqual([]);
    expect((await member.get('/api/manage/organisation')).statusCode).toBe(403);
    expect((await manager.post(`/api/manage/members/${memberId}/delete`)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('limits business sign-ups from one client address', async () => {
    const ip = freshIp();
    for (let i = 0; i < ORGANISATION_LIMITS.signUpPerIp.limit; i += 1) {
      await signUpBusiness({}, testBrowser(t, { ip }));
    }
    const browser = testBrowser(t, { ip });
    await browser.check();
    const before = await count(organisations);
    const refused = await browser.post('/api/business/signup', signupOf());
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await count(organisations)).toBe(before);
  });

  it('limits the invitations one manager sends', async () => {
    const manager = (await signUpBusiness()).browser;
    const stamp = Date.now();
    for (let i = 0; i < ORGANISATION_LIMITS.invitesPerUser.limit; i += 1) {
      const response = await manager.post('/api/manage/members/invite', {
        email: `guest${i}-${stamp}@example.com`,
        permissions: permissionFlagsOf(['useCredits']),
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await manager.post('/api/manage/members/invite', {
      email: `one-more-${stamp}@example.com`,
      permissions: permissionFlagsOf(['useCredits']),
    });
    expect(refused.statusCode).toBe(429);
    expect((await membersOf(manager)).invitations).toHaveLength(ORGANISATION_LIMITS.invitesPerUser.limit);
  });
});
