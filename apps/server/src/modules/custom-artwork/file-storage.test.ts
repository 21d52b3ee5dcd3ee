import { rm } from 'node:fs/promises';
import type { CustomArtwork } from '@cardshop/shared/contracts/custom-artwork';
import { requiredPixels } from '@cardshop/shared/rules/custom-artwork';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardSizes, uploadedImages } from '../../db/schema.ts';
import { diskFileStore, type FileStore } from '../../platform/file-store.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createUser, dataOf, signIn, type TestApp, type TestBrowser } from '../auth/test-helpers.ts';

// An upload kept outside the database (FILE_STORAGE=disk or s3; decision 0039): the row holds no bytes,
// the file store does, and the pictures are served from it as from a row.

let t: TestApp;
let files: FileStore;
let owner: TestBrowser;
const folder = `${process.env.TMPDIR ?? '/tmp'}/cardshop-upload-files-${process.pid}`;

beforeAll(async () => {
  files = diskFileStore(folder);
  t = await createTestApp({ cards: 12, files });
  owner = await signIn(t, await createUser(t));
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

describe('an upload in the file store', () => {
  it('is kept under its key, not in its row, and its pictures are served from the store', async () => {
    const [size] = await t.database.db.select().from(cardSizes).where(eq(cardSizes.id, 'folded'));
    if (!size) throw new Error('no folded size');
    const { width, height } = requiredPixels(size);
    const photo = await sharp({
      create: { width: width + 10, height: height + 10, channels: 3, background: { r: 200, g: 90, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/custom-artwork?size=folded',
      payload: photo,
      headers: {
        'content-type': 'application/octet-stream',
        cookie: owner.cookie ?? '',
        'x-csrf-token': owner.csrfToken ?? '',
      },
      remoteAddress: owner.ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    const artwork = dataOf<CustomArtwork>(response);

    const [row] = await t.database.db
      .select({ bytes: uploadedImages.bytes })
      .from(uploadedImages)
      .where(eq(uploadedImages.id, artwork.id));
    expect(row?.bytes).toBeNull();
    const kept = await files.get(`uploads/${artwork.id}`);
    expect((await sharp(kept ?? Buffer.alloc(0)).metadata()).width).toBe(width + 10);

    const image = await t.app.inject({ url: artwork.front.src, headers: { cookie: owner.cookie ?? '' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });
});
