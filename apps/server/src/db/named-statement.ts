import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type pg from 'pg';

// One run of a named (prepared) statement on a node-postgres client, written as the extended protocol's
// messages itself: node-postgres's own Query asks the server to describe the result on every run, and builds
// its row parsers again from that description each time, which was a tenth of the server's time on the
// uncached search. Here a statement's description is read once a process (Describe on its first run) and
// every later run is Bind, Execute and Sync alone. node-postgres runs it as any custom query (a Submittable,
// the interface pg-cursor uses): it routes the server's answers to the `handle…` methods below.

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  /** node-postgres's own mapping of a value to its wire text (dates, arrays, JSON, buffers). */
  prepareValue: (value: unknown) => unknown;
};

/** A named statement's name: from its text, so one text is one statement on every connection. */
export function statementName(text: string): string {
  return `s_${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/** The names of the texts run so far: the hot paths run a few texts over and over, each hashed once. */
const names = new Map<string, string>();
const NAMES_KEPT = 1000;

/** The name of a statement's text (hashed once while the text is among the last thousand named). */
export function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = statementName(text);
    names.set(text, name);
  }
  return name;
}

/** The columns of a statement's rows: their names and a parser of each one's text. */
export interface RowShape {
  names: string[];
  parsers: Array<(text: string) => unknown>;
  /** A row with every column null: each row starts as a copy, so all rows share one object shape. */
  empty: Record<string, unknown>;
}

type TypeParser = (oid: number, format: 'text') => (text: string) => unknown;

/** The parts of node-postgres's connection a statement run uses (`Connection` plus its statement books). */
interface Wire {
  stream: { cork(): void; uncork(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { name: string; text: string; types: number[] }): void;
  describe(message: { type: 'S'; name: string }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

export class NamedStatementRun {
  /** Set by node-postgres (the pool's callback): called once, with the rows or the error. */
  callback?: (error: Error | null, rows?: unknown[]) => void;
  private readonly rows: unknown[] = [];
  private describing = false;

  readonly name: string;
  readonly text: string;
  private readonly values: unknown[];
  /** The shapes read so far, by statement name (shared by every run of a pool). */
  private readonly shapes: Map<string, RowShape>;
  private readonly typeParser: TypeParser;

  constructor(
    name: string,
    text: string,
    values: unknown[],
    shapes: Map<string, RowShape>,
    typeParser: TypeParser,
  ) {
    this.name = name;
    this.text = text;
    this.values = values;
    this.shapes = shapes;
    this.typeParser = typeParser;
  }

  submit(connection: unknown): Error | null {
    const wire = connection as Wire;
    let values: unknown[];
    try {
      // Mapped before anything is written: a value that cannot be sent fails the run, not the connection.
      values = this.values.map(prepareValue);
    } catch (error) {
      return error as Error;
    }
    wire.stream.cork();
    try {
      const known =
        wire.parsedStatements[this.name] !== undefined ||
        wire.submittedNamedStatements[this.name] !== undefined;
      if (!known) {
        wire.parse({ name: this.name, text: this.text, types: [] });
        // node-postgres moves the name to parsedStatements when the server confirms the parse.
        wire.submittedNamedStatements[this.name] = this.text;
      }
      if (!this.shapes.has(this.name)) {
        this.describing = true;
        wire.describe({ type: 'S', name: this.name });
      }
      wire.bind({ statement: this.name, values });
      wire.execute({ portal: '', rows: 0 });
      wire.sync();
    } finally {
      wire.stream.uncork();
    }
    return null;
  }

  handleRowDescription(message: { fields: Array<{ name: string; dataTypeID: number }> }): void {
    const names = message.fields.map((field) => field.name);
    this.shapes.set(this.name, {
      names,
      parsers: message.fields.map((field) => this.typeParser(field.dataTypeID, 'text')),
      empty: Object.fromEntries(names.map((name) => [name, null])),
    });
    this.describing = false;
  }

  handleDataRow(message: { fields: Array<string | null> }): void {
    const shape = this.shapes.get(this.name);
    if (!shape) return;
    const row: Record<string, unknown> = { ...shape.empty };
    const { fields } = message;
    for (let index = 0; index < fields.length; index += 1) {
      const text = fields[index];
      const name = shape.names[index];
      if (name !== undefined && text !== null && text !== undefined) row[name] = shape.parsers[index]?.(text);
    }
    this.rows.push(row);
  }

  handleCommandComplete(): void {}

  handleEmptyQuery(): void {}

  handleError(error: Error): void {
    this.callback?.(error);
  }

  handleReadyForQuery(): void {
    // A statement that answers no rows (NoData) is described too: nothing to read from it after.
    if (this.describing) this.shapes.set(this.name, { names: [], parsers: [], empty: {} });
    this.callback?.(null, this.rows);
  }
}

/** Runs named statements on `pool`, each parsed once a connection and described once a process. */
export function namedStatementRunner(pool: pg.Pool, typeParser: TypeParser) {
  const shapes = new Map<string, RowShape>();
  return (name: string, text: string, values: unknown[]): Promise<unknown[]> =>
    // The pool takes a connection, hands the run to it and gives the connection back (on an error, a
    // fresh one replaces it), as for any query; with a Submittable it answers the callback's rows.
    pool.query(new NamedStatementRun(name, text, values, shapes, typeParser)) as unknown as Promise<
      unknown[]
    >;
}
