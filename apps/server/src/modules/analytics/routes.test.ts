import { JOURNEY_BATCH_MAX } from '@cardshop/shared/contracts/analytics';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { journeyEvents } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { JOURNEY_BATCHES_PER_IP } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Awaited<ReturnType<typeof t.browser>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 20 });
  browser = await t.browser();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(journeyEvents);
});

const NOW = 1_790_000_000;
const view = (label: string, extra: Record<string, unknown> = {}) => ({
  category: 'product',
  event: 'view',
  label,
  uri: `/artists/some-artist/${label}`,
  time: NOW,
  ...extra,
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/j',
    headers: { 'content-type': 'application/json', ...browser.headers, ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /j', () => {
  it('stores a batch of journey events and answers how many it recorded', async () => {
    const response = await post({
      ev: [
        view('card-a'),
        {
          category: 'purchase-options',
          event: 'open',
          label: 'card-b',
          data: { mode: 'blank', quantity: 3, hash: true, ids: ['a', 'b'], none: null },
          uri: '/cards?query=fox',
          time: NOW + 5,
        },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ recorded: 2 });

    const rows = await t.services.analytics.list();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      category: 'product',
      event: 'view',
      label: 'card-a',
      data: null,
      uri: '/artists/some-artist/card-a',
    });
    // The visit is kept as a hash of the token the batch carried, never the token itself.
    expect(rows[0]?.session).toMatch(/^[\w-]{22}$/);
    expect(rows[0]?.session).not.toContain(browser.csrfToken.slice(0, 12));
    expect(rows[1]?.session).toBe(rows[0]?.session);
    expect(rows[0]?.occurredAt.toISOString()).toBe(new Date(NOW * 1000).toISOString());
    // The server stamps its own receipt time.
    expect(Math.abs((rows[0]?.receivedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
    expect(rows[1]).toMatchObject({
      category: 'purchase-options',
      event: 'open',
      label: 'card-b',
      data: { mode: 'blank', quantity: 3, hash: true, ids: ['a', 'b'], none: null },
      uri: '/cards?query=fox',
    });
  });

  it('accepts events without label or data', async () => {
    const response = await post({
      ev: [{ category: 'listing', event: 'load-more', uri: '/cards', time: NOW }],
    });
    expect(response.statusCode).toBe(200);
    const [row] = await t.services.analytics.list();
    expect(row).toMatchObject({ label: null, data: null });
  });

  it('takes a full batch of 50 in one request', async () => {
    const ev = Array.from({ length: JOURNEY_BATCH_MAX }, (_, index) => view(`card-${index}`));
    const response = await post({ ev });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ recorded: 50 });
    expect(await t.services.analytics.list()).toHaveLength(50);
  });

  it('answers 422 with field errors for bad batches and stores nothing', async () => {
    // A rule of null: the field must carry some error (the type rule's name is the platform's business).
    const cases: Array<[unknown, string, string | null]> = [
      [{ ev: [] }, 'ev', 'validation.min'],
      [{}, 'ev', 'validation.required'],
      [{ ev: 'view' }, 'ev', null],
      [
        { ev: Array.from({ length: JOURNEY_BATCH_MAX + 1 }, (_, index) => view(`c${index}`)) },
        'ev',
        'validation.max',
      ],
      [{ ev: [{ ...view('a'), category: '' }] }, 'ev.0.category', 'validation.required'],
      [{ ev: [{ ...view('a'), category: undefined }] }, 'ev.0.category', 'validation.required'],
      [{ ev: [{ ...view('a'), event: 'x'.repeat(65) }] }, 'ev.0.event', 'validation.max'],
      [{ ev: [{ ...view('a'), event: 'drop table;' }] }, 'ev.0.event', 'validation.format'],
      [{ ev: [{ ...view('a'), label: 'x'.repeat(201) }] }, 'ev.0.label', 'validation.max'],
      [{ ev: [{ ...view('a'), uri: 'x'.repeat(2001) }] }, 'ev.0.uri', 'validation.max'],
      [{ ev: [{ ...view('a'), uri: '' }] }, 'ev.0.uri', 'validation.required'],
      [{ ev: [{ ...view('a'), time: 'yesterday' }] }, 'ev.0.time', null],
      [{ ev: [{ ...view('a'), time: NOW + 0.5 }] }, 'ev.0.time', 'validation.integer'],
      [{ ev: [{ ...view('a'), time: NOW * 1000 }] }, 'ev.0.time', 'validation.max'],
      [{ ev: [{ ...view('a'), time: -1 }] }, 'ev.0.time', 'validation.min'],
      [{ ev: [{ ...view('a'), data: { nested: { deep: 1 } } }] }, 'ev.0.data.nested', 'validation.invalid'],
      [{ ev: [{ ...view('a'), data: { text: 'x'.repeat(501) } }] }, 'ev.0.data.text', 'validation.max'],
      [{ ev: [{ ...view('a'), data: ['a'] }] }, 'ev.0.data', null],
      [
        {
          ev: [
            {
              ...view('a'),
              data: Object.fromEntries(Array.from({ length: 21 }, (_, index) => [`k${index}`, index])),
            },
          ],
        },
        'ev.0.data',
        'validation.max',
      ],
    ];
    for (const [payload, field, rule] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(422);
      const errors = (dataOf<{ errors: Record<string, string[]> }>(response).errors ?? {}) as Record<
        string,
        string[]
      >;
      // The named rule, or any error at all on the field.
      expect(errors[field], `${field} in ${JSON.stringify(errors)}`).toEqual(
        expect.arrayContaining([rule ?? expect.any(String)]),
      );
    }
    expect(await t.services.analytics.list()).toHaveLength(0);
  });

  it('never answers 500: malformed JSON, other content types and awkward text stay client errors', async () => {
    const malformed = await post('{"ev": [');
    expect(malformed.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/j',
      headers: { 'content-type': 'application/json', ...browser.headers },
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    const plain = await t.app.inject({
      method: 'POST',
      url: '/j',
      headers: { 'content-type': 'text/plain', ...browser.headers },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(422);
    const notArray = await post('[1, 2, 3]');
    expect(notArray.statusCode).toBe(422);

    // Characters Postgres refuses in text and jsonb are refused with the field's error, not a 500.
    const awkward = await post({
      ev: [
        view('nul\u0000label', {
          uri: '/cards?q=\u0000x',
          data: { key: 'lone \ud800 surrogate' },
        }),
      ],
    });
    expect(awkward.statusCode).toBe(422);
    expect(JSON.stringify(awkward.json().data.errors)).toContain('validation.characters');
    expect(await t.services.analytics.list()).toEqual([]);
    // A character outside the basic plane (a surrogate pair) is ordinary text.
    const emoji = await post({ ev: [view('party', { uri: '/cards', data: { emoji: '🎉' } })] });
    expect(emoji.statusCode).toBe(200);
    const [row] = await t.services.analytics.list();
    expect(row?.data).toEqual({ emoji: '🎉' });
  });

  it('ties each visit’s events together and tells visits apart', async () => {
    const other = await t.browser();
    await post({ ev: [view('card-a')] });
    await t.app.inject({
      method: 'POST',
      url: '/j',
      headers: { 'content-type': 'application/json', ...other.headers },
      payload: JSON.stringify({ ev: [view('card-a')] }),
    });
    await post({ ev: [view('card-b')] });
    const [first, second, third] = await t.services.analytics.list();
    expect(first?.session).toBe(third?.session);
    expect(second?.session).not.toBe(first?.session);
  });

  it('takes at most JOURNEY_BATCHES_PER_IP batches a minute from one client address, then 429 and nothing stored', async () => {
    const from = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/j',
        remoteAddress: '203.0.113.99',
        headers: { 'content-type': 'application/json', ...browser.headers },
        payload: JSON.stringify({ ev: [view(`card-${n}`)] }),
      });
    for (let n = 0; n < JOURNEY_BATCHES_PER_IP.limit; n += 1) expect((await from(n)).statusCode).toBe(200);
    const refused = await from(JOURNEY_BATCHES_PER_IP.limit);
    expect(refused.statusCode).toBe(429);
    expect(await t.services.analytics.list()).toHaveLength(JOURNEY_BATCHES_PER_IP.limit);
    // Another address is not held back.
    expect((await post({ ev: [view('card-z')] })).statusCode).toBe(200);
  });

  it('is listed in the API document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(paths['/j']?.post).toBeTruthy();
  });
});
