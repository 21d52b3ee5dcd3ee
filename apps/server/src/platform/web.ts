import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Services } from '../services.ts';
import { envelopeJson } from './api.ts';

const WEB_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');
const WEB_BUILD = path.resolve(WEB_APP, process.env.WEB_BUILD_DIR ?? 'build');
const NOT_PAGES = /^\/(api|resources|images|report)(\/|$)/;

interface WebEntry {
  servicesContext: Parameters<RouterContextProvider['set']>[0];
  requestContext: Parameters<RouterContextProvider['set']>[0];
}

/**
 * The pages' Content-Security-Policy: scripts only from this origin or inline with this response's nonce
 * (React Router's hydration data), no plugins, no framing. Inline style attributes stay allowed (React
 * sets them for layout); styles cannot run code.
 */
export function pageSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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
export async function registerWeb(app: FastifyInstance, services: Services): Promise<void> {
  const serverEntry = path.join(WEB_BUILD, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.log.warn('web build missing (run `npm run build`): serving the API only');
    return;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const entry = build.entry.module as unknown as WebEntry;
  const handle = createRequestHandler(
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

  await app.register(async (pages) => {
    // React Router reads form bodies itself: hand it the raw stream.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    pages.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      handler: async (request, reply) => {
        if (NOT_PAGES.test(request.url)) {
          return reply
            .code(404)
            .type('application/json; charset=utf-8')
            .send(envelopeJson(null, [{ type: 'error', message: 'global.errors.not-found' }]));
        }
        const nonce = randomBytes(16).toString('base64');
        const context = new RouterContextProvider();
        context.set(entry.servicesContext, services);
        context.set(entry.requestContext, { nonce, session: () => request.session() });
        const response = await handle(toWebRequest(request, reply), context);
        reply.header('content-security-policy', pageSecurityPolicy(nonce));
        return sendWebResponse(reply, response);
      },
    });
  });
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.host}`;
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

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  for (const [key, value] of response.headers) {
    if (key !== 'set-cookie') reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
