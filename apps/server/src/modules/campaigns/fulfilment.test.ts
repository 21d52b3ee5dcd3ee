import type { Order } from '@cardshop/shared/contracts/orders';
import { eq, inArray } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, printFiles } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import { dataOf } from '../auth/test-helpers.ts';
import { creditHelpers } from '../credits/test-helpers.ts';
import { DISPATCH_JOB, RENDER_JOB } from '../fulfilment/service.ts';
import { readPdf } from '../fulfilment/test-helpers.ts';
import { campaignHelpers, recipientsCsv } from './test-helpers.ts';

// A paid bulk send through fulfilment (decision 0033): every recipient's item gets its own print file,
// with its own text, from the job queue; when the jobs are lost mid-way (the process died), the resume
// sweep queues the rest again and no item is lost or printed twice.

const clock = new TestClock(new Date());
let t: Awaited<ReturnType<typeof createTestApp>>;
let h: Awaited<ReturnType<typeof campaignHelpers>>;
let credits: Awaited<ReturnType<typeof creditHelpers>>;

beforeAll(async () => {
  t = await createTestApp({ cards: 6, queue: { clock }, clock: () => new Date(clock.now()) });
  h = await campaignHelpers(t);
  credits = await creditHelpers(t);
});
afterAll(() => t.close());

const boss = () => {
  if (!t.queue) throw new Error('no queue');
  return t.queue.boss;
};

async function filesOf(itemIds: string[]) {
  return t.database.db
    .select({ item: printFiles.orderItemId, pdf: printFiles.pdf })
    .from(printFiles)
    .where(inArray(printFiles.orderItemId, itemIds));
}

/** Ticks the queue's clock until `done` holds (the workers poll on it), for at most `seconds` of real time. */
async function until(done: () => Promise<boolean>, seconds = 90) {
  const end = Date.now() + seconds * 1000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('timed out');
    await clock.tick(1500);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a paid bulk send', () => {
  it('makes every item its own print file, and resumes the rest after the jobs were lost', async () => {
    const COUNT = 8;
    const { browser } = await credits.account();
    await credits.buy(browser, COUNT);
    const campaign = await h.create(browser);
    await h.update(browser, campaign.id, { message: 'Thank you, {{firstName}}!' });
    await h.uploaded(browser, campaign.id, recipientsCsv(COUNT));
    const firstRendered = boss()
      .getSpy<{ itemId: string }>(RENDER_JOB)
      .waitForJob(() => true, 'completed');
    const paid = await browser.post(`/api/campaigns/${campaign.id}/pay-with-credits`);
    expect(paid.statusCode, paid.body).toBe(200);
    const order = dataOf<Order>(paid);
    const itemIds = order.items.map((item) => item.id);
    expect(itemIds).toHaveLength(COUNT);

    // The process dies after the first print file: the jobs still queued are lost with it.
    await clock.tick(1500);
    await firstRendered;
    await boss().deleteQueuedJobs(RENDER_JOB);
    await boss().deleteQueuedJobs(DISPATCH_JOB);
    expect((await filesOf(itemIds)).length).toBeGreaterThanOrEqual(1);

    // Start-up's sweep queues every paid item not yet posted again; the rest get their print files.
    expect(await t.services.fulfilment.resume()).toBeGreaterThanOrEqual(COUNT);
    await until(async () => (await filesOf(itemIds)).length === COUNT);

    const files = await filesOf(itemIds);
    expect(new Set(files.map((file) => file.item)).size).toBe(COUNT);
    const texts = await Promise.all(
      files.map(async (file) => {
        if (!file.pdf) throw new Error('a print file is not kept in the database');
        return (await readPdf(file.pdf)).map((page) => page.text).join(' ');
      }),
    );
    for (let index = 0; index < COUNT; index++) {
      expect(texts.some((text) => text.includes(`Person${index}!`))).toBe(true);
    }
    const rows = await t.database.db
      .select({ status: orderItems.dispatchStatus })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(rows.filter((row) => row.status === 'printed' || row.status === 'dispatched')).toHaveLength(COUNT);
    const cards = (await h.review(browser, campaign.id)).results;
    expect(cards.filter((card) => card.item?.hasPrintFile)).toHaveLength(COUNT);
  });
});
