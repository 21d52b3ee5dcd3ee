import pg from 'pg';
import { nameOf } from './named-statement.ts';

// Every statement drizzle sends PostgreSQL with parameters is a named statement, kept by its connection: the
// server parses it once a connection, and after its first runs plans it once too (PostgreSQL's own choice
// between a generic plan and one for the values, `plan_cache_mode = auto`). Unnamed, the server parsed,
// analysed and planned each statement on every run: on the checkout that was a third of its CPU, for
// statements that each find a row or two by key.
//
// The name comes from the text (a hash), so one text is one statement on every connection. A connection
// keeps at most KEPT_PER_CONNECTION of them; it runs the rest unnamed, as before: a statement whose text
// varies with its values (an `in` list of any length) cannot fill the server's memory.

/** The most statements one connection keeps. The shop's code holds a few hundred texts in all. */
export const KEPT_PER_CONNECTION = 300;

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A query config drizzle sends: SQL text and its values, unnamed (a Submittable runs itself). */
interface TextQuery {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isTextQuery(config: unknown): config is TextQuery {
  return typeof config === 'object' && config !== null && typeof (config as TextQuery).text === 'string';
}

/** node-postgres's client, running each parameterised statement as a statement its connection keeps. */
export class StatementKeepingClient extends pg.Client {
  /** The names this connection has been asked to keep. */
  private readonly kept = new Set<string>();

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = super.query.bind(this) as Query;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) =>
      query(this.named(config, values), values, callback)) as pg.Client['query'];
  }

  /** The config with its statement's name, when it is one to keep; otherwise the config as it was. */
  private named(config: unknown, values: unknown): unknown {
    if (!isTextQuery(config) || config.name !== undefined || config.submit !== undefined) return config;
    // A statement without values (begin, commit, a fixed read) stays a simple query: one message.
    const given = Array.isArray(values) ? values : config.values;
    if (!given || given.length === 0) return config;
    const name = nameOf(config.text);
    if (!this.kept.has(name)) {
      if (this.kept.size >= KEPT_PER_CONNECTION) return config;
      this.kept.add(name);
    }
    return { ...config, name };
  }
}
