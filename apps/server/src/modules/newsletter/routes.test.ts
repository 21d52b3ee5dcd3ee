import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Awaited<ReturnType<typeof t.browser>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 20 });
  browser = await t.browser();
});
afterAll(() => t.close());

const URL = '/api/account/newsletter-signup';
// The browser's session cookie and CSRF token, plus any other cookie a test gives.
const withSession = (headers: Record<string, string> = {}) => ({
  ...headers,
  cookie: [browser.cookie, headers.cookie].filter(Boolean).join('; '),
  'x-csrf-token': browser.csrfToken,
});
const signUp = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: URL, payload: payload as object, headers: withSession(headers) });
const rows = () => t.database.db.select().from(newsletterSignups);
const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { errors: Record<string, string[]> } }).data.errors;

describe('newsletter signup', () => {
  it('stores the signup with the consent time and the region of the visitor', async () => {
    const before = Date.now();
    const response = await signUp({ name: 'Ada Lovelace', email: 'ada@example.com' }, { cookie: 'region=3' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ subscribed: true });
    const row = await t.services.newsletter.find('ada@example.com');
    expect(row).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace', regionId: 3 });
    expect(row?.consentedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.consentedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('uses the default region when the visitor has none, and a ?region= before the cookie', async () => {
    await signUp({ name: 'No Region', email: 'none@example.com' });
    expect((await t.services.newsletter.find('none@example.com'))?.regionId).toBe(1);
    await t.app.inject({
      method: 'POST',
      url: `${URL}?region=nz`,
      payload: { name: 'Kiwi', email: 'kiwi@example.com' },
      headers: withSession({ cookie: 'region=2' }),
    });
    const regions = await t.services.config.regions();
    const nz = regions.find((region) => region.iso === 'NZ');
    expect((await t.services.newsletter.find('kiwi@example.com'))?.regionId).toBe(nz?.id);
  });

  it('keeps one row per address: a repeat signup updates the name', async () => {
    await signUp({ name: 'Grace', email: 'grace@example.com' });
    const again = await signUp({ name: 'Grace Hopper', email: '  Grace@Example.COM ' });
    expect(again.statusCode).toBe(200);
    const graces = (await rows()).filter((row) => row.email === 'grace@example.com');
    expect(graces).toHaveLength(1);
    expect(graces[0]?.name).toBe('Grace Hopper');
  });

  it('answers 422 with field errors for a missing name, a bad email and too-long values', async () => {
    const missing = await signUp({ email: 'someone@example.com' });
    expect(missing.statusCode).toBe(422);
    expect(errorsOf(missing)).toEqual({ name: ['validation.required'] });

    const empty = await signUp({ name: 'Someone', email: '' });
    expect(errorsOf(empty)).toEqual({ email: ['validation.required'] });

    const blank = await signUp({ name: '   ', email: 'not-an-email' });
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank)).toEqual({ name: ['validation.required'], email: ['validation.email'] });

    const long = await signUp({ name: 'n'.repeat(129), email: `${'e'.repeat(175)}@example.com` });
    expect(long.statusCode).toBe(422);
    expect(errorsOf(long)).toEqual({ name: ['validation.max'], email: ['validation.max'] });

    const longest = await signUp({ name: 'n'.repeat(128), email: `${'e'.repeat(168)}@example.com` });
    expect(longest.statusCode).toBe(200);

    const saved = (await rows()).map((row) => row.email);
    expect(saved).not.toContain('someone@example.com');
    expect(saved).not.toContain('not-an-email');
  });

  it('never answers a 500 for malformed bodies', async () => {
    const bodies: Array<{ payload: string; type: string }> = [
      { payload: '{"name":', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"name":["a"],"email":{"x":1}}', type: 'application/json' },
      { payload: 'name=a&email=b', type: 'application/x-www-form-urlencoded' },
      { payload: '', type: 'application/json' },
    ];
    for (const body of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        payload: body.payload,
        headers: withSession({ 'content-type': body.type }),
      });
      expect(response.statusCode, body.payload).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, body.payload).toBeLessThan(500);
    }
    const noBody = await t.app.inject({ method: 'POST', url: URL, headers: withSession() });
    expect(noBody.statusCode).toBe(422);
  });
});
