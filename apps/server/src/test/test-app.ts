import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Clock } from 'pg-boss';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { openChangeFeed } from '../platform/changes.ts';
import { loadConfig } from '../platform/config.ts';
import type { FileStore } from '../platform/file-store.ts';
import { createMailer, readOutbox } from '../platform/mail.ts';
import { createJobQueue } from '../platform/queue.ts';
import { cookieNames } from '../platform/sessions.ts';
import { seedDemo } from '../seed/generate.ts';
import { createServices } from '../services.ts';
import { scratchDatabase } from './scratch-database.ts';

/**
 * A fresh database with migrations applied for one test file (and the demo catalogue when `seeded`): in-memory
 * PGlite by default, or, when DATABASE_URL is set, a new database of its own on that PostgreSQL server,
 * dropped at the end. Each is a copy of a template the run made once (templates.ts).
 */
export async function openTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<Database & { drop(): Promise<void> }> {
  const templates = inject('testTemplates');
  const template = options.seeded ? templates.seeded : templates.migrated;
  if (templates.kind === 'pglite') {
    const dump = new Blob([await readFile(template)]);
    const database = await openDatabase({ dataDir: ':memory:', loadDataDir: dump });
    return { ...database, drop: () => database.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the run made its templates on PostgreSQL: DATABASE_URL is needed');
  const scratch = await scratchDatabase(serverUrl, 'cardshop_test', template);
  const database = await openDatabase({ url: scratch.url });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * The real app on a fresh, seeded test database; call `close()` in afterAll. With `queue` the job queue
 * runs too (with job spies, and on the given pg-boss clock): it costs a few seconds to install.
 */
export async function createTestApp(
  options: {
    seed?: boolean;
    cards?: number;
    smtpUrl?: string;
    clock?: () => Date;
    /** Makes the e-mailed sign-in codes; random without it. */
    mfaCode?: () => string;
    queue?: boolean | { clock?: Clock };
    /** Log lines (at `info`) go to this stream; without it the app logs nothing. */
    logStream?: DestinationStream;
    /** More environment variables for the configuration (PUBLIC_URL, TRUST_PROXY…). */
    env?: Record<string, string>;
    /**
     * Another app's database, as a second process on the same PostgreSQL would have it (left to that app
     * to drop; not seeded again); without it a fresh one of its own.
     */
    sharedDatabase?: Database;
    /** Where uploaded images and print files are kept; in their rows (the database) without it. */
    files?: FileStore;
  } = {},
) {
  const shared = options.sharedDatabase;
  if (shared && !shared.url) throw new Error('two apps share a PostgreSQL database only');
  const database = shared
    ? { ...(await openDatabase({ url: shared.url })), drop: async () => {} }
    : await openTestDatabase({ seeded: options.seed !== false && options.cards === undefined });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: options.logStream ? 'info' : 'silent',
    ...options.env,
  });
  // The default catalogue comes with the template; another size is seeded here.
  if (options.seed !== false && !shared && options.cards !== undefined)
    await seedDemo(database.db, { cards: options.cards });
  const outboxDir = path.join(dataDir, 'outbox');
  const queue = options.queue
    ? createJobQueue(database, {
        spies: true,
        clock: typeof options.queue === 'object' ? options.queue.clock : undefined,
      })
    : undefined;
  const changes = await openChangeFeed(database);
  const services = createServices(database.db, {
    queue,
    changes,
    ...(options.files ? { files: options.files } : {}),
    publicUrl: config.PUBLIC_URL,
    mailer: createMailer({ smtpUrl: options.smtpUrl, outboxDir }),
    appSecret: randomBytes(32).toString('base64url'),
    clock: options.clock,
    mfaCode: options.mfaCode,
  });
  const app = await buildApp({ config, database, services, logStream: options.logStream });
  app.markMigrated();
  await app.ready();
  await queue?.start();
  return {
    app,
    services,
    database,
    config,
    queue,
    /** Messages the app wrote to its outbox, newest first. */
    outbox: () => readOutbox(outboxDir),
    /** The names of the session and visitor cookies (`__Host-` ones when PUBLIC_URL is https). */
    cookieNames: cookieNames(new URL(config.PUBLIC_URL).protocol === 'https:'),
    /**
     * A signed-out visitor: their cookie and CSRF token (signed from it, as `GET /api/auth/check` gives
     * them), and both as `inject` headers for state-changing calls. No session row is written.
     */
    async browser() {
      const { cookieValue, csrfToken } = services.sessions.newVisitor();
      const cookie = `${cookieNames(new URL(config.PUBLIC_URL).protocol === 'https:').visitor}=${cookieValue}`;
      return { cookie, csrfToken, headers: { cookie, 'x-csrf-token': csrfToken } };
    },
    async close() {
      // Each part is let go even when an earlier one fails, so a test file never leaves workers behind.
      try {
        await app.close();
      } finally {
        try {
          await queue?.stop();
          await changes.close();
        } finally {
          if (shared) await database.close();
          await database.drop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}

/** The `data` of an envelope answer. */
export function dataOf<T = Record<string, unknown>>(response: { json(): unknown }): T {
  return (response.json() as { data: T }).data;
}
