import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { toWebRequest } from './web.ts';

// Who the client is and which origin links name: forwarded headers count only from configured proxies,
// and the host of a link is PUBLIC_URL's, whatever a request says.

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default, and takes a hop count or a list of addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
    ]);
  });

  it('stops on a value that is neither', () => {
    for (const bad of ['true', 'proxy.example', '10.0.0.0/99', '-1', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

/** The client address and host the app logged for one request with the given headers. */
async function loggedRequest(env: Record<string, string>, headers: Record<string, string>) {
  const lines: string[] = [];
  const t = await createTestApp({
    seed: false,
    env,
    logStream: { write: (line: string) => lines.push(line) },
  });
  try {
    await t.app.inject({ method: 'GET', url: '/healthz', headers, remoteAddress: '10.1.2.3' });
  } finally {
    await t.close();
  }
  const entry = lines
    .map((line) => JSON.parse(line) as { req?: { remoteAddress?: string; host?: string } })
    .find((line) => line.req);
  return entry?.req ?? {};
}

describe('client address', () => {
  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const req = await loggedRequest(
      {},
      { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    );
    expect(req.remoteAddress).toBe('10.1.2.3');
    expect(req.host).not.toBe('evil.example');
  });

  it('takes the client from X-Forwarded-For sent by a configured proxy, but never the host', async () => {
    const req = await loggedRequest(
      { TRUST_PROXY: '10.0.0.0/8' },
      { host: 'shop.example', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
    );
    expect(req.remoteAddress).toBe('203.0.113.9');
    expect(req.host).toBe('shop.example');
  });
});

describe('page origin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Even an app trusting every proxy gives pages PUBLIC_URL's origin.
    app = Fastify({ trustProxy: true });
    app.get('/*', async (request, reply) => ({
      url: toWebRequest(request, reply, 'https://shop.example').url,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('builds the URL a page sees from PUBLIC_URL, never from Host or X-Forwarded-Host', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/cards/birthday?page=2',
      headers: { host: 'other.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(response.json()).toEqual({ url: 'https://shop.example/cards/birthday?page=2' });
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent, with includeSubDomains, whenever PUBLIC_URL is https', async () => {
    const t = await createTestApp({ seed: false, env: { PUBLIC_URL: 'https://shop.example' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/check' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
    } finally {
      await t.close();
    }
  });

  it('is not sent for an http PUBLIC_URL, whatever X-Forwarded-Proto says', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
