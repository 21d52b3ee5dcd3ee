import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeJson } from './api.ts';
import { HttpError } from './errors.ts';
import { readCookie } from './request-region.ts';
import { SESSION_COOKIE, SESSION_IDLE_MS, type Session, type SessionStore, sameSecret } from './sessions.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const loaded = Symbol('session');

type Loaded = { [loaded]?: Promise<Session | null> };

/**
 * Sessions, CSRF and security headers for every route.
 *
 * - `request.session()` loads the session its cookie names, once per request and only when asked, so
 *   catalogue reads without a cookie never touch the sessions table.
 * - Every state-changing request must carry the session's CSRF token in `X-CSRF-TOKEN`. A missing or wrong
 *   token is refused with a 403 before the handler runs. A token whose session has gone (expired, signed
 *   out elsewhere, rotated at sign-in) gets a 500 with `state.reload` and a fresh token, so the client can
 *   retry once; nothing was changed either way.
 */
export function registerSecurity(app: FastifyInstance, store: SessionStore, publicUrl: string): void {
  // Served over https (PUBLIC_URL, not a header the client may send): HSTS and Secure cookies.
  const https = new URL(publicUrl).protocol === 'https:';
  app.decorateRequest('servedOverHttps', https);
  app.decorateRequest('session', function (this: FastifyRequest & Loaded) {
    if (!this[loaded]) {
      const token = readCookie(this.headers.cookie, SESSION_COOKIE);
      this[loaded] = token ? store.find(token) : Promise.resolve(null);
    }
    return this[loaded];
  });

  app.addHook('preHandler', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const sent = request.headers[CSRF_HEADER];
    const token = Array.isArray(sent) ? sent[0] : sent;
    if (!token) return refuse(reply, 'global.errors.csrf-missing');
    const session = await request.session();
    if (session && sameSecret(token, session.csrfToken)) return;
    if (!session || (session.previousCsrfToken && sameSecret(token, session.previousCsrfToken))) {
      const fresh = session ?? (await startSession(request, reply, store, null));
      return reply
        .code(500)
        .type('application/json; charset=utf-8')
        .send(
          envelopeJson(
            { xsrfToken: fresh.csrfToken },
            [{ type: 'error', message: 'global.errors.system-update' }],
            {
              reload: true,
            },
          ),
        );
    }
    return refuse(reply, 'global.errors.csrf-invalid');
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    // Pages set their own policy with a per-response script nonce (platform/web.ts); everything else
    // (JSON, images) may load nothing and be framed by nobody.
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });
}

function refuse(reply: FastifyReply, key: string) {
  return reply
    .code(403)
    .type('application/json; charset=utf-8')
    .send(envelopeJson(null, [{ type: 'error', message: key }]));
}

/** The Set-Cookie value of a session token (or of its removal). */
export function sessionCookie(request: FastifyRequest, token: string | null): string {
  const secure = request.servedOverHttps || request.protocol === 'https' ? '; Secure' : '';
  const age = token ? Math.floor(SESSION_IDLE_MS / 1000) : 0;
  return `${SESSION_COOKIE}=${token ?? ''}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${age}${secure}`;
}

/**
 * Starts a new session for the request (signed in when `userId` is given), sets its cookie and makes it
 * the request's session. The replaced session, if any, is destroyed: at sign-in this is the session-id
 * rotation that defeats fixation, and its CSRF token is kept as the previous one.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  userId: string | null,
): Promise<Session> {
  const current = await request.session();
  if (current) await store.destroy(current.id);
  const { cookieToken, session } = await store.create(
    userId,
    { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
    current?.csrfToken ?? null,
  );
  (request as FastifyRequest & Loaded)[loaded] = Promise.resolve(session);
  reply.header('set-cookie', sessionCookie(request, cookieToken));
  return session;
}

/** The request's session, starting a signed-out one when there is none (so it has a CSRF token). */
export async function ensureSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
): Promise<Session> {
  return (await request.session()) ?? startSession(request, reply, store, null);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session the request's cookie names, or null; loaded on first call. */
    session(): Promise<Session | null>;
    /** Whether PUBLIC_URL is https: the site is served over TLS, whatever terminates it. */
    servedOverHttps: boolean;
  }
  interface FastifyContextConfig {
    /** False for endpoints called by other servers with their own signature (payment webhooks). */
    csrf?: boolean;
  }
}

/** The signed-in user's id, or a 401 (the client clears its caches and sends the visitor to log in). */
export async function requireUserId(request: FastifyRequest): Promise<string> {
  const session = await request.session();
  if (!session?.userId) throw new HttpError(401, 'global.error.unauthenticated');
  return session.userId;
}
