import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningShop {
  base: string;
  stop(): Promise<void>;
}

/** Starts the production server on a fresh data folder (seeded on first start) and waits until it is ready. */
export async function startShop(port: number, databaseUrl?: string): Promise<RunningShop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
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
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/readyz`);
  return {
    base,
    stop: async () => {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
