import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The OpenAPI document at /api/docs passes Redocly's recommended rules with no error.

const run = promisify(execFile);
const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

let t: Awaited<ReturnType<typeof createTestApp>>;
let folder: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  folder = await mkdtemp(path.join(tmpdir(), 'cardshop-openapi-'));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('OpenAPI document', () => {
  it('lints with no error under Redocly recommended rules', async () => {
    const file = path.join(folder, 'openapi.json');
    await writeFile(file, (await t.app.inject('/api/docs')).body);
    const result = await run(
      process.execPath,
      [CLI, 'lint', file, '--extends=recommended', '--format=stylish'],
      {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
    ).then(
      () => ({ ok: true, output: '' }),
      (error: { stdout?: string; stderr?: string }) => ({
        ok: false,
        output: `${error.stdout}${error.stderr}`,
      }),
    );
    expect(result.output.split('\n').filter((line) => /error/i.test(line))).toEqual([]);
    expect(result.ok).toBe(true);
  }, 60_000);
});
