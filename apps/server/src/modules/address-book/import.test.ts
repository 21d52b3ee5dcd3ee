import type { ContactList, Group } from '@cardshop/shared/contracts/address-book';
import type { ImportPreview, ImportResult } from '@cardshop/shared/contracts/address-import';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressBookContacts, addressBookImports } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, errorsOf, signIn, type TestBrowser } from '../auth/test-helpers.ts';

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

/** Uploads a file's bytes as the body, as the page's script does. */
async function upload(browser: TestBrowser, content: string | Uint8Array, fileName = 'contacts.csv') {
  return t.app.inject({
    method: 'POST',
    url: `/api/account/addresses/import?fileName=${encodeURIComponent(fileName)}`,
    payload: typeof content === 'string' ? Buffer.from(content) : Buffer.from(content),
    headers: {
      'content-type': 'text/csv',
      cookie: browser.cookie ?? '',
      'x-csrf-token': browser.csrfToken ?? '',
    },
    remoteAddress: browser.ip,
  });
}

async function previewOf(browser: TestBrowser, content: string, fileName?: string) {
  const response = await upload(browser, content, fileName);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ImportPreview>(response);
}

const contactsOf = async (userId: string) =>
  t.database.db.select().from(addressBookContacts).where(eq(addressBookContacts.userId, userId));

const GOOGLE = [
  'Name,Given Name,Family Name,Birthday,E-mail 1 - Type,E-mail 1 - Value,Address 1 - Street,Address 1 - City,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country',
  'Ada Lovelace,Ada,Lovelace,1985-12-10,* Home,ada@example.com,1 Collins St,Melbourne,VIC,3000,Australia',
  'Bad State,Bad,State,,,,"5 George St",Sydney,NSW,3000,Australia',
  'No Postcode,No,Postcode,,,,9 King St,Perth,WA,,AU',
  'Far Away,Far,Away,,,,1 Nowhere Rd,Atlantis,,,Atlantis',
].join('\n');

describe('preview', () => {
  it('maps a Google export and lists each row’s problems', async () => {
    const preview = await previewOf(owner, GOOGLE);
    expect(preview).toMatchObject({ source: 'google', format: 'csv', total: 4, ready: 1, withProblems: 3 });
    expect(preview.mapping[1]).toBe('firstName');
    const [ada, badState, noPostcode, farAway] = preview.rows;
    expect(ada?.contact).toMatchObject({
      firstName: 'Ada',
      country: 'AU',
      postcode: '3000',
      birthdayYear: '1985',
    });
    expect(ada?.problems).toEqual({});
    expect(badState?.problems.postcode).toContain('validation.postcode-state');
    expect(noPostcode?.problems.postcode).toContain('validation.required');
    expect(farAway?.problems.country).toContain('validation.in');
  });

  it('maps again as asked', async () => {
    const preview = await previewOf(owner, 'Col A,Col B,Email\nJo,Smith,jo@example.com\n');
    expect(preview.mapping).toEqual([null, null, 'email']);
    const again = await owner.get(
      `/api/account/addresses/import/${preview.id}?mapping=lastName&mapping=firstName&mapping=email`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(dataOf<ImportPreview>(again).rows[0]?.contact).toMatchObject({
      firstName: 'Smith',
      lastName: 'Jo',
    });
    const wrong = await owner.get(`/api/account/addresses/import/${preview.id}?mapping=email`);
    expect(wrong.statusCode).toBe(422);
    expect(errorsOf(wrong)).toHaveProperty('mapping');
  });

  it('refuses bad files with a message on the file field, and keeps nothing', async () => {
    const before = (await t.database.db.select().from(addressBookImports)).length;
    for (const [content, reason] of [
      ['', 'empty'],
      ['just a letter\nnothing more\n', 'not-contacts'],
      ['First Name,Last Name\n"Ada,Lovelace\n', 'broken-quotes'],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x01]), 'not-text'],
    ] as const) {
      const response = await upload(owner, content);
      expect(response.statusCode, String(reason)).toBe(422);
      expect(errorsOf(response)).toEqual({ file: [`address-book.import.error.${reason}`] });
    }
    expect((await t.database.db.select().from(addressBookImports)).length).toBe(before);
  });

  it('refuses a file over 5 MB without reading it', async () => {
    const response = await upload(owner, new Uint8Array(6 * 1024 * 1024).fill(65));
    expect(response.statusCode).toBe(413);
    expect(errorsOf(response)).toEqual({ file: ['address-book.import.error.too-large'] });
  });

  it('reads a Windows-1252 file', async () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('First Name;Last Name;City;Postcode;Country;Street\nZo'),
      0xeb,
      ...new TextEncoder().encode(';M\nMelbourne;3000;AU;1 A St\n'),
    ]);
    const preview = dataOf<ImportPreview>(await upload(owner, bytes));
    expect(preview.encoding).toBe('windows-1252');
    expect(preview.rows[0]?.contact.firstName).toBe('Zoë');
  });

  it('is the owner’s alone', async () => {
    const preview = await previewOf(owner, GOOGLE);
    expect((await other.get(`/api/account/addresses/import/${preview.id}`)).statusCode).toBe(404);
    expect((await other.post(`/api/account/addresses/import/${preview.id}`, {})).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/account/addresses/import/${preview.id}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('save', () => {
  it('saves nothing while an accepted row has problems, then saves the fixed rows into a new group', async () => {
    const preview = await previewOf(owner, GOOGLE);
    const before = (await contactsOf(ownerId)).length;
    const refused = await owner.post(`/api/account/addresses/import/${preview.id}`, { skip: [3] });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toMatchObject({
      'rows.1.postcode': ['validation.postcode-state'],
      'rows.2.postcode': ['validation.required'],
    });
    expect((await contactsOf(ownerId)).length).toBe(before);

    const saved = await owner.post(`/api/account/addresses/import/${preview.id}`, {
      skip: [3],
      fix: { 1: { postcode: '2000' }, 2: { postcode: '6000' } },
      newGroup: 'Imported friends',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const result = dataOf<ImportResult>(saved);
    expect(result).toMatchObject({ added: 3, merged: 0, skipped: 1 });
    const group = dataOf<Group>(await owner.get(`/api/account/addresses/groups/${result.group}`));
    expect(group.name).toBe('Imported friends');
    expect(group.members.map((member) => member.lastName).sort()).toEqual(['Lovelace', 'Postcode', 'State']);
    // Saved once: the staged file is gone.
    expect((await owner.post(`/api/account/addresses/import/${preview.id}`, {})).statusCode).toBe(404);
  });

  it('finds duplicates by name and postcode or by e-mail, and merges or skips them', async () => {
    const csv = [
      'First Name,Last Name,Street,City,State,Postcode,Country,Email,Notes',
      'Ada,Lovelace,2 Collins St,Melbourne,VIC,3000,AU,,moved',
      'Someone,Else,3 Queen St,Brisbane,QLD,4000,AU,ADA@example.com,',
      'New,Person,4 Queen St,Brisbane,QLD,4000,AU,,',
    ].join('\n');
    const preview = await previewOf(owner, csv);
    expect(preview.duplicates).toBe(2);
    expect(preview.rows[0]?.duplicateOf?.name).toBe('Ada Lovelace');
    const saved = await owner.post(`/api/account/addresses/import/${preview.id}`, { merge: [0] });
    expect(dataOf<ImportResult>(saved)).toMatchObject({ added: 1, merged: 1, skipped: 1 });
    const list = dataOf<ContactList>(await owner.get('/api/account/addresses?query=lovelace'));
    expect(list.results.map((contact) => contact.address)).toEqual(['2 Collins St']);
  });

  it('saves all the accepted rows or none: a group name taken stops the whole save', async () => {
    await owner.post('/api/account/addresses/groups', { name: 'Taken' });
    const preview = await previewOf(
      owner,
      'First Name,Last Name,Street,City,State,Postcode,Country\nX,Y,1 A St,Carlton,VIC,3053,AU\n',
    );
    const before = (await contactsOf(ownerId)).length;
    const refused = await owner.post(`/api/account/addresses/import/${preview.id}`, { newGroup: 'taken' });
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ newGroup: ['validation.group-name-taken'] });
    expect((await contactsOf(ownerId)).length).toBe(before);
  });

  it('refuses another account’s group', async () => {
    const theirs = dataOf<Group>(await other.post('/api/account/addresses/groups', { name: 'Theirs' }));
    const preview = await previewOf(
      owner,
      'First Name,Last Name,Street,City,State,Postcode,Country\nQ,R,1 A St,Carlton,VIC,3053,AU\n',
    );
    const response = await owner.post(`/api/account/addresses/import/${preview.id}`, { group: theirs.id });
    expect(response.statusCode).toBe(404);
  });

  it('imports an Apple vCard with its days', async () => {
    const vcf = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'PRODID:-//Apple Inc.//iPhone OS 17.0//EN',
      'N:Card;Vee;;;',
      'FN:Vee Card',
      'ADR;type=HOME;type=pref:;;7 Smith St;Fitzroy;VIC;3065;Australia',
      'BDAY:1990-02-03',
      'X-ANNIVERSARY:--05-06',
      'NOTE:Met at uni\\, 2010',
      'END:VCARD',
    ].join('\r\n');
    const preview = await previewOf(owner, vcf, 'contacts.vcf');
    expect(preview).toMatchObject({ format: 'vcard', source: 'apple', ready: 1 });
    await owner.post(`/api/account/addresses/import/${preview.id}`, {});
    const [vee] = dataOf<ContactList>(await owner.get('/api/account/addresses?query=fitzroy')).results;
    expect(vee).toMatchObject({
      firstName: 'Vee',
      birthdayDay: 3,
      birthdayMonth: 2,
      birthdayYear: 1990,
      anniversaryDay: 6,
      anniversaryMonth: 5,
      note: 'Met at uni, 2010',
    });
  });
});
