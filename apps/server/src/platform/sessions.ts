import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';

export const SESSION_COOKIE = 'sid';
/** A session lives this long after it was last used. */
export const SESSION_IDLE_MS = 30 * 24 * 3600 * 1000;
// Writing last-seen on every request would turn each read into a write; once in a while is enough.
const TOUCH_AFTER_MS = 10 * 60 * 1000;

export interface Session {
  /** SHA-256 of the cookie token: what the table stores and what the account page lists. */
  id: string;
  userId: string | null;
  csrfToken: string;
  previousCsrfToken: string | null;
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

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Server-side sessions in PostgreSQL: revocable, each with its CSRF token. */
export function createSessionStore(db: Db, clock: () => Date = () => new Date()) {
  const expiry = () => new Date(clock().getTime() + SESSION_IDLE_MS);

  return {
    /** The live session a cookie token names, or null (unknown, revoked or expired). */
    async find(cookieToken: string): Promise<Session | null> {
      const now = clock();
      const [row] = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.id, hashToken(cookieToken)), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        const expiresAt = expiry();
        await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, row.id));
        return { ...row, lastSeenAt: now, expiresAt };
      }
      return row;
    },

    /**
     * Starts a session and returns the cookie token with it. `previousCsrfToken` carries the token of the
     * session it replaces, so a tab still holding that token is asked to reload rather than refused.
     */
    async create(
      userId: string | null,
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
        expiresAt: expiry(),
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

    /** Deletes sessions past their expiry. */
    async prune(): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock()));
    },
  };
}
