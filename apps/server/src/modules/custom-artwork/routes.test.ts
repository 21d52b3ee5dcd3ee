import type { AuthState } from '@cardshop/shared/contracts/auth';
import type { CardDetail } from '@cardshop/shared/contracts/catalogue';
import type { CardLogo, CustomArtwork } from '@cardshop/shared/contracts/custom-artwork';
import { type ManagedOrganisation, permissionFlagsOf } from '@cardshop/shared/contracts/organisations';
import { requiredPixels } from '@cardshop/shared/rules/custom-artwork';
import { and, eq } from 'drizzle-orm';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardPrices, cardSizes, cards, orders, printFiles, uploadedImages } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  errorsOf,
  signIn,
  type TestApp,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { readPdf } from '../fulfilment/test-helpers.ts';
import { addCard, addCardPayload, type CardSizeRow, layoutOf } from '../orders/test-helpers.ts';
import { checkoutHelpers } from '../payments/test-helpers.ts';

// Custom artwork through the API (decision 0035): the upload's checks (type by content, size, pixels,
// resolution for print with the figures, bad bytes: 422s, never a 500), EXIF rotation and stripped
// metadata, the crop, ownership (another user's or organisation's upload is a 404 everywhere, and unknown
// to add-card), the tile's rule, the organisation's settings and card logo, and an artwork written, paid
// and printed with the logo on the back.

let t: TestApp;
let h: Awaited<ReturnType<typeof checkoutHelpers>>;
let folded: CardSizeRow;
let owner: TestBrowser;
let stranger: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ cards: 40 });
  h = await checkoutHelpers(t);
  const [size] = await t.database.db.select().from(cardSizes).where(eq(cardSizes.id, 'folded'));
  if (!size) throw new Error('no folded size');
  folded = size;
  owner = await signIn(t, await createUser(t));
  stranger = await signIn(t, await createUser(t));
});
afterAll(() => t.close());

const NEEDED = () => requiredPixels(folded);

/** A photo-like picture (a gradient, so it does not compress to nothing) of the given size. */
async function picture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'webp' = 'jpeg',
  orientation?: number,
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } });
  image = image.composite([
    {
      input: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 3}" r="${Math.min(width, height) / 4}" fill="#2050c0"/></svg>`,
      ),
    },
  ]);
  if (orientation) image = image.withMetadata({ orientation });
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp().toBuffer();
  return image.jpeg({ quality: 80 }).toBuffer();
}

/** Uploads bytes as the body, as the page's script (or any client) does. */
async function upload(
  browser: TestBrowser,
  bytes: Buffer,
  options: { size?: string; contentType?: string; url?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: options.url ?? `/api/custom-artwork?size=${options.size ?? 'folded'}`,
    payload: bytes,
    headers: {
      'content-type': options.contentType ?? 'application/octet-stream',
      cookie: browser.cookie ?? '',
      'x-csrf-token': browser.csrfToken ?? '',
    },
    remoteAddress: browser.ip,
  });
}

async function uploaded(browser: TestBrowser, bytes?: Buffer): Promise<CustomArtwork> {
  const response = await upload(browser, bytes ?? (await picture(NEEDED().width + 10, NEEDED().height + 10)));
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<CustomArtwork>(response);
}

let businesses = 0;
/** A business signed up through the API: its manager's browser and state. */
async function business() {
  businesses += 1;
  const browser = testBrowser(t);
  await browser.check();
  const response = await browser.post('/api/business/signup', {
    firstName: 'Alice',
    lastName: 'Owner',
    email: `artwork-owner${businesses}-${Date.now()}@example.com`,
    organisation: `Pictures ${businesses}`,
    size: '6-20',
    sendBand: '100-249',
    useCases: ['customer-thanks'],
    industry: 'retail',
  });
  expect(response.statusCode, response.body).toBe(200);
  return { browser, state: dataOf<AuthState>(response) };
}

/** A member of the manager's organisation with these permissions, signed in. */
async function member(manager: TestBrowser, permissions: readonly string[] = ['useCredits']) {
  const email = `artwork-member${businesses}-${Date.now()}@example.com`;
  const invited = await manager.post('/api/manage/members/invite', {
    email,
    permissions: permissionFlagsOf(permissions),
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const mail = (await t.outbox()).find((entry) => entry.to === email);
  const match = mail?.text.match(/\/business\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error('no invitation');
  const browser = await signIn(t, await createUser(t, { email }));
  const accepted = await browser.post(`/api/business/invitation/${match[1]}/${match[2]}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return browser;
}

describe('the upload checks', () => {
  it('takes a JPEG, PNG or WebP by its bytes, whatever the content type says, and keeps a centred crop', async () => {
    const { width, height } = NEEDED();
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const response = await upload(owner, await picture(width, height + 400, format), {
        contentType: 'text/plain',
      });
      expect(response.statusCode, response.body).toBe(200);
      const artwork = dataOf<CustomArtwork>(response);
      expect(artwork).toMatchObject({ size: 'folded', width, height: height + 400, needed: NEEDED() });
      // The crop is the bleed box's proportions, as wide as the picture, centred top to bottom.
      expect(artwork.crop.width).toBe(width);
      expect(artwork.crop.left).toBe(0);
      expect(artwork.crop.top).toBe(Math.round((height + 400 - artwork.crop.height) / 2));
      const [row] = await t.database.db
        .select({ format: uploadedImages.format })
        .from(uploadedImages)
        .where(eq(uploadedImages.id, artwork.id));
      expect(row?.format).toBe('jpeg');
    }
  });

  it('refuses what is not a picture by its bytes, even named and typed as one', async () => {
    const response = await upload(owner, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), {
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ file: ['custom-artwork.errors.type'] });
    const pdf = await upload(owner, Buffer.from('%PDF-1.7\n%âãÏÓ\n'), { contentType: 'image/png' });
    expect(errorsOf(pdf)).toEqual({ file: ['custom-artwork.errors.type'] });
  });

  it('says an iPhone HEIC photo cannot be read, rather than that it is not a picture', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
    const response = await upload(owner, heic);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ file: ['custom-artwork.errors.heic'] });
  });

  it('refuses a picture too small to print with its figures and what the card needs', async () => {
    const response = await upload(owner, await picture(900, 1200));
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ file: ['custom-artwork.errors.too-small'] });
    // A folded card is 127 × 178 mm with 3 mm bleed each side: 133 × 184 mm at 300 dpi.
    expect(NEEDED()).toEqual({ width: 1571, height: 2174 });
    expect(dataOf<{ resolution: unknown }>(response).resolution).toEqual({
      width: 900,
      height: 1200,
      neededWidth: 1571,
      neededHeight: 2174,
    });
    // A postcard is landscape: 154 × 111 mm with its bleed.
    const postcard = await upload(owner, await picture(1200, 900), { size: 'postcard' });
    expect(dataOf<{ resolution: unknown }>(postcard).resolution).toEqual({
      width: 1200,
      height: 900,
      neededWidth: 1819,
      neededHeight: 1312,
    });
  });

  it('refuses a picture of more pixels than it decodes, before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(owner, huge);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual({ file: ['custom-artwork.errors.too-many-pixels'] });
  });

  it('refuses damaged bytes with a 422, never a 500', async () => {
    const good = await picture(NEEDED().width, NEEDED().height, 'png');
    const cases = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]),
      good.subarray(0, Math.floor(good.length / 3)),
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(100, 1)]),
    ];
    for (const bytes of cases) {
      const response = await upload(owner, bytes);
      expect(response.statusCode, response.body).toBe(422);
      expect(errorsOf(response)).toEqual({ file: ['custom-artwork.errors.unreadable'] });
    }
    const empty = await upload(owner, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(errorsOf(empty).file).toBeDefined();
  });

  it('refuses a size that takes no artwork, and a file over the limit unread (413)', async () => {
    const letter = await upload(owner, await picture(10, 10), { size: 'letter' });
    expect(letter.statusCode).toBe(422);
    expect(errorsOf(letter)).toEqual({ size: ['validation.in'] });
    const big = await upload(owner, Buffer.alloc(15 * 1024 * 1024 + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(errorsOf(big)).toEqual({ file: ['custom-artwork.errors.too-large'] });
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const { width, height } = NEEDED();
    // Stored sideways (wider than high) with orientation 6: upright it is tall enough for the card.
    const sideways = await picture(height + 20, width + 20, 'jpeg', 6);
    expect((await sharp(sideways).metadata()).exif).toBeDefined();
    const artwork = await uploaded(owner, sideways);
    expect({ width: artwork.width, height: artwork.height }).toEqual({
      width: width + 20,
      height: height + 20,
    });
    const [row] = await t.database.db
      .select({ bytes: uploadedImages.bytes })
      .from(uploadedImages)
      .where(eq(uploadedImages.id, artwork.id));
    if (!row?.bytes) throw new Error('the upload is not kept in the database');
    const stored = await sharp(row.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation ?? 1).toBe(1);
    expect(stored.width).toBe(width + 20);
  });

  it('asks a signed-out visitor to sign in (401), and limits uploads per user (429)', async () => {
    const guest = testBrowser(t);
    await guest.check();
    const response = await upload(guest, await picture(10, 10));
    expect(response.statusCode).toBe(401);

    const busy = await signIn(t, await createUser(t));
    const small = await picture(100, 100);
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await upload(busy, small)).statusCode).toBe(422);
    }
    const refused = await upload(busy, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the crop and the editor', () => {
  it('moves the crop within the picture and zooms no further than the card needs', async () => {
    const { width, height } = NEEDED();
    const artwork = await uploaded(owner, await picture(width * 2, height * 2));
    expect(artwork.position.maxZoom).toBeCloseTo(2, 1);
    const moved = await owner.post(`/api/custom-artwork/${artwork.id}/crop`, { x: 0, y: 1, zoom: 5 });
    expect(moved.statusCode, moved.body).toBe(200);
    const crop = dataOf<CustomArtwork>(moved).crop;
    expect(crop.left).toBe(0);
    expect(crop.top + crop.height).toBe(height * 2);
    expect(crop.width).toBeGreaterThanOrEqual(width - 1);
    expect(crop.height).toBeGreaterThanOrEqual(height - 1);
    // The front's URL follows the crop, so a cached front is never the old one.
    expect(dataOf<CustomArtwork>(moved).front.src).not.toBe(artwork.front.src);
    const bad = await owner.post(`/api/custom-artwork/${artwork.id}/crop`, { x: 2, zoom: 'near' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad)).sort()).toEqual(['x', 'zoom']);
  });

  it('opens in the editor as a card of its size, priced as the cheapest written card of that size', async () => {
    const artwork = await uploaded(owner);
    const response = await owner.get(`/api/custom-artwork/${artwork.id}/card`);
    expect(response.statusCode, response.body).toBe(200);
    const card = dataOf<CardDetail>(response);
    const [cheapest] = await t.database.db
      .select({ value: cardPrices.value })
      .from(cardPrices)
      .innerJoin(cards, eq(cards.id, cardPrices.cardId))
      .where(and(eq(cards.sizeId, 'folded'), eq(cardPrices.regionId, 1)))
      .orderBy(cardPrices.value)
      .limit(1);
    expect(card).toMatchObject({ id: artwork.id, size: 'folded', price: { value: cheapest?.value } });
    expect(card.sizeDetails.id).toBe('folded');
    expect(card.imagery[0]?.src).toBe(artwork.front.src);
    const image = await t.app.inject({ url: artwork.front.src, headers: { cookie: owner.cookie ?? '' } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('private');
    // The front is the trimmed card: the crop less its bleed, at the card's proportions.
    const front = await sharp(image.rawPayload).metadata();
    expect((front.height ?? 0) / (front.width ?? 1)).toBeCloseTo(178 / 127, 1);
  });
});

describe('who may see and use an upload', () => {
  it('is a 404 for anyone else on every route, and unknown to add-card', async () => {
    const artwork = await uploaded(owner);
    for (const url of [`/api/custom-artwork/${artwork.id}`, `/api/custom-artwork/${artwork.id}/card`]) {
      expect((await stranger.get(url)).statusCode).toBe(404);
    }
    expect((await stranger.post(`/api/custom-artwork/${artwork.id}/crop`, { x: 0 })).statusCode).toBe(404);
    for (const src of [artwork.front.src, artwork.image.src]) {
      const asStranger = await t.app.inject({ url: src, headers: { cookie: stranger.cookie ?? '' } });
      expect(asStranger.statusCode).toBe(404);
      expect((await t.app.inject({ url: src })).statusCode).toBe(404);
    }
    expect((await stranger.get('/api/custom-artwork')).json().data.results).toEqual([]);
    const card = { id: artwork.id, sizeId: 'folded', size: folded };
    const added = await stranger.post('/api/order/add-card', addCardPayload(card));
    expect(added.statusCode).toBe(422);
    expect(errorsOf(added)).toEqual({ cardId: ['validation.in'] });
    // Its owner adds it like any card.
    const own = await addCard(owner, addCardPayload(card));
    expect(own.item.product).toMatchObject({ id: artwork.id, brand: 'Your own artwork' });
  });

  it("is shared with the uploader's organisation, and no other", async () => {
    const { browser: manager } = await business();
    const colleague = await member(manager);
    const artwork = await uploaded(colleague);
    expect(artwork.organisation).toBe(true);
    const seen = await manager.get(`/api/custom-artwork/${artwork.id}`);
    expect(seen.statusCode).toBe(200);
    const { browser: otherManager } = await business();
    expect((await otherManager.get(`/api/custom-artwork/${artwork.id}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/custom-artwork/${artwork.id}/card`)).statusCode).toBe(404);
  });
});

describe('the tile and the organisation settings', () => {
  it('follows the spec: organisation mode by allowCustom, otherwise not on an artist’s listing', async () => {
    const { customArtwork } = t.services;
    expect(await customArtwork.tileShown(null, false)).toBe(true);
    expect(await customArtwork.tileShown(null, true)).toBe(false);
    const { browser: manager, state } = await business();
    const userId = state.user?.id ?? '';
    expect(await customArtwork.tileShown(userId, true)).toBe(true);
    const off = await manager.post('/api/manage/organisation', { allowCustom: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(dataOf<ManagedOrganisation>(off).organisation).toMatchObject({ allowCustom: false });
    expect(await customArtwork.tileShown(userId, false)).toBe(false);
    // Its members may no longer upload.
    const refused = await upload(manager, await picture(NEEDED().width, NEEDED().height));
    expect(refused.statusCode).toBe(403);
    // The name stays as it was when only allowCustom is given.
    expect(dataOf<ManagedOrganisation>(off).organisation.name).toMatch(/^Pictures /);
  });

  it('lets only a holder of settings change allowCustom or the card logo (403 otherwise)', async () => {
    const { browser: manager } = await business();
    const clerk = await member(manager, ['useCredits', 'members']);
    expect((await clerk.post('/api/manage/organisation', { allowCustom: false })).statusCode).toBe(403);
    const logo = await picture(600, 200, 'png');
    expect((await upload(clerk, logo, { url: '/api/manage/card-logo' })).statusCode).toBe(403);
    expect((await clerk.post('/api/manage/card-logo/delete')).statusCode).toBe(403);
    expect((await upload(stranger, logo, { url: '/api/manage/card-logo' })).statusCode).toBe(403);
    const small = await upload(manager, await picture(120, 40, 'png'), { url: '/api/manage/card-logo' });
    expect(small.statusCode).toBe(422);
    expect(errorsOf(small)).toEqual({ file: ['custom-artwork.errors.logo-too-small'] });
    const saved = await upload(manager, logo, { url: '/api/manage/card-logo' });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored = dataOf<CardLogo>(saved);
    const organisation = dataOf<ManagedOrganisation>(await manager.get('/api/manage/organisation'));
    expect(organisation.organisation.cardLogo).toBe(stored.id);
    // Its image is the organisation's: a member sees it, a stranger does not.
    expect(
      (await t.app.inject({ url: stored.image.src, headers: { cookie: clerk.cookie ?? '' } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ url: stored.image.src, headers: { cookie: stranger.cookie ?? '' } })).statusCode,
    ).toBe(404);
  });
});

/** The first image drawn on a page of a PDF, as its JPEG bytes (the renderer embeds JPEGs as they are). */
async function firstJpegOn(pdf: Uint8Array, pageIndex: number): Promise<Buffer> {
  const document = await PDFDocument.load(pdf);
  const resources = document.getPage(pageIndex).node.Resources();
  const images = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  const [, ref] = images?.entries()[0] ?? [];
  const stream = ref ? document.context.lookup(ref) : undefined;
  if (!(stream instanceof PDFRawStream)) throw new Error('no image on the page');
  return Buffer.from(stream.getContents());
}

describe('an artwork written, paid and printed', () => {
  it('prints the crop it was bought with, even when the crop moves afterwards', async () => {
    // Red on the left half, blue on the right: the crop at the left edge is all red.
    const halves = await sharp({ create: { width: 4000, height: 2200, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 2000, height: 2200, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          left: 2000,
          top: 0,
        },
      ])
      .jpeg()
      .toBuffer();
    const artwork = await uploaded(owner, halves);
    expect((await owner.post(`/api/custom-artwork/${artwork.id}/crop`, { x: 0 })).statusCode).toBe(200);
    const card = { id: artwork.id, sizeId: 'folded', size: folded };
    const { item, order } = await addCard(owner, addCardPayload(card));
    expect((await owner.post(`/api/custom-artwork/${artwork.id}/crop`, { x: 1 })).statusCode).toBe(200);
    await h.pay(owner, { id: order.id, token: order.token });
    expect(await t.services.fulfilment.render(item.id)).toBe(true);
    const [file] = await t.database.db.select().from(printFiles).where(eq(printFiles.orderItemId, item.id));
    const front = await sharp(await firstJpegOn(new Uint8Array(file?.pdf ?? []), 0)).stats();
    const [red, , blue] = front.channels;
    expect(red?.mean).toBeGreaterThan(200);
    expect(blue?.mean).toBeLessThan(50);
  });

  it('prints the upload on the front and, for an organisation with a logo, the logo on the back', async () => {
    const { browser: manager } = await business();
    const logo = await upload(manager, await picture(600, 200, 'png'), { url: '/api/manage/card-logo' });
    expect(logo.statusCode, logo.body).toBe(200);
    const artwork = await uploaded(manager);
    const card = { id: artwork.id, sizeId: 'folded', size: folded };
    const { item, order } = await addCard(
      manager,
      addCardPayload(card, { layout: layoutOf(card, { text: 'Thank you for your custom' }) }),
    );
    const paid = await h.pay(manager, { id: order.id, token: order.token });
    expect(paid.status).toBe('paid');
    const [row] = await t.database.db
      .select({ organisationId: orders.organisationId })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.organisationId).not.toBeNull();
    expect(await t.services.fulfilment.render(item.id)).toBe(true);
    const [file] = await t.database.db.select().from(printFiles).where(eq(printFiles.orderItemId, item.id));
    const pages = await readPdf(new Uint8Array(file?.pdf ?? []));
    expect(pages).toHaveLength(4);
    // The front: the uploaded picture; the back: the logo alone (no generated artwork on it).
    expect(pages[0]?.images).toBe(1);
    expect(pages[3]?.images).toBe(1);
    expect(pages[0]?.text).toContain('Thank you for your custom');

    // The same without an organisation: the back is plain paper.
    const plain = await uploaded(owner);
    const plainCard = { id: plain.id, sizeId: 'folded', size: folded };
    const added = await addCard(owner, addCardPayload(plainCard));
    await h.pay(owner, { id: added.order.id, token: added.order.token });
    expect(await t.services.fulfilment.render(added.item.id)).toBe(true);
    const [plainFile] = await t.database.db
      .select()
      .from(printFiles)
      .where(eq(printFiles.orderItemId, added.item.id));
    const plainPages = await readPdf(new Uint8Array(plainFile?.pdf ?? []));
    expect(plainPages[0]?.images).toBe(1);
    expect(plainPages[3]?.images).toBe(0);
  });
});
