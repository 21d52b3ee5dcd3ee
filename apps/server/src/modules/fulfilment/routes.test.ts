import type { Order } from '@cardshop/shared/contracts/orders';
import { addCalendarDays } from '@cardshop/shared/rules/schedule';
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, printFiles } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestBrowser, testBrowser } from '../auth/test-helpers.ts';
import { addCard, addCardPayload, layoutOf, type WrittenCard, writtenCards } from '../orders/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { zonedMoment } from '../shipping/calendar.ts';
import { DISPATCH_JOB, RENDER_JOB, startOfDay } from './service.ts';
import { undispatchedItems } from './store.ts';
import { readPdf } from './test-helpers.ts';

// Fulfilment end to end: a written card paid through the real checkout is rendered by the job queue,
// its proof downloads with the order's token (or the owner's account view token), and it is dispatched
// on its scheduled date exactly once. pg-boss runs on a TestClock the tests move; the app reads the
// same clock, so "now" is one time for both.

const START = new Date();
const clock = new TestClock(START);
let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
let written: WrittenCard[];
let writers = 0;

beforeAll(async () => {
  t = await createTestApp({ cards: 24, queue: { clock }, clock: () => new Date(clock.now()) });
  h = await checkoutHelpers(t);
  written = await writtenCards(t);
});
afterAll(() => t.close());

function boss() {
  if (!t.queue) throw new Error('the test app has no queue');
  return t.queue.boss;
}

/**
 * A paid order of one written card, added through POST /api/order/add-card like the editor does (a
 * message on the card's front) and paid with the test card; answers the browser, the order reference,
 * the item and its card size.
 */
async function paidWrittenCard(options: { scheduledDate?: string | null; browser?: TestBrowser } = {}) {
  const browser = options.browser ?? testBrowser(t);
  await browser.check();
  writers += 1;
  const card = written[writers % written.length];
  if (!card) throw new Error('the seed has no written cards');
  const { item, order } = await addCard(
    browser,
    addCardPayload(card, {
      layout: layoutOf(card, { text: 'Happy birthday, Grandma!' }),
      schedule: options.scheduledDate ? { type: 'later', date: options.scheduledDate } : { type: 'now' },
    }),
  );
  const ref = { id: order.id, token: order.token };
  // The render job is waited for before the payment queues it, so its completion cannot be missed.
  const rendered = boss()
    .getSpy<{ itemId: string }>(RENDER_JOB)
    .waitForJob((data) => data.itemId === item.id, 'completed');
  const paid = await h.pay(browser, ref);
  expect(paid.status).toBe('paid');
  return { browser, ref, itemId: item.id, size: card.size, rendered };
}

/** Moves the queue's clock past its polling interval, so the workers look for due jobs. */
const poll = () => clock.tick(1500);

async function itemRow(itemId: string) {
  const [row] = await t.database.db
    .select({ status: orderItems.dispatchStatus, dispatchedAt: orderItems.dispatchedAt })
    .from(orderItems)
    .where(eq(orderItems.id, itemId));
  if (!row) throw new Error('no item');
  return row;
}

describe('a paid written card', () => {
  it('is rendered to its print file, which the order page links as a proof to download', async () => {
    const { ref, itemId, size, rendered } = await paidWrittenCard({ scheduledDate: null });
    await poll();
    await rendered;

    const [file] = await t.database.db
      .select({ pageCount: printFiles.pageCount })
      .from(printFiles)
      .where(eq(printFiles.orderItemId, itemId));
    expect(file?.pageCount).toBe(size.pages);

    const order = dataOf<Order>(
      await t.app.inject({ method: 'GET', url: `/api/order/get/${ref.id}/${ref.token}` }),
    );
    const item = order.items.find((entry) => entry.id === itemId);
    expect(item?.dispatch.status).toMatch(/^(printed|dispatched)$/);
    expect(item?.proofUrl).toBe(`/api/order/proof/${ref.id}/${ref.token}/${itemId}`);

    const response = await t.app.inject({ method: 'GET', url: item?.proofUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="card-${itemId}.pdf"`);
    const pages = await readPdf(response.rawPayload);
    expect(pages).toHaveLength(size.pages);
    const mm = 72 / 25.4;
    expect(pages[0]?.width).toBeCloseTo((size.dimensions.width + 2 * size.bleed.x) * mm, 2);
    expect(pages[0]?.height).toBeCloseTo((size.dimensions.height + 2 * size.bleed.y) * mm, 2);
    const message = pages.find((page) => page.text.includes('Happy birthday, Grandma!'));
    expect(message?.fonts).toEqual(['Caveat-Regular']);
    expect(message?.fontsEmbedded).toBe(true);
  });

  it('keeps its proof from anyone without the order’s token', async () => {
    const { ref, itemId, rendered } = await paidWrittenCard();
    await poll();
    await rendered;
    const url = (token: string, item = itemId) => `/api/order/proof/${ref.id}/${token}/${item}`;
    expect((await t.app.inject({ method: 'GET', url: url(ref.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url('x'.repeat(32)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url('short') })).statusCode).toBe(404);
    // An item of another order, with this order's token.
    const other = await h.cart({ quantity: 1 });
    expect(
      (await t.app.inject({ method: 'GET', url: url(ref.token, other.order.items[0]?.id) })).statusCode,
    ).toBe(404);
  });

  it('has no proof before it is rendered, and blank cards have none', async () => {
    const { order, ref } = await h.cart({ quantity: 3 });
    const itemId = order.items[0]?.id ?? '';
    const proof = `/api/order/proof/${ref.id}/${ref.token}/${itemId}`;
    expect((await t.app.inject({ method: 'GET', url: proof })).statusCode).toBe(404);
    const fetched = dataOf<Order>(
      await t.app.inject({ method: 'GET', url: `/api/order/get/${ref.id}/${ref.token}` }),
    );
    expect(fetched.items[0]).toMatchObject({
      proofUrl: null,
      dispatch: { status: 'pending', dispatchedAt: null },
    });
  });

  it('downloads from the account order page with the owner’s view token', async () => {
    const user = await createUser(t);
    const browser = await signIn(t, user);
    const { ref, itemId, rendered } = await paidWrittenCard({ browser });
    await poll();
    await rendered;
    const history = dataOf<{ orders: { id: string; token: string }[] }>(
      await browser.get('/api/account/orders'),
    );
    const summary = history.orders.find((entry) => entry.id === ref.id);
    expect(summary).toBeDefined();
    const order = dataOf<Order>(await browser.get(`/api/account/orders/${ref.id}/${summary?.token}`));
    const proofUrl = order.items.find((entry) => entry.id === itemId)?.proofUrl;
    expect(proofUrl).toBe(`/api/order/proof/${ref.id}/${summary?.token}/${itemId}`);
    expect((await browser.get(proofUrl ?? '')).statusCode).toBe(200);
    // The view token is the owner's alone: signed out, it opens nothing.
    expect((await t.app.inject({ method: 'GET', url: proofUrl ?? '' })).statusCode).toBe(404);
  });
});

describe('dispatch', () => {
  it('posts a paid order of blank cards at once, with no print file and no proof', async () => {
    const { browser, order, ref } = await h.cart({ quantity: 5 });
    const itemId = order.items[0]?.id ?? '';
    const dispatched = boss()
      .getSpy<{ itemId: string }>(DISPATCH_JOB)
      .waitForJob((data) => data.itemId === itemId, 'completed');
    await h.pay(browser, ref);
    await poll();
    await dispatched;
    const fetched = dataOf<Order>(
      await t.app.inject({ method: 'GET', url: `/api/order/get/${ref.id}/${ref.token}` }),
    );
    expect(fetched.items[0]?.dispatch.status).toBe('dispatched');
    expect(fetched.items[0]?.dispatch.dispatchedAt).not.toBeNull();
    expect(fetched.items[0]?.proofUrl).toBeNull();
    const files = await t.database.db.select().from(printFiles).where(eq(printFiles.orderItemId, itemId));
    expect(files).toHaveLength(0);
  });

  it('posts an item on its date, not before, exactly once, and records when', async () => {
    const timeZone = 'Australia/Sydney';
    const today = zonedMoment(new Date(clock.now()), timeZone).day;
    const date = addCalendarDays(today, 3);
    const { itemId, rendered } = await paidWrittenCard({ scheduledDate: date });
    await poll();
    await rendered;
    expect(await itemRow(itemId)).toEqual({ status: 'printed', dispatchedAt: null });

    // One job, waiting for the start of that day in the shop region's time zone.
    const dueAt = startOfDay(date, timeZone);
    const [job] = await boss().findJobs(DISPATCH_JOB, { key: itemId });
    expect(job?.startAfter.getTime()).toBe(dueAt.getTime());

    // A minute before the day starts, the workers look and leave it.
    await clock.setTime(dueAt.getTime() - 60_000);
    await poll();
    expect((await boss().findJobs(DISPATCH_JOB, { key: itemId }))[0]?.state).toBe('created');
    expect(await itemRow(itemId)).toEqual({ status: 'printed', dispatchedAt: null });

    // Once the day has started it goes, once.
    const dispatched = boss()
      .getSpy<{ itemId: string }>(DISPATCH_JOB)
      .waitForJobWithId(job?.id ?? '', 'completed');
    await clock.setTime(dueAt.getTime() + 60_000);
    await poll();
    await dispatched;
    const after = await itemRow(itemId);
    expect(after.status).toBe('dispatched');
    expect(after.dispatchedAt?.getTime()).toBeGreaterThanOrEqual(dueAt.getTime());

    // The job again (a retry, a duplicate): nothing changes.
    expect(await t.services.fulfilment.dispatch(itemId)).toBe(false);
    const again = await boss().send(DISPATCH_JOB, { itemId }, { singletonKey: itemId });
    expect(again).not.toBeNull();
    const rerun = boss()
      .getSpy(DISPATCH_JOB)
      .waitForJobWithId(again ?? '', 'completed');
    await poll();
    await rerun;
    expect(await itemRow(itemId)).toEqual(after);
  });

  it('works out the start of a day in a time zone, across daylight saving', () => {
    expect(startOfDay('2030-01-15', 'Australia/Sydney').toISOString()).toBe('2030-01-14T13:00:00.000Z');
    expect(startOfDay('2030-07-15', 'Australia/Sydney').toISOString()).toBe('2030-07-14T14:00:00.000Z');
    expect(startOfDay('2030-07-15', 'America/New_York').toISOString()).toBe('2030-07-15T04:00:00.000Z');
    expect(startOfDay('2030-07-15', 'UTC').toISOString()).toBe('2030-07-15T00:00:00.000Z');
  });
});

describe('after a crash', () => {
  it('queues a paid item again at start-up when its jobs were lost', async () => {
    const { itemId } = await paidWrittenCard({ scheduledDate: null });
    // As if the process died after the payment: no jobs, the item never scheduled.
    await boss().deleteQueuedJobs(RENDER_JOB);
    await boss().deleteQueuedJobs(DISPATCH_JOB);
    await t.database.db
      .update(orderItems)
      .set({ dispatchStatus: 'pending' })
      .where(eq(orderItems.id, itemId));

    const dispatched = boss()
      .getSpy<{ itemId: string }>(DISPATCH_JOB)
      .waitForJob((data) => data.itemId === itemId, 'completed');
    expect(await t.services.fulfilment.resume()).toBeGreaterThanOrEqual(1);
    expect((await itemRow(itemId)).status).toBe('scheduled');
    // Sent now, its dispatch waits a minute for the render job to make the print file: jump past it.
    await clock.setTime(clock.now() + 61_000);
    await poll();
    await dispatched;
    const row = await itemRow(itemId);
    expect(row.status).toBe('dispatched');
    const files = await t.database.db.select().from(printFiles).where(eq(printFiles.orderItemId, itemId));
    expect(files).toHaveLength(1);
  });

  it('pages through every paid item not yet posted, a batch at a time, to the end', async () => {
    await paidWrittenCard({
      scheduledDate: addCalendarDays(zonedMoment(new Date(clock.now()), 'UTC').day, 30),
    });
    await paidWrittenCard({
      scheduledDate: addCalendarDays(zonedMoment(new Date(clock.now()), 'UTC').day, 31),
    });
    const all = (await undispatchedItems(t.database.db, 1000)).map((item) => item.id);
    expect(all.length).toBeGreaterThanOrEqual(2);
    const paged: string[] = [];
    let after: string | undefined;
    for (let batch = await undispatchedItems(t.database.db, 1); batch.length > 0; ) {
      paged.push(...batch.map((item) => item.id));
      after = batch.at(-1)?.id;
      batch = await undispatchedItems(t.database.db, 1, after);
    }
    expect(paged).toEqual(all);
  });
});
