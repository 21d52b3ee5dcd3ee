import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { openTestDatabase } from '../test/test-app.ts';
import { type ChangeFeed, localChangeFeed, openChangeFeed } from './changes.ts';

// The change feed processes tell each other catalogue changes with (decision 0039).

describe('the change feed of one process', () => {
  it('runs the handlers of the topic published, at once', async () => {
    const feed = localChangeFeed();
    let heard = 0;
    feed.on('catalogue', () => {
      heard += 1;
    });
    await feed.publish('catalogue');
    expect(heard).toBe(1);
  });
});

/** Waits (up to `ms`) until `done` says so; answers whether it did. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return done();
}

describe.skipIf(!process.env.DATABASE_URL)('the change feed on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let one: ChangeFeed;
  let two: ChangeFeed;
  let heardByTwo = 0;
  let heardByOne = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    one = await openChangeFeed(database);
    two = await openChangeFeed(database);
    one.on('catalogue', () => {
      heardByOne += 1;
    });
    two.on('catalogue', () => {
      heardByTwo += 1;
    });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  it('tells the other process, and the publisher once', async () => {
    await one.publish('catalogue');
    expect(heardByOne).toBe(1);
    expect(await until(() => heardByTwo === 1, 2000)).toBe(true);
    // Its own announcement coming back does not run the publisher's handlers again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByOne).toBe(1);
  });

  it('listens again after losing its connection, and drops what it kept meanwhile', async () => {
    const before = heardByTwo;
    // The server ends every listening connection of this database (a restart or a failover would).
    await queryRows(
      database.db,
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    // Announcements made while it was away were missed: on listening again every handler runs.
    expect(await until(() => heardByTwo > before, 5000)).toBe(true);
    const after = heardByTwo;
    await one.publish('catalogue');
    expect(await until(() => heardByTwo > after, 2000)).toBe(true);
  });
});
