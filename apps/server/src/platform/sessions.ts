import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@cardshop/shared/constants';
import { and, desc, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

/**
 * The names of the shop's two cookies. Over https (PUBLIC_URL) they carry the `__Host-` prefix: the
 * browser keeps them only when Secure, set by this very host for `Path=/` and without `Domain`, so no
 * sibling subdomain can set or replace them. Over plain http (development, the journeys) they go
 * without it: browsers refuse a `__Host-` cookie that is not Secure, and a Secure one over http except
 * on localhost (decision record 21).
 */
export function cookieNames(https: boolean): { session: string; visitor: string } {
  return https ? { session: '__Host-sid', visitor: '__Host-csrf' } : { session: 'sid', visitor: 'csrf' };
}

// Writing last-seen on every request would turn each read into a write; once in a while is enough.
const TOUCH_AFTER_MS = 10 * 60 * 1000;
// A visitor cookie: 32 random bytes, and after a sign-out the hash of the ended session's token.
const VISITOR_VALUE = /^([A-Za-z0-9_-]{43})(?:\.([A-Za-z0-9_-]{22}))?$/;

/** A signed-in session. Signed-out visitors have none: their CSRF token is signed (`visitorToken`). */
export interface Session {
  /** SHA-256 of the cookie token: what the table stores and what the account page lists. */
  id: string;
  userId: string;
  csrfToken: string;
  previousCsrfToken: string | null;
  /** The sign-in: the session ends SESSION_ABSOLUTE_MS after it, however active. */
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
}

export interface ClientInfo {
  userAgent?: string | null;
  ip?: string | null;
}

/** A fresh random token, URL-safe. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a secret, hex: how cookie tokens, links and device tokens are stored. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares two secrets in constant time. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** When a session ends: idle time after its last use, but never later than its sign-in allows. */
export function sessionExpiry(session: { createdAt: Date; lastSeenAt: Date }): Date {
  return new Date(
    Math.min(
      session.lastSeenAt.getTime() + SESSION_IDLE_MS,
      session.createdAt.getTime() + SESSION_ABSOLUTE_MS,
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Server-side sessions in PostgreSQL for signed-in users: revocable, each with its CSRF token, ending
 * SESSION_IDLE_MS after their last use and SESSION_ABSOLUTE_MS after their sign-in, whichever is first.
 *
 * A signed-out visitor has no row: a random value in the visitor cookie stands for them, and their CSRF
 * token is its HMAC keyed by APP_SECRET (a signed double submit), so asking for a token writes nothing.
 */
export function createSessionStore(db: Db, options: { appSecret: string; clock?: () => Date }) {
  const clock = options.clock ?? (() => new Date());
  const signVisitor = (random: string) =>
    createHmac('sha256', options.appSecret).update(`visitor-csrf:${random}`).digest('base64url');

  return {
    /** The live session a cookie token names, or null (unknown, revoked, expired or signed out). */
    async find(cookieToken: string): Promise<Session | null> {
      const now = clock();
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, hashToken(cookieToken)), gt(sessions.expiresAt, now)))
        .limit(1);
      // Rows from before these rules (signed-out ones, or a 30-day sliding expiry) are held to them too.
      if (!row?.userId || sessionExpiry(row) <= now) return null;
      const session = { ...row, userId: row.userId };
      if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_AFTER_MS) return session;
      const expiresAt = sessionExpiry({ createdAt: row.createdAt, lastSeenAt: now });
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
      return { ...session, lastSeenAt: now, expiresAt };
    },

    /**
     * Starts a signed-in session and returns the cookie token with it. `previousCsrfToken` carries the
     * token the browser held before (a signed-out visitor's, or the session's it replaces), so a tab still
     * holding that token is asked to reload rather than refused.
     */
    async create(
      userId: string,
      client: ClientInfo,
      previousCsrfToken: string | null = null,
    ): Promise<{ cookieToken: string; session: Session }> {
      const cookieToken = randomToken();
      const now = clock();
      const session: Session = {
        id: hashToken(cookieToken),
        userId,
        csrfToken: randomToken(),
        previousCsrfToken,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: sessionExpiry({ createdAt: now, lastSeenAt: now }),
      };
      await db.insert(sessions).values({
        ...session,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
        ip: client.ip ?? null,
      });
      return { cookieToken, session };
    },

    async destroy(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Ends every session of a user (a password change), except the one given. */
    async destroyForUser(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(
          exceptSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId))
            : eq(sessions.userId, userId),
        );
    },

    /** The user's live sessions, most recently used first. */
    listForUser(userId: string) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, clock())))
        .orderBy(desc(sessions.lastSeenAt));
    },

    /** Ends one of the user's sessions; false when it is not theirs or already gone. */
    async revoke(userId: string, sessionId: string): Promise<boolean> {
      const removed = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return removed.length > 0;
    },

    /**
     * Deletes the sessions that have ended: past their expiry, idle or signed in too long ago (rows from
     * before these rules), and signed-out rows, which the shop no longer keeps.
     */
    async prune(): Promise<void> {
      const now = clock().getTime();
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, new Date(now)),
            lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
            lt(sessions.createdAt, new Date(now - SESSION_ABSOLUTE_MS)),
            isNull(sessions.userId),
          ),
        );
    },

    /**
     * A new signed-out visitor: the value of their cookie and the CSRF token signed from it. After a
     * sign-out the value is marked with the ended session's token (`visitorHeld`).
     */
    newVisitor(previousCsrfToken: string | null = null): { cookieValue: string; csrfToken: string } {
      const random = randomToken();
      return {
        cookieValue: previousCsrfToken ? `${random}.${markOf(previousCsrfToken)}` : random,
        csrfToken: signVisitor(random),
      };
    },

    /** The CSRF token of a visitor cookie's value, or null when the value is not one the shop makes. */
    visitorToken(cookieValue: string | undefined): string | null {
      const random = cookieValue?.match(VISITOR_VALUE)?.[1];
      return random ? signVisitor(random) : null;
    },

    /** Whether `token` is the one the visitor cookie was marked with at sign-out (a tab from before). */
    visitorHeld(cookieValue: string | undefined, token: string): boolean {
      const mark = cookieValue?.match(VISITOR_VALUE)?.[2];
      return mark !== undefined && sameSecret(mark, markOf(token));
    },
  };
}

/** 22 characters of the SHA-256 of a token: enough to recognise it, useless to forge one. */
const markOf = (token: string) => createHash('sha256').update(token).digest('base64url').slice(0, 22);
