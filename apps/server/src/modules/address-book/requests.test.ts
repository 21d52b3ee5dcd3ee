import type { ContactList, Group } from '@cardshop/shared/contracts/address-book';
import type {
  AddressAnswer,
  AddressRequestPage,
  AddressRequestState,
  AnswerTaken,
} from '@cardshop/shared/contracts/address-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressRequests } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  errorsOf,
  freshIp,
  signIn,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { createAddressRequestService } from './requests.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let owner: TestBrowser;
let other: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ cards: 1 });
  const user = await createUser(t, { firstName: 'Zoë Anne', email: `zoe-${Date.now()}@example.com` });
  owner = await signIn(t, user);
  other = await signIn(t, await createUser(t));
});
afterAll(() => t.close());

const ANSWER = {
  firstName: 'Mary',
  lastName: 'Watson',
  address: '20 Ingram St',
  locality: 'Melbourne',
  adminAreaLevel1: 'victoria',
  postcode: '3000',
  country: 'AU',
  email: 'Mary@Example.com',
};

const linkOf = async (browser: TestBrowser) => {
  const response = await browser.get('/api/account/addresses/request');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<AddressRequestState>(response).link;
};
const pathOf = (url: string) => new URL(url).pathname.replace(/^\/address\//, '/api/address-requests/');

/** A signed-out visitor who opened the page (and so has a CSRF token). */
async function visitor(apiPath: string) {
  const browser = testBrowser(t);
  await browser.check();
  const page = await browser.get(apiPath);
  return { browser, page };
}

async function answer(apiPath: string, fields: Record<string, unknown>) {
  const { browser } = await visitor(apiPath);
  return browser.post(apiPath, fields);
}

const contacts = async (query = '') =>
  dataOf<ContactList>(await owner.get(`/api/account/addresses?maxResults=100${query}`));

describe('the owner’s link', () => {
  it('has none until made, then one that stays the same, with the first name as its last part', async () => {
    expect(await linkOf(owner)).toBeNull();
    const made = dataOf<AddressRequestState>(await owner.post('/api/account/addresses/request', {}));
    expect(made.link?.url).toMatch(/\/address\/[A-Za-z0-9_-]{32}\/zoe-anne$/);
    expect(made.link).toMatchObject({ enabled: true, askEmail: true, askPhone: false, answers: 0 });
    const again = dataOf<AddressRequestState>(await owner.post('/api/account/addresses/request', {}));
    expect(again.link?.url).toBe(made.link?.url);
  });

  it('keeps the token only as hashes: the stored row does not hold it', async () => {
    const link = await linkOf(owner);
    const token = new URL(link?.url ?? '').pathname.split('/')[2] ?? '';
    const rows = await t.database.db.select().from(addressRequests);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is the owner’s alone: another account has none and cannot change the owner’s', async () => {
    expect(await linkOf(other)).toBeNull();
    const refused = await other.post('/api/account/addresses/request/settings', { enabled: false });
    expect(refused.statusCode).toBe(404);
    expect((await linkOf(owner))?.enabled).toBe(true);
    const signedOut = testBrowser(t);
    expect((await signedOut.get('/api/account/addresses/request')).statusCode).toBe(401);
  });

  it('refuses another account’s group and bad settings', async () => {
    const theirs = dataOf<Group>(await other.post('/api/account/addresses/groups', { name: 'Theirs' }));
    const response = await owner.post('/api/account/addresses/request/settings', {
      enabled: true,
      group: theirs.id,
    });
    expect(response.statusCode).toBe(404);
    const tooLong = await owner.post('/api/account/addresses/request/settings', {
      enabled: true,
      message: 'x'.repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    expect(errorsOf(tooLong).message).toBeDefined();
  });
});

describe('answering a link', () => {
  let apiPath: string;
  let family: Group;

  beforeAll(async () => {
    family = dataOf<Group>(await owner.post('/api/account/addresses/groups', { name: 'Family' }));
    const saved = await owner.post('/api/account/addresses/request/settings', {
      enabled: true,
      message: 'New year, new cards!',
      askEmail: true,
      askBirthday: true,
      group: family.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    apiPath = pathOf((await linkOf(owner))?.url ?? '');
  });

  it('shows the owner’s first name and message, and nothing else of theirs; never cached', async () => {
    const { page } = await visitor(apiPath);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(dataOf<AddressRequestPage>(page)).toEqual({
      firstName: 'Zoë Anne',
      message: 'New year, new cards!',
      askEmail: true,
      askPhone: false,
      askBirthday: true,
    });
  });

  it('puts the answer into the owner’s book and group, checked by the country rules, and tells the owner', async () => {
    const response = await answer(apiPath, {
      ...ANSWER,
      birthdayDay: '12',
      birthdayMonth: '4',
      phone: '0400',
    });
    expect(response.statusCode, response.body).toBe(200);
    const taken = dataOf<AnswerTaken>(response);
    expect(taken.path).toBe(`${apiPath.replace('/api/address-requests/', '/address/')}/${taken.id}`);
    const { results } = await contacts('&query=watson');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      adminAreaLevel1: 'VIC',
      email: 'mary@example.com',
      birthdayDay: 12,
      // Not asked for: not taken.
      phone: null,
      groups: [{ id: family.id, name: 'Family' }],
    });
    const [mail] = await t.outbox();
    expect(mail?.subject).toBe('Mary Watson sent you their address');
    expect(mail?.text).toContain(`/account/addresses/edit/${results[0]?.id}`);
  });

  it('updates the same person rather than adding them twice: by e-mail, or by name and postcode', async () => {
    const before = (await contacts()).total;
    const byEmail = await answer(apiPath, { ...ANSWER, address: '22 Ingram St', email: 'MARY@example.com' });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    const byName = await answer(apiPath, { ...ANSWER, email: '', address: '24 Ingram St', postcode: '3000' });
    expect(byName.statusCode, byName.body).toBe(200);
    const { results, total } = await contacts('&query=watson');
    expect(total - results.length).toBe(before - 1);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ address: '24 Ingram St', email: 'mary@example.com', birthdayDay: 12 });
    expect((await t.outbox())[0]?.text).toContain('up to date');
  });

  it('lets its sender read and correct their own answer by its key, and nobody else’s', async () => {
    const taken = dataOf<AnswerTaken>(
      await answer(apiPath, { ...ANSWER, firstName: 'Tom', lastName: 'Brown', email: 'tom@example.com' }),
    );
    const keyPath = `${apiPath}/${taken.id}`;
    const { browser, page } = await visitor(keyPath);
    expect(page.statusCode).toBe(200);
    expect(dataOf<AddressAnswer>(page).values).toMatchObject({ firstName: 'Tom', email: 'tom@example.com' });
    const corrected = await browser.post(keyPath, {
      ...ANSWER,
      firstName: 'Tom',
      lastName: 'Browne',
      email: 'tom@example.com',
      address: '1 New St',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const { results } = await contacts('&query=tom');
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ lastName: 'Browne', address: '1 New St' });
    const wrongKey = `${apiPath}/${'A'.repeat(22)}`;
    expect((await testBrowser(t).get(wrongKey)).statusCode).toBe(404);
  });

  it('refuses bad input with every field’s error (422), and saves nothing', async () => {
    const before = (await contacts()).total;
    const response = await answer(apiPath, { ...ANSWER, adminAreaLevel1: 'NSW', lastName: '' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toMatchObject({
      postcode: ['validation.postcode-state'],
      lastName: ['validation.required'],
    });
    expect((await contacts()).total).toBe(before);
  });

  it('is a 404 when turned off, for a wrong name or token, and for the old link once a new one is made', async () => {
    const signedOut = testBrowser(t);
    const wrongSlug = apiPath.replace(/\/[^/]+$/, '/someone');
    expect((await signedOut.get(wrongSlug)).statusCode).toBe(404);
    expect((await signedOut.get(`/api/address-requests/${'B'.repeat(32)}/zoe-anne`)).statusCode).toBe(404);
    expect((await signedOut.get('/api/address-requests/short/zoe-anne')).statusCode).toBe(404);

    await owner.post('/api/account/addresses/request/settings', { enabled: false });
    const off = await signedOut.get(apiPath);
    expect(off.statusCode).toBe(404);
    expect(off.body).not.toContain('Zo');

    const renewed = dataOf<AddressRequestState>(await owner.post('/api/account/addresses/request/new', {}));
    expect(renewed.link?.enabled).toBe(true);
    expect(pathOf(renewed.link?.url ?? '')).not.toBe(apiPath);
    expect((await signedOut.get(apiPath)).statusCode).toBe(404);
    expect((await signedOut.get(pathOf(renewed.link?.url ?? ''))).statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('refuses a visitor’s address and a link once over their limits (429 with Retry-After)', async () => {
    const service = createAddressRequestService(t.database.db, {
      addressBook: t.services.addressBook,
      config: t.services.config,
      mailer: t.services.mailer,
      publicUrl: 'http://shop.test',
      appSecret: 'test-secret-for-limits',
      limits: {
        ip: { limit: 3, windowSeconds: 600 },
        answersPerLink: { limit: 2, windowSeconds: 3600 },
      },
    });
    // An owner of its own: the link's counters start at nothing.
    const link = (await service.renew((await createUser(t)).id)).link;
    const [, , token = '', slug = ''] = new URL(link?.url ?? '').pathname.split('/');
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await service.page({ token, slug }, ip);
    await expect(service.page({ token, slug }, ip)).rejects.toMatchObject({ status: 429 });
    // Unknown links count too, so tokens cannot be guessed quickly.
    const guesser = freshIp();
    for (let i = 0; i < 3; i += 1) {
      await expect(service.page({ token: 'C'.repeat(32), slug }, guesser)).rejects.toMatchObject({
        status: 404,
      });
    }
    await expect(service.page({ token, slug }, guesser)).rejects.toMatchObject({ status: 429 });

    await service.answer({ token, slug }, { ...ANSWER, firstName: 'Ann' }, freshIp());
    await service.answer({ token, slug }, { ...ANSWER, firstName: 'Bob' }, freshIp());
    await expect(
      service.answer({ token, slug }, { ...ANSWER, firstName: 'Cy' }, freshIp()),
    ).rejects.toMatchObject({ status: 429 });
  });

  it('answers the API’s 429 with Retry-After', async () => {
    const signedOut = testBrowser(t);
    let last = await signedOut.get(`/api/address-requests/${'D'.repeat(32)}/x`);
    for (let i = 0; i < 60 && last.statusCode !== 429; i += 1) {
      last = await signedOut.get(`/api/address-requests/${'D'.repeat(32)}/x`);
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
