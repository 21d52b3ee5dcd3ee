import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

// `PROCESSES=2 node main.ts` on PostgreSQL (docs/decisions/0039-several-processes.md): the primary
// prepares the database, starts two app processes sharing the port, starts another when one dies, and
// stops them all on SIGTERM. The real server in its own process; on PostgreSQL only (CI's second run).
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const PORT = 4700 + (process.pid % 200);

/** The app processes the primary runs now. */
function appProcesses(primary: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(primary)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** Polls `check` until it holds (at most `attempts` times, 250 ms apart); answers whether it did. */
async function eventually(check: () => boolean | Promise<boolean>, attempts = 240): Promise<boolean> {
  for (let n = 0; n < attempts; n += 1) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

const ready = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
};

describe.skipIf(!process.env.DATABASE_URL)('PROCESSES=2: several app processes on one machine', () => {
  let dataDir: string;
  let primary: ChildProcess;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    // The shop's tables, migrated, with a small catalogue: the processes start on them.
    const t = await createTestApp({ cards: 6 });
    closeDatabase = () => t.close();
    dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-processes-'));
    primary = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PAYMENTS: 'test',
        PROCESSES: '2',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_ON_EMPTY: 'false',
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }, 60_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    await closeDatabase();
  });

  it('serves with two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const pid = primary.pid ?? 0;
    expect(await eventually(async () => appProcesses(pid).length === 2 && (await ready()))).toBe(true);
    const [first] = appProcesses(pid);
    process.kill(first ?? 0, 'SIGKILL');
    // The shop answers meanwhile from the one left (a connection the dead one held is opened anew).
    expect(await eventually(ready, 40)).toBe(true);
    // Another takes its place.
    expect(
      await eventually(() => {
        const now = appProcesses(pid);
        return now.length === 2 && !now.includes(first ?? 0);
      }),
    ).toBe(true);
    expect(await eventually(ready)).toBe(true);

    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(appProcesses(pid)).toEqual([]);
  }, 120_000);
});
