import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

// The real app's log lines, read from its logger stream: what a request carries in its URL never shows.

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false, logStream: { write: (line: string) => lines.push(line) } });
});
afterAll(() => t.close());

/** Every line written for a request of this URL marker, once its response is logged. */
async function logOf(url: string, marker: string) {
  lines.length = 0;
  await t.app.inject({ method: 'GET', url });
  await vi.waitFor(() => expect(lines.join('')).toContain('request completed'));
  expect(lines.join('')).toContain(marker);
  return lines.join('');
}

describe('request logging', () => {
  it('logs a GET carrying a password and an email without them', async () => {
    const log = await logOf('/login?email=a@b.c&password=hunter2&region=au', '/login?');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('a@b.c');
    expect(log).toContain('"url":"/login?email=[REDACTED]&password=[REDACTED]&region=au"');
  });

  it("logs an API call's code and token query values redacted", async () => {
    const log = await logOf('/api/auth/check?code=424242&token=t0k3n-value', '/api/auth/check?');
    expect(log).not.toContain('424242');
    expect(log).not.toContain('t0k3n-value');
  });

  it("logs a link's path without its token: the pages' and the API's", async () => {
    const page = await logOf('/reset-password/12/t0k3n-from-the-mail', '/reset-password/12/');
    expect(page).not.toContain('t0k3n-from-the-mail');
    expect(page).toContain('"url":"/reset-password/12/[REDACTED]"');

    const api = await logOf('/api/auth/link/reset-password/12/t0k3n-from-the-mail', '/api/auth/link/');
    expect(api).not.toContain('t0k3n-from-the-mail');
    const order = await logOf('/api/order/get/3/0rder-t0k3n', '/api/order/get/3/');
    expect(order).not.toContain('0rder-t0k3n');
  });

  it("logs an unsubscribe link's path without its email", async () => {
    const log = await logOf('/unsubscribe/newsletter/someone%40mail.example', '/unsubscribe/newsletter/');
    expect(log).not.toContain('someone');
  });

  it("logs an error without the payloads it carries, through the app's logger", async () => {
    lines.length = 0;
    const error = Object.assign(new Error('provider refused'), {
      body: 'email=someone%40mail.example&password=hunter2',
      raw: { billing_details: { email: 'someone@mail.example' } },
    });
    t.app.log.error({ err: error, orderId: 3, email: 'someone@mail.example' }, 'payment failed');
    t.app.log.error(new Error('mail to someone@mail.example bounced'));
    const log = lines.join('');
    expect(log).toContain('provider refused');
    expect(log).toContain('"orderId":3');
    expect(log).not.toContain('someone');
    expect(log).not.toContain('hunter2');
  });
});
