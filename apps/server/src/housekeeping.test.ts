import { SESSION_IDLE_MS } from '@cardshop/shared/constants';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignups, rateLimits, sessions } from './db/schema.ts';
import { createUser } from './modules/auth/test-helpers.ts';
import { NEWSLETTER_CONFIRM_LIFETIME } from './modules/newsletter/service.ts';
import { createTestApp } from './test/test-app.ts';

// The shop's periodic housekeeping (main.ts runs it every few minutes): expired sessions, day-old
// rate-limit counters and newsletter signups never confirmed in time are deleted, live ones kept.

const DAY_MS = 24 * 3600 * 1000;
let now = new Date();
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
});
afterAll(() => t.close());

const countOf = async (table: typeof sessions | typeof rateLimits) =>
  (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('housekeeping', () => {
  it('deletes expired sessions and old rate-limit counters, and keeps the live ones', async () => {
    await t.services.sessions.create((await createUser(t)).id, {});
    await t.database.db.insert(rateLimits).values([
      { key: 'old', windowStart: new Date(now.getTime() - 2 * DAY_MS), count: 3 },
      { key: 'live', windowStart: now, count: 1 },
    ]);
    // A day on: the first session is past its idle time, and the first counters are a day old.
    expect(SESSION_IDLE_MS).toBeLessThan(DAY_MS);
    now = new Date(now.getTime() + DAY_MS + 60_000);
    await t.services.sessions.create((await createUser(t)).id, {});
    await t.database.db
      .insert(rateLimits)
      .values({ key: 'recent', windowStart: new Date(now.getTime() - 60_000), count: 1 });
    expect(await countOf(sessions)).toBe(2);

    const result = await t.services.housekeeping();
    expect(result.sessionsPruned.status).toBe('fulfilled');
    expect(await countOf(sessions)).toBe(1);
    const keys = (await t.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toEqual(['recent']);
  });

  it('deletes newsletter signups whose confirmation links have run out, never confirmed ones', async () => {
    const lifetimeMs = NEWSLETTER_CONFIRM_LIFETIME * 1000;
    const long = new Date(now.getTime() - lifetimeMs - 60_000);
    await t.database.db.insert(newsletterSignups).values([
      { email: 'lapsed@example.com', name: 'Lapsed', regionId: 1, consentedAt: long, confirmedAt: null },
      { email: 'waiting@example.com', name: 'Waiting', regionId: 1, consentedAt: now, confirmedAt: null },
      { email: 'reader@example.com', name: 'Reader', regionId: 1, consentedAt: long, confirmedAt: long },
    ]);
    const result = await t.services.housekeeping();
    expect(result.unconfirmedSignups).toEqual({ status: 'fulfilled', value: 1 });
    const emails = (await t.database.db.select({ email: newsletterSignups.email }).from(newsletterSignups))
      .map((row) => row.email)
      .sort();
    expect(emails).toEqual(['reader@example.com', 'waiting@example.com']);
  });
});
