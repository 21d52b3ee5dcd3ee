import type { Db } from './client.ts';

// The few reads every checkout step makes, some several times (the order row, its items, their cards'
// offers, its gift-card lines, a payment by its intent), are built once instead of on every call: Drizzle
// building a select (its selection, `is` checks, the SQL text) was about a sixth of the server's CPU under
// the checkout bench. Each is also a named statement, so PostgreSQL parses it once a connection. Values
// go in as placeholders (`sql.placeholder(name)`); rows come back mapped as Drizzle maps them.

interface Built {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap: unknown;
}

/** What Drizzle's prepared query of a select holds, as far as this needs it (internal to Drizzle). */
interface DrizzlePrepared {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  joinsNotNullableMap?: unknown;
  execute(values: Record<string, unknown>): Promise<unknown[]>;
}

interface DrizzleSession {
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string,
    isResponseInArrayMode: boolean,
  ): DrizzlePrepared;
}

/** A select's builder, whose prepared query answers the rows (Drizzle's types say which). */
interface Preparable {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<unknown> };
}

type RowsOf<Q extends Preparable> = Awaited<ReturnType<ReturnType<Q['prepare']>['execute']>>;

/**
 * A select built once on first use and run on any database or transaction given (`db` or `tx`), with the
 * placeholders' values. `name` names the statement on PostgreSQL's connections: one text a name, so it
 * must be unique in the shop.
 */
export function hotSelect<Q extends Preparable>(
  name: string,
  build: (db: Db) => Q,
): (db: Db, values: Record<string, unknown>) => Promise<RowsOf<Q>> {
  let built: Built | null = null;
  return async (db, values): Promise<RowsOf<Q>> => {
    if (!built) {
      const first = build(db).prepare(name) as unknown as DrizzlePrepared;
      built = { query: first.query, fields: first.fields, joinsNotNullableMap: first.joinsNotNullableMap };
      return (await first.execute(values)) as RowsOf<Q>;
    }
    const session = (db as unknown as { session: DrizzleSession }).session;
    const prepared = session.prepareQuery(built.query, built.fields, name, true);
    prepared.joinsNotNullableMap = built.joinsNotNullableMap;
    return (await prepared.execute(values)) as RowsOf<Q>;
  };
}
