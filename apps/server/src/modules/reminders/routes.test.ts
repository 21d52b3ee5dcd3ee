import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Contact } from '@cardshop/shared/contracts/address-book';
import type { ReminderList, SavedReminder } from '@cardshop/shared/contracts/reminders';
import { REMINDERS_MAX } from '@cardshop/shared/rules/reminders';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminders, users } from '../../db/schema.ts';
import { loadConfig } from '../../platform/config.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  errorsOf,
  signIn,
  type TestBrowser,
  testBrowser,
  testClock,
} from '../auth/test-helpers.ts';

// Reminders through the API: the dates from contacts and by hand, who may see and change them, bad
// input, the e-mail a due reminder sends (in the account's region's calendar) and turning it off from
// the e-mail without signing in. Monday 2 March 2026, 11:00 in Sydney; still Sunday 1 March in New York.
const clock = testClock(new Date('2026-03-02T00:00:00Z'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestBrowser;
let other: TestBrowser;

const AU_REGION = 1;
const US_REGION = 2;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, clock: clock.now });
  const user = await createUser(t, { firstName: 'Olive' });
  owner = await signIn(t, user);
  other = await signIn(t, await createUser(t));
});
afterAll(() => t.close());

const MELBOURNE = {
  firstName: 'Mary',
  lastName: 'Watson',
  address: '20 Ingram St',
  locality: 'Melbourne',
  adminAreaLevel1: 'VIC',
  postcode: '3000',
  country: 'AU',
};

async function addContact(browser: TestBrowser, fields: Record<string, unknown>): Promise<Contact> {
  const response = await browser.post('/api/account/addresses', { ...MELBOURNE, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<Contact>(response);
}
async function list(browser: TestBrowser, query = '') {
  const response = await browser.get(`/api/account/reminders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<ReminderList>(response).reminders;
}
async function addReminder(browser: TestBrowser, fields: Record<string, unknown>) {
  const response = await browser.post('/api/account/reminders', fields);
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<SavedReminder>(response);
}
async function setRegion(email: string, regionId: number) {
  await t.database.db.update(users).set({ regionId }).where(eq(users.email, email));
}
const mailsTo = async (email: string) => (await t.outbox()).filter((entry) => entry.to === email);

describe('the dates of an account', () => {
  it('lists a contact’s birthday with its e-mail day and when to post a card that arrives in time', async () => {
    const contact = await addContact(owner, { birthdayDay: 10, birthdayMonth: 3, birthdayYear: 1986 });
    const [birthday] = (await list(owner)).filter((entry) => entry.contactId === contact.id);
    expect(birthday).toMatchObject({
      id: `birthday-${contact.id}`,
      source: 'contact',
      occasion: 'birthday',
      name: 'Mary Watson',
      date: '2026-03-10',
      mailDay: '2026-03-03',
      years: 40,
      mailOff: false,
    });
    // Eight days ahead standard post may take too long: the cheapest method that still arrives is chosen,
    // on the latest day it does.
    const posting = birthday?.posting;
    if (!posting) throw new Error('no posting day');
    const region = await t.services.config.region(AU_REGION);
    const window = t.services.shipping.deliveryWindow(
      region,
      posting.method as 'standard',
      MELBOURNE,
      posting.date,
    );
    expect(window.maxDeliveryDate <= '2026-03-10').toBe(true);
    expect(posting.date > '2026-03-02').toBe(true);
    expect(t.services.shipping.postingFor(region, MELBOURNE, '2026-03-10')).toEqual(posting);
  });

  it('keeps 29 February on the 28th in a year without one, and lists a year ahead on request', async () => {
    const contact = await addContact(owner, { firstName: 'Leap', birthdayDay: 29, birthdayMonth: 2 });
    const mine = (entries: ReminderList['reminders']) =>
      entries.filter((entry) => entry.contactId === contact.id);
    // Its next day is 28 February 2027: not in the coming month, in the coming year.
    expect(mine(await list(owner))).toEqual([]);
    expect(mine(await list(owner, '?includeFuture=1')).map((entry) => entry.date)).toEqual(['2027-02-28']);
    // This year's, two days ago, with the past month.
    expect(mine(await list(owner, '?includePast=1')).map((entry) => entry.date)).toEqual(['2026-02-28']);
  });

  it('lists a hand-added reminder, once or yearly, and the contact it is for', async () => {
    const contact = await addContact(owner, { firstName: 'Ruth' });
    const once = await addReminder(owner, {
      name: 'Ruth’s wedding',
      occasion: 'wedding',
      day: '20',
      month: '3',
      year: '2026',
      repeats: 'once',
      daysBefore: '10',
      contactId: contact.id,
    });
    expect(once).toMatchObject({ day: 20, month: 3, year: 2026, repeats: 'once', daysBefore: 10 });
    const entries = await list(owner, '?includeFuture=true');
    const found = entries.filter((entry) => entry.id === once.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      source: 'manual',
      date: '2026-03-20',
      mailDay: '2026-03-10',
      contactId: contact.id,
    });
    expect(found[0]?.posting).not.toBeNull();
    // The form's defaults: every year, a week before.
    const yearly = await addReminder(owner, {
      name: 'Mum',
      occasion: 'other',
      day: '5',
      month: '4',
      year: '',
    });
    expect(yearly).toMatchObject({ repeats: 'yearly', daysBefore: 7, year: null, contactId: null });
    expect(
      (await list(owner, '?includeFuture=1')).find((entry) => entry.id === yearly.id)?.posting,
    ).toBeNull();
  });
});

describe('who may see and change a reminder', () => {
  it('is the owner only: anyone else’s id is as missing as an unknown one', async () => {
    const mine = await addReminder(owner, { name: 'Private day', occasion: 'other', day: 1, month: 5 });
    expect((await other.get(`/api/account/reminders/${mine.id}`)).statusCode).toBe(404);
    const changed = await other.put(`/api/account/reminders/${mine.id}`, {
      name: 'Taken',
      occasion: 'other',
      day: 1,
      month: 5,
    });
    expect(changed.statusCode).toBe(404);
    expect((await other.delete(`/api/account/reminders/${mine.id}`)).statusCode).toBe(404);
    expect((await list(other, '?includeFuture=1')).map((entry) => entry.id)).not.toContain(mine.id);
    expect((await owner.get(`/api/account/reminders/${mine.id}`)).statusCode).toBe(200);
    expect(dataOf<SavedReminder>(await owner.get(`/api/account/reminders/${mine.id}`)).name).toBe(
      'Private day',
    );

    const signedOut = testBrowser(t);
    await signedOut.check();
    expect((await signedOut.get('/api/account/reminders')).statusCode).toBe(401);
    expect(
      (await signedOut.post('/api/account/reminders', { name: 'x', occasion: 'other', day: 1, month: 1 }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a contact of another account', async () => {
    const theirs = await addContact(other, { firstName: 'Theirs' });
    const response = await owner.post('/api/account/reminders', {
      name: 'Not mine',
      occasion: 'birthday',
      day: 1,
      month: 6,
      contactId: theirs.id,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ contactId: ['validation.in'] });
  });

  it('keeps at most REMINDERS_MAX reminders an account adds by hand', async () => {
    const user = await createUser(t, { firstName: 'Many' });
    const browser = await signIn(t, user);
    await t.database.db.insert(reminders).values(
      Array.from({ length: REMINDERS_MAX }, (_, index) => ({
        userId: user.id,
        name: `Day ${index}`,
        occasion: 'other',
        day: 1,
        month: 1,
        daysBefore: 7,
      })),
    );
    const refused = await browser.post('/api/account/reminders', {
      name: 'One more',
      occasion: 'other',
      day: 2,
      month: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().state.messages).toEqual([
      { type: 'error', message: 'account.reminders.errors.too-many' },
    ]);
  });

  it('changes and deletes the owner’s reminder', async () => {
    const mine = await addReminder(owner, { name: 'Dad', occasion: 'other', day: 1, month: 9 });
    const changed = await owner.put(`/api/account/reminders/${mine.id}`, {
      name: 'Dad’s birthday',
      occasion: 'birthday',
      day: 2,
      month: 9,
      daysBefore: 14,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf<SavedReminder>(changed)).toMatchObject({ name: 'Dad’s birthday', day: 2, daysBefore: 14 });
    expect((await owner.delete(`/api/account/reminders/${mine.id}`)).statusCode).toBe(200);
    expect((await owner.get(`/api/account/reminders/${mine.id}`)).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    [{ name: '', occasion: 'other', day: 1, month: 1 }, { name: ['validation.required'] }],
    [{ name: 'A', occasion: 'party', day: 1, month: 1 }, { occasion: ['validation.in'] }],
    [{ name: 'A', occasion: 'other', day: 31, month: 4 }, { day: ['validation.invalid'] }],
    [{ name: 'A', occasion: 'other', day: 29, month: 2, year: 2027 }, { day: ['validation.invalid'] }],
    [{ name: 'A', occasion: 'other', day: 1, month: 1, repeats: 'once' }, { year: ['validation.required'] }],
    [{ name: 'A', occasion: 'other', day: 1, month: 1, daysBefore: 400 }, { daysBefore: ['validation.max'] }],
    [{ name: 'A', occasion: 'other', day: 'x', month: 1 }, { day: ['validation.type'] }],
  ])('answers 422 with the field’s rule for %j', async (body, errors) => {
    const response = await owner.post('/api/account/reminders', body);
    expect(response.statusCode, response.body).toBe(422);
    expect(errorsOf(response)).toMatchObject(errors);
  });

  it('answers 404 for an id that is no id', async () => {
    expect((await owner.get('/api/account/reminders/not-an-id')).statusCode).toBe(404);
  });
});

describe('the reminder e-mail', () => {
  it('goes out on the day in the account’s own time zone, once, and stops at once from its one-click link', async () => {
    const sydney = await createUser(t, { firstName: 'Sid' });
    const newYork = await createUser(t, { firstName: 'Nora' });
    await setRegion(sydney.email, AU_REGION);
    await setRegion(newYork.email, US_REGION);
    const sydneyBrowser = await signIn(t, sydney);
    const newYorkBrowser = await signIn(t, newYork);
    // A week from Monday 9 March: due on 2 March.
    const friend = await addContact(sydneyBrowser, { firstName: 'Frida', birthdayDay: 9, birthdayMonth: 3 });
    await addContact(newYorkBrowser, { firstName: 'Frank', birthdayDay: 9, birthdayMonth: 3 });

    await t.services.reminders.sweep(new Date('2026-03-02T00:00:00Z'));
    expect(await mailsTo(newYork.email)).toEqual([]);
    const [mail, ...more] = await mailsTo(sydney.email);
    expect(more).toEqual([]);
    if (!mail) throw new Error('no reminder e-mail');
    expect(mail.subject).toBe('Frida Watson’s birthday is on Monday 9th March');
    expect(mail.text).toContain('Hi Sid,');
    // Cards for the occasion, each opening the editor with the contact and a day that arrives in time.
    const writeLinks = mail.text.match(/https?:\/\/\S+\/write\?\S+/g) ?? [];
    expect(writeLinks.length).toBeGreaterThan(1);
    const link = new URL(writeLinks[0] ?? '');
    expect(link.searchParams.get('contact')).toBe(friend.id);
    expect(link.searchParams.get('date')).toMatch(/^2026-03-0[3-6]$/);

    // New York's day comes: its reminder goes; Sydney's does not go again.
    await t.services.reminders.sweep(new Date('2026-03-02T06:00:00Z'));
    expect(await mailsTo(newYork.email)).toHaveLength(1);
    expect(await mailsTo(sydney.email)).toHaveLength(1);

    // The one-click header: a POST without a session or CSRF token stops the reminder.
    const raw = await readFile(
      path.join(t.config.DATA_DIR, 'outbox', `${(await mailsTo(newYork.email))[0]?.id}.eml`),
      'utf8',
    );
    const headers = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const oneClick = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
    if (!oneClick) throw new Error('no List-Unsubscribe header');
    const url = new URL(oneClick);
    expect(url.pathname).toMatch(/^\/api\/account\/disable-reminders\//);
    const forged = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}?sig=forged`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(403);
    const stopped = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    const newYorkDates = await list(newYorkBrowser);
    expect(newYorkDates).toHaveLength(1);
    expect(newYorkDates[0]?.mailOff).toBe(true);

    // A new year's reminder would be due again, but this one is off; Sydney's still goes.
    await t.services.reminders.sweep(new Date('2027-03-02T12:00:00Z'));
    expect(await mailsTo(newYork.email)).toHaveLength(1);
    expect(await mailsTo(sydney.email)).toHaveLength(2);
  });

  it('goes only to a confirmed address: an account opened with someone else’s address mails them nothing', async () => {
    const unproved = await createUser(t, { firstName: 'Una' });
    await setRegion(unproved.email, AU_REGION);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, unproved.email));
    const browser = await signIn(t, unproved);
    await addContact(browser, { firstName: 'Vera', birthdayDay: 9, birthdayMonth: 3 });
    const before = await browser.get('/api/account/reminders');
    expect(dataOf<ReminderList>(before).mailWaitsForVerification).toBe(true);
    expect(dataOf<ReminderList>(before).reminders).toHaveLength(1);

    await t.services.reminders.sweep(new Date('2026-03-02T00:00:00Z'));
    expect(await mailsTo(unproved.email)).toEqual([]);

    // The owner opens the link the shop sent: the date still due is mailed at the next sweep.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, unproved.email));
    const after = await browser.get('/api/account/reminders');
    expect(dataOf<ReminderList>(after).mailWaitsForVerification).toBe(false);
    await t.services.reminders.sweep(new Date('2026-03-02T01:00:00Z'));
    expect(await mailsTo(unproved.email)).toHaveLength(1);
  });

  it('gives the newsletter’s mail a one-click List-Unsubscribe too', async () => {
    const unsubscribe = t.services.account.oneClick.unsubscribeUrl('newsletter', 'Ada@Example.com');
    const url = new URL(unsubscribe);
    expect(url.pathname).toBe('/api/account/unsubscribe/newsletter/ada%40example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await t.services.account.isOptedOut('ada@example.com', 'newsletter')).toBe(true);
  });
});

describe('the journeys’ hook into the reminders’ clock', () => {
  it('is not there without TEST_HOOKS, and TEST_HOOKS is refused where payments are real', async () => {
    const response = await owner.post('/test/reminders/sweep', { at: '2030-01-01T00:00:00Z' });
    expect(response.statusCode).toBe(404);
    expect(() =>
      loadConfig({
        TEST_HOOKS: 'true',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        GIFT_CARD_SUPPLIER: 'test',
      }),
    ).toThrow(/TEST_HOOKS/);
    expect(loadConfig({ TEST_HOOKS: 'true', PAYMENTS: 'test' }).TEST_HOOKS).toBe(true);
  });
});
