import type { User } from '@cardshop/shared/contracts/auth';
import type { CardSummary } from '@cardshop/shared/contracts/catalogue';
import type { Region } from '@cardshop/shared/contracts/config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, favourites, mailOptOuts, users } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { confirmLinkIn } from '../newsletter/test-helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let cardIds: string[];
let regions: Region[];
beforeAll(async () => {
  t = await createTestApp({ cards: 12 });
  cardIds = (await t.database.db.select({ id: cards.id }).from(cards).orderBy(cards.id)).map((row) => row.id);
  regions = await t.services.config.regions();
});
afterAll(() => t.close());

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let userCount = 0;

/** A user row and a signed-in session for it, as `inject` headers. */
async function signedIn() {
  userCount += 1;
  const [user] = await t.database.db
    .insert(users)
    .values({ email: `user${userCount}@example.com`, firstName: 'Ada', lastName: 'Lovelace' })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error('no user');
  const { cookieToken, session } = await t.services.sessions.create(user.id, {});
  const cookie = `${t.cookieNames.session}=${cookieToken}`;
  return { ...user, cookie, headers: { cookie, 'x-csrf-token': session.csrfToken } };
}

const post = (url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { errors: Record<string, string[]> } }).data.errors;
const messageOf = (response: { json(): unknown }) =>
  (response.json() as { state: { messages: Array<{ message: string }> } }).state.messages[0]?.message;
const userRow = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
};

describe('POST /api/account/profile', () => {
  const profile = {
    firstName: ' Grace ',
    lastName: 'Hopper',
    address: '1 Harbour St',
    address2: 'Level 2',
    locality: 'Sydney',
    adminAreaLevel1: 'nsw',
    postcode: '2000',
    country: 'au',
  };

  it('saves names and address and answers the user', async () => {
    const user = await signedIn();
    const response = await post('/api/account/profile', user.headers, profile);
    expect(response.statusCode).toBe(200);
    expect(dataOf<User>(response)).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      address: '1 Harbour St',
      address2: 'Level 2',
      locality: 'Sydney',
      adminAreaLevel1: 'NSW',
      postcode: '2000',
      country: 'AU',
    });
    expect(await userRow(user.id)).toMatchObject({
      firstName: 'Grace',
      country: 'AU',
      adminAreaLevel1: 'NSW',
    });
  });

  it('keeps a typed state name as its code, and clears an address that is no longer given', async () => {
    const user = await signedIn();
    await post('/api/account/profile', user.headers, { ...profile, adminAreaLevel1: 'New South Wales' });
    expect((await userRow(user.id))?.adminAreaLevel1).toBe('NSW');

    const cleared = await post('/api/account/profile', user.headers, {
      firstName: 'Grace',
      lastName: 'Hopper',
      address2: 'stray line',
      adminAreaLevel1: 'NSW',
    });
    expect(cleared.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({
      address: null,
      address2: null,
      locality: null,
      adminAreaLevel1: null,
      postcode: null,
      country: null,
    });
  });

  it('needs a state only where the country has states', async () => {
    const user = await signedIn();
    for (const country of ['AU', 'CA', 'CN', 'MY', 'MX', 'US']) {
      const response = await post('/api/account/profile', user.headers, {
        ...profile,
        country,
        adminAreaLevel1: '',
      });
      expect(response.statusCode, country).toBe(422);
      expect(errorsOf(response), country).toEqual({ adminAreaLevel1: ['validation.required'] });
    }
    const nz = await post('/api/account/profile', user.headers, {
      ...profile,
      country: 'NZ',
      adminAreaLevel1: '',
    });
    expect(nz.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ country: 'NZ', adminAreaLevel1: null });
  });

  it('answers 422 with field errors and changes nothing', async () => {
    const user = await signedIn();
    const missing = await post('/api/account/profile', user.headers, { firstName: '' });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual({
      firstName: ['validation.required'],
      lastName: ['validation.required'],
    });

    const started = await post('/api/account/profile', user.headers, {
      firstName: 'Grace',
      lastName: 'Hopper',
      postcode: '2000',
    });
    expect(errorsOf(started)).toEqual({
      address: ['validation.required'],
      locality: ['validation.required'],
      country: ['validation.required'],
    });

    const long = await post('/api/account/profile', user.headers, { ...profile, firstName: 'n'.repeat(129) });
    expect(errorsOf(long)).toEqual({ firstName: ['validation.max'] });

    const unknownCountry = await post('/api/account/profile', user.headers, { ...profile, country: 'ZZ' });
    expect(unknownCountry.statusCode).toBe(422);
    expect(errorsOf(unknownCountry)).toEqual({ country: ['validation.in'] });

    const unknownState = await post('/api/account/profile', user.headers, {
      ...profile,
      adminAreaLevel1: 'XYZ',
    });
    expect(errorsOf(unknownState)).toEqual({ adminAreaLevel1: ['validation.in'] });

    expect(await userRow(user.id)).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', country: null });
  });

  it('answers 401 when signed out, and 403 without the CSRF token', async () => {
    const browser = await t.browser();
    const signedOut = await post('/api/account/profile', browser.headers, profile);
    expect(signedOut.statusCode).toBe(401);
    expect(messageOf(signedOut)).toBe('global.error.unauthenticated');

    const user = await signedIn();
    const noToken = await post('/api/account/profile', { cookie: user.cookie }, profile);
    expect(noToken.statusCode).toBe(403);
    const wrongToken = await post(
      '/api/account/profile',
      { cookie: user.cookie, 'x-csrf-token': 'wrong' },
      profile,
    );
    expect(wrongToken.statusCode).toBe(403);
    expect((await userRow(user.id))?.firstName).toBe('Ada');
  });
});

describe('POST /api/account/change-region/{regionId}', () => {
  it('answers the region and remembers it in a cookie for a signed-out visitor', async () => {
    const browser = await t.browser();
    const other = regions.find((region) => region.id !== 1) as Region;
    const response = await post(`/api/account/change-region/${other.id}`, browser.headers);
    expect(response.statusCode).toBe(200);
    expect(dataOf<Region>(response)).toEqual(other);
    expect(response.headers['set-cookie']).toBe(`region=${other.id}; Path=/; Max-Age=31536000; SameSite=Lax`);

    const byIso = await post(`/api/account/change-region/${other.iso.toLowerCase()}`, browser.headers);
    expect(dataOf<Region>(byIso).id).toBe(other.id);
  });

  it('stores the region of a signed-in user', async () => {
    const user = await signedIn();
    const other = regions.find((region) => region.id !== 1) as Region;
    const response = await post(`/api/account/change-region/${other.id}`, user.headers);
    expect(response.statusCode).toBe(200);
    expect((await userRow(user.id))?.regionId).toBe(other.id);
  });

  it('answers 404 for an unknown region and 403 without the CSRF token', async () => {
    const user = await signedIn();
    for (const id of ['999', 'ZZ', 'not-a-region']) {
      const response = await post(`/api/account/change-region/${id}`, user.headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['set-cookie'], id).toBeUndefined();
    }
    const noToken = await post('/api/account/change-region/1', { cookie: user.cookie });
    expect(noToken.statusCode).toBe(403);
    expect((await userRow(user.id))?.regionId).toBeNull();
  });
});

describe('favourites', () => {
  const favouriteRows = (userId: string) =>
    t.database.db.select().from(favourites).where(eq(favourites.userId, userId));

  it('adds and removes favourites, answering the map', async () => {
    const user = await signedIn();
    const [first, second] = cardIds as [string, string];
    const added = await post(`/api/account/favourites/add/${first}`, user.headers);
    expect(added.statusCode).toBe(200);
    expect(dataOf(added)).toEqual({ [first]: true });
    // Adding twice keeps one.
    await post(`/api/account/favourites/add/${first}`, user.headers);
    const both = await post(`/api/account/favourites/add/${second}`, user.headers);
    expect(dataOf(both)).toEqual({ [first]: true, [second]: true });
    expect(await favouriteRows(user.id)).toHaveLength(2);

    const removed = await post(`/api/account/favourites/remove/${first}`, user.headers);
    expect(dataOf(removed)).toEqual({ [second]: true });
    const again = await post(`/api/account/favourites/remove/${first}`, user.headers);
    expect(again.statusCode).toBe(200);
    expect(dataOf(again)).toEqual({ [second]: true });
  });

  it('answers 404 for an unknown card, a malformed id or action', async () => {
    const user = await signedIn();
    for (const url of [
      `/api/account/favourites/add/${UNKNOWN_ID}`,
      `/api/account/favourites/remove/${UNKNOWN_ID}`,
      '/api/account/favourites/add/not-a-uuid',
      `/api/account/favourites/toggle/${cardIds[0]}`,
    ]) {
      const response = await post(url, user.headers);
      expect(response.statusCode, url).toBe(404);
    }
    expect(await favouriteRows(user.id)).toHaveLength(0);
  });

  it('answers 401 when signed out and 403 without the CSRF token, adding nothing', async () => {
    const browser = await t.browser();
    const signedOut = await post(`/api/account/favourites/add/${cardIds[0]}`, browser.headers);
    expect(signedOut.statusCode).toBe(401);
    expect(messageOf(signedOut)).toBe('global.error.unauthenticated');
    const noSession = await t.app.inject({ method: 'GET', url: '/api/account/favourites' });
    expect(noSession.statusCode).toBe(401);

    const user = await signedIn();
    const noToken = await post(`/api/account/favourites/add/${cardIds[0]}`, { cookie: user.cookie });
    expect(noToken.statusCode).toBe(403);
    expect(await favouriteRows(user.id)).toHaveLength(0);
  });

  it('lists the favourite cards as listing tiles, newest first, priced for the region', async () => {
    const user = await signedIn();
    const [first, second] = cardIds as [string, string];
    await post(`/api/account/favourites/add/${first}`, user.headers);
    // Favourites added in the same instant still list in a fixed order: make the second clearly newer.
    await t.database.db
      .update(favourites)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(favourites.userId, user.id), eq(favourites.cardId, first)));
    await post(`/api/account/favourites/add/${second}`, user.headers);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/account/favourites',
      headers: { cookie: user.cookie },
    });
    expect(list.statusCode).toBe(200);
    const { results } = dataOf<{ results: CardSummary[] }>(list);
    expect(results.map((card) => card.id)).toEqual([second, first]);
    const [search] = (await t.services.catalogue.summaries([second], 1)) as [CardSummary];
    expect(results[0]).toEqual(search);

    const other = regions.find((region) => region.currency !== regions[0]?.currency) as Region;
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/account/favourites',
      headers: { cookie: `${user.cookie}; region=${other.id}` },
    });
    expect(dataOf<{ results: CardSummary[] }>(elsewhere).results[0]?.price?.currency).toBe(other.currency);
  });
});

describe('signed mail links', () => {
  const signatureOf = (url: string) => new URL(url).searchParams.get('sig') ?? '';
  const optOuts = (email: string) =>
    t.database.db.select().from(mailOptOuts).where(eq(mailOptOuts.email, email));

  it('unsubscribes from the newsletter with a signed link, without a login', async () => {
    const browser = await t.browser();
    await t.services.newsletter.request({ name: 'Ada', email: 'news@example.com' });
    await t.services.account.newsletterConfirm((await confirmLinkIn(t, 'news@example.com')).body);
    expect(await t.services.newsletter.isSubscribed('news@example.com')).toBe(true);
    const url = t.services.account.unsubscribeUrl('newsletter', 'news@example.com');
    expect(url.startsWith(`${t.config.PUBLIC_URL}/unsubscribe/newsletter/news%40example.com?sig=`)).toBe(
      true,
    );

    const response = await post('/api/account/unsubscribe', browser.headers, {
      what: 'newsletter',
      email: 'News@Example.com',
      signature: signatureOf(url),
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ done: true });
    expect(await t.services.newsletter.find('news@example.com')).toBeNull();
    expect(await t.services.account.isOptedOut('news@example.com', 'newsletter')).toBe(true);
    // A repeat (the page reloaded) is fine and keeps one record.
    await post('/api/account/unsubscribe', browser.headers, {
      what: 'newsletter',
      email: 'news@example.com',
      signature: signatureOf(url),
    });
    expect(await optOuts('news@example.com')).toHaveLength(1);

    // The link of the first signup does nothing now that the address left the list.
    const stale = await post(
      '/api/account/newsletter-confirm',
      browser.headers,
      (await confirmLinkIn(t, 'news@example.com')).body,
    );
    expect(stale.statusCode).toBe(410);
    expect(await t.services.newsletter.isSubscribed('news@example.com')).toBe(false);

    // Signing up again is not consent yet (anyone can send the form): the unsubscribe holds until the
    // address confirms, and then no longer.
    const again = await post('/api/account/newsletter-signup', browser.headers, {
      name: 'Ada',
      email: 'news@example.com',
    });
    expect(again.statusCode).toBe(200);
    expect(await t.services.account.isOptedOut('news@example.com', 'newsletter')).toBe(true);
    const confirmed = await post(
      '/api/account/newsletter-confirm',
      browser.headers,
      (await confirmLinkIn(t, 'news@example.com')).body,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(await t.services.account.isOptedOut('news@example.com', 'newsletter')).toBe(false);
    expect(await t.services.newsletter.isSubscribed('news@example.com')).toBe(true);
  });

  it('stops one event for one id, or a whole kind of mail', async () => {
    const browser = await t.browser();
    const url = t.services.account.unsubscribeUrl('birthday', 'event@example.com', 'evt-1');
    expect(url).toContain('/unsubscribe/birthday/evt-1/event%40example.com?sig=');
    const response = await post('/api/account/unsubscribe', browser.headers, {
      what: 'birthday',
      id: 'evt-1',
      email: 'event@example.com',
      signature: signatureOf(url),
    });
    expect(response.statusCode).toBe(200);
    expect(await t.services.account.isOptedOut('event@example.com', 'birthday', 'evt-1')).toBe(true);
    expect(await t.services.account.isOptedOut('event@example.com', 'birthday', 'evt-2')).toBe(false);
    expect(await t.services.account.isOptedOut('event@example.com', 'birthday')).toBe(false);

    const all = t.services.account.unsubscribeUrl('birthday', 'event@example.com');
    await post('/api/account/unsubscribe', browser.headers, {
      what: 'birthday',
      email: 'event@example.com',
      signature: signatureOf(all),
    });
    expect(await t.services.account.isOptedOut('event@example.com', 'birthday', 'evt-2')).toBe(true);
  });

  it('refuses a tampered, missing or wrong signature with 403 and stores nothing', async () => {
    const browser = await t.browser();
    await t.services.newsletter.request({ name: 'Victim', email: 'victim@example.com' });
    const own = signatureOf(t.services.account.unsubscribeUrl('newsletter', 'me@example.com'));
    const event = signatureOf(t.services.account.unsubscribeUrl('birthday', 'victim@example.com', 'evt-1'));
    const attempts = [
      { what: 'newsletter', email: 'victim@example.com', signature: own },
      { what: 'reminders', email: 'me@example.com', signature: own },
      { what: 'newsletter', email: 'me@example.com', id: 'evt-1', signature: own },
      { what: 'birthday', email: 'victim@example.com', id: 'evt-2', signature: event },
      { what: 'birthday', email: 'victim@example.com', signature: event },
      { what: 'newsletter', email: 'victim@example.com', signature: 'x'.repeat(43) },
      { what: 'newsletter', email: 'victim@example.com', signature: '' },
      { what: 'newsletter', email: 'victim@example.com' },
    ];
    for (const attempt of attempts) {
      const response = await post('/api/account/unsubscribe', browser.headers, attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
      expect(messageOf(response)).toBe('account.errors.invalid-link');
    }
    expect(await optOuts('victim@example.com')).toHaveLength(0);
    expect(await optOuts('me@example.com')).toHaveLength(0);
    expect(await t.services.newsletter.find('victim@example.com')).not.toBeNull();
  });

  it('needs the CSRF token and well-formed fields', async () => {
    const browser = await t.browser();
    const url = t.services.account.unsubscribeUrl('newsletter', 'csrf@example.com');
    const payload = { what: 'newsletter', email: 'csrf@example.com', signature: signatureOf(url) };
    const noToken = await post('/api/account/unsubscribe', { cookie: browser.cookie }, payload);
    expect(noToken.statusCode).toBe(403);
    expect(messageOf(noToken)).toBe('global.errors.csrf-missing');
    expect(await optOuts('csrf@example.com')).toHaveLength(0);

    const bad = await post('/api/account/unsubscribe', browser.headers, { what: '', email: 'x'.repeat(181) });
    expect(bad.statusCode).toBe(422);
    expect(errorsOf(bad)).toEqual({ what: ['validation.required'], email: ['validation.max'] });
  });

  it('disables reminders with a signed link, refusing other ids and addresses', async () => {
    const browser = await t.browser();
    const url = t.services.account.disableRemindersUrl('rem-1', 'remind@example.com');
    expect(url).toContain('/disable-reminders/rem-1/remind%40example.com?sig=');
    const signature = signatureOf(url);

    for (const attempt of [
      { id: 'rem-2', email: 'remind@example.com', signature },
      { id: 'rem-1', email: 'other@example.com', signature },
      { id: 'rem-1', email: 'remind@example.com', signature: 'tampered-signature-value' },
      // An unsubscribe signature for the same parts is not a disable-reminders signature.
      {
        id: 'rem-1',
        email: 'remind@example.com',
        signature: signatureOf(t.services.account.unsubscribeUrl('reminders', 'remind@example.com', 'rem-1')),
      },
    ]) {
      const response = await post('/api/account/disable-reminders', browser.headers, attempt);
      expect(response.statusCode, JSON.stringify(attempt)).toBe(403);
    }
    expect(await optOuts('remind@example.com')).toHaveLength(0);

    const noToken = await post(
      '/api/account/disable-reminders',
      { cookie: browser.cookie },
      {
        id: 'rem-1',
        email: 'remind@example.com',
        signature,
      },
    );
    expect(noToken.statusCode).toBe(403);
    expect(await optOuts('remind@example.com')).toHaveLength(0);

    const response = await post('/api/account/disable-reminders', browser.headers, {
      id: 'rem-1',
      email: 'remind@example.com',
      signature,
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ done: true });
    expect(await t.services.account.isOptedOut('remind@example.com', 'reminders', 'rem-1')).toBe(true);
    expect(await t.services.account.isOptedOut('Remind@example.com', 'reminders', 'rem-2')).toBe(false);

    const missing = await post('/api/account/disable-reminders', browser.headers, {
      email: 'remind@example.com',
    });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual({ id: ['validation.required'] });
  });
});
