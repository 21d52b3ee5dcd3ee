import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import { is, SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.ts';
import { namedStatementRunner, nameOf } from './named-statement.ts';

// Statements a hot path runs over and over (the uncached search) are parsed and planned once per connection
// instead of on every request: PostgreSQL keeps a named statement's plan and reuses it (decision record 41).
// Both drivers answer rows as `queryRows` does: dates and timestamps as the database's text.
//
// The plan kept is the generic one, from the first execution on (`plan_cache_mode = force_generic_plan`):
// left to itself PostgreSQL plans each of a statement's first five runs for their values and keeps planning
// every run whenever those plans looked cheaper than the generic one (a search for words few cards hold),
// which is the cost this is for. A statement run here must be one whose best plan does not hang on its
// values; the search's is the GIN index scan whatever the words.

/**
 * A timestamp as a statement answers it (the database's text, or JSON's within a json column) as the Date
 * drizzle's queries answer; null stays null.
 */
export function timestampOf(value: string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The session settings of the connections prepared statements run on (PostgreSQL). */
export const PREPARED_CONNECTION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

const dialect = new PgDialect();

/**
 * A statement's text with numbered parameters (`$1` is `params[0]`), built without drizzle's query builder:
 * a hot statement built on every request (the search's) costs less so. No `$` may appear in its text
 * other than its parameters'.
 */
export interface Statement {
  text: string;
  params: unknown[];
  /**
   * Any plan serves it as well as the generic one (a lookup by key): PGlite, whose one session serves
   * every query, then runs it without switching that session to generic plans and back around it.
   */
  anyPlan?: boolean;
}

/** The drizzle query of a statement, for a database that runs no prepared statements (a transaction). */
function queryOf({ text, params }: Statement): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${params[Number(match[1]) - 1]}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/** Runs a statement by name on the driver's client, preparing it on first use. */
type PreparedRunner = (name: string, text: string, params: unknown[], anyPlan: boolean) => Promise<unknown[]>;

const runners = new WeakMap<Db, PreparedRunner>();

/** Makes `db` run `preparedRows` as named statements on `client` (PGlite or a node-postgres pool). */
export function enablePrepared(db: Db, client: PGlite | pg.Pool): void {
  runners.set(db, client instanceof pg.Pool ? pgRunner(client) : pgliteRunner(client));
}

/**
 * Runs a query as a prepared statement (parsed and planned once per connection) and returns its rows. A
 * database `enablePrepared` does not know (a transaction's) runs it as an ordinary query.
 */
export async function preparedRows<T>(db: Db, query: SQL | Statement): Promise<T[]> {
  const runner = runners.get(db);
  if (!runner) return ((await db.execute(is(query, SQL) ? query : queryOf(query))) as { rows: T[] }).rows;
  const { text, params } = is(query, SQL)
    ? (({ sql: text, params }) => ({ text, params }))(dialect.sqlToQuery(query))
    : query;
  return (await runner(nameOf(text), text, params, !is(query, SQL) && query.anyPlan === true)) as T[];
}

// Dates, timestamps and intervals (and arrays of them, and numeric arrays) stay the database's text, as
// drizzle's own queries answer them on either driver: date, timestamp, timestamptz, interval, timestamp[],
// date[], timestamptz[], interval[], numeric[].
const KEPT_AS_TEXT = new Set([1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);

function pgRunner(pool: pg.Pool): PreparedRunner {
  const typeParser = (oid: number, format: 'text') =>
    KEPT_AS_TEXT.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format);
  // Parsed once a connection, described once a process, then only bound and executed (named-statement.ts).
  return namedStatementRunner(pool, typeParser);
}

const PGLITE_PARSERS = Object.fromEntries([...KEPT_AS_TEXT].map((oid) => [oid, (value: string) => value]));

/** Protocol messages as one buffer: PGlite answers every message of one call before it returns. */
function joined(messages: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
}

const GENERIC_PLANS = protocol.serialize.query('set plan_cache_mode = force_generic_plan');
const GENERIC_PLANS_IN_TRANSACTION = protocol.serialize.query(
  'set local plan_cache_mode = force_generic_plan',
);
const OWN_PLANS = protocol.serialize.query('reset plan_cache_mode');

function pgliteRunner(client: PGlite): PreparedRunner {
  type Messages = Awaited<ReturnType<PGlite['execProtocol']>>['messages'];
  // Each prepared statement's parameter types and row description, by name (PGlite has a single session).
  const prepared = new Map<string, { paramTypes: number[]; described: Messages }>();
  // The session's parsers with the dates kept as text, merged once: handed to parseResults as one object,
  // as parseResults would otherwise copy the session's 300-odd parsers into a new object on every call.
  const parsers = { ...client.parsers, ...PGLITE_PARSERS };
  // One call a statement, its messages together: each call into the database costs as much as the messages
  // of a small statement. Every call ends with a Sync (or is a simple query), so a failing message leaves
  // the session ready; the messages after it still run (the plan mode's reset) before the call throws.
  const send = async (...messages: Uint8Array[]) =>
    (await client.execProtocol(joined(messages), { syncToFs: false })).messages;

  async function prepare(name: string, text: string) {
    const { serialize } = protocol;
    const answered = await send(
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    );
    return {
      paramTypes: parse.parseDescribeStatementResults(answered),
      described: answered.filter((message) => message.name === 'rowDescription'),
    };
  }

  /** Binds and executes the statement between `before` and `after` (the plan mode's change and reset). */
  async function run(
    name: string,
    text: string,
    params: unknown[],
    before: Uint8Array[] = [],
    after: Uint8Array[] = [],
  ): Promise<unknown[]> {
    let statement = prepared.get(name);
    if (!statement) {
      statement = await prepare(name, text);
      prepared.set(name, statement);
    }
    const oids = statement.paramTypes;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[oids[index] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const answered = await send(
      ...before,
      serialize.bind({ statement: name, values }),
      serialize.execute({}),
      serialize.sync(),
      ...after,
    );
    // The statement's own answers run from its BindComplete to the next ReadyForQuery; its row
    // description, read when it was prepared, tells the rows' columns and types.
    const from = answered.findIndex((message) => message.name === 'bindComplete');
    const to = answered.findIndex((message, index) => index > from && message.name === 'readyForQuery');
    const [result] = parse.parseResults([...statement.described, ...answered.slice(from, to)], parsers);
    return result?.rows ?? [];
  }

  // runExclusive keeps this statement's protocol messages together. Like every PGlite query, the statement
  // must not run inside another request's open transaction: when one is open, it waits for its end.
  // PGlite's one session serves every query: the generic plan is asked for around this statement only.
  const runGeneric = (name: string, text: string, params: unknown[]) =>
    run(name, text, params, [GENERIC_PLANS], [OWN_PLANS]);

  // Within a transaction the setting is the transaction's, undone at its end, even if the statement fails.
  const runGenericInTransaction = (name: string, text: string, params: unknown[]) =>
    run(name, text, params, [GENERIC_PLANS_IN_TRANSACTION]);

  return async (name, text, params, anyPlan) => {
    const outside = anyPlan ? run : runGeneric;
    const inside = anyPlan ? run : runGenericInTransaction;
    return (
      (await client.runExclusive(async () =>
        client.isInTransaction() ? null : outside(name, text, params),
      )) ?? client.transaction(() => client.runExclusive(() => inside(name, text, params)))
    );
  };
}
