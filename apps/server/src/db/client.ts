import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { StatementKeepingClient } from './kept-statements.ts';
import { enablePrepared, PREPARED_CONNECTION_OPTIONS } from './prepared.ts';

/**
 * The database as the modules query it: drizzle's query builders over the tables of `schema.ts`. No
 * relational query API (`db.query.*`): drizzle would build its query objects for every table on every
 * transaction, and the shop reads with the builders and SQL text alone.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded database's one client (PGlite only): the job queue runs its statements on it too. */
  pglite?: PGlite;
  /** The PostgreSQL connection string (PostgreSQL only): the job queue opens its own pool with it. */
  url?: string;
  /** Applies the committed migrations that are not applied yet. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens PostgreSQL at `url`, or PGlite in `dataDir` (':memory:' for a throw-away database), starting from
 * the data folder dumped in `loadDataDir` when given (the tests' templates).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir ?? ':memory:', options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  // PGlite needs its folder to exist; memory:// keeps nothing on disk.
  if (dataDir !== ':memory:') await mkdir(dataDir, { recursive: true });
  // pg_trgm: the address book's search index (decision 31); PostgreSQL ships it in contrib.
  const client = new PGlite(dataDir === ':memory:' ? 'memory://' : dataDir, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client });
  enablePrepared(db as unknown as Db, client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Each connection keeps drizzle's statements, parsed once (kept-statements.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: StatementKeepingClient });
  // An idle connection the server drops (restart, failover) must not crash the process: the pool
  // discards it and opens a new one on the next query.
  pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
  const db = drizzlePg({ client: pool });
  // The prepared statements' own connections keep one generic plan a statement (db/prepared.ts); the
  // other queries' plans stay PostgreSQL's choice.
  const preparedPool = new pg.Pool({ connectionString: url, max: 10, options: PREPARED_CONNECTION_OPTIONS });
  preparedPool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
  enablePrepared(db as unknown as Db, preparedPool);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      try {
        await pool.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/** Runs a raw SQL query and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
