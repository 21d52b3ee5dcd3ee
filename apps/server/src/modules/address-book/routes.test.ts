import type { Contact, ContactList, Group, GroupList } from '@cardshop/shared/contracts/address-book';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookContacts } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestBrowser;
let ownerId: string;
let other: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ cards: 1 });
  const user = await createUser(t);
  ownerId = user.id;
  owner = await signIn(t, user);
  other = await signIn(t, await createUser(t));
});
afterAll(() => t.close());

const MELBOURNE = {
  title: 'Ms',
  firstName: 'Mary',
  lastName: 'Watson',
  address: '20 Ingram St',
  address2Type: 'APT',
  address2: '4',
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
  country: 'AU',
  email: 'Mary@Example.com',
  phone: '0412 345 678',
  birthdayDay: 12,
  birthdayMonth: 4,
  anniversaryDay: '3',
  anniversaryMonth: '11',
  anniversaryYear: '2001',
  note: 'Prefers cards with cats',
};

async function add(browser: TestBrowser, fields: Record<string, unknown>): Promise<Contact> {
  const response = await browser.post('/api/account/addresses', fields);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Contact>(response);
}
async function makeGroup(browser: TestBrowser, name: string): Promise<Group> {
  const response = await browser.post('/api/account/addresses/groups', { name });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Group>(response);
}
const list = async (browser: TestBrowser, query = '') => {
  const response = await browser.get(`/api/account/addresses${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ContactList>(response);
};
const countRows = async () => (await t.database.db.select().from(addressBookContacts)).length;

describe('contacts', () => {
  it('adds a contact with the address normalised and answers it with its days and note', async () => {
    const contact = await add(owner, { ...MELBOURNE, adminAreaLevel1: 'victoria', postcode: ' 3000 ' });
    expect(contact).toMatchObject({
      title: 'Ms',
      firstName: 'Mary',
      lastName: 'Watson',
      address2Type: 'APT',
      address2: '4',
      adminAreaLevel1: 'VIC',
      postcode: '3000',
      country: 'AU',
      email: 'mary@example.com',
      birthdayDay: 12,
      birthdayMonth: 4,
      birthdayYear: null,
      anniversaryYear: 2001,
      groups: [],
    });
    const again = await owner.get(`/api/account/addresses/${contact.id}`);
    expect(again.statusCode).toBe(200);
    expect(dataOf<Contact>(again)).toEqual(contact);
  });

  it('refuses a postcode of another state beside the postcode, and saves nothing', async () => {
    const before = await countRows();
    const response = await owner.post('/api/account/addresses', { ...MELBOURNE, adminAreaLevel1: 'NSW' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ postcode: ['validation.postcode-state'] });
    expect(await countRows()).toBe(before);
  });

  it('answers bad input with field errors, never a 500 or a row', async () => {
    const before = await countRows();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { firstName: ['validation.required'] }],
      [{ ...MELBOURNE, title: 'Sir' }, { title: ['validation.in'] }],
      [{ ...MELBOURNE, address2Type: 'CAVE' }, { address2Type: ['validation.in'] }],
      [{ ...MELBOURNE, email: 'not an address' }, { email: ['validation.email'] }],
      [{ ...MELBOURNE, phone: '12' }, { phone: ['validation.phone'] }],
      [{ ...MELBOURNE, birthdayDay: 30, birthdayMonth: 2 }, { birthdayDay: ['validation.invalid'] }],
      [
        { ...MELBOURNE, birthdayDay: 29, birthdayMonth: 2, birthdayYear: 2001 },
        { birthdayDay: ['validation.invalid'] },
      ],
      [{ ...MELBOURNE, birthdayDay: 5, birthdayMonth: '' }, { birthdayMonth: ['validation.required'] }],
      [{ ...MELBOURNE, birthdayMonth: 13 }, { birthdayMonth: ['validation.max'] }],
      [{ ...MELBOURNE, anniversaryDay: 'x', anniversaryMonth: 1 }, { anniversaryDay: ['validation.type'] }],
      [{ ...MELBOURNE, country: 'US', adminAreaLevel1: '' }, { adminAreaLevel1: ['validation.required'] }],
      [{ ...MELBOURNE, country: 'ZZ', adminAreaLevel1: '' }, { country: ['validation.in'] }],
      [{ ...MELBOURNE, postcode: '300' }, { postcode: ['validation.format'] }],
      [
        { ...MELBOURNE, country: 'US', adminAreaLevel1: 'NY', postcode: '' },
        { postcode: ['validation.required'] },
      ],
      [{ ...MELBOURNE, note: 'x'.repeat(2001) }, { note: ['validation.max'] }],
      [{ ...MELBOURNE, firstName: 'a\u0000b' }, { firstName: ['validation.characters'] }],
      [{ ...MELBOURNE, groups: ['not-a-uuid'] }, { 'groups.0': ['validation.format'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await owner.post('/api/account/addresses', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOf(response), JSON.stringify(body)).toMatchObject(errors);
    }
    expect(await countRows()).toBe(before);
  });

  it('keeps an Irish address without a postcode and a free-text county; a second line without a kind is other', async () => {
    const irish = await add(owner, {
      firstName: 'Siobhan',
      lastName: 'Byrne',
      address: '1 Main St',
      address2: 'Flat 2',
      locality: 'Cork',
      adminAreaLevel1: 'Co. Cork',
      country: 'ie',
    });
    expect(irish).toMatchObject({
      country: 'IE',
      postcode: null,
      adminAreaLevel1: 'Co. Cork',
      address2Type: 'other',
    });
  });

  it('updates a contact, and refuses a bad update leaving it as it was', async () => {
    const contact = await add(owner, { ...MELBOURNE, firstName: 'Update', lastName: 'Me' });
    const changed = await owner.post(`/api/account/addresses/${contact.id}`, {
      ...MELBOURNE,
      firstName: 'Updated',
      lastName: 'Me',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<Contact>(changed)).toMatchObject({
      firstName: 'Updated',
      locality: 'Sydney',
      postcode: '2000',
    });
    const bad = await owner.post(`/api/account/addresses/${contact.id}`, { ...MELBOURNE, postcode: '2000' });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ postcode: ['validation.postcode-state'] });
    const kept = dataOf<Contact>(await owner.get(`/api/account/addresses/${contact.id}`));
    expect(kept).toMatchObject({ firstName: 'Updated', locality: 'Sydney', adminAreaLevel1: 'NSW' });
  });

  it('deletes a contact', async () => {
    const contact = await add(owner, { ...MELBOURNE, firstName: 'Gone' });
    const deleted = await owner.post(`/api/account/addresses/${contact.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(dataOf(deleted)).toEqual({ deleted: true });
    expect((await owner.get(`/api/account/addresses/${contact.id}`)).statusCode).toBe(404);
    expect((await owner.post(`/api/account/addresses/${contact.id}/delete`)).statusCode).toBe(404);
  });

  it("is private: another account's contact is a 404 for reading, changing and deleting, and stays as it was", async () => {
    const contact = await add(owner, { ...MELBOURNE, firstName: 'Private' });
    expect((await other.get(`/api/account/addresses/${contact.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/account/addresses/${contact.id}`, MELBOURNE)).statusCode).toBe(404);
    expect((await other.post(`/api/account/addresses/${contact.id}/delete`)).statusCode).toBe(404);
    expect((await list(other, '?query=private')).total).toBe(0);
    expect(dataOf<Contact>(await owner.get(`/api/account/addresses/${contact.id}`)).firstName).toBe(
      'Private',
    );
    // An id that never existed answers the same.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await owner.get(`/api/account/addresses/${unknown}`)).statusCode).toBe(404);
    expect((await owner.get('/api/account/addresses/not-an-id')).statusCode).toBe(404);
  });

  it('needs a signed-in account', async () => {
    const stranger = testBrowser(t);
    await stranger.check();
    expect((await stranger.get('/api/account/addresses')).statusCode).toBe(401);
    expect((await stranger.post('/api/account/addresses', MELBOURNE)).statusCode).toBe(401);
    expect((await stranger.get('/api/account/addresses/groups')).statusCode).toBe(401);
  });
});

describe('the list', () => {
  let reader: TestBrowser;
  beforeAll(async () => {
    reader = await signIn(t, await createUser(t));
    const people: Array<[string, string, string, string, string]> = [
      ['Alice', 'Zed', 'Perth', 'WA', '6000'],
      ['Bob', 'Young', 'Hobart', 'TAS', '7000'],
      ['Carol', 'Xu', 'Darwin', 'NT', '0800'],
      ['Dan', 'Walker', 'Canberra', 'ACT', '2600'],
      ['Eve', 'Vance', 'Adelaide', 'SA', '5000'],
    ];
    for (const [firstName, lastName, locality, adminAreaLevel1, postcode] of people) {
      await add(reader, {
        firstName,
        lastName,
        address: '1 Long Rd',
        locality,
        adminAreaLevel1,
        postcode,
        country: 'AU',
      });
    }
  });

  it('sorts by last name, then first, both ways, and by place', async () => {
    expect((await list(reader)).results.map((c) => c.lastName)).toEqual([
      'Vance',
      'Walker',
      'Xu',
      'Young',
      'Zed',
    ]);
    expect((await list(reader, '?sort=name&sortDir=desc')).results.map((c) => c.lastName)).toEqual([
      'Zed',
      'Young',
      'Xu',
      'Walker',
      'Vance',
    ]);
    expect((await list(reader, '?sort=locality')).results.map((c) => c.locality)).toEqual([
      'Adelaide',
      'Canberra',
      'Darwin',
      'Hobart',
      'Perth',
    ]);
  });

  it('pages with the count of all', async () => {
    const second = await list(reader, '?maxResults=2&page=2');
    expect(second).toMatchObject({ total: 5, page: 2, maxResults: 2, pages: 3 });
    expect(second.results.map((c) => c.lastName)).toEqual(['Xu', 'Young']);
    expect((await list(reader, '?maxResults=2&page=9')).results).toEqual([]);
    expect((await list(reader, '?maxResults=1000')).maxResults).toBe(100);
    expect((await reader.get('/api/account/addresses?page=x')).statusCode).toBe(422);
    expect((await reader.get('/api/account/addresses?sort=age')).statusCode).toBe(422);
  });

  it('searches names, places and postcodes, every word, with % and _ taken literally', async () => {
    expect((await list(reader, '?query=hob')).results.map((c) => c.firstName)).toEqual(['Bob']);
    expect((await list(reader, '?query=ALICE%20perth')).results.map((c) => c.firstName)).toEqual(['Alice']);
    expect((await list(reader, '?query=0800')).results.map((c) => c.firstName)).toEqual(['Carol']);
    expect((await list(reader, '?query=alice%20hobart')).total).toBe(0);
    expect((await list(reader, '?query=%25')).total).toBe(0);
    expect((await list(reader, '?query=_')).total).toBe(0);
  });

  it('keeps its totals right across every change to the book (they are counted once and kept)', async () => {
    const keeper = await signIn(t, await createUser(t));
    const totals = async () =>
      Promise.all(
        ['', '?query=hobart', '?query=friends'].map(async (query) => (await list(keeper, query)).total),
      );
    expect(await totals()).toEqual([0, 0, 0]);
    const bob = await add(keeper, {
      ...MELBOURNE,
      locality: 'Hobart',
      adminAreaLevel1: 'TAS',
      postcode: '7000',
    });
    expect(await totals()).toEqual([1, 1, 0]);
    await add(keeper, MELBOURNE);
    expect(await totals()).toEqual([2, 1, 0]);
    const group = await makeGroup(keeper, 'Family');
    expect(await totals()).toEqual([2, 1, 0]);
    const added = await keeper.post(`/api/account/addresses/groups/${group.id}`, {
      name: 'Friends',
      add: [bob.id],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(await totals()).toEqual([2, 1, 1]);
    expect((await list(keeper, `?group=${group.id}`)).total).toBe(1);
    const moved = await keeper.post(`/api/account/addresses/${bob.id}`, { ...MELBOURNE, groups: [] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await totals()).toEqual([2, 0, 0]);
    expect((await list(keeper, `?group=${group.id}`)).total).toBe(0);
    expect((await keeper.post(`/api/account/addresses/${bob.id}/delete`, {})).statusCode).toBe(200);
    expect(await totals()).toEqual([1, 0, 0]);
    // Another account's writes leave this one's totals alone, and its own are its own.
    await add(other, MELBOURNE);
    expect(await totals()).toEqual([1, 0, 0]);
  });

  it('pages deep in the place sort in the same order as the first page', async () => {
    const all = (await list(reader, '?sort=locality&sortDir=desc')).results.map((c) => c.locality);
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) {
      paged.push(
        ...(await list(reader, `?sort=locality&sortDir=desc&maxResults=2&page=${page}`)).results.map(
          (c) => c.locality,
        ),
      );
    }
    expect(paged).toEqual(all);
    expect(all).toEqual(['Perth', 'Hobart', 'Darwin', 'Canberra', 'Adelaide']);
  });
});

describe('groups', () => {
  it('makes groups, puts a contact in several, finds contacts by group name and filters by group', async () => {
    const family = await makeGroup(owner, 'Family');
    const friends = await makeGroup(owner, 'Friends');
    const contact = await add(owner, { ...MELBOURNE, firstName: 'Grouped', groups: [family.id, friends.id] });
    expect(contact.groups.map((g) => g.name)).toEqual(['Family', 'Friends']);
    expect((await list(owner, `?group=${family.id}`)).results.map((c) => c.id)).toEqual([contact.id]);
    expect((await list(owner, '?query=friends')).results.map((c) => c.id)).toEqual([contact.id]);
    const read = dataOf<Group>(await owner.get(`/api/account/addresses/groups/${family.id}`));
    expect(read).toMatchObject({
      name: 'Family',
      size: 1,
      members: [{ id: contact.id, firstName: 'Grouped' }],
    });
    // Saving the contact without `groups` leaves them; with them, sets them.
    await owner.post(`/api/account/addresses/${contact.id}`, { ...MELBOURNE, firstName: 'Grouped' });
    expect(dataOf<Contact>(await owner.get(`/api/account/addresses/${contact.id}`)).groups).toHaveLength(2);
    await owner.post(`/api/account/addresses/${contact.id}`, {
      ...MELBOURNE,
      firstName: 'Grouped',
      groups: [],
    });
    expect(dataOf<Contact>(await owner.get(`/api/account/addresses/${contact.id}`)).groups).toEqual([]);
  });

  it('refuses a second group of the same name in any case, and an empty name', async () => {
    await makeGroup(owner, 'Work');
    const again = await owner.post('/api/account/addresses/groups', { name: ' work ' });
    expect(again.statusCode).toBe(422);
    expect(errorsOf(again)).toEqual({ name: ['validation.group-name-taken'] });
    const empty = await owner.post('/api/account/addresses/groups', { name: '  ' });
    expect(errorsOf(empty)).toEqual({ name: ['validation.required'] });
    // Another account may have its own 'Work'.
    await makeGroup(other, 'Work');
  });

  it('lists groups by name with their sizes, searched, 100 at a time by default', async () => {
    const lister = await signIn(t, await createUser(t));
    for (const name of ['beta', 'Alpha', 'Gamma']) await makeGroup(lister, name);
    const groups = dataOf<GroupList>(
      await lister.get('/api/account/addresses/groups?maxResults=100&sort=name&sortDir=asc'),
    );
    expect(groups).toMatchObject({ total: 3, maxResults: 100, page: 1 });
    expect(groups.results.map((g) => [g.name, g.size])).toEqual([
      ['Alpha', 0],
      ['beta', 0],
      ['Gamma', 0],
    ]);
    expect(dataOf<GroupList>(await lister.get('/api/account/addresses/groups')).maxResults).toBe(100);
    const found = dataOf<GroupList>(await lister.get('/api/account/addresses/groups?query=AMM'));
    expect(found.results.map((g) => g.name)).toEqual(['Gamma']);
  });

  it('renames a group and adds and takes out members in one call', async () => {
    const group = await makeGroup(owner, 'Cousins');
    const a = await add(owner, { ...MELBOURNE, firstName: 'Ann' });
    const b = await add(owner, { ...MELBOURNE, firstName: 'Ben' });
    const first = await owner.post(`/api/account/addresses/groups/${group.id}`, {
      name: 'Cousins',
      add: [a.id, b.id],
    });
    const started = await owner.post('/api/account/addresses/groups', { name: 'Started', add: [a.id, a.id] });
    expect(dataOf<Group>(started)).toMatchObject({ size: 1, members: [{ id: a.id }] });
    expect(dataOf<Group>(first).members.map((m) => m.firstName)).toEqual(['Ann', 'Ben']);
    const second = await owner.post(`/api/account/addresses/groups/${group.id}`, {
      name: 'All cousins',
      remove: [a.id],
    });
    expect(dataOf<Group>(second)).toMatchObject({
      name: 'All cousins',
      size: 1,
      members: [{ firstName: 'Ben' }],
    });
    const clash = await owner.post(`/api/account/addresses/groups/${group.id}`, {
      name: 'FAMILY',
      add: [a.id],
    });
    expect(clash.statusCode).toBe(422);
    expect(dataOf<Group>(await owner.get(`/api/account/addresses/groups/${group.id}`)).size).toBe(1);
  });

  it('merges one group into another, keeping each member once, and deletes it', async () => {
    const from = await makeGroup(owner, 'Merge from');
    const into = await makeGroup(owner, 'Merge into');
    const both = await add(owner, { ...MELBOURNE, firstName: 'Both', groups: [from.id, into.id] });
    const only = await add(owner, { ...MELBOURNE, firstName: 'Only', groups: [from.id] });
    const merged = await owner.post(`/api/account/addresses/groups/${from.id}/merge`, { into: into.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(
      dataOf<Group>(merged)
        .members.map((m) => m.id)
        .sort(),
    ).toEqual([both.id, only.id].sort());
    expect((await owner.get(`/api/account/addresses/groups/${from.id}`)).statusCode).toBe(404);
    const self = await owner.post(`/api/account/addresses/groups/${into.id}/merge`, { into: into.id });
    expect(errorsOf(self)).toEqual({ into: ['validation.in'] });
  });

  it('deletes a group and keeps its contacts', async () => {
    const group = await makeGroup(owner, 'Short-lived');
    const member = await add(owner, { ...MELBOURNE, firstName: 'Stays', groups: [group.id] });
    expect((await owner.post(`/api/account/addresses/groups/${group.id}/delete`)).statusCode).toBe(200);
    expect((await owner.get(`/api/account/addresses/groups/${group.id}`)).statusCode).toBe(404);
    expect(dataOf<Contact>(await owner.get(`/api/account/addresses/${member.id}`)).groups).toEqual([]);
  });

  it("is private: another account's groups and contacts are 404s in every group call, and nothing changes", async () => {
    const mine = await makeGroup(owner, 'Mine');
    const theirs = await makeGroup(other, 'Theirs');
    const myContact = await add(owner, { ...MELBOURNE, firstName: 'Mine', groups: [mine.id] });
    const theirContact = await add(other, { ...MELBOURNE, firstName: 'Theirs' });
    expect((await other.get(`/api/account/addresses/groups/${mine.id}`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/account/addresses/groups/${mine.id}`, { name: 'Stolen' })).statusCode,
    ).toBe(404);
    expect((await other.post(`/api/account/addresses/groups/${mine.id}/delete`)).statusCode).toBe(404);
    expect(
      (await other.post(`/api/account/addresses/groups/${mine.id}/merge`, { into: theirs.id })).statusCode,
    ).toBe(404);
    expect(
      (await other.post(`/api/account/addresses/groups/${theirs.id}/merge`, { into: mine.id })).statusCode,
    ).toBe(404);
    // Their contact cannot join my group, nor my contact theirs, nor their group my contact.
    expect(
      (await owner.post(`/api/account/addresses/groups/${mine.id}`, { name: 'Mine', add: [theirContact.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await other.post(`/api/account/addresses/groups/${theirs.id}`, {
          name: 'Theirs',
          add: [myContact.id],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await owner.post('/api/account/addresses', { ...MELBOURNE, groups: [theirs.id] })).statusCode,
    ).toBe(404);
    expect(
      (await other.post('/api/account/addresses/groups', { name: 'Grab', add: [myContact.id] })).statusCode,
    ).toBe(404);
    expect((await list(other, `?group=${mine.id}`)).total).toBe(0);
    const kept = dataOf<Group>(await owner.get(`/api/account/addresses/groups/${mine.id}`));
    expect(kept).toMatchObject({ name: 'Mine', members: [{ id: myContact.id }] });
  });

  it('deleting an account deletes its address book', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    await add(browser, { ...MELBOURNE, firstName: 'Orphan' });
    const { users } = await import('../../db/schema.ts');
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const left = await t.database.db
      .select()
      .from(addressBookContacts)
      .where(eq(addressBookContacts.userId, user.id));
    expect(left).toEqual([]);
    expect(ownerId).toBeTruthy();
  });
});
