import type { AuthState } from '@cardshop/shared/contracts/auth';
import { permissionFlagsOf } from '@cardshop/shared/contracts/organisations';
import type { QrScans } from '@cardshop/shared/contracts/qr-codes';
import { QR_STYLES } from '@cardshop/shared/rules/qr-geometry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, qrCodes, qrScans } from '../../db/schema.ts';
import { createTestApp } from '../../test/test-app.ts';
import {
  createUser,
  dataOf,
  freshIp,
  signIn,
  type TestApp,
  type TestBrowser,
  testBrowser,
} from '../auth/test-helpers.ts';
import { addCard, addCardPayload, layoutOf, type WrittenCard, writtenCards } from '../orders/test-helpers.ts';
import { isScan, type ScanVisit } from './service.ts';

// Business QR codes (issue 19; decision 0034): an organisation member's card gets codes of the
// organisation at add-card (anyone else's keeps its address), the landing page counts scans (GETs only,
// once a visit, no prefetches or bots), an unknown code is a 404, and each organisation's managers read
// their own organisation's scans only.

let t: TestApp;
let card: WrittenCard;
let businesses = 0;

beforeAll(async () => {
  t = await createTestApp({ cards: 12 });
  const [first] = await writtenCards(t);
  if (!first) throw new Error('the seed has no written card');
  card = first;
});
afterAll(() => t.close());

const TARGET = 'https://florist.example/spring-menu?from=card';

/** A business signed up through the API: its manager's browser and organisation id. */
async function business(name: string) {
  businesses += 1;
  const browser = testBrowser(t);
  await browser.check();
  const response = await browser.post('/api/business/signup', {
    firstName: 'Mia',
    lastName: 'Chen',
    email: `qr-manager${businesses}-${Date.now()}@example.com`,
    organisation: name,
    size: '6-20',
    sendBand: '100-249',
    useCases: ['customer-thanks'],
    industry: 'retail',
  });
  expect(response.statusCode, response.body).toBe(200);
  const organisationId = dataOf<AuthState>(response).user?.access.organisations[0] ?? '';
  return { browser, organisationId };
}

/** A member of the manager's organisation with usage permissions only (no management one). */
async function memberOf(manager: TestBrowser) {
  const email = `qr-member${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const invited = await manager.post('/api/manage/members/invite', {
    email,
    permissions: permissionFlagsOf(['useCredits']),
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const mail = (await t.outbox()).find((entry) => entry.to === email);
  const [, id, token] =
    mail?.text.match(/\/business\/invitation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})/) ?? [];
  const member = await signIn(t, await createUser(t, { email }));
  const accepted = await member.post(`/api/business/invitation/${id}/${token}/accept`);
  expect(accepted.statusCode, accepted.body).toBe(200);
  return member;
}

/** The card's layout with a QR code on its first page, inside the margins. */
function layoutWithQr(value: string, style = 'dots') {
  const layout = layoutOf(card);
  layout.pages[0]?.objects.push({
    type: 'qr-code',
    id: 'qr',
    x: card.size.margins.left,
    y: card.size.margins.top + 40,
    size: 25,
    value,
    style,
  });
  return layout;
}

const qrValueOf = (layout: unknown) =>
  (layout as { pages: Array<{ objects: Array<{ type: string; value?: string }> }> }).pages
    .flatMap((page) => page.objects)
    .find((object) => object.type === 'qr-code')?.value;

const LANDING = /^https?:\/\/[^/]+\/business\/thanks-for-scanning\/([0-9a-f-]{36})$/;

const visit = (overrides: Partial<ScanVisit> = {}): ScanVisit => ({
  method: 'GET',
  ip: freshIp(),
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  purpose: null,
  ...overrides,
});

const scansOf = async (id: string) =>
  (await t.database.db.select().from(qrScans).where(eq(qrScans.qrCodeId, id))).length;

async function scansSeenBy(browser: TestBrowser) {
  const response = await browser.get('/api/manage/qr-codes');
  expect(response.statusCode, response.body).toBe(200);
  return dataOf<QrScans>(response);
}

describe('QR codes at add-card', () => {
  it('swaps a member’s QR code for a new code of the organisation, which keeps the address chosen', async () => {
    const florist = await business('Chen Florists');
    const { item } = await addCard(florist.browser, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    const value = qrValueOf(item.card.layout);
    expect(value?.startsWith(`${t.config.PUBLIC_URL.replace(/\/$/, '')}/business/thanks-for-scanning/`)).toBe(
      true,
    );
    const id = LANDING.exec(value ?? '')?.[1] ?? '';
    const [row] = await t.database.db.select().from(qrCodes).where(eq(qrCodes.id, id));
    expect(row).toMatchObject({
      organisationId: florist.organisationId,
      target: TARGET,
      orderItemId: item.id,
      campaignId: null,
    });
    // The style chosen stays.
    const qr = (
      item.card.layout as { pages: Array<{ objects: Array<{ style?: string }> }> }
    ).pages[0]?.objects.at(-1);
    expect(qr?.style).toBe('dots');
  });

  it('keeps the code of a card edited again, and swaps every member’s card, members without management too', async () => {
    const bakery = await business('Crumb Bakery');
    const first = await addCard(bakery.browser, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    const value = qrValueOf(first.item.card.layout) ?? '';
    const before = (await t.database.db.select().from(qrCodes)).length;
    const again = await addCard(
      bakery.browser,
      addCardPayload(card, {
        layout: layoutWithQr(value),
        order: { id: first.order.id, token: first.order.token },
        item: { id: first.item.id, token: first.item.token },
      }),
    );
    expect(qrValueOf(again.item.card.layout)).toBe(value);
    expect((await t.database.db.select().from(qrCodes)).length).toBe(before);

    const member = await memberOf(bakery.browser);
    const { item } = await addCard(member, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    const id = LANDING.exec(qrValueOf(item.card.layout) ?? '')?.[1] ?? '';
    const [row] = await t.database.db.select().from(qrCodes).where(eq(qrCodes.id, id));
    expect(row?.organisationId).toBe(bakery.organisationId);
  });

  it('leaves the QR code of anyone outside an organisation as it was, signed in or not', async () => {
    const shop = await business('Landing Owner');
    const owned = await addCard(shop.browser, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    const landing = qrValueOf(owned.item.card.layout) ?? '';
    const before = (await t.database.db.select().from(qrCodes)).length;

    const guest = testBrowser(t);
    await guest.check();
    const asGuest = await addCard(guest, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    expect(qrValueOf(asGuest.item.card.layout)).toBe(TARGET);
    const shopper = await signIn(t, await createUser(t));
    const asShopper = await addCard(shopper, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    expect(qrValueOf(asShopper.item.card.layout)).toBe(TARGET);
    // An organisation's landing address put on a card by an outsider is just an address.
    const copied = await addCard(shopper, addCardPayload(card, { layout: layoutWithQr(landing) }));
    expect(qrValueOf(copied.item.card.layout)).toBe(landing);
    expect((await t.database.db.select().from(qrCodes)).length).toBe(before);
  });

  it('makes a new code of its own when a member puts another organisation’s landing address on a card', async () => {
    const first = await business('First Landing Co');
    const theirs = qrValueOf(
      (await addCard(first.browser, addCardPayload(card, { layout: layoutWithQr(TARGET) }))).item.card.layout,
    );
    const second = await business('Second Landing Co');
    const { item } = await addCard(
      second.browser,
      addCardPayload(card, { layout: layoutWithQr(theirs ?? '') }),
    );
    const id = LANDING.exec(qrValueOf(item.card.layout) ?? '')?.[1] ?? '';
    expect(qrValueOf(item.card.layout)).not.toBe(theirs);
    const [row] = await t.database.db.select().from(qrCodes).where(eq(qrCodes.id, id));
    expect(row).toMatchObject({ organisationId: second.organisationId, target: theirs });
  });

  it('makes no code when a card is refused, nor for a card without a QR code', async () => {
    const studio = await business('Refused Studio');
    const before = (await t.database.db.select().from(qrCodes)).length;
    const refused = await studio.browser.post(
      '/api/order/add-card',
      addCardPayload(card, { layout: layoutWithQr(TARGET, 'hearts') }),
    );
    expect(refused.statusCode).toBe(422);
    expect(JSON.parse(refused.body).data.errors).toEqual({
      'layout.pages.0.objects.1.style': ['validation.in'],
    });
    await addCard(studio.browser, addCardPayload(card));
    expect((await t.database.db.select().from(qrCodes)).length).toBe(before);
  });
});

describe('the landing page and its scans', () => {
  async function codeOf(name: string) {
    const owner = await business(name);
    const { item } = await addCard(owner.browser, addCardPayload(card, { layout: layoutWithQr(TARGET) }));
    const id = LANDING.exec(qrValueOf(item.card.layout) ?? '')?.[1] ?? '';
    return { ...owner, id };
  }

  it('is in the organisation’s name, with the sender’s address to go on to', async () => {
    const { id } = await codeOf('Harbour Dental');
    expect(await t.services.qrCodes.landing(id, visit())).toEqual({
      organisation: 'Harbour Dental',
      target: TARGET,
    });
  });

  it('counts one scan a visit: a GET, each address once in half an hour; not HEAD, prefetches or bots', async () => {
    const { id } = await codeOf('Gallery Nine');
    const phone = visit();
    await t.services.qrCodes.landing(id, phone);
    await t.services.qrCodes.landing(id, phone);
    expect(await scansOf(id)).toBe(1);
    await t.services.qrCodes.landing(id, visit());
    expect(await scansOf(id)).toBe(2);

    await t.services.qrCodes.landing(id, visit({ method: 'HEAD' }));
    await t.services.qrCodes.landing(id, visit({ purpose: 'prefetch' }));
    await t.services.qrCodes.landing(id, visit({ purpose: 'prefetch;prerender' }));
    await t.services.qrCodes.landing(id, visit({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }));
    await t.services.qrCodes.landing(id, visit({ userAgent: 'WhatsApp/2.23.20.0' }));
    await t.services.qrCodes.landing(id, visit({ userAgent: 'Slackbot-LinkExpanding 1.0' }));
    expect(await scansOf(id)).toBe(2);
  });

  it('answers 404 for a code that does not exist, and counts nothing', async () => {
    await expect(
      t.services.qrCodes.landing('00000000-0000-4000-8000-000000000000', visit()),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('shows each organisation’s managers their own scans, per campaign, and nobody else', async () => {
    const mine = await codeOf('Scan Counting Co');
    const theirs = await business('Other Org');
    await t.services.qrCodes.landing(mine.id, visit());
    await t.services.qrCodes.landing(mine.id, visit());
    await t.services.qrCodes.landing(mine.id, visit({ method: 'HEAD' }));

    expect(await scansSeenBy(mine.browser)).toEqual({
      total: 2,
      codes: 1,
      campaigns: [{ campaignId: null, codes: 1, scans: 2 }],
    });
    // Another organisation's manager sees theirs (none), never these.
    expect(await scansSeenBy(theirs.browser)).toEqual({ total: 0, codes: 0, campaigns: [] });

    // A member who manages nothing is refused; signed out is a 401.
    const member = await memberOf(mine.browser);
    expect((await member.get('/api/manage/qr-codes')).statusCode).toBe(403);
    expect((await testBrowser(t).get('/api/manage/qr-codes')).statusCode).toBe(401);
    const shopper = await signIn(t, await createUser(t));
    expect((await shopper.get('/api/manage/qr-codes')).statusCode).toBe(403);
  });

  it('counts a campaign’s codes apart from single cards', async () => {
    const owner = await business('Campaign Co');
    const layout = layoutWithQr(TARGET);
    const manager = (await owner.browser.check()).user?.id ?? '';
    // A campaign of the organisation, as a bulk send's draft is kept (decision 0033).
    const [campaign] = await t.database.db
      .insert(campaigns)
      .values({
        userId: manager,
        organisationId: owner.organisationId,
        regionId: 1,
        name: 'Christmas',
        font: 'caveat',
        scheduleType: 'now',
      })
      .returning({ id: campaigns.id });
    const campaignId = campaign?.id ?? '';
    const swapped = await t.services.qrCodes.swapTargets({
      userId: manager,
      layout: layout as never,
      campaignId,
    });
    expect(swapped.codes).toHaveLength(1);
    await t.services.qrCodes.record(t.database.db, swapped.codes, null);
    const id = swapped.codes[0]?.id ?? '';
    await t.services.qrCodes.landing(id, visit());
    expect(await t.services.qrCodes.scansByCampaign(owner.organisationId)).toEqual({
      total: 1,
      codes: 1,
      campaigns: [{ campaignId, codes: 1, scans: 1 }],
    });
  });
});

describe('the styles', () => {
  it('are the ones the editor offers, every one of which the renderer draws', async () => {
    const response = await testBrowser(t).get('/api/editor/config');
    const { qrCodes: offered } = dataOf<{ qrCodes: { styles: Array<{ id: string }> } }>(response);
    expect(offered.styles.map((style) => style.id)).toEqual([...QR_STYLES]);
  });
});

describe('isScan', () => {
  it('takes a person’s GET as a scan, and nothing else', () => {
    expect(isScan({ method: 'GET', userAgent: null, purpose: null })).toBe(true);
    expect(
      isScan({ method: 'get', userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/126', purpose: null }),
    ).toBe(true);
    expect(isScan({ method: 'HEAD', userAgent: null, purpose: null })).toBe(false);
    expect(isScan({ method: 'POST', userAgent: null, purpose: null })).toBe(false);
    expect(isScan({ method: 'GET', userAgent: null, purpose: 'prefetch' })).toBe(false);
    expect(isScan({ method: 'GET', userAgent: 'curl/8.5.0', purpose: null })).toBe(false);
    expect(isScan({ method: 'GET', userAgent: 'facebookexternalhit/1.1', purpose: null })).toBe(false);
  });
});
