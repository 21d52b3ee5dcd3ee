import { ERROR_REPORT_BODY_MAX } from '@cardshop/shared/contracts/error-report';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema.ts';
import { createTestApp, dataOf } from '../../test/test-app.ts';
import { ERROR_REPORTS_PER_IP } from './error-reports.ts';

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Awaited<ReturnType<typeof t.browser>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logStream: { write: (line: string) => lines.push(line) } });
  browser = await t.browser();
});
afterAll(() => t.close());
beforeEach(async () => {
  lines.length = 0;
  await t.database.db.delete(rateLimits);
});

const report = {
  route: '/cards/birthday?page=2',
  agent: 'Mozilla/5.0 (X11; Linux x86_64)',
  message: "TypeError: Cannot read properties of undefined (reading 'price')",
  file: 'https://shop.example/assets/card-tile-abc123.js',
  line: 12,
  column: 3405,
  trace:
    "TypeError: Cannot read properties of undefined (reading 'price')\n    at CardTile (card-tile-abc123.js:12:3405)",
};

const post = (payload: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/error/report',
    remoteAddress: options.ip ?? '203.0.113.7',
    headers: { 'content-type': 'application/json', ...browser.headers, ...options.headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const logged = () =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'a browser reported a script error');

describe('POST /api/error/report', () => {
  it('writes the report, with every field the browser sent, to the log', async () => {
    const response = await post(report);
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toEqual({ recorded: true });
    const entries = logged();
    expect(entries).toHaveLength(1);
    expect(entries[0].clientError).toEqual(report);
    // The line carries the request id, so it can be found beside the request it came with.
    expect(entries[0].reqId).toEqual(expect.any(String));
  });

  it('refuses a report without a message or route, or with a negative line, with field errors', async () => {
    const response = await post({ agent: 'x', line: -1 });
    expect(response.statusCode).toBe(422);
    const errors = dataOf<{ errors: Record<string, string[]> }>(response).errors;
    expect(errors.route).toEqual(['validation.required']);
    expect(errors.message).toEqual(['validation.required']);
    expect(errors.line).toEqual(['validation.min']);
    expect(logged()).toHaveLength(0);
  });

  it('refuses a trace longer than the contract allows (422) and a body over 16 KiB unread (413)', async () => {
    const long = await post({ ...report, trace: 'x'.repeat(9000) });
    expect(long.statusCode).toBe(422);
    const huge = await post({ ...report, trace: 'x'.repeat(ERROR_REPORT_BODY_MAX) });
    expect(huge.statusCode).toBe(413);
    expect(logged()).toHaveLength(0);
  });

  it('needs the CSRF token like every other state-changing call', async () => {
    const response = await post(report, { headers: { 'x-csrf-token': '' } });
    expect(response.statusCode).toBe(403);
    expect(logged()).toHaveLength(0);
  });

  it('limits the reports of one client address, answering 429 with Retry-After, and not another address', async () => {
    for (let i = 0; i < ERROR_REPORTS_PER_IP.limit; i += 1) {
      expect((await post(report, { ip: '198.51.100.9' })).statusCode).toBe(200);
    }
    const over = await post(report, { ip: '198.51.100.9' });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(logged()).toHaveLength(ERROR_REPORTS_PER_IP.limit);
    expect((await post(report, { ip: '198.51.100.10' })).statusCode).toBe(200);
  });
});
