import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { type Db, queryRows } from './client.ts';
import { KEPT_PER_CONNECTION, StatementKeepingClient } from './kept-statements.ts';
import { nameOf } from './named-statement.ts';

// The shop's PostgreSQL connections keep drizzle's parameterised statements (parsed once a connection).

describe.skipIf(!process.env.DATABASE_URL)('statements kept by their connection (PostgreSQL)', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let client: StatementKeepingClient;
  let db: Db;

  /** The statements this test's connection keeps, by name. */
  const kept = async () =>
    new Map(
      (
        await client.query<{ name: string; statement: string }>(
          'select name, statement from pg_prepared_statements',
        )
      ).rows.map((row) => [row.name, row.statement]),
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    client = new StatementKeepingClient({ connectionString: database.url });
    await client.connect();
    db = drizzle({ client }) as unknown as Db;
    await db.execute(sql`create table kept_probe (n integer not null)`);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('runs a statement with values as one named from its text, parsed once, with the rows each run asks for', async () => {
    const query = (n: number) => sql`select ${n}::integer * 2 as doubled, 'kept-probe-one' as marker`;
    expect(await queryRows(db, query(4))).toEqual([{ doubled: 8, marker: 'kept-probe-one' }]);
    expect(await queryRows(db, query(21))).toEqual([{ doubled: 42, marker: 'kept-probe-one' }]);
    const statements = [...(await kept())].filter(([, text]) => text.includes('kept-probe-one'));
    expect(statements).toEqual([[nameOf(statements[0]?.[1] ?? ''), expect.any(String)]]);
  });

  it('leaves a statement without values (begin, commit, a fixed read) a simple query', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 'kept-probe-fixed' as marker`);
    });
    const texts = [...(await kept()).values()];
    expect(texts.filter((text) => /kept-probe-fixed|^begin|^commit/i.test(text))).toEqual([]);
  });

  it('answers how many rows a write changed, run after run', async () => {
    const changed = async (query: SQL) =>
      ((await db.execute(query)) as unknown as { rowCount: number }).rowCount;
    const insert = (n: number) => sql`insert into kept_probe (n) values (${n}), (${n + 1})`;
    expect(await changed(insert(1))).toBe(2);
    expect(await changed(insert(3))).toBe(2);
    const update = (from: number) => sql`update kept_probe set n = n + 10 where n >= ${from}`;
    expect(await changed(update(3))).toBe(2);
    expect(await changed(update(100))).toBe(0);
  });

  it('reports a failing run, and runs the statement again afterwards', async () => {
    // drizzle wraps the database's error: its cause is PostgreSQL's own.
    const failure = (pattern: RegExp) => ({
      cause: expect.objectContaining({ message: expect.stringMatching(pattern) }),
    });
    const divide = (by: number) => sql`select 10 / ${by}::integer as quotient`;
    await expect(queryRows(db, divide(0))).rejects.toMatchObject(failure(/division by zero/));
    expect(await queryRows(db, divide(5))).toEqual([{ quotient: 2 }]);
    const missing = sql`select nope from kept_probe where n = ${1}`;
    await expect(queryRows(db, missing)).rejects.toMatchObject(failure(/nope/));
    await expect(queryRows(db, missing)).rejects.toMatchObject(failure(/nope/));
    expect(await queryRows(db, divide(2))).toEqual([{ quotient: 5 }]);
  });

  it(`keeps at most ${KEPT_PER_CONNECTION} statements a connection, and still runs the others`, async () => {
    const own = new StatementKeepingClient({ connectionString: database.url });
    await own.connect();
    try {
      const ownDb = drizzle({ client: own }) as unknown as Db;
      const runs = Array.from({ length: KEPT_PER_CONNECTION + 20 }, (_, n) => n);
      const sums: unknown[] = [];
      for (const n of runs) {
        sums.push(...(await queryRows(ownDb, sql`select ${1}::integer + ${sql.raw(String(n))} as sum`)));
      }
      expect(sums).toEqual(runs.map((n) => ({ sum: 1 + n })));
      const count = await own.query<{ count: number }>(
        'select count(*)::integer as count from pg_prepared_statements',
      );
      expect(count.rows[0]?.count).toBe(KEPT_PER_CONNECTION);
    } finally {
      await own.end();
    }
  });
});
