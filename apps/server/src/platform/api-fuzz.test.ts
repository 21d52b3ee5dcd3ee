import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_URL_TEXTS, BAD_VALUES, pick, sampleOf, seededRandom, spoil } from '../test/fuzz-values.ts';
import { createTestApp } from '../test/test-app.ts';

// Every operation of the OpenAPI document, given bad path parameters, query strings and bodies (NUL and
// lone surrogates, wrong types, huge and deep values): a client's mistake is a 4xx, never a 5xx. Bounded
// and repeatable: a fixed seed and a few cases per operation.

const SEED = 20261125;
const CASES_PER_OPERATION = 9;
const TAINTS = ['\u0000', '\uD800'];
// The same as UTF-8 in a URL: a NUL, and a surrogate's bytes (which no valid UTF-8 holds).
const TAINTS_IN_URLS = ['%00', '%ED%A0%80'];

type Parameter = { name: string; in: 'path' | 'query' };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: never } } };
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let operations: { method: string; path: string; operation: Operation }[];
beforeAll(async () => {
  t = await createTestApp({ cards: 5 });
  const document = (await t.app.inject('/api/docs')).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
});
afterAll(() => t.close());

describe('API fuzz', () => {
  it('answers no generated bad request with a 5xx', async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path, operation } of operations) {
      const pathParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const queryParams = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const bodySchema = operation.requestBody?.content['application/json'].schema;
      // The parts this operation has, spoiled in turn: in each part's first two cases every text carries a
      // NUL or a lone surrogate (the rest of the input plausible), later ones one bad value somewhere.
      const targets = [
        ...(pathParams.length > 0 ? ['path'] : []),
        'query',
        ...(bodySchema && method !== 'GET' ? ['body'] : []),
      ];
      for (let index = 0; index < CASES_PER_OPERATION; index++) {
        const target = targets[index % targets.length];
        const turn = Math.floor(index / targets.length);
        const urlText = turn < 2 ? `fuzz${TAINTS_IN_URLS[turn]}` : pick(random, BAD_URL_TEXTS);
        let url = path.replace(/\{(\w+)\}/g, () => (target === 'path' ? urlText : 'fuzz-value'));
        if (target === 'query') {
          const names = queryParams.length > 0 ? queryParams.map((parameter) => parameter.name) : ['q'];
          const chosen = turn < 2 ? names : [pick(random, names)];
          url += `?${chosen.map((name) => `${encodeURIComponent(name)}=${urlText}`).join('&')}`;
        }
        let payload: string | undefined;
        if (bodySchema && method !== 'GET') {
          const tainted = target === 'body' && turn < 2;
          const plausible = sampleOf(bodySchema, random, tainted ? TAINTS[turn] : '');
          const body =
            target === 'body' && !tainted ? spoil(plausible, pick(random, BAD_VALUES), random) : plausible;
          payload = JSON.stringify(body);
        }
        // A session of its own per request, so a sign-out or rotation never spoils the next case.
        const browser = await t.browser();
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: {
            ...browser.headers,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(payload === undefined ? {} : { payload }),
        });
        if (response.statusCode >= 500) {
          failures.push(
            `${method} ${url.slice(0, 120)} ${payload?.slice(0, 160) ?? ''} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('NUL and lone surrogates', () => {
  it('are a 422 field error in a body or query string, and a 404 in a path', async () => {
    const browser = await t.browser();
    const report = await t.app.inject({
      method: 'POST',
      url: '/report/i18n',
      headers: browser.headers,
      payload: { reports: [{ type: 'missing', locale: 'en-AU', key: 'a\u0000', uri: '/\uD800', time: 0 }] },
    });
    expect(report.statusCode).toBe(422);
    expect(report.json().data.errors).toEqual({
      'reports.0.key': ['validation.characters'],
      'reports.0.uri': ['validation.characters'],
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/gift-cards?query=a%00b' });
    expect(search.statusCode).toBe(422);
    expect(search.json().data.errors).toEqual({ query: ['validation.characters'] });
    for (const url of ['/api/cards/a%00b', '/api/content/x%00', '/api/gift-cards/a%00b']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
