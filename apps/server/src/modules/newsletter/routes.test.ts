import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { testBrowser } from '../auth/test-helpers.ts';
import { NEWSLETTER_CONFIRM_LIFETIME, NEWSLETTER_LIMITS } from './service.ts';
import { confirmLinkIn } from './test-helpers.ts';

let now = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 20, clock: () => now });
});
afterAll(() => t.close());

const SIGNUP = '/api/account/newsletter-signup';
const CONFIRM = '/api/account/newsletter-confirm';

/** A signed-out browser of its own (its own address, so the per-client limit of one test is its own). */
async function visitor() {
  const browser = testBrowser(t);
  await browser.check();
  return browser;
}

/** Signs up from a fresh browser; `cookie` adds to the browser's own (a region cookie). */
async function signUp(payload: unknown, options: { cookie?: string; query?: string } = {}) {
  const browser = await visitor();
  if (options.cookie) browser.cookie = `${browser.cookie}; ${options.cookie}`;
  return browser.post(`${SIGNUP}${options.query ?? ''}`, payload as object);
}

const rows = () => t.database.db.select().from(newsletterSignups);
const errorsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { errors: Record<string, string[]> } }).data.errors;
const messagesOf = (response: { json(): unknown }) =>
  (response.json() as { state: { messages: Array<{ message: string }> } }).state.messages.map(
    (message) => message.message,
  );
const mailsTo = async (email: string) => (await t.outbox()).filter((mail) => mail.to === email);

describe('newsletter signup: double opt-in', () => {
  it('keeps a signup waiting, with the consent time and region, and mails a link to confirm it', async () => {
    const response = await signUp({ name: 'Ada Lovelace', email: 'ada@example.com' }, { cookie: 'region=3' });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ checkInbox: true });
    const row = await t.services.newsletter.find('ada@example.com');
    expect(row).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      regionId: 3,
      confirmedAt: null,
    });
    expect(row?.consentedAt).toEqual(now);
    // Not on the list until the address says so.
    expect(await t.services.newsletter.isSubscribed('ada@example.com')).toBe(false);

    const { mail, url, body } = await confirmLinkIn(t, 'ada@example.com');
    expect(mail.subject).toBe('Please confirm your Cardshop newsletter subscription');
    expect(mail.text).toContain('Hi Ada Lovelace,');
    expect(mail.text).toContain('The link works for 7 days.');
    // Built from PUBLIC_URL, with the address, its expiry and the signature.
    expect(url.origin).toBe(new URL(t.config.PUBLIC_URL).origin);
    expect(url.pathname).toBe('/newsletter/confirm/ada%40example.com');
    expect(body.expires).toBe(Math.floor(now.getTime() / 1000) + NEWSLETTER_CONFIRM_LIFETIME);
    expect(body.signature).toMatch(/^[\w-]{43}$/);
  });

  it('subscribes the address only when its link is followed; following it again changes nothing', async () => {
    await signUp({ name: 'Grace', email: 'grace@example.com' });
    const { body } = await confirmLinkIn(t, 'grace@example.com');
    // The link's page reads where it stands without using it (mail scanners open links too).
    expect(await t.services.newsletter.linkState(body)).toBe('ready');
    expect(await t.services.newsletter.isSubscribed('grace@example.com')).toBe(false);
    const browser = await visitor();
    const confirmed = await browser.post(CONFIRM, body);
    expect(confirmed.statusCode).toBe(200);
    expect(dataOf(confirmed)).toEqual({ confirmed: true });
    const row = await t.services.newsletter.find('grace@example.com');
    expect(row?.confirmedAt).toEqual(now);
    expect(await t.services.newsletter.isSubscribed('grace@example.com')).toBe(true);

    expect(await t.services.newsletter.linkState(body)).toBe('confirmed');
    const again = await browser.post(CONFIRM, body);
    expect(again.statusCode).toBe(200);
    expect((await t.services.newsletter.find('grace@example.com'))?.confirmedAt).toEqual(row?.confirmedAt);
  });

  it('refuses a link for another address, an altered expiry or a forged signature (403)', async () => {
    await signUp({ name: 'Victim', email: 'victim@example.com' });
    await signUp({ name: 'Me', email: 'me@example.com' });
    const own = (await confirmLinkIn(t, 'me@example.com')).body;
    const browser = await visitor();
    const attempts = [
      { ...own, email: 'victim@example.com' },
      { ...own, expires: own.expires + 3600 },
      { email: 'victim@example.com', expires: own.expires, signature: 'x'.repeat(43) },
      { email: 'victim@example.com', expires: own.expires, signature: '' },
      { email: 'victim@example.com', expires: own.expires },
    ];
    const answers = await Promise.all(attempts.map((attempt) => browser.post(CONFIRM, attempt)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(messagesOf(answers[0] as (typeof answers)[number])).toEqual(['account.errors.invalid-link']);
    expect(await t.services.newsletter.isSubscribed('victim@example.com')).toBe(false);
    const states = await Promise.all(
      attempts.slice(0, 3).map((attempt) => t.services.newsletter.linkState({ signature: '', ...attempt })),
    );
    expect(states).toEqual(['invalid', 'invalid', 'invalid']);

    const malformed = await browser.post(CONFIRM, { email: 'x', expires: 'soon', signature: own.signature });
    expect(malformed.statusCode).toBe(422);
  });

  it('says a link has run out (410) after its 7 days, and nothing is confirmed', async () => {
    await signUp({ name: 'Late', email: 'late@example.com' });
    const { body } = await confirmLinkIn(t, 'late@example.com');
    const signedUpAt = now;
    try {
      now = new Date(signedUpAt.getTime() + NEWSLETTER_CONFIRM_LIFETIME * 1000);
      const late = await (await visitor()).post(CONFIRM, body);
      expect(late.statusCode).toBe(410);
      expect(messagesOf(late)).toEqual(['newsletter.errors.link-expired']);
      expect(await t.services.newsletter.linkState(body)).toBe('expired');
      expect(await t.services.newsletter.isSubscribed('late@example.com')).toBe(false);
    } finally {
      now = signedUpAt;
    }
  });

  it('answers a signup for a subscribed address exactly as any other, and changes nothing of it', async () => {
    await signUp({ name: 'Reader', email: 'reader@example.com' }, { cookie: 'region=2' });
    await (await visitor()).post(CONFIRM, (await confirmLinkIn(t, 'reader@example.com')).body);
    const subscribed = await t.services.newsletter.find('reader@example.com');
    expect(subscribed?.confirmedAt).not.toBeNull();

    const repeat = await signUp(
      { name: 'Someone Else', email: 'Reader@Example.com' },
      { cookie: 'region=3' },
    );
    const fresh = await signUp(
      { name: 'Someone Else', email: 'newcomer@example.com' },
      { cookie: 'region=3' },
    );
    expect(repeat.statusCode).toBe(fresh.statusCode);
    expect(repeat.body).toBe(fresh.body);
    expect(repeat.headers['content-type']).toBe(fresh.headers['content-type']);
    // The subscription stays as its owner made it: the stranger's name and region are not taken.
    expect(await t.services.newsletter.find('reader@example.com')).toEqual(subscribed);

    // The owner hears of it instead of getting a link that would do nothing, with the way to stop it.
    const [notice] = await mailsTo('reader@example.com');
    expect(notice?.subject).toBe('You’re already subscribed to the Cardshop newsletter');
    expect(notice?.text).toContain('Hi Reader,');
    expect(notice?.text).not.toContain('/newsletter/confirm/');
    expect(notice?.text).toContain('/unsubscribe/newsletter/reader%40example.com?sig=');
  });

  it('keeps one row per address: a repeat while it waits updates the name', async () => {
    await signUp({ name: 'Hopper', email: 'hopper@example.com' });
    const again = await signUp({ name: 'Grace Hopper', email: '  Hopper@Example.COM ' });
    expect(again.statusCode).toBe(200);
    const hoppers = (await rows()).filter((row) => row.email === 'hopper@example.com');
    expect(hoppers).toHaveLength(1);
    expect(hoppers[0]?.name).toBe('Grace Hopper');
    expect(hoppers[0]?.confirmedAt).toBeNull();
  });

  it('uses the default region when the visitor has none, and a ?region= before the cookie', async () => {
    await signUp({ name: 'No Region', email: 'none@example.com' });
    expect((await t.services.newsletter.find('none@example.com'))?.regionId).toBe(1);
    await signUp({ name: 'Kiwi', email: 'kiwi@example.com' }, { cookie: 'region=2', query: '?region=nz' });
    const regions = await t.services.config.regions();
    const nz = regions.find((region) => region.iso === 'NZ');
    expect((await t.services.newsletter.find('kiwi@example.com'))?.regionId).toBe(nz?.id);
  });
});

describe('newsletter signup: rate limits', () => {
  it('limits the signups of one address, from any client: 429 beside the email field, no more mail', async () => {
    const { limit } = NEWSLETTER_LIMITS.perEmail;
    const allowed = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      allowed.push((await signUp({ name: 'Inbox', email: 'inbox@example.com' })).statusCode);
    }
    expect(allowed).toEqual(Array(limit).fill(200));
    const mailsBefore = (await mailsTo('inbox@example.com')).length;
    expect(mailsBefore).toBe(limit);

    const over = await signUp({ name: 'Inbox', email: 'INBOX@example.com' });
    expect(over.statusCode).toBe(429);
    expect(errorsOf(over)).toEqual({ email: ['validation.too-many-requests'] });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(NEWSLETTER_LIMITS.perEmail.windowSeconds);
    expect(await mailsTo('inbox@example.com')).toHaveLength(mailsBefore);
  });

  it('limits the signups of one client, whatever the addresses', async () => {
    const browser = await visitor();
    const { limit } = NEWSLETTER_LIMITS.perIp;
    const allowed = [];
    for (let attempt = 0; attempt < limit; attempt += 1) {
      allowed.push(
        (await browser.post(SIGNUP, { name: 'Spray', email: `spray${attempt}@example.com` })).statusCode,
      );
    }
    expect(allowed).toEqual(Array(limit).fill(200));
    const over = await browser.post(SIGNUP, { name: 'Spray', email: 'one-more@example.com' });
    expect(over.statusCode).toBe(429);
    expect(errorsOf(over)).toEqual({ email: ['validation.too-many-requests'] });
    expect(await t.services.newsletter.find('one-more@example.com')).toBeNull();
    expect(await mailsTo('one-more@example.com')).toEqual([]);
    // Another client is not held back by this one.
    expect((await signUp({ name: 'Other', email: 'other-client@example.com' })).statusCode).toBe(200);
  });
});

describe('newsletter signup: bad input', () => {
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
    const browser = await visitor();
    const bodies: Array<{ payload: string; type: string }> = [
      { payload: '{"name":', type: 'application/json' },
      { payload: 'null', type: 'application/json' },
      { payload: '[]', type: 'application/json' },
      { payload: '"text"', type: 'application/json' },
      { payload: '{"name":["a"],"email":{"x":1}}', type: 'application/json' },
      { payload: 'name=a&email=b', type: 'application/x-www-form-urlencoded' },
      { payload: '', type: 'application/json' },
    ];
    const headers = { cookie: browser.cookie ?? '', 'x-csrf-token': browser.csrfToken ?? '' };
    for (const target of [SIGNUP, CONFIRM]) {
      const statuses = await Promise.all(
        bodies.map(
          async (body) =>
            (
              await t.app.inject({
                method: 'POST',
                url: target,
                payload: body.payload,
                headers: { ...headers, 'content-type': body.type },
              })
            ).statusCode,
        ),
      );
      const clientErrors = statuses.map((status) => status >= 400 && status < 500);
      expect(clientErrors, `${target}: ${statuses}`).toEqual(bodies.map(() => true));
    }
    const noBody = await t.app.inject({ method: 'POST', url: SIGNUP, headers });
    expect(noBody.statusCode).toBe(422);
  });
});
