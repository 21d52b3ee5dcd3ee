import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The real process: start-up, first-start seeding, data kept in DATA_DIR, and shutdown on SIGTERM.
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
const PORT = 4390;
const folders: string[] = [];

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function ready(output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/readyz`)).ok) return;
    } catch {
      // Still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses to start on a bad setting, naming the variable', async () => {
    const { child, output } = start({ PORT: 'eighty' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('PORT');
  });

  it('refuses to start in production without a payment gateway configured, naming the variables', async () => {
    const { child, output } = start({ NODE_ENV: 'production', PAYMENTS: '', STRIPE_SECRET_KEY: '' });
    const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited(child);
    clearTimeout(timeout);
    expect(code).toBe(1);
    expect(output()).toContain('PAYMENTS');
    expect(output()).toContain('STRIPE_SECRET_KEY');
  }, 60_000);

  it('seeds an empty database once, keeps it in DATA_DIR and stops cleanly on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cardshop-main-'));
    folders.push(dataDir);

    const first = start({ DATA_DIR: dataDir });
    await ready(first.output);
    const cards = (await (await fetch(`http://127.0.0.1:${PORT}/api/cards/all?maxResults=1`)).json()) as {
      data: { page: { total: number } };
    };
    expect(cards.data.page.total).toBeGreaterThanOrEqual(600);
    first.child.kill('SIGTERM');
    expect(await exited(first.child)).toBe(0);
    expect(first.output()).toContain('demo catalogue ready');
    expect(first.output()).toContain('shutting down');

    const second = start({ DATA_DIR: dataDir });
    await ready(second.output);
    const again = (await (await fetch(`http://127.0.0.1:${PORT}/api/cards/all?maxResults=1`)).json()) as {
      data: { page: { total: number } };
    };
    expect(again.data.page.total).toBe(cards.data.page.total);
    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(second.output()).not.toContain('demo catalogue ready');
  }, 120_000);
});
