import { SESSION_ABSOLUTE_MS, SIGNED_OUT_IDLE_MS } from '@cardshop/shared/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeJson } from './api.ts';
import { HttpError } from './errors.ts';
import { readCookie } from './request-region.ts';
import { cookieNames, type Session, type SessionStore, sameSecret } from './sessions.ts';

export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const loaded = Symbol('session');

type Loaded = { [loaded]?: Promise<Session | null> };

/**
 * Sessions, CSRF and security headers for every route.
 *
 * - `request.session()` loads the signed-in session its cookie names, once per request and only when
 *   asked, so catalogue reads without a cookie never touch the sessions table.
 * - Every state-changing request must carry a CSRF token in `X-CSRF-TOKEN`: the session's, or, signed
 *   out, the one signed from the visitor cookie (`csrfTokenFor`). A missing or wrong token is refused with
 *   a 403 before the handler runs. A token this browser held before (its session expired, signed out
 *   elsewhere, rotated at sign-in) gets a 500 with `state.reload` and the current token, so the client can
 *   retry once; nothing was changed either way.
 */
export function registerSecurity(app: FastifyInstance, store: SessionStore, publicUrl: string): void {
  // Served over https (PUBLIC_URL, not a header the client may send): HSTS, Secure `__Host-` cookies.
  const https = new URL(publicUrl).protocol === 'https:';
  const names = cookieNames(https);
  app.decorateRequest('servedOverHttps', https);
  app.decorateRequest('session', function (this: FastifyRequest & Loaded) {
    if (!this[loaded]) {
      const token = readCookie(this.headers.cookie, names.session);
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
    const visitor = readCookie(request.headers.cookie, names.visitor);
    const visitorToken = store.visitorToken(visitor);
    const matches = (expected: string | null | undefined) => !!expected && sameSecret(token, expected);
    if (session) {
      if (matches(session.csrfToken)) return;
      // A tab from before the sign-in (or before the session was renewed) is asked to reload.
      if (matches(session.previousCsrfToken) || matches(visitorToken))
        return reload(reply, session.csrfToken);
      return refuse(reply, 'global.errors.csrf-invalid');
    }
    if (matches(visitorToken)) return;
    // Signed out and not this visitor's token. One this browser held (a session that has since ended,
    // which its cookie still names or the visitor cookie was marked with at sign-out), or any token when
    // the visitor cookie has gone (24 hours unused), asks for a reload; anything else is a forgery.
    const endedSession = readCookie(request.headers.cookie, names.session) !== undefined;
    if (!visitorToken || endedSession || store.visitorHeld(visitor, token)) {
      return reload(reply, visitorToken ?? newVisitor(request, reply, store, null));
    }
    return refuse(reply, 'global.errors.csrf-invalid');
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    // A page may ask for a stricter one (the redemption pages, whose address holds a code).
    if (!reply.hasHeader('referrer-policy'))
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

/** Nothing was done: the client is to retry once with this token (the spec's expired-token answer). */
function reload(reply: FastifyReply, xsrfToken: string) {
  return reply
    .code(500)
    .type('application/json; charset=utf-8')
    .send(
      envelopeJson({ xsrfToken }, [{ type: 'error', message: 'global.errors.system-update' }], {
        reload: true,
      }),
    );
}

/** The attributes of both cookies: this host only, every path, scripts cannot read them. */
function cookieAttributes(request: FastifyRequest, maxAgeMs: number): string {
  const secure = request.servedOverHttps || request.protocol === 'https' ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`;
}

/**
 * The Set-Cookie value of a session token (or of its removal). The browser may keep it as long as the
 * session can live at most; the server ends it sooner when it sits unused.
 */
export function sessionCookie(request: FastifyRequest, token: string | null): string {
  const name = cookieNames(request.servedOverHttps).session;
  return `${name}=${token ?? ''}; ${cookieAttributes(request, token ? SESSION_ABSOLUTE_MS : 0)}`;
}

/** The Set-Cookie value of a signed-out visitor's cookie: kept for SIGNED_OUT_IDLE_MS after its last check. */
export function visitorCookie(request: FastifyRequest, value: string): string {
  return `${cookieNames(request.servedOverHttps).visitor}=${value}; ${cookieAttributes(request, SIGNED_OUT_IDLE_MS)}`;
}

/** Sets a new visitor cookie on the reply and answers its CSRF token. */
function newVisitor(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  previousCsrfToken: string | null,
): string {
  const visitor = store.newVisitor(previousCsrfToken);
  reply.header('set-cookie', visitorCookie(request, visitor.cookieValue));
  return visitor.csrfToken;
}

/**
 * Starts a new session for the request, signed in as `userId`, or signed out (null), sets its cookies
 * and answers its CSRF token. The replaced session, if any, is destroyed: at sign-in this is the
 * session-id rotation that defeats fixation. The token the browser held before is kept as the previous
 * one (in the new session, or marked in the new visitor cookie after a sign-out), so another tab still
 * holding it is asked to reload rather than refused. Signing out stores nothing: the session cookie goes
 * and a new visitor cookie (a new CSRF token) comes.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
  userId: string | null,
): Promise<string> {
  const current = await request.session();
  const previous =
    current?.csrfToken ??
    store.visitorToken(readCookie(request.headers.cookie, cookieNames(request.servedOverHttps).visitor));
  if (current) await store.destroy(current.id);
  if (userId === null) {
    (request as FastifyRequest & Loaded)[loaded] = Promise.resolve(null);
    if (readCookie(request.headers.cookie, cookieNames(request.servedOverHttps).session) !== undefined) {
      reply.header('set-cookie', sessionCookie(request, null));
    }
    return newVisitor(request, reply, store, previous);
  }
  const { cookieToken, session } = await store.create(
    userId,
    { userAgent: request.headers['user-agent'] ?? null, ip: request.ip },
    previous,
  );
  (request as FastifyRequest & Loaded)[loaded] = Promise.resolve(session);
  reply.header('set-cookie', sessionCookie(request, cookieToken));
  return session.csrfToken;
}

/**
 * The request's CSRF token: its session's, or, signed out, the one signed from the visitor cookie, which
 * is set when missing and kept another SIGNED_OUT_IDLE_MS otherwise. Writes no session row.
 */
export async function csrfTokenFor(
  request: FastifyRequest,
  reply: FastifyReply,
  store: SessionStore,
): Promise<string> {
  const session = await request.session();
  if (session) return session.csrfToken;
  const value = readCookie(request.headers.cookie, cookieNames(request.servedOverHttps).visitor);
  const token = store.visitorToken(value);
  if (!value || !token) return newVisitor(request, reply, store, null);
  reply.header('set-cookie', visitorCookie(request, value));
  return token;
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
