import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';

/**
 * What changed, as the processes on one database tell each other: `catalogue` covers the catalogue,
 * gift cards, content and the settings kept in memory (and every cached answer made from them).
 */
export type ChangeTopic = 'catalogue';

/** The PostgreSQL channel the shop's processes announce their changes on. */
export const CHANGES_CHANNEL = 'cardshop_changes';

/** How long a lost listening connection waits before it connects again. */
const RECONNECT_MS = 1000;

export interface ChangeFeed {
  /** Runs this process's handlers of `topic` at once, and tells every other process on the database. */
  publish(topic: ChangeTopic): Promise<void>;
  /** Runs `handler` whenever `topic` changes, here or in another process. */
  on(topic: ChangeTopic, handler: () => void): void;
  /** Stops listening (the database stays open). */
  close(): Promise<void>;
}

interface Log {
  warn(details: Record<string, unknown>, message: string): void;
}

function handlerSet() {
  const handlers = new Map<ChangeTopic, Array<() => void>>();
  return {
    on(topic: ChangeTopic, handler: () => void) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    run(topic: ChangeTopic) {
      for (const handler of handlers.get(topic) ?? []) handler();
    },
    runAll() {
      for (const topic of handlers.keys()) this.run(topic);
    },
  };
}

/** A feed of one process alone (the embedded database, where one process holds the data folder). */
export function localChangeFeed(): ChangeFeed {
  const handlers = handlerSet();
  return {
    publish: async (topic) => handlers.run(topic),
    on: handlers.on,
    close: async () => {},
  };
}

/**
 * The change feed of the shop's database (docs/decisions/0039-several-processes.md). On PostgreSQL each
 * process holds one connection that `LISTEN`s on CHANGES_CHANNEL, and a change is announced with
 * `pg_notify` (delivered when its transaction commits, to every listener within milliseconds). A lost
 * listening connection is opened again a second later, and every handler then runs, since
 * announcements made meanwhile were missed. On PGlite the feed is local.
 */
export async function openChangeFeed(database: Database, log?: Log): Promise<ChangeFeed> {
  const url = database.url;
  if (database.kind !== 'postgres' || !url) return localChangeFeed();
  const handlers = handlerSet();
  // Its own announcements come back to a process too; it has already run its handlers.
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | null = null;

  const reconnect = () => {
    if (closing || retry) return;
    client = null;
    retry = setTimeout(() => {
      retry = null;
      listen()
        .then(() => handlers.runAll())
        .catch((error: unknown) => {
          log?.warn({ err: error }, 'change feed: could not listen again');
          reconnect();
        });
    }, RECONNECT_MS);
    retry.unref();
  };

  async function listen() {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => {
      log?.warn({ err: error }, 'change feed: listening connection lost');
      next.end().catch(() => {});
      if (client === next) reconnect();
    });
    next.on('end', () => {
      if (client === next) reconnect();
    });
    next.on('notification', (message) => {
      if (message.channel !== CHANGES_CHANNEL || !message.payload) return;
      const [from, topic] = message.payload.split(' ');
      if (from !== origin && topic) handlers.run(topic as ChangeTopic);
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = next;
  }

  await listen();
  return {
    async publish(topic) {
      handlers.run(topic);
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${origin} ${topic}`})`);
    },
    on: handlers.on,
    async close() {
      closing = true;
      if (retry) clearTimeout(retry);
      const open = client;
      client = null;
      await open?.end();
    },
  };
}
