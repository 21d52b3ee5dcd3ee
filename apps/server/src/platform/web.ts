import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { RENDER_CACHE_HEADER } from '@cardshop/shared/constants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { createRequestHandler, RouterContextProvider, ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import { envelopeJson } from './api.ts';
import type { CachedResponse, ResponseCache } from './cache.ts';
import { REGION_COOKIE, readCookie } from './request-region.ts';
import { isSameOriginPost } from './same-origin.ts';
import { startSession } from './security.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Inline scripts of a page: React Router's hydration data and module bootstrap.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const WEB_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const WEB_BUILD = path.resolve(WEB_APP, process.env.WEB_BUILD_DIR ?? 'build');
const NOT_PAGES = /^\/(api|resources|images|report)(\/|$)/;
const CROSS_SITE_POST = 'This form was sent from another site, so it was not accepted.';

/**
 * What the host takes from the build's server entry: the contexts it fills for each request, and the router
 * the build was made with, so one copy of React Router handles and renders a page.
 */
interface WebEntry {
  servicesContext: Parameters<RouterContextProvider['set']>[0];
  requestContext: Parameters<RouterContextProvider['set']>[0];
  createRequestHandler: typeof createRequestHandler;
  RouterContextProvider: typeof RouterContextProvider;
}

/**
 * The pages' Content-Security-Policy: scripts only from this origin or inline with this response's nonce
 * (React Router's hydration data), no plugins, no framing. Inline style attributes stay allowed (React
 * sets them for layout); styles cannot run code.
 */
export function pageSecurityPolicy(scriptSources: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the web app's production build: hashed assets from build/client, and every other GET or form
 * POST rendered by React Router on the server, its loaders reaching the services through the load context.
 */
export async function registerWeb(
  app: FastifyInstance,
  services: Services,
  publicUrl: string,
): Promise<void> {
  const serverEntry = path.join(WEB_BUILD, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn('web build missing (run `npm run build`): serving the API only');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as WebEntry;
  const handle = entry.createRequestHandler(
    build,
    process.env.NODE_ENV === 'development' ? 'development' : 'production',
  );

  await app.register(fastifyStatic, {
    root: path.join(WEB_BUILD, 'client'),
    prefix: '/',
    wildcard: false,
    setHeaders: (reply, filePath) => {
      // Hashed file names change with their content, so they can be cached for a year.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Pages being rendered for the render cache, by key: requests for one of them wait for its render.
  const rendering = new Map<string, Promise<CachedResponse | undefined>>();
  await app.register(async (pages) => {
    // React Router reads form bodies itself: hand it the raw stream.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      // A form post cannot carry the API's X-CSRF-TOKEN header: route actions are guarded by where the
      // post comes from instead (decision record 19).
      config: { csrf: false },
      handler: async (request, reply) => {
        if (NOT_PAGES.test(request.url)) {
          return reply
            .code(404)
            .type('application/json; charset=utf-8')
            .send(envelopeJson(null, [{ type: 'error', message: 'global.errors.not-found' }]));
        }
        if (request.method === 'POST') {
          if (!isSameOriginPost(request.headers, [new URL(publicUrl).host, request.headers.host ?? ''])) {
            return reply.code(403).type('text/plain; charset=utf-8').send(CROSS_SITE_POST);
          }
          // What an action answers is for this visitor alone (a sign-in, their entries): never cached.
          reply.header('cache-control', 'no-store');
        }
        const cache = services.responseCache;
        const key = await pageCacheKey(request);
        const cached = key ? cache.get(key) : undefined;
        if (cached) return sendCachedPage(request, reply, cached);
        // A page another request is rendering for the cache: its render answers this one too, so a crowd
        // arriving at a cold page (a start, a catalogue change) costs one render, not one each.
        const underway = key ? rendering.get(key) : undefined;
        if (underway) {
          const page = await underway;
          if (page) return sendCachedPage(request, reply, page);
        }
        let settle: (page: CachedResponse | undefined) => void = () => {};
        if (key && !underway) {
          rendering.set(
            key,
            new Promise((resolve) => {
              settle = resolve;
            }),
          );
        }
        try {
          return await renderPage(request, reply, key, settle);
        } finally {
          // Not cacheable, failed or stored: whoever waits has its answer (undefined: render your own).
          settle(undefined);
          if (key && !underway) rendering.delete(key);
        }
      },
    });
  });

  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string | null,
    settle: (page: CachedResponse | undefined) => void,
  ) {
    const cache = services.responseCache;

    const nonce = randomBytes(16).toString('base64');
    const generation = cache.currentGeneration;
    const context = new entry.RouterContextProvider();
    context.set(entry.servicesContext, services);
    // A page that may be kept is rendered whole; any other streams, its shell first.
    context.set(entry.requestContext, {
      nonce,
      wholePage: key !== null,
      session: () => request.session(),
      client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
      // The same session start as the JSON API's sign-in: a new id and CSRF token, its cookie on the reply.
      startSession: async (userId: string | null) => {
        await startSession(request, reply, services.sessions, userId);
      },
      logError: (error: unknown, message: string) => request.log.error({ err: error }, message),
    });
    const response = await handle(toWebRequest(request, reply, publicUrl), context);
    const cacheable =
      key &&
      response.status === 200 &&
      response.headers.get(RENDER_CACHE_HEADER) === 'public' &&
      response.headers.getSetCookie().length === 0;
    if (!cacheable) {
      // Streamed as it renders: the policy names this response's nonce.
      reply.header('content-security-policy', pageSecurityPolicy(`'nonce-${nonce}'`));
      return sendWebResponse(reply, response);
    }
    const html = Buffer.from(await response.text());
    const page = await storePage(cache, key, html, generation);
    settle(page);
    copyHeaders(reply, response);
    return sendCachedPage(request, reply, page);
  }
}

/**
 * The Fetch request React Router handles. Its origin is PUBLIC_URL's: the links a page builds from it
 * (canonical, hreflang, the home page's) never name a host a client put in Host or X-Forwarded-Host.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const origin = new URL(publicUrl).origin;
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * The render-cache key of a page request, or null when the page must be rendered for this visitor: only
 * signed-out GETs are shared, per URL and remembered region (links name PUBLIC_URL, whatever the host).
 */
async function pageCacheKey(request: FastifyRequest): Promise<string | null> {
  if (request.method !== 'GET') return null;
  const session = await request.session();
  if (session?.userId) return null;
  const region = readCookie(request.headers.cookie, REGION_COOKIE) ?? '';
  return `page|${request.url}|${region}`;
}

/** The CSP source expressions ('sha256-…') of every inline script in a page, in order. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * Keeps a rendered page with what serving it again needs: a policy naming the hashes of its inline
 * scripts (the same bytes go to everyone, so a nonce cannot be fresh), and its brotli and gzip forms, so
 * a cached page costs neither rendering nor compression.
 */
async function storePage(cache: ResponseCache, key: string, html: Buffer, generation: number) {
  const hashes = inlineScriptHashes(html.toString('utf8'));
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gzipAsync(html, { level: 7 }),
  ]);
  const extra = {
    headers: { 'content-security-policy': pageSecurityPolicy(hashes.join(' ') || "'none'") },
    encoded: { br, gzip: gz },
  };
  return cache.setIfCurrent(key, html, generation, extra) ?? { body: html, etag: '', ...extra };
}

function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedResponse) {
  reply.type('text/html; charset=utf-8').header('vary', 'Cookie, Accept-Encoding');
  for (const [name, value] of Object.entries(page.headers ?? {})) reply.header(name, value);
  if (page.etag) {
    reply.header('etag', page.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const accepted = String(request.headers['accept-encoding'] ?? '');
  for (const encoding of ['br', 'gzip'] as const) {
    const body = page.encoded?.[encoding];
    if (body && new RegExp(`\\b${encoding}\\b`).test(accepted)) {
      return reply.header('content-encoding', encoding).send(body);
    }
  }
  return reply.send(page.body);
}

function copyHeaders(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie' && key !== RENDER_CACHE_HEADER) reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  copyHeaders(reply, response);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
