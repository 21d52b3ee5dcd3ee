import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSizes } from './db/schema.ts';
import { createUser, signIn, testBrowser } from './modules/auth/test-helpers.ts';
import { createTestApp, dataOf } from './test/test-app.ts';

// Two app processes on one PostgreSQL serve one shop (docs/decisions/0039-several-processes.md): each app
// here has its own services, caches, connection pool, change feed and job workers, as a second process
// would. On the embedded PGlite one process holds the data folder, so this runs only with DATABASE_URL
// (CI's second run of the API tests).

type App = Awaited<ReturnType<typeof createTestApp>>;
let one: App;
let two: App;

describe.skipIf(!process.env.DATABASE_URL)('two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    one = await createTestApp({ cards: 12, queue: true });
    two = await createTestApp({ sharedDatabase: one.database, queue: true });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('takes a session made on one as valid on the other, and a sign-out on one ends it on both', async () => {
    const user = await createUser(one);
    const onOne = await signIn(one, user);
    const onTwo = testBrowser(two);
    onTwo.cookie = onOne.cookie;
    expect((await onTwo.check()).user?.email).toBe(user.email);

    expect((await onTwo.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await onOne.check()).user).toBeNull();
  });

  it('counts a rate limit across both: sign-ups from one address, half on each', async () => {
    const ip = '10.99.0.1';
    const statuses: number[] = [];
    // 20 sign-ups an hour from one address (AUTH_LIMITS.signUpPerIp), alternating between the processes.
    for (let n = 0; n < 21; n += 1) {
      const browser = testBrowser(n % 2 === 0 ? one : two, { ip });
      await browser.check();
      const response = await browser.post('/api/auth/create-account-quick', {
        username: `rush${n}@example.com`,
        firstName: 'Rush',
        lastName: 'Buyer',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });

  it('shows a catalogue change made through one in the other within a second', async () => {
    const sizeNames = async (app: App) =>
      dataOf<Array<{ id: string; name: string }>>(await app.app.inject('/api/card-sizes/available'));
    const [size] = await sizeNames(two);
    if (!size) throw new Error('the demo catalogue has no card sizes');
    // The second process keeps what it read: a change in the database alone is not seen.
    await one.database.db.update(cardSizes).set({ name: 'Rush size' }).where(eq(cardSizes.id, size.id));
    expect((await sizeNames(two)).find((row) => row.id === size.id)?.name).toBe(size.name);

    // The first process makes the change known, as every catalogue write does.
    await one.services.invalidateCatalogue();
    const deadline = Date.now() + 1000;
    let seen = size.name;
    while (seen !== 'Rush size' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = (await sizeNames(two)).find((row) => row.id === size.id)?.name ?? '';
    }
    expect(seen).toBe('Rush size');
  });

  it('runs each queued job once, whichever process takes it', async () => {
    const handled: string[] = [];
    for (const app of [one, two]) {
      app.queue?.define<{ n: number }>(
        'rush-once',
        async ({ n }) => {
          handled.push(String(n));
        },
        // Every job kept (an exclusive queue keeps one job without a singleton key).
        'standard',
      );
    }
    // A queue defined on a running queue is created in the background.
    const until = Date.now() + 10_000;
    while (!(await one.queue?.boss.getQueue('rush-once')) && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sent = Array.from({ length: 40 }, (_, n) => String(n));
    await one.queue?.sendMany(
      'rush-once',
      sent.map((n) => ({ data: { n: Number(n) } })),
    );
    const deadline = Date.now() + 20_000;
    while (handled.length < sent.length && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A little longer, so a job taken twice would show.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...handled].sort((a, b) => Number(a) - Number(b))).toEqual(sent);
  });

  it('runs one housekeeping round of the two processes', async () => {
    const rounds = await Promise.all([one.services.housekeepingRound(), two.services.housekeepingRound()]);
    expect(rounds.filter((round) => round !== null)).toHaveLength(1);
    // And the next round on the timer waits its turn, on either process.
    expect(await one.services.housekeepingRound()).toBeNull();
    expect(await two.services.housekeepingRound()).toBeNull();
  });
});
