import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ cards: 30 });
});
afterAll(() => t.close());

describe('configuration', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_EMPTY: true });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops on a bad value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('runs one app process unless told, and several only on PostgreSQL', () => {
    expect(loadConfig({}).PROCESSES).toBe(1);
    expect(loadConfig({ PROCESSES: '2', DATABASE_URL: 'postgres://shop@db/shop' }).PROCESSES).toBe(2);
    expect(() => loadConfig({ PROCESSES: '2' })).toThrow(/PROCESSES: more than one needs DATABASE_URL/);
    expect(() => loadConfig({ PROCESSES: '0', DATABASE_URL: 'postgres://shop@db/shop' })).toThrow(
      /PROCESSES/,
    );
  });
});

describe('health, readiness and the API document', () => {
  it('answers /healthz and /readyz once migrated and the database answers', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', database: true, migrated: true });
  });

  it('serves an OpenAPI document of every API route', async () => {
    const document = (await t.app.inject('/api/docs')).json() as {
      openapi: string;
      paths: Record<string, object>;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/cards/{slug}',
        '/api/card/{id}',
        '/api/card-sizes/available',
        '/api/card-sizes/{id}',
        '/api/content/{slug}',
        '/api/gift-cards',
        '/api/gift-cards/{id}',
        '/api/articles/latest',
        '/api/config/currencies',
        '/api/config/countries',
        '/api/config/business-pricing',
        '/api/config/translations',
        '/report/i18n',
        '/resources/artwork/{id}',
      ]),
    );
  });

  it('documents the 429 of a limited route with its Retry-After, and no 429 where nothing is limited', async () => {
    type Responses = Record<string, { description: string; headers?: Record<string, unknown> }>;
    const document = (await t.app.inject('/api/docs')).json() as {
      paths: Record<string, Record<string, { responses: Responses }>>;
    };
    const login = document.paths['/api/auth/login']?.post?.responses;
    expect(login?.['429']?.description).toContain('data.retryAfter');
    expect(Object.keys(login?.['429']?.headers ?? {})).toEqual(['Retry-After']);
    expect(document.paths['/api/auth/check']?.get?.responses['429']).toBeUndefined();
  });
});

describe('crawlers', () => {
  it('serves robots.txt allowing the storefront and keeping crawlers out of the API', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Allow: /');
    expect(response.body).toContain('Disallow: /api/');
  });
});

describe('the envelope and HTTP behaviour', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await t.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      data: null,
      state: {
        version: expect.any(String),
        messages: [{ type: 'error', message: 'global.errors.not-found' }],
      },
    });
  });

  it('compresses large answers when the browser accepts it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config/countries',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends a small answer as it is, which compressing would not make arrive sooner', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/config/currencies',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeLessThan(8192);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it("answers with the request id it logged under: the caller's own, or a new one", async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
