import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.ts';
import { queryRows } from './client.ts';
import { statementName } from './named-statement.ts';
import { preparedRows } from './prepared.ts';

// The prepared statements of the hot paths: the same rows as an ordinary query, the statement parsed once
// per connection, on PGlite and (with DATABASE_URL) on PostgreSQL.

describe('preparedRows', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table prepared_probe (n integer not null, at timestamptz not null)`);
  });
  afterAll(() => database.drop());

  it('answers the rows an ordinary query answers, values of every kind bound', async () => {
    const query = (word: string, n: number, flag: boolean) =>
      sql`select ${word}::text as word, ${n}::integer + 1 as next, not ${flag} as flipped,
        '2026-11-26 10:00:00+00'::timestamptz as at, array[1, 2] as list, null::text as nothing`;
    for (const [word, n, flag] of [
      ['mum', 1, true],
      ["o'brien", 41, false],
    ] as const) {
      expect(await preparedRows(database.db, query(word, n, flag))).toEqual(
        await queryRows(database.db, query(word, n, flag)),
      );
    }
    expect(await preparedRows(database.db, query('nan', 7, false))).toEqual([
      expect.objectContaining({ word: 'nan', next: 8, flipped: true, list: [1, 2], nothing: null }),
    ]);
  });

  it('runs a statement given as text and numbered parameters, a parameter used twice, in a transaction too', async () => {
    const statement = {
      text: 'select $1::text as word, $2::integer + $2::integer as twice, $3::text is null as missing',
      params: ["o'brien $2", 21, null],
    };
    const expected = [{ word: "o'brien $2", twice: 42, missing: true }];
    expect(await preparedRows(database.db, statement)).toEqual(expected);
    expect(await preparedRows(database.db, statement)).toEqual(expected);
    // A transaction runs it as an ordinary query.
    expect(await database.db.transaction((tx) => preparedRows(tx, statement))).toEqual(expected);
  });

  it('runs the query as a statement named from its text', async () => {
    // The statement finds itself among the connection's prepared statements by the marker in its text.
    const query = sql`select name from pg_prepared_statements where statement like ${'%prepared-probe-marker%'}
      /* prepared-probe-marker */`;
    const rows = await preparedRows<{ name: string }>(database.db, query);
    expect(rows.map((row) => row.name)).toEqual([statementName(new PgDialect().sqlToQuery(query).sql)]);
  });

  it('keeps one generic plan from the first run: the statement is not planned again for its values', async () => {
    // The statement reads its own counts: planned generically on its first run, never for its values.
    const probe = (n: number) => sql`select generic_plans::integer as generic, custom_plans::integer as custom
      from pg_prepared_statements where statement like ${'%plan-probe-marker%'} and ${n}::integer > 0
      /* plan-probe-marker */`;
    expect(await preparedRows(database.db, probe(1))).toEqual([{ generic: 1, custom: 0 }]);
    const [again] = await preparedRows<{ generic: number; custom: number }>(database.db, probe(2));
    expect(again?.custom).toBe(0);
  });

  it('runs a lookup any plan serves without generic plans on PGlite, and never inside an open transaction', async () => {
    const lookup = {
      text: "select $1::integer as n, current_setting('plan_cache_mode') as mode /* any-plan-probe */",
      params: [3],
      anyPlan: true,
    };
    const [row] = await preparedRows<{ n: number; mode: string }>(database.db, lookup);
    expect(row?.n).toBe(3);
    // PostgreSQL's prepared connections keep generic plans for every statement; PGlite's session is left
    // in its own mode for this one.
    expect(row?.mode).toBe(database.kind === 'postgres' ? 'force_generic_plan' : 'auto');
    // Called on the database while another request's transaction is open, it still waits for its end.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let read: Promise<Array<{ count: number }>> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (n, at) values (7, now())`);
      read = preparedRows(database.db, {
        text: 'select count(*)::integer as count from prepared_probe where n = $1',
        params: [7],
        anyPlan: true,
      });
      setTimeout(release, 50);
      await held;
    });
    const [counted] = (await read) ?? [];
    // PostgreSQL reads what was committed before (none); PGlite waits for the transaction (one).
    expect(counted?.count).toBe(database.kind === 'postgres' ? 0 : 1);
    await database.db.execute(sql`delete from prepared_probe where n = 7`);
  });

  it('leaves the plans of every other query to PostgreSQL', async () => {
    const [mode] = await queryRows<{ mode: string }>(
      database.db,
      sql`select current_setting('plan_cache_mode') as mode`,
    );
    expect(mode?.mode).toBe('auto');
  });

  it('reports a failing statement and keeps answering afterwards', async () => {
    const divide = (by: number) => sql`select 10 / ${by}::integer as quotient`;
    await expect(preparedRows(database.db, divide(0))).rejects.toThrow(/division by zero/);
    expect(await preparedRows(database.db, divide(5))).toEqual([{ quotient: 2 }]);
    await expect(preparedRows(database.db, sql`select nope from prepared_probe`)).rejects.toThrow(/nope/);
    expect(await preparedRows(database.db, divide(2))).toEqual([{ quotient: 5 }]);
  });

  it('runs a statement that answers no rows, again and again, and one whose columns share a name', async () => {
    const insert = (n: number) => sql`insert into prepared_probe (n, at) values (${n}::integer, now())`;
    expect(await preparedRows(database.db, insert(31))).toEqual([]);
    expect(await preparedRows(database.db, insert(32))).toEqual([]);
    const count = sql`select count(*)::integer as count from prepared_probe where n in (31, 32)`;
    expect(await preparedRows(database.db, count)).toEqual([{ count: 2 }]);
    await database.db.execute(sql`delete from prepared_probe where n in (31, 32)`);
    const twice = sql`select 1 as n, ${2}::integer as n`;
    expect(await preparedRows(database.db, twice)).toEqual(await queryRows(database.db, twice));
  });

  it('fails the call whose value cannot be sent, and the next call is answered', async () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    const echo = (value: unknown) => sql`select ${value}::jsonb as value`;
    await expect(preparedRows(database.db, echo(circular))).rejects.toThrow(/circular/i);
    expect(await preparedRows(database.db, echo({ a: 1 }))).toEqual([{ value: { a: 1 } }]);
  });

  it('answers concurrent calls each with its own rows', async () => {
    const calls = Array.from({ length: 30 }, (_, n) =>
      n % 3 === 0
        ? queryRows<{ n: number }>(database.db, sql`select ${n}::integer as n`)
        : preparedRows<{ n: number }>(database.db, sql`select ${n}::integer as n`),
    );
    expect((await Promise.all(calls)).map((rows) => rows[0]?.n)).toEqual(
      Array.from({ length: 30 }, (_, n) => n),
    );
  });

  it("never reads another request's uncommitted writes", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let read: Promise<Array<{ count: number }>> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe (n, at) values (1, now())`);
      read = preparedRows(database.db, sql`select count(*)::integer as count from prepared_probe`);
      // Give the read every chance to run in the middle of the transaction.
      setTimeout(release, 50);
      await held;
      await tx.execute(sql`insert into prepared_probe (n, at) values (2, now())`);
    });
    const [row] = (await read) ?? [];
    // PostgreSQL reads what was committed before (0 rows); PGlite waits for the transaction (2 rows).
    expect([0, 2]).toContain(row?.count);
  });
});
