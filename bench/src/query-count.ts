import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A preload for the shop's server (`node --import bench/src/query-count.ts apps/server/src/main.ts`, run by
// `npm run bench:checkout -- --queries`): counts the database round trips the server makes, those made on
// behalf of an HTTP request (in its async context, so the test gateway's in-process webhook counts with
// the confirm that set it off) apart from the rest (the job queue's polling, housekeeping). Bench code
// only: the shop never loads it. The bench asks for the counts over the process's IPC channel.
//
// pg: every statement (BEGIN and COMMIT too) is one `Client.prototype.query` call, pooled or not.
// PGlite: every statement ends with one Sync message of the wire protocol through `execProtocolStream`,
// whether it came through `query`, `exec` or a transaction's own `query`.

const context = new AsyncLocalStorage<string>();
const counts = { request: 0, background: 0 };
// BENCH_QUERY_LOG=<file>: each statement sent on PostgreSQL, after the request it serves, one a line.
const log = process.env.BENCH_QUERY_LOG;
const count = (statement?: unknown) => {
  const request = context.getStore();
  if (request) counts.request += 1;
  else counts.background += 1;
  if (log && statement !== undefined) {
    const text = typeof statement === 'string' ? statement : (statement as { text?: string })?.text;
    appendFileSync(log, `${request ?? '(background)'}\t${String(text).replace(/\s+/g, ' ').slice(0, 300)}\n`);
  }
};

// The server's own copies of the drivers: those of the tree it runs from (its working directory).
const serverRequire = createRequire(path.join(process.cwd(), 'apps/server/package.json'));

const pg = serverRequire('pg') as { Client: { prototype: { query: (...args: unknown[]) => unknown } } };
const pgQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
  count(args[0]);
  return pgQuery.apply(this, args);
};

// PGlite's CommonJS entry (dist/index.cjs) names its folder; the server imports its ES module entry.
let pgliteFolder = path.dirname(serverRequire.resolve('@electric-sql/pglite'));
while (path.basename(pgliteFolder) !== 'pglite') pgliteFolder = path.dirname(pgliteFolder);
const pgliteEntry = (
  JSON.parse(readFileSync(path.join(pgliteFolder, 'package.json'), 'utf8')) as {
    exports: { '.': { import: { default: string } } };
  }
).exports['.'].import.default;
const { PGlite } = (await import(pathToFileURL(path.join(pgliteFolder, pgliteEntry)).href)) as {
  PGlite: { prototype: { execProtocolStream: (message: Uint8Array, ...rest: unknown[]) => unknown } };
};
const SYNC = 0x53; // 'S', length 4: the Sync message that closes each statement.
const execProtocolStream = PGlite.prototype.execProtocolStream;
PGlite.prototype.execProtocolStream = function (this: unknown, message: Uint8Array, ...rest: unknown[]) {
  if (message.length === 5 && message[0] === SYNC) count();
  return execProtocolStream.call(this, message, ...rest);
};

// Every request the server takes runs in a context of its own (Fastify listens for 'request').
const emit = http.Server.prototype.emit as (
  this: http.Server,
  event: string | symbol,
  ...args: unknown[]
) => boolean;
http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
  if (event === 'request') {
    const url = (args[0] as http.IncomingMessage).url ?? '';
    return context.run(url, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
} as typeof http.Server.prototype.emit;

process.on('message', (message) => {
  if (message === 'query-count') process.send?.({ queryCount: { ...counts } });
});
// The channel must not keep the server alive once it is told to stop.
process.channel?.unref();
