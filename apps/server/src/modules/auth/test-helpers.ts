import type { AuthState } from '@cardshop/shared/contracts/auth';
import { users } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { createTestApp } from '../../test/test-app.ts';

// Test helpers of the auth tests: a browser that keeps its session cookie and CSRF token like the web
// client does, a movable clock, and users made straight in the database.

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A clock the tests move forward (expiry of links, codes, rate-limit windows). */
export function testClock(start = new Date()) {
  let now = start;
  return {
    now: () => now,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

let addresses = 0;
/** A client address no other test uses, so per-IP limits of one test do not touch another. */
export const freshIp = () => {
  addresses += 1;
  return `10.${Math.floor(addresses / 250) % 250}.${addresses % 250}.1`;
};

/**
 * A browser: sends its cookies (session, visitor), and its CSRF token on state-changing calls, and takes
 * the new ones from answers (Set-Cookie, data.xsrfToken) as the web client does.
 */
export function testBrowser(t: TestApp, options: { ip?: string; userAgent?: string } = {}) {
  const jar = new Map<string, string>();
  let csrfToken: string | null = null;
  const ip = options.ip ?? freshIp();

  async function send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
    const headers: Record<string, string> = { 'user-agent': options.userAgent ?? CHROME_MAC };
    if (jar.size > 0) headers.cookie = cookieHeader();
    if (method !== 'GET' && csrfToken) headers['x-csrf-token'] = csrfToken;
    const response = await t.app.inject({ method, url, payload, headers, remoteAddress: ip });
    for (const set of response.cookies) {
      if (set.maxAge === 0 || set.value === '') jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    const body = safeJson(response.body) as { data?: { xsrfToken?: unknown } } | null;
    if (typeof body?.data?.xsrfToken === 'string') csrfToken = body.data.xsrfToken;
    return response;
  }

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  return {
    ip,
    get: (url: string) => send('GET', url),
    post: (url: string, payload: object = {}) => send('POST', url, payload),
    put: (url: string, payload: object = {}) => send('PUT', url, payload),
    delete: (url: string) => send('DELETE', url),
    /** Loads the auth state (and with it a CSRF token). */
    async check(): Promise<AuthState> {
      return (await send('GET', '/api/auth/check')).json<{ data: AuthState }>().data;
    },
    /** The Cookie header it sends (null without cookies); setting it replaces every cookie. */
    get cookie(): string | null {
      return jar.size > 0 ? cookieHeader() : null;
    },
    set cookie(value: string | null) {
      jar.clear();
      for (const pair of value?.split('; ') ?? []) {
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    /** The value of one of its cookies. */
    cookieValue: (name: string) => jar.get(name),
    get csrfToken() {
      return csrfToken;
    },
  };
}
export type TestBrowser = ReturnType<typeof testBrowser>;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Signs a user in with their password on `browser` (a new one unless given), and answers the browser. */
export async function signIn(
  t: TestApp,
  user: { email: string; password: string },
  browser: TestBrowser = testBrowser(t),
): Promise<TestBrowser> {
  await browser.check();
  const response = await browser.post('/api/auth/login', { username: user.email, password: user.password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return browser;
}

/** A quick account (no password, not verified), made through the API; answers its signed-in browser. */
export async function createQuickAccount(t: TestApp, email: string): Promise<TestBrowser> {
  const browser = testBrowser(t);
  await browser.check();
  const response = await browser.post('/api/auth/create-account-quick', {
    username: email,
    firstName: 'Quick',
    lastName: 'Person',
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return browser;
}

let people = 0;
/** A verified user with a password, made straight in the database. */
export async function createUser(
  t: TestApp,
  values: { email?: string; password?: string; firstName?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  people += 1;
  const email = values.email ?? `person${people}-${Date.now()}@example.com`;
  const password = values.password ?? 'a long enough password';
  const [row] = await t.database.db
    .insert(users)
    .values({
      email,
      firstName: values.firstName ?? 'Ada',
      lastName: 'Lovelace',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return { id: row.id, email, password };
}

/** The data of an envelope answer. */
export const dataOf = <T = Record<string, unknown>>(response: { body: string }) =>
  (JSON.parse(response.body) as { data: T }).data;

/** The field errors of a 422. */
export const errorsOf = (response: { body: string }) =>
  dataOf<{ errors: Record<string, string[]> }>(response).errors;

/** The message keys of an answer. */
export const messagesOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { state: { messages: Array<{ message: string }> } }).state.messages.map(
    (message) => message.message,
  );

/** The first link in the newest mail to `to` (its path), and the id and token in it. */
export async function linkInMail(t: TestApp, to: string, path: 'verify-email' | 'reset-password') {
  const mail = (await t.outbox()).find((entry) => entry.to === to && entry.text.includes(`/${path}/`));
  if (!mail) throw new Error(`no ${path} mail to ${to}`);
  const match = mail.text.match(new RegExp(`/${path}/([0-9a-f-]{36})/([A-Za-z0-9_-]+)`));
  if (!match?.[1] || !match[2]) throw new Error(`no ${path} link in the mail`);
  return { mail, id: match[1], token: match[2] };
}
