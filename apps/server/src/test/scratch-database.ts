import { randomUUID } from 'node:crypto';
import pg from 'pg';

// Databases made for a while on a PostgreSQL server: the test run's templates, each test file's copy of one,
// a bench run's fresh database. No Vitest here, so the benches import it too.

/** The address of database `name` on the PostgreSQL server at `serverUrl`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a connection to the server's own database (creating and dropping others needs one). */
async function asAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops database `name` on the server at `serverUrl`, whoever is still connected to it. */
function dropDatabase(serverUrl: string, name: string): Promise<void> {
  return asAdmin(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}

/**
 * A new database on the server at `serverUrl`, named `<prefix>_<random>`, empty or a copy of database
 * `template`: its name, its address, and how to drop it.
 */
export async function scratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await asAdmin(serverUrl, async (admin) => {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  });
  return { name, url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
