import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningShop {
  base: string;
  /** The server's process id. */
  pid: number;
  /** The data folder it runs on. */
  dataDir: string;
  stop(): Promise<void>;
  /** Kills the server at once (SIGKILL), as a crash would; the data folder stays. */
  kill(): Promise<void>;
  /** The database round trips so far, on behalf of requests and not (only with `countQueries`). */
  queryCount(): Promise<QueryCount>;
}

export interface QueryCount {
  request: number;
  background: number;
}

export interface ShopOptions {
  /** `postgres://…`: the shop's database instead of the embedded PGlite. */
  databaseUrl?: string | undefined;
  /** The checkout whose server runs (default: this one); another tree's server hosts its own build. */
  root?: string;
  /** The web build the server hosts (`WEB_BUILD_DIR`, relative to the tree's apps/web); default `build`. */
  webBuildDir?: string;
  /** The data folder to start on (kept by `stop`); a fresh one, removed by `stop`, without it. */
  dataDir?: string;
  /** Loads query-count.ts into the server, which counts its database round trips (`queryCount`). */
  countQueries?: boolean;
}

/** Starts the production server on a fresh data folder (seeded on first start) and waits until it is ready. */
export async function startShop(port: number, options: ShopOptions = {}): Promise<RunningShop> {
  const { databaseUrl, root = ROOT, webBuildDir } = options;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'cardshop-bench-')));
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  if (options.countQueries)
    flags.push('--import', pathToFileURL(path.join(ROOT, 'bench/src/query-count.ts')).href);
  const child: ChildProcess = spawn(
    process.execPath,
    [...flags, path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // The bench pays with the built-in test gateway, which production runs only when told to.
        PAYMENTS: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(webBuildDir ? { WEB_BUILD_DIR: webBuildDir } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit', ...(options.countQueries ? (['ipc'] as const) : [])],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  const exit = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    base,
    pid: child.pid ?? 0,
    dataDir,
    stop: async () => {
      await exit('SIGTERM');
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
    kill: () => exit('SIGKILL'),
    queryCount: () =>
      new Promise<QueryCount>((resolve, reject) => {
        if (!child.send) return reject(new Error('the server was not started with countQueries'));
        const answer = (message: unknown) => {
          const counted = (message as { queryCount?: QueryCount } | null)?.queryCount;
          if (!counted) return;
          child.off('message', answer);
          resolve(counted);
        };
        child.on('message', answer);
        child.send('query-count');
      }),
  };
}

/** One visitor's browser: its cookies (session, visitor) and CSRF token, as the web client keeps them. */
export class Browser {
  private readonly cookies = new Map<string, string>();
  private csrf = '';
  private readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  /** The Cookie header of the cookies the shop gave this browser ('' before the first call). */
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = this.cookie;
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = this.csrf;
    }
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1);
      if (value === '' || /;\s*max-age=0\b/i.test(set)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), value);
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 200)}`);
    const data = (JSON.parse(text) as { data: T & { xsrfToken?: string } }).data;
    if (typeof data?.xsrfToken === 'string') this.csrf = data.xsrfToken;
    return data;
  }
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready`);
}

/** Prints rows as a Markdown table with aligned columns. */
export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
