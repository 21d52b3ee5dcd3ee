import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printFiles } from '../../db/schema.ts';
import { diskFileStore, type FileStore } from '../../platform/file-store.ts';
import { createTestApp } from '../../test/test-app.ts';
import { testBrowser } from '../auth/test-helpers.ts';
import { addCard, addCardPayload, layoutOf, writtenCards } from '../orders/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';
import { readPdf } from './test-helpers.ts';

// A print file kept outside the database (FILE_STORAGE=disk or s3; decision 0039): its row names the key,
// the file store holds the PDF, and the buyer's proof is read from there.

let t: Awaited<ReturnType<typeof createTestApp>>;
let folder: string;
let files: FileStore;

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'cardshop-print-files-'));
  files = diskFileStore(folder);
  t = await createTestApp({ cards: 24, files });
});
afterAll(async () => {
  await t?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('a print file in the file store', () => {
  it('is kept under a key of its own, not in its row, and served as the proof from the store', async () => {
    const h = await checkoutHelpers(t);
    const [card] = await writtenCards(t);
    if (!card) throw new Error('the seed has no written cards');
    const browser = testBrowser(t);
    await browser.check();
    const { item, order } = await addCard(
      browser,
      addCardPayload(card, { layout: layoutOf(card, { text: 'Kept on disk' }), schedule: { type: 'now' } }),
    );
    const ref = { id: order.id, token: order.token };
    expect((await h.pay(browser, ref)).status).toBe('paid');
    expect(await t.services.fulfilment.render(item.id)).toBe(true);

    const [row] = await t.database.db
      .select({ pdf: printFiles.pdf, fileKey: printFiles.fileKey })
      .from(printFiles)
      .where(eq(printFiles.orderItemId, item.id));
    expect(row?.pdf).toBeNull();
    expect(row?.fileKey).toMatch(new RegExp(`^print-files/${item.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(await files.get(row?.fileKey ?? '')).not.toBeNull();

    const proof = await t.app.inject({ url: `/api/order/proof/${ref.id}/${ref.token}/${item.id}` });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('application/pdf');
    const pages = await readPdf(proof.rawPayload);
    expect(pages.some((page) => page.text.includes('Kept on disk'))).toBe(true);
  });
});
